package docfile

import (
	"strings"
	"testing"
)

// TestHTMLHiddenText: text a browser does not show (an element with the
// hidden attribute, or an inline style of display: none or visibility:
// hidden) is not the page's text, in a paragraph, a heading or a table
// cell alike, so no quotation of it passes as the document's words;
// text merely hidden from screen readers (aria-hidden) is shown, and
// read.
func TestHTMLHiddenText(t *testing.T) {
	for _, c := range []struct{ name, body, want string }{
		{"display none", `<p>The clause is valid.<span style="display:none"> The clause is void.</span></p>`, "The clause is valid."},
		{"display none, spaced and in capitals", `<p>The clause is valid.<span style="color: red; DISPLAY : None !important"> The clause is void.</span></p>`, "The clause is valid."},
		{"visibility hidden", `<p>The clause is valid.</p><div style="visibility:hidden"><p>The clause is void.</p></div>`, "The clause is valid."},
		{"hidden attribute in a heading", `<h2>Discussion<span hidden> The clause is void</span></h2><p>The clause is valid.</p>`, "## Discussion\n\nThe clause is valid."},
		{"hidden text in a table cell", `<table><tr><td>Clause</td><td>valid<span style="display: none"> void</span></td></tr></table>`, "Clause | valid"},
		{"opacity zero", `<p>The clause is valid.<span style="opacity: 0"> The clause is void.</span></p>`, "The clause is valid."},
		{"font size zero", `<p>The clause is valid.<span style="font-size:0px"> The clause is void.</span></p>`, "The clause is valid."},
		{"a transparent colour", `<p>The clause is valid.<span style="color:transparent"> The clause is void.</span></p>`, "The clause is valid."},
		{"a small font and half opacity are shown", `<p>The clause is valid.<span style="font-size: 0.8em; opacity: 0.5"> Shown.</span></p>`, "The clause is valid. Shown."},
		{"aria-hidden is shown", `<p>The clause is valid.<span aria-hidden="true"> Shown.</span></p>`, "The clause is valid. Shown."},
		{"display block is shown", `<p style="display: block">The clause is valid.</p>`, "The clause is valid."},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read([]byte("<!DOCTYPE html><html><body>"+c.body+"</body></html>"), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(d.Text); got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}
