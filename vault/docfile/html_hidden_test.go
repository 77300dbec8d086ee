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

// TestHTMLTextHiddenByColour: text set inline in the colour of the
// background it stands on (white on the white page, black on a black
// box, a <font color> equal to its table cell's bgcolor) is not the
// document's text; text a reader can see, or whose colours are not read
// inline, is kept.
func TestHTMLTextHiddenByColour(t *testing.T) {
	const valid = "The clause is valid."
	both := valid + " The clause is void."
	for _, c := range []struct{ name, body, want string }{
		{"white on the white page", `<span style="color:#fff"> The clause is void.</span>`, valid},
		{"white by name", `<span style="color: White !important"> The clause is void.</span>`, valid},
		{"white in rgb()", `<span style="color: rgb(255, 255, 255)"> The clause is void.</span>`, valid},
		{"near-white", `<span style="color:#fefefe"> The clause is void.</span>`, valid},
		{"a font tag in white", `<font color="#FFFFFF"> The clause is void.</font>`, valid},
		{"black on a black box", `<span style="background:#000;color:#000"> The clause is void.</span>`, valid},
		{"a box in the inherited text colour", `<span style="color:navy"><span style="background-color: navy"> The clause is void.</span></span>`, valid},
		{"white on a dark box is read", `<span style="background-color:#003; color:#fff"> The clause is void.</span>`, both},
		{"white on a page whose body is dark is read", `<span style="color:white"> The clause is void.</span>`, both},
		{"grey is read", `<span style="color:#888"> The clause is void.</span>`, both},
		{"translucent white is not judged", `<span style="color:rgba(255,255,255,0.5)"> The clause is void.</span>`, both},
		{"white over a background image is not judged", `<span style="background: url(x.png); color:#fff"> The clause is void.</span>`, both},
		{"a colour by class is not judged", `<span class="white-text"> The clause is void.</span>`, both},
		{"a dark body with its text colour set is read", `<span> The clause is void.</span>`, both},
		{"a black box with no text colour set inline is not judged", `<span style="background:#000"> The clause is void.</span>`, both},
		{"white in a classed banner (a stylesheet may paint it) is not judged", `<span class="banner"><b style="color:#fff"> The clause is void.</b></span>`, both},
		{"white under a background image attribute is not judged", `<span><table><tr><td background="dark.png"><font color="white">The clause is void.</font></td></tr></table></span>`, valid + "\n\nThe clause is void."},
		{"white in a classed element on an inline white box is hidden", `<span style="background:#fff" class="x"><b style="color:#fff"> The clause is void.</b></span>`, valid},
		{"a white box whose inner span is black shows the span", `<span style="color:#fff"><span style="color:#000"> The clause is void.</span></span>`, both},
		{"a white box whose inner span is white too is hidden", `<span style="color:#fff"><b style="color:white"> The clause is void.</b></span>`, valid},
		{"a transparent box shows the page", `<span style="background: transparent; color: #ffffff"> The clause is void.</span>`, valid},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := "<body>"
			if strings.Contains(c.name, "body is dark") {
				body = `<body bgcolor="#000000">`
			}
			if strings.Contains(c.name, "dark body") {
				body = `<body bgcolor="#000000" text="#FFFFFF">`
			}
			d, err := Read([]byte("<html>"+body+"<p>"+valid+c.body+"</p></body></html>"), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(d.Text); got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}
