package docfile

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestDOCXLibreOfficeContract reads contract.docx (made by LibreOffice
// from contract-docx.fodt, see make-contract-docx.sh) and compares it with
// the ground truth: LibreOffice's own rendering of the numbers it
// displays (contract.libreoffice.txt), the heading levels of the styles,
// the tracked changes accepted, the comment left out.
func TestDOCXLibreOfficeContract(t *testing.T) {
	d := readFile(t, "testdata/contract.docx")
	if d.Format != DOCX || len(d.Pages) != 0 {
		t.Fatalf("format %q, %d pages; want docx, no pages", d.Format, len(d.Pages))
	}
	want := []string{
		"MASTER SERVICES AGREEMENT",
		"This Agreement is made between Acme Corp. and Globex LLC.",
		"# Article I Term",
		"1. Term. This Agreement begins on the Effective Date and runs for three years.",
		"1.1 Renewal. The term renews for further one-year periods.",
		"1.2 Notice of non-renewal. Either party may give notice of non-renewal:",
		"(a) in writing; and",
		"(b) at least ninety days before the renewal date, delivered",
		"(i) by courier, or",
		"(ii) by email with confirmation of receipt.",
		"# Article II Assignment",
		"2. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.",
		"2.1 Change of control. A change of control of a party is an assignment for this Section.",
		"(a) The assigning party must give notice within thirty days of the change.",
		"(b) The other party may terminate on written notice.",
		"2.2 Successors. This Agreement binds the parties' permitted successors.",
		"# Article III Fees", // "Clause Heading", a style based on Heading 1
		"Service | Monthly fee",
		"Hosting | USD 4,000",
		"## Schedule of services",
		"C. Hosting of the Licensee's data.", // the list restarted at 3 (startOverride)
		"D. Support during business hours.",
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Every number LibreOffice displays is the number the reader wrote.
	lo, err := os.ReadFile("testdata/contract.libreoffice.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(lo), "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		num, _, ok := strings.Cut(line, " ")
		if !ok || !strings.ContainsAny(num, "0123456789()") && num != "C." && num != "D." {
			continue
		}
		if strings.Contains(line, "immediately upon notice") { // LibreOffice's text shows deleted text
			line = strings.Replace(line, "daysimmediately upon notice", "days", 1)
		}
		if !strings.Contains(d.Text, "\n"+line+"\n") {
			t.Errorf("LibreOffice displays %q; the reader's text has no such paragraph", line)
		}
	}
	for _, absent := range []string{"Check this with the client", "immediately upon notice"} {
		if strings.Contains(d.Text, absent) {
			t.Errorf("text holds %q (a comment or a tracked deletion)", absent)
		}
	}
	if Unpaged(d.Format) == "" {
		t.Error("a DOCX is not recorded as unpaged by nature")
	}
}

// TestDOCXNumbering runs numbering definitions Word writes (and that
// the LibreOffice file does not exercise) through the reader: lvlText
// with several levels, number formats, start overrides, lvlRestart,
// isLgl, numId 0, a style's numbering, and revisions.
func TestDOCXNumbering(t *testing.T) {
	abstract := `<w:abstractNum w:abstractNumId="7">
	  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="upperRoman"/><w:lvlText w:val="Article %1"/></w:lvl>
	  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/><w:isLgl/></w:lvl>
	  <w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%3)"/></w:lvl>
	  <w:lvl w:ilvl="3"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="(%4)"/><w:lvlRestart w:val="0"/></w:lvl>
	</w:abstractNum>
	<w:abstractNum w:abstractNumId="8">
	  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>
	</w:abstractNum>
	<w:abstractNum w:abstractNumId="9">
	  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="&#61623;"/></w:lvl>
	</w:abstractNum>
	<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>
	<w:num w:numId="2"><w:abstractNumId w:val="8"/></w:num>
	<w:num w:numId="3"><w:abstractNumId w:val="8"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="12"/></w:lvlOverride></w:num>
	<w:num w:numId="4"><w:abstractNumId w:val="9"/></w:num>`
	styles := `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
	<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
	<w:style w:type="paragraph" w:styleId="ClauseL1"><w:name w:val="Clause L1"/><w:pPr><w:numPr><w:numId w:val="2"/></w:numPr></w:pPr></w:style>
	<w:style w:type="paragraph" w:styleId="MyHeading"><w:name w:val="Schedule Title"/><w:basedOn w:val="Heading2"/></w:style>`
	p := func(num, ilvl, text string) string {
		return fmt.Sprintf(`<w:p><w:pPr><w:numPr><w:ilvl w:val="%s"/><w:numId w:val="%s"/></w:numPr></w:pPr><w:r><w:t xml:space="preserve">%s</w:t></w:r></w:p>`, ilvl, num, text)
	}
	body := p("1", "0", "Assignment") + p("1", "1", "No assignment.") + p("1", "2", "first") + p("1", "3", "one") +
		p("1", "3", "two") + p("1", "2", "second") + p("1", "3", "three, never restarted") + p("1", "1", "Change of control.") +
		p("1", "0", "Term") + p("1", "1", "Duration.") +
		`<w:p><w:pPr><w:pStyle w:val="ClauseL1"/></w:pPr><w:r><w:t>Styled clause one.</w:t></w:r></w:p>` +
		`<w:p><w:pPr><w:pStyle w:val="ClauseL1"/></w:pPr><w:r><w:t>Styled clause two.</w:t></w:r></w:p>` +
		`<w:p><w:pPr><w:pStyle w:val="ClauseL1"/><w:numPr><w:numId w:val="0"/></w:numPr></w:pPr><w:r><w:t>Numbering removed.</w:t></w:r></w:p>` +
		p("3", "0", "Restarted at twelve.") + p("3", "0", "Thirteen.") + p("4", "0", "A bullet.") +
		`<w:p><w:pPr><w:pStyle w:val="MyHeading"/></w:pPr><w:r><w:t>Schedule</w:t></w:r></w:p>` +
		`<w:p><w:r><w:t xml:space="preserve">Kept </w:t></w:r><w:ins><w:r><w:t xml:space="preserve">inserted </w:t></w:r></w:ins><w:del><w:r><w:delText>deleted </w:delText></w:r></w:del>` +
		`<w:moveFrom><w:r><w:t>moved away </w:t></w:r></w:moveFrom><w:moveTo><w:r><w:t xml:space="preserve">moved here </w:t></w:r></w:moveTo>` +
		`<w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGEREF _Toc1</w:instrText></w:r>` +
		`<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>field result</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>` +
		`<w:commentRangeStart w:id="0"/><w:r><w:t xml:space="preserve"> text.</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>`
	data := buildDOCX(t, map[string]string{
		"word/document.xml":  wrapW("document", "<w:body>"+body+"</w:body>"),
		"word/numbering.xml": wrapW("numbering", abstract),
		"word/styles.xml":    wrapW("styles", styles),
		"word/comments.xml":  wrapW("comments", `<w:comment w:id="0"><w:p><w:r><w:t>A comment is not text.</w:t></w:r></w:p></w:comment>`),
	})
	d, err := Read(data, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Article I Assignment", "1.1 No assignment.", "(a) first", "(i) one", "(ii) two", "(b) second",
		"(iii) three, never restarted", "1.2 Change of control.", "Article II Term", "2.1 Duration.",
		"1. Styled clause one.", "2. Styled clause two.", "Numbering removed.",
		"12. Restarted at twelve.", "13. Thirteen.", "A bullet.", "## Schedule",
		"Kept inserted moved here field result text.",
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestFormatNumber(t *testing.T) {
	for _, c := range []struct {
		format string
		n      int
		want   string
	}{
		{"decimal", 12, "12"}, {"decimalZero", 7, "07"}, {"lowerLetter", 1, "a"}, {"lowerLetter", 27, "aa"},
		{"upperLetter", 53, "AAA"}, {"lowerRoman", 14, "xiv"}, {"upperRoman", 1990, "MCMXC"}, {"ordinal", 22, "22nd"},
		{"ordinal", 13, "13th"}, {"cardinalText", 21, "Twenty-one"}, {"ordinalText", 3, "Third"}, {"none", 4, ""},
		{"chineseCounting", 5, "5"},
	} {
		if got := formatNumber(c.format, c.n); got != c.want {
			t.Errorf("formatNumber(%s, %d) = %q, want %q", c.format, c.n, got, c.want)
		}
	}
}

// TestDOCXBadInput: a damaged archive, a zip bomb (by its header and by
// a header that lies), too many members: each an error, never text.
func TestDOCXBadInput(t *testing.T) {
	good, err := os.ReadFile("testdata/contract.docx")
	if err != nil {
		t.Fatal(err)
	}
	doc := wrapW("document", "<w:body><w:p><w:r><w:t>"+strings.Repeat("bomb ", 200000)+"</w:t></w:r></w:p></w:body>")
	many := map[string]string{"word/document.xml": wrapW("document", "<w:body/>")}
	for i := 0; i <= maxDOCXMembers; i++ {
		many[fmt.Sprintf("customXml/item%d.xml", i)] = ""
	}
	for _, c := range []struct {
		name  string
		data  []byte
		lim   Limits
		limit bool // the error reports a passed limit
		want  string
	}{
		{"truncated", good[:len(good)*2/3], Limits{}, false, "damaged or truncated"},
		{"bomb by its header", buildDOCX(t, map[string]string{"word/document.xml": doc}), Limits{MaxBytes: 64 << 10}, true, "decompressed size"},
		{"bomb with a lying header", lyingDOCX(t, doc), Limits{MaxBytes: 64 << 10}, false, "damaged or truncated"},
		{"too many members", buildDOCX(t, many), Limits{}, true, "members"},
		{"not XML", buildDOCX(t, map[string]string{"word/document.xml": "<w:document><w:body><w:p>"}), Limits{}, false, "malformed XML"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(c.data, c.lim)
			if err == nil {
				t.Fatalf("read %d bytes of text; want an error", len(d.Text))
			}
			if errors.Is(err, ErrLimit) != c.limit || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q (limit %v); want one saying %q (limit %v)", err, errors.Is(err, ErrLimit), c.want, c.limit)
			}
		})
	}
}

const wNamespace = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`

func wrapW(root, inner string) string {
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:` + root + ` ` + wNamespace + `>` + inner + `</w:` + root + `>`
}

// buildDOCX writes a zip archive of the given members, document.xml
// first (as Word writes it, so content detection sees it early).
func buildDOCX(t testing.TB, members map[string]string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	names := []string{"word/document.xml"}
	for n := range members {
		if n != "word/document.xml" {
			names = append(names, n)
		}
	}
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(members[n]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// lyingDOCX writes document.xml deflated but with a header claiming it
// inflates to 100 bytes: the reader must count what it inflates.
func lyingDOCX(t testing.TB, doc string) []byte {
	var comp bytes.Buffer
	cw := zip.NewWriter(&comp)
	w, _ := cw.Create("x")
	w.Write([]byte(doc))
	cw.Close()
	zr, err := zip.NewReader(bytes.NewReader(comp.Bytes()), int64(comp.Len()))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := zr.File[0].OpenRaw()
	if err != nil {
		t.Fatal(err)
	}
	var deflated bytes.Buffer
	deflated.ReadFrom(raw)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	hw, err := zw.CreateRaw(&zip.FileHeader{Name: "word/document.xml", Method: zip.Deflate,
		CRC32: zr.File[0].CRC32, CompressedSize64: uint64(deflated.Len()), UncompressedSize64: 100})
	if err != nil {
		t.Fatal(err)
	}
	hw.Write(deflated.Bytes())
	zw.Close()
	return buf.Bytes()
}

func readFile(t *testing.T, path string) *Document {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Read(data, Limits{})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return d
}

// TestDOCXWordTemplateLists reads word-template-lists.docx, made by
// python-docx from its default template, which Microsoft Word saved: the
// list styles and numbering definitions are Word's own. Every paragraph
// is the one LibreOffice renders (word-template-lists.libreoffice.txt),
// with the number it displays, except what Word does not display: the
// bullet's glyph and hidden text.
func TestDOCXWordTemplateLists(t *testing.T) {
	d := readFile(t, "testdata/word-template-lists.docx")
	lo, err := os.ReadFile("testdata/word-template-lists.libreoffice.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, line := range strings.Split(strings.TrimPrefix(string(lo), "\ufeff"), "\n") {
		line = strings.TrimSpace(line)
		line = strings.TrimPrefix(line, "• ")               // the bullet glyph is not a number
		line = strings.TrimSuffix(line, " secret")          // hidden text (w:vanish)
		if line == "Definitions" || line == "Obligations" { // Heading 1 and Heading 2
			line = map[string]string{"Definitions": "# Definitions", "Obligations": "## Obligations"}[line]
		}
		if line != "" {
			want = append(want, line)
		}
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant (LibreOffice's rendering):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
