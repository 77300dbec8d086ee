package docfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDOCXHiddenByColour: Word shows no text in the colour of what lies
// under it (white on the page, black on a black shading or highlight,
// a paragraph's, cell's or page's own colour, set directly or by a
// style), so such text is not the document's; text a reader sees, and
// the automatic colour, are kept.
func TestDOCXHiddenByColour(t *testing.T) {
	styles := `<w:style w:type="character" w:styleId="Ghost"><w:name w:val="Ghost"/><w:rPr><w:color w:val="FFFFFF"/></w:rPr></w:style>` +
		`<w:style w:type="paragraph" w:styleId="Banner"><w:name w:val="Banner"/><w:pPr><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/></w:pPr><w:rPr><w:color w:val="FFFFFF"/></w:rPr></w:style>`
	run := func(rpr, text string) string {
		return `<w:r><w:rPr>` + rpr + `</w:rPr><w:t xml:space="preserve">` + text + `</w:t></w:r>`
	}
	valid := run("", "The clause is valid.")
	void := " The clause is void."
	both := "The clause is valid. The clause is void."
	for _, c := range []struct {
		name, body, background, want string
	}{
		{"white on the page", `<w:p>` + valid + run(`<w:color w:val="FFFFFF"/>`, void) + `</w:p>`, "", "The clause is valid."},
		{"white by a character style", `<w:p>` + valid + run(`<w:rStyle w:val="Ghost"/>`, void) + `</w:p>`, "", "The clause is valid."},
		{"near-white", `<w:p>` + valid + run(`<w:color w:val="FDFDFD"/>`, void) + `</w:p>`, "", "The clause is valid."},
		{"black on a black shading", `<w:p>` + valid + run(`<w:color w:val="000000"/><w:shd w:val="clear" w:color="auto" w:fill="000000"/>`, void) + `</w:p>`, "", "The clause is valid."},
		{"black on a black highlight", `<w:p>` + valid + run(`<w:color w:val="000000"/><w:highlight w:val="black"/>`, void) + `</w:p>`, "", "The clause is valid."},
		{"text in its paragraph's shading", `<w:p><w:pPr><w:shd w:val="clear" w:fill="FFFF00"/></w:pPr>` + valid + run(`<w:color w:val="FFFF00"/>`, void) + `</w:p>`, "", "The clause is valid."},
		{"text in its cell's shading", `<w:p>` + valid + `</w:p><w:tbl><w:tr><w:tc><w:tcPr><w:shd w:val="clear" w:fill="C00000"/></w:tcPr><w:p>` + run(`<w:color w:val="C00000"/>`, "The clause is void.") + `</w:p></w:tc></w:tr></w:tbl>`, "", "The clause is valid.\n\n"},
		{"white on a white page colour", `<w:p>` + valid + run(`<w:color w:val="FFFFFF"/>`, void) + `</w:p>`, `<w:background w:color="FFFFFF"/>`, "The clause is valid."},
		{"white on a dark page colour is read", `<w:p>` + valid + run(`<w:color w:val="FFFFFF"/>`, void) + `</w:p>`, `<w:background w:color="000000"/>`, both},
		{"white on a banner paragraph style is read", `<w:p>` + valid + `</w:p><w:p><w:pPr><w:pStyle w:val="Banner"/></w:pPr>` + run("", "The clause is void.") + `</w:p>`, "", "The clause is valid.\n\nThe clause is void."},
		{"white on a dark highlight is read", `<w:p>` + valid + run(`<w:color w:val="FFFFFF"/><w:highlight w:val="darkBlue"/>`, void) + `</w:p>`, "", both},
		{"white in a dark cell is read", `<w:p>` + valid + `</w:p><w:tbl><w:tr><w:tc><w:tcPr><w:shd w:val="clear" w:fill="000000"/></w:tcPr><w:p>` + run(`<w:color w:val="FFFFFF"/>`, "The clause is void.") + `</w:p></w:tc></w:tr></w:tbl>`, "", "The clause is valid.\n\nThe clause is void."},
		{"the automatic colour on black shading is read", `<w:p>` + valid + run(`<w:color w:val="auto"/><w:shd w:val="clear" w:fill="000000"/>`, void) + `</w:p>`, "", both},
		{"grey is read", `<w:p>` + valid + run(`<w:color w:val="808080"/>`, void) + `</w:p>`, "", both},
		{"a patterned shading is not judged", `<w:p>` + valid + run(`<w:color w:val="000000"/><w:shd w:val="pct50" w:color="000000" w:fill="000000"/>`, void) + `</w:p>`, "", both},
		{"a run's colour ends with the run", `<w:p>` + run(`<w:color w:val="FFFFFF"/>`, "Hidden.") + valid + `</w:p>`, "", "The clause is valid."},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := buildDOCX(t, map[string]string{
				"word/document.xml": wrapW("document", c.background+"<w:body>"+c.body+"</w:body>"),
				"word/styles.xml":   wrapW("styles", styles),
			})
			d, err := Read(data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(d.Text); got != strings.TrimSpace(c.want) {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}

// TestDOCXHiddenColourLibreOffice: LibreOffice's DOCX export of
// hidden-colour.fodt (testdata/make-hidden-colour-libreoffice.sh) reads
// as its HTML and PDF exports do.
func TestDOCXHiddenColourLibreOffice(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "hidden-colour.libreoffice.docx"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := Read(data, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(d.Text), " ")
	for _, w := range []string{"Section 4. The Supplier may terminate on 30 days' notice.", "Payment is due monthly.", "BANNER HEADING"} {
		if !strings.Contains(text, w) {
			t.Errorf("the text lacks %q: %q", w, text)
		}
	}
	for _, w := range []string{"never be terminated", "waives all claims"} {
		if strings.Contains(text, w) {
			t.Errorf("the text holds hidden %q: %q", w, text)
		}
	}
}
