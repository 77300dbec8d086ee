package docfile

import (
	"strings"
	"testing"
)

// TestDOCXNotShown: a Word document's words no reader of it sees, and
// so no quotation may pass as its own: a table row deleted with changes
// tracked (w:trPr/w:del: accepted, the row is gone) and text set under
// 1 pt (w:sz under 2 half-points, on the run, by its character or
// paragraph style or the document's defaults). A row whose insertion is
// tracked, 1 pt text and a run that sets a readable size in a tiny style
// are read.
func TestDOCXNotShown(t *testing.T) {
	styles := `<w:style w:type="character" w:styleId="Tiny"><w:name w:val="Tiny"/><w:rPr><w:sz w:val="1"/></w:rPr></w:style>` +
		`<w:style w:type="paragraph" w:styleId="TinyPara"><w:name w:val="Tiny Para"/><w:rPr><w:sz w:val="1"/></w:rPr></w:style>`
	run := func(rpr, text string) string {
		return `<w:r><w:rPr>` + rpr + `</w:rPr><w:t xml:space="preserve">` + text + `</w:t></w:r>`
	}
	valid := `<w:p>` + run("", "The clause is valid.") + `</w:p>`
	row := func(trPr, text string) string {
		return `<w:tr><w:trPr>` + trPr + `</w:trPr><w:tc><w:p>` + run("", text) + `</w:p></w:tc></w:tr>`
	}
	del := `<w:del w:id="1" w:author="A" w:date="2026-01-01T00:00:00Z"/>`
	for _, c := range []struct {
		name, body, defaults string
		want                 []string
	}{
		{"a deleted table row", `<w:tbl>` + row("", "Clause | valid") + row(del, "The clause is void.") + `</w:tbl>`, "", []string{"Clause | valid"}},
		{"an inserted table row is read", `<w:tbl>` + row("", "Clause | valid") + row(`<w:ins w:id="1" w:author="A" w:date="2026-01-01T00:00:00Z"/>`, "The clause is void.") + `</w:tbl>`, "", []string{"Clause | valid", "The clause is void."}},
		{"half-point text", `<w:p>` + run("", "The clause is valid.") + run(`<w:sz w:val="1"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"zero-size text", `<w:p>` + run("", "The clause is valid.") + run(`<w:sz w:val="0"/><w:szCs w:val="0"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"a tiny character style", `<w:p>` + run("", "The clause is valid.") + run(`<w:rStyle w:val="Tiny"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"a tiny paragraph style", valid + `<w:p><w:pPr><w:pStyle w:val="TinyPara"/></w:pPr>` + run("", "The clause is void.") + `</w:p>`, "", []string{"The clause is valid."}},
		{"tiny defaults", `<w:p>` + run(`<w:sz w:val="24"/>`, "The clause is valid.") + run("", " The clause is void.") + `</w:p>`, `<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="1"/></w:rPr></w:rPrDefault></w:docDefaults>`, []string{"The clause is valid."}},
		{"1 pt text is read", `<w:p>` + run("", "The clause is valid.") + run(`<w:sz w:val="2"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid. The clause is void."}},
		{"a readable run in a tiny style is read", `<w:p>` + run("", "The clause is valid.") + run(`<w:rStyle w:val="Tiny"/><w:sz w:val="20"/>`, " The clause is void.") + `</w:p>`, "", []string{"The clause is valid. The clause is void."}},
		{"a paragraph mark's size hides nothing", `<w:p><w:pPr><w:rPr><w:sz w:val="1"/></w:rPr></w:pPr>` + run("", "The clause is valid.") + `</w:p>`, "", []string{"The clause is valid."}},
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
			got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}
