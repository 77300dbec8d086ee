package docfile

import (
	"strings"
	"testing"
)

// TestHTMLNotTheDocumentsText: a page's words that are not the
// document's own: tracked deletions as Word saves them (<del>; <ins>
// kept), running headers, footers and comments as LibreOffice and Word
// write them into the page, and text a "visually hidden" style moves off
// the screen or into no space, struck-through text (struck out, as in
// every format); ordinary styles and underlines are read.
func TestHTMLNotTheDocumentsText(t *testing.T) {
	const valid = "The clause is valid."
	both := valid + " The clause is void."
	void := `<span STYLE> The clause is void.</span>`
	for _, c := range []struct{ name, body, want string }{
		{"a tracked deletion, as Word saves it", `<p>The clause is <del cite="mailto:A" datetime="2026-01-01T00:00">void and </del><ins cite="mailto:A">valid.</ins></p>`, valid},
		{"a deleted paragraph", `<p>The clause is valid.</p><del><p>The clause is void.</p></del>`, valid},
		{"struck-through text, an s element", `<p>The clause is valid.<s> The clause is void.</s></p>`, valid},
		{"a strike element, as LibreOffice saves struck text", `<p>The clause is valid.<strike> The clause is void.</strike></p>`, valid},
		{"a line-through style, as Word saves struck text", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style='text-decoration:line-through'`, 1) + `</p>`, valid},
		{"a line-through among other decorations", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="text-decoration-line: underline line-through"`, 1) + `</p>`, valid},
		{"an underline is read", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="text-decoration: underline"`, 1) + `</p>`, both},
		{"LibreOffice's running header", `<div title="header"><p>The clause is void.</p></div><p>The clause is valid.</p>`, valid},
		{"LibreOffice's running footer", `<p>The clause is valid.</p><div title="footer"><p>The clause is void.</p></div>`, valid},
		{"Word's comment list", `<p>The clause is valid.<a class=msocomanchor href="#_msocom_1">[A1]</a></p><div style='mso-element:comment-list'><div style='mso-element:comment'><p>The clause is void.</p></div></div>`, valid},
		{"Word's header block", `<div style='mso-element:header' id=h1><p>The clause is void.</p></div><p>The clause is valid.</p>`, valid},
		{"mso-hide all", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style='mso-hide:all'`, 1) + `</p>`, valid},
		{"moved far off the screen", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="position:absolute; left:-10000px"`, 1) + `</p>`, valid},
		{"indented off the screen", `<p>The clause is valid.</p><p style="text-indent: -9999px">The clause is void.</p>`, valid},
		{"the visually-hidden box", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)"`, 1) + `</p>`, valid},
		{"a clip to nothing", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="position:absolute;clip: rect(0 0 0 0)"`, 1) + `</p>`, valid},
		{"a half-pixel font", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="font-size: 0.5px"`, 1) + `</p>`, valid},
		{"a title attribute that is not a header is read", `<p>The clause is valid.</p><div title="Header of the opinion"><p>The clause is void.</p></div>`, both},
		{"a small negative indent is read", `<p>The clause is valid.</p><p style="text-indent:-2em">The clause is void.</p>`, both},
		{"an absolute position on the page is read", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="position:absolute; left:20px; top:-10px"`, 1) + `</p>`, both},
		{"overflow hidden at a real size is read", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="overflow:hidden; height: 3em"`, 1) + `</p>`, both},
		{"Word's field code, in its conditional comment, is not text", `<p>The clause is valid.<!--[if supportFields]><span style='mso-element:field-begin'></span> PAGE \\* MERGEFORMAT <span style='mso-element:field-separator'></span><![endif]--><!--[if supportFields]><span style='mso-element:field-end'></span><![endif]--></p>`, valid},
		{"Word's list number, revealed to every browser, is read", `<p>The clause is valid.</p><p><![if !supportLists]><span style='mso-list:Ignore'>The<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>clause is void.</p>`, both},
		{"an 8pt font is read", `<p>The clause is valid.` + strings.Replace(void, "STYLE", `style="font-size:8pt"`, 1) + `</p>`, both},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read([]byte("<!DOCTYPE html><html><body>"+c.body+"</body></html>"), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(strings.Fields(d.Text), " "); got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}
