package docfile

import (
	"strings"
	"testing"
)

// TestDOCXCaps: text set in capitals (w:caps, as the docx package's
// allCaps writes it) reads in capitals, set on the run, by its character
// or paragraph style or the document's defaults; a run turning caps off
// and small capitals keep the typed case.
func TestDOCXCaps(t *testing.T) {
	styles := `<w:style w:type="character" w:styleId="Caps"><w:name w:val="Caps"/><w:rPr><w:caps/></w:rPr></w:style>` +
		`<w:style w:type="paragraph" w:styleId="Caption"><w:name w:val="Caption"/><w:rPr><w:caps w:val="1"/></w:rPr></w:style>`
	run := func(rpr, text string) string {
		return `<w:r><w:rPr>` + rpr + `</w:rPr><w:t xml:space="preserve">` + text + `</w:t></w:r>`
	}
	para := func(rpr string) string {
		return `<w:p>` + run("", "In ") + run(rpr, "Smith v. Jones") + run("", ", the court held.") + `</w:p>`
	}
	typed, shown := "In Smith v. Jones, the court held.", "In SMITH V. JONES, the court held."
	for _, c := range []struct{ name, body, defaults, want string }{
		{"a run in caps", para(`<w:caps/>`), "", shown},
		{"a caps character style", para(`<w:rStyle w:val="Caps"/>`), "", shown},
		{"a caps paragraph style", `<w:p><w:pPr><w:pStyle w:val="Caption"/></w:pPr>` + run("", "Smith v. Jones") + `</w:p>`, "", "SMITH V. JONES"},
		{"caps defaults", `<w:p>` + run("", "Smith v. Jones") + `</w:p>`, `<w:docDefaults><w:rPrDefault><w:rPr><w:caps/></w:rPr></w:rPrDefault></w:docDefaults>`, "SMITH V. JONES"},
		{"a run turning a style's caps off", para(`<w:rStyle w:val="Caps"/><w:caps w:val="false"/>`), "", typed},
		{"small capitals keep the case", para(`<w:smallCaps/>`), "", typed},
		{"a paragraph mark's caps set no text", `<w:p><w:pPr><w:rPr><w:caps/></w:rPr></w:pPr>` + run("", typed) + `</w:p>`, "", typed},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := buildDOCX(t, map[string]string{
				"word/document.xml": wrapW("document", "<w:body>"+c.body+"</w:body>"),
				"word/styles.xml":   wrapW("styles", c.defaults+styles),
			})
			d, err := Read(data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(strings.Fields(d.Text), " "); got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}
