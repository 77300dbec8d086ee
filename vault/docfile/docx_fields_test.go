package docfile

import (
	"strings"
	"testing"
)

// TestDOCXFieldResults: a complex field shows its result only, so the
// result of a field nested in another's instruction (Word's { IF
// { DOCPROPERTY Tier } = "Gold" "waived" "due" }, a HYPERLINK whose
// address is a field) is not text; a field's result, a table of
// contents spanning paragraphs and the text after fields are, and a
// part whose field characters do not balance is read as if it had no
// fields rather than losing the text after a stray begin.
func TestDOCXFieldResults(t *testing.T) {
	r := func(s string) string { return `<w:r><w:t xml:space="preserve">` + s + `</w:t></w:r>` }
	fc := func(kind string) string { return `<w:r><w:fldChar w:fldCharType="` + kind + `"/></w:r>` }
	in := func(s string) string { return `<w:r><w:instrText xml:space="preserve">` + s + `</w:instrText></w:r>` }
	field := func(instr, result string) string { return fc("begin") + instr + fc("separate") + result + fc("end") }
	p := func(s string) string { return `<w:p>` + s + `</w:p>` }
	for _, c := range []struct{ name, body, want string }{
		{"a field's result is read", p(r("This is page ") + field(in(" PAGE "), r("3")) + r(" of the memo.")), "This is page 3 of the memo."},
		{"an IF field with a nested field in its instruction", p(r("The fee is ") + field(in(" IF ")+field(in(" DOCPROPERTY Tier "), r("Gold"))+in(` = "Gold" "waived" "due" `), r("waived")) + r(".")), "The fee is waived."},
		{"a hyperlink whose address is a field", p(r("See ") + field(in(` HYPERLINK "`)+field(in(" DOCPROPERTY Site "), r("https://example.com/x"))+in(`" `), r("the register")) + r(" for details.")), "See the register for details."},
		{"a field with no result shows nothing", p(r("Before") + fc("begin") + in(" SET x 1 ") + fc("end") + r(" after.")), "Before after."},
		{"a table of contents spanning paragraphs", p(fc("begin")+in(` TOC \o "1-3" `)+fc("separate")+r("Termination ")+field(in(" PAGEREF _Toc1 \\h "), r("2"))) + p(r("Payment ")+field(in(" PAGEREF _Toc2 \\h "), r("3"))+fc("end")) + p(r("Body text.")), "Termination 2 Payment 3 Body text."},
		{"a stray begin does not hide the rest", p(r("The clause ")+fc("begin")+r("is valid.")) + p(r("Next paragraph.")), "The clause is valid. Next paragraph."},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := buildDOCX(t, map[string]string{"word/document.xml": wrapW("document", "<w:body>"+c.body+"</w:body>")})
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
