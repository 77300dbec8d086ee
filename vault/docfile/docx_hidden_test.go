package docfile

import (
	"strings"
	"testing"
)

// TestDOCXHiddenByStyle: Word hides text whose run properties say
// vanish, whether the run sets it, its character style does (through
// basedOn), its paragraph's style does, or the document's defaults do;
// a run that sets vanish off shows its text whatever the style says.
// Hidden text a reader of the document never sees is not its text, so
// no quotation of it passes as the document's words; a note reference
// in it is no note.
func TestDOCXHiddenByStyle(t *testing.T) {
	styles := `<w:style w:type="character" w:styleId="Secret"><w:name w:val="Secret"/><w:rPr><w:vanish/></w:rPr></w:style>` +
		`<w:style w:type="character" w:styleId="MoreSecret"><w:name w:val="More Secret"/><w:basedOn w:val="Secret"/></w:style>` +
		`<w:style w:type="paragraph" w:styleId="HiddenPara"><w:name w:val="Hidden Para"/><w:rPr><w:vanish/></w:rPr></w:style>`
	run := func(rpr, text string) string {
		return `<w:r><w:rPr>` + rpr + `</w:rPr><w:t xml:space="preserve">` + text + `</w:t></w:r>`
	}
	for _, c := range []struct {
		name, body, defaults string
		want                 []string
	}{
		{"a character style that hides", `<w:p>` + run("", "The clause is valid.") + run(`<w:rStyle w:val="Secret"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"a character style based on one that hides", `<w:p>` + run("", "The clause is valid.") + run(`<w:rStyle w:val="MoreSecret"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"a paragraph style that hides its runs", `<w:p>` + run("", "The clause is valid.") + `</w:p><w:p><w:pPr><w:pStyle w:val="HiddenPara"/></w:pPr>` + run("", "The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"the document's defaults hide, a run shows", `<w:p>` + run(`<w:vanish w:val="0"/>`, "The clause is valid.") + run("", " The clause is void.") + `</w:p>`, `<w:docDefaults><w:rPrDefault><w:rPr><w:vanish/></w:rPr></w:rPrDefault></w:docDefaults>`, []string{"The clause is valid."}},
		{"a run that sets vanish off in a hiding style shows", `<w:p>` + run(`<w:rStyle w:val="Secret"/><w:vanish w:val="false"/>`, "The clause is valid.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"a paragraph mark's vanish hides no text", `<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr>` + run("", "The clause is valid.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"a note reference in hidden text is no note", `<w:p>` + run("", "The clause is valid.") + `<w:r><w:rPr><w:rStyle w:val="Secret"/></w:rPr><w:footnoteReference w:id="1"/></w:r></w:p>`, "", []string{"The clause is valid."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := buildDOCX(t, map[string]string{
				"word/document.xml":  wrapW("document", "<w:body>"+c.body+"</w:body>"),
				"word/styles.xml":    wrapW("styles", c.defaults+styles),
				"word/footnotes.xml": wrapW("footnotes", note("footnote", "1", `<w:r><w:t>The clause is void.</w:t></w:r>`)),
			})
			d, err := Read(data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}
