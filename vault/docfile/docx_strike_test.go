package docfile

import (
	"strings"
	"testing"
)

// TestDOCXStruckText: struck-through text (w:strike, w:dstrike) is
// struck out, set on the run, by its character or paragraph style or
// the document's defaults, as a tracked deletion is; a run that turns
// the strike off, and an underline, are read.
func TestDOCXStruckText(t *testing.T) {
	styles := `<w:style w:type="character" w:styleId="Struck"><w:name w:val="Struck"/><w:rPr><w:strike/></w:rPr></w:style>` +
		`<w:style w:type="character" w:styleId="StruckChild"><w:name w:val="Struck Child"/><w:basedOn w:val="Struck"/></w:style>` +
		`<w:style w:type="paragraph" w:styleId="StruckPara"><w:name w:val="Struck Para"/><w:rPr><w:dstrike/></w:rPr></w:style>`
	run := func(rpr, text string) string {
		return `<w:r><w:rPr>` + rpr + `</w:rPr><w:t xml:space="preserve">` + text + `</w:t></w:r>`
	}
	valid := "The clause is valid."
	both := "The clause is valid. The clause is void."
	para := func(rpr string) string { return `<w:p>` + run("", valid) + run(rpr, " The clause is void.") + `</w:p>` }
	for _, c := range []struct{ name, body, defaults, want string }{
		{"a struck run", para(`<w:strike/>`), "", valid},
		{"a double-struck run", para(`<w:dstrike w:val="true"/>`), "", valid},
		{"a struck character style, as LibreOffice saves struck text", para(`<w:rStyle w:val="Struck"/>`), "", valid},
		{"a style based on a struck one", para(`<w:rStyle w:val="StruckChild"/>`), "", valid},
		{"a struck paragraph style", `<w:p>` + run("", valid) + `</w:p><w:p><w:pPr><w:pStyle w:val="StruckPara"/></w:pPr>` + run("", "The clause is void.") + `</w:p>`, "", valid},
		{"struck defaults", `<w:p>` + run(`<w:strike w:val="0"/>`, valid) + run("", " The clause is void.") + `</w:p>`, `<w:docDefaults><w:rPrDefault><w:rPr><w:strike/></w:rPr></w:rPrDefault></w:docDefaults>`, valid},
		{"a run turning a style's strike off is read", para(`<w:rStyle w:val="Struck"/><w:strike w:val="false"/>`), "", both},
		{"strike off is read", para(`<w:strike w:val="0"/>`), "", both},
		{"an underline is read", para(`<w:u w:val="single"/>`), "", both},
		{"a paragraph mark's strike strikes nothing", `<w:p><w:pPr><w:rPr><w:strike/></w:rPr></w:pPr>` + run("", valid) + `</w:p>`, "", valid},
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
