package docfile

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestDOCXNotesLibreOffice reads memo-notes.docx (made by LibreOffice
// from memo-notes.fodt, see make-memo-notes-docx.sh): the footnotes'
// and endnotes' text follows the body under its heading, each note
// starting with its mark, and each mark stands in the body where
// LibreOffice's own text rendering (memo-notes.libreoffice.txt) puts its
// plain number.
func TestDOCXNotesLibreOffice(t *testing.T) {
	d := readFile(t, "testdata/memo-notes.docx")
	want := []string{
		"MEMORANDUM ON THE FORUM-SELECTION CLAUSE",
		"# I. Enforceability",
		"A forum-selection clause is prima facie valid and should be enforced unless enforcement is shown to be unreasonable.¹ The clause in Section 14.1 of the Agreement is mandatory.²",
		"# II. Transfer",
		"A valid forum-selection clause should be given controlling weight in all but the most exceptional cases.³ The plaintiff's choice of forum merits no weight.ⁱ",
		"The parties may waive the clause by conduct.ⁱⁱ",
		"# Footnotes",
		"¹ M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
		// two paragraphs, the hyperlink's text kept
		`² The forum-selection clause says disputes "shall be resolved exclusively" in Delaware; see the Agreement, § 14.1. A permissive clause would read differently: it would allow, not require, suit in Delaware.`,
		"³ Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).",
		"# Endnotes",
		"ⁱ Whether the clause reaches tort claims is not decided here.",
		"ⁱⁱ Waiver requires a clear intent to litigate elsewhere.",
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	lo, err := os.ReadFile("testdata/memo-notes.libreoffice.txt")
	if err != nil {
		t.Fatal(err)
	}
	plain := strings.NewReplacer("¹", "1", "²", "2", "³", "3", "ⁱ", "i", "# ", "")
	for _, line := range strings.Split(string(lo), "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		if line != "" && !strings.Contains(plain.Replace(d.Text), line+"\n") {
			t.Errorf("LibreOffice renders %q; the reader's body has no such paragraph (marks written plainly)", line)
		}
	}
}

// TestDOCXNotesDocxJS reads brief-notes.docx (made by the "docx" npm
// package, a second Word writer, see make-brief-notes-docx.sh): a table
// and a hyperlink in a footnote, a footnote referenced twice (numbered
// as LibreOffice's rendering, brief-notes.libreoffice.txt, numbers it),
// an endnote, and a running header and footer that are not text.
func TestDOCXNotesDocxJS(t *testing.T) {
	d := readFile(t, "testdata/brief-notes.docx")
	want := []string{
		"# Argument",
		"A valid forum-selection clause should be given controlling weight in all but the most exceptional cases.¹ Only public-interest factors remain.²",
		"The clause here is valid.³ It was freely negotiated.ⁱ",
		"# Footnotes",
		"¹ Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).",
		"² The public-interest factors the court may still weigh: Court congestion | Considered Local interest | Considered See 571 U.S. at 64.",
		"³ Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).",
		"# Endnotes",
		"ⁱ Counsel has not confirmed whether the clause was negotiated.",
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, absent := range []string{"PRIVILEGED", "page footer"} {
		if strings.Contains(d.Text, absent) {
			t.Errorf("text holds the header or footer's %q", absent)
		}
	}
	lo, err := os.ReadFile("testdata/brief-notes.libreoffice.txt")
	if err != nil {
		t.Fatal(err)
	}
	plain := strings.NewReplacer("¹", "1", "²", "2", "³", "3", "ⁱ", "i", "# ", "")
	for _, line := range strings.Split(string(lo), "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		if line != "" && !strings.Contains(plain.Replace(d.Text), line+"\n") {
			t.Errorf("LibreOffice renders %q; the reader's body has no such paragraph (marks written plainly)", line)
		}
	}
}

// notesDOCX is a DOCX whose body is body and whose notes parts are
// footnotes and endnotes (each left out when "").
func notesDOCX(t testing.TB, body, footnotes, endnotes string, more map[string]string) []byte {
	m := map[string]string{"word/document.xml": wrapW("document", "<w:body>"+body+"</w:body>")}
	if footnotes != "" {
		m["word/footnotes.xml"] = wrapW("footnotes", wordSeparators("footnote")+footnotes)
	}
	if endnotes != "" {
		m["word/endnotes.xml"] = wrapW("endnotes", wordSeparators("endnote")+endnotes)
	}
	for k, v := range more {
		m[k] = v
	}
	return buildDOCX(t, m)
}

// wordSeparators are the notes Word writes first in every notes part:
// the separator line and the continuation separator, which are not notes.
func wordSeparators(kind string) string {
	return `<w:` + kind + ` w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:` + kind + `>` +
		`<w:` + kind + ` w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:` + kind + `>` +
		`<w:` + kind + ` w:type="continuationNotice" w:id="9"><w:p><w:r><w:t>continued on the next page</w:t></w:r></w:p></w:` + kind + `>`
}

// note is one note of a notes part, as Word writes it: its own mark
// (w:footnoteRef), a space, then its paragraphs.
func note(kind, id string, paras ...string) string {
	s := `<w:` + kind + ` w:id="` + id + `">`
	for i, p := range paras {
		s += `<w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>`
		if i == 0 {
			s += `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:` + kind + `Ref/></w:r><w:r><w:t xml:space="preserve"> </w:t></w:r>`
		}
		s += p + `</w:p>`
	}
	return s + `</w:` + kind + `>`
}

func run(text string) string { return `<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r>` }

func fnRef(id string) string { return `<w:r><w:footnoteReference w:id="` + id + `"/></w:r>` }

func enRef(id string) string { return `<w:r><w:endnoteReference w:id="` + id + `"/></w:r>` }

// TestDOCXNotes runs the shapes of notes Word writes through the reader.
func TestDOCXNotes(t *testing.T) {
	for _, c := range []struct {
		name            string
		body, foot, end string
		more            map[string]string
		want            []string // the paragraphs of the text
		absent          []string
	}{
		{
			name:   "numbered in order of reference, not by id",
			body:   `<w:p>` + run("Held.") + fnRef("7") + run(" Then") + fnRef("3") + `</w:p>`,
			foot:   note("footnote", "3", run("Second.")) + note("footnote", "7", run("First.")),
			want:   []string{"Held.¹ Then²", "# Footnotes", "¹ First.", "² Second."},
			absent: []string{"continued on the next page"},
		},
		{
			// Word numbers references, not notes (LibreOffice makes the
			// second reference a note of its own, numbered 3).
			name: "a note referenced twice is displayed, and written, under each reference's number",
			body: `<w:p>` + run("One") + fnRef("1") + run(" two") + fnRef("2") + run(" again") + fnRef("1") + `</w:p>`,
			foot: note("footnote", "1", run("A.")) + note("footnote", "2", run("B.")),
			want: []string{"One¹ two² again³", "# Footnotes", "¹ A.", "² B.", "³ A."},
		},
		{
			name: "marks side by side are comma-separated, not read as note 12",
			body: `<w:p>` + run("See") + fnRef("1") + fnRef("2") + `</w:p>`,
			foot: note("footnote", "1", run("A.")) + note("footnote", "2", run("B.")),
			want: []string{"See¹,²", "# Footnotes", "¹ A.", "² B."},
		},
		{
			name: "a custom mark takes no number; the next note is 1",
			body: `<w:p>` + run("Starred") + `<w:r><w:footnoteReference w:customMarkFollows="1" w:id="1"/><w:t>*</w:t></w:r>` + run(" and numbered") + fnRef("2") + `</w:p>`,
			foot: note("footnote", "1", run("The starred note.")) + note("footnote", "2", run("The first numbered note.")),
			want: []string{"Starred* and numbered¹", "# Footnotes", "* The starred note.", "¹ The first numbered note."},
		},
		{
			name: "several paragraphs, a table and a hyperlink in one note are its one paragraph",
			body: `<w:p>` + run("Text.") + fnRef("1") + `</w:p>`,
			foot: note("footnote", "1", run("See the factors:"),
				`</w:p><w:tbl><w:tr><w:tc><w:p>`+run("Private")+`</w:p></w:tc><w:tc><w:p>`+run("Waived")+`</w:p></w:tc></w:tr></w:tbl><w:p>`+
					`<w:hyperlink r:id="rId1" xmlns:r="r">`+run("Atlantic Marine")+`</w:hyperlink>`+run(", 571 U.S. at 64.")),
			want: []string{"Text.¹", "# Footnotes", "¹ See the factors: Private | Waived Atlantic Marine, 571 U.S. at 64."},
		},
		{
			name: "a clause number starting a note's second paragraph starts no section",
			body: `<w:p>` + run("Text.") + fnRef("1") + `</w:p>`,
			foot: note("footnote", "1", run("Compare:"), run("§ 12.1 Neither party may assign.")),
			want: []string{"Text.¹", "# Footnotes", "¹ Compare: § 12.1 Neither party may assign."},
		},
		{
			name: "endnotes in lower roman by default, after the footnotes",
			body: `<w:p>` + run("A") + enRef("1") + run(" b") + fnRef("1") + `</w:p>`,
			foot: note("footnote", "1", run("Foot.")),
			end:  note("endnote", "1", run("End.")),
			want: []string{"Aⁱ b¹", "# Footnotes", "¹ Foot.", "# Endnotes", "ⁱ End."},
		},
		{
			name: "the section's number format and start: upper letters are bracketed",
			body: `<w:p>` + run("A") + fnRef("1") + enRef("1") + `</w:p><w:sectPr><w:footnotePr><w:numFmt w:val="decimal"/><w:numStart w:val="5"/></w:footnotePr><w:endnotePr><w:numFmt w:val="upperLetter"/></w:endnotePr></w:sectPr>`,
			foot: note("footnote", "1", run("Foot.")),
			end:  note("endnote", "1", run("End.")),
			want: []string{"A⁵,[A]", "# Footnotes", "⁵ Foot.", "# Endnotes", "[A] End."},
		},
		{
			name: "settings.xml's format when the section sets none",
			body: `<w:p>` + run("A") + enRef("1") + `</w:p>`,
			end:  note("endnote", "1", run("End.")),
			more: map[string]string{"word/settings.xml": wrapW("settings", `<w:endnotePr><w:numFmt w:val="decimal"/><w:endnote w:id="-1"/><w:endnote w:id="0"/></w:endnotePr>`)},
			want: []string{"A¹", "# Endnotes", "¹ End."},
		},
		{
			name:   "a deleted or hidden reference is no note; an unreferenced note is not read",
			body:   `<w:p>` + run("Kept") + `<w:del><w:r><w:footnoteReference w:id="1"/></w:r></w:del><w:r><w:rPr><w:vanish/></w:rPr><w:footnoteReference w:id="2"/></w:r>` + fnRef("3") + `</w:p>`,
			foot:   note("footnote", "1", run("Deleted note.")) + note("footnote", "2", run("Hidden note.")) + note("footnote", "3", run("Kept note.")) + note("footnote", "4", run("Orphan note.")),
			want:   []string{"Kept¹", "# Footnotes", "¹ Kept note."},
			absent: []string{"Deleted note", "Hidden note", "Orphan note"},
		},
		{
			name: "a reference in a tracked insertion is kept, as the insertion is",
			body: `<w:p>` + run("Inserted") + `<w:ins w:id="1" w:author="A"><w:r><w:footnoteReference w:id="1"/></w:r></w:ins>` + `</w:p>`,
			foot: note("footnote", "1", run("An inserted note.")),
			want: []string{"Inserted¹", "# Footnotes", "¹ An inserted note."},
		},
		{
			name: "a reference in a table cell",
			body: `<w:tbl><w:tr><w:tc><w:p>` + run("Fee") + fnRef("1") + `</w:p></w:tc><w:tc><w:p>` + run("USD 4,000") + `</w:p></w:tc></w:tr></w:tbl>`,
			foot: note("footnote", "1", run("Excluding tax.")),
			want: []string{"Fee¹ | USD 4,000", "# Footnotes", "¹ Excluding tax."},
		},
		{
			name: "the placeholder's delimiters in the document's own text are dropped",
			body: `<w:p>` + run("x\uFDD00\uFDD1y") + fnRef("1") + `</w:p>`,
			foot: note("footnote", "1", run("N.")),
			want: []string{"x0y¹", "# Footnotes", "¹ N."},
		},
		{
			name:   "headers and footers are not the document's text",
			body:   `<w:p>` + run("Body.") + `</w:p>`,
			more:   map[string]string{"word/header1.xml": wrapW("hdr", `<w:p>`+run("PRIVILEGED AND CONFIDENTIAL")+`</w:p>`), "word/footer1.xml": wrapW("ftr", `<w:p>`+run("Page 1")+`</w:p>`)},
			want:   []string{"Body."},
			absent: []string{"PRIVILEGED", "Page 1"},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := readDOCX(notesDOCX(t, c.body, c.foot, c.end, c.more), DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			for _, a := range c.absent {
				if strings.Contains(d.Text, a) {
					t.Errorf("text holds %q", a)
				}
			}
		})
	}
}

// TestDOCXNotesBadInput: a reference to a note the part does not hold is
// bad input naming the part and the id; the notes part counts against
// the same inflated-byte budget as the body; a document whose only text
// is in its headers is an error, not a crash.
func TestDOCXNotesBadInput(t *testing.T) {
	body := `<w:p>` + run("Held.") + fnRef("5") + `</w:p>`
	big := note("footnote", "5", run(strings.Repeat("bomb ", 40000)))
	manyRefs := `<w:p>` + strings.Repeat(fnRef("1"), 2000) + `</w:p>`
	long := note("footnote", "1", run(strings.Repeat("long ", 2000)))
	for _, c := range []struct {
		name  string
		data  []byte
		lim   Limits
		limit bool
		want  string
	}{
		{"a reference to a missing note", notesDOCX(t, body, note("footnote", "4", run("Other.")), "", nil), DefaultLimits, false, `footnote id "5", which word/footnotes.xml does not hold`},
		{"a reference and no notes part", notesDOCX(t, body, "", "", nil), DefaultLimits, false, `footnote id "5", which word/footnotes.xml does not hold`},
		{"a reference to a separator", notesDOCX(t, `<w:p>`+run("x")+enRef("-1")+`</w:p>`, "", note("endnote", "1", run("E.")), nil), DefaultLimits, false, `endnote id "-1", which word/endnotes.xml does not hold`},
		{"a notes part past the byte budget", notesDOCX(t, body, big, "", nil), Limits{MaxBytes: 64 << 10}.WithDefaults(), true, "word/footnotes.xml inflates"},
		{"a long note referenced many times", notesDOCX(t, manyRefs, long, "", nil), Limits{MaxBytes: 1 << 20}.WithDefaults(), true, "notes, each written at each of its references, pass the 1048576-byte limit"},
		{"malformed notes", notesDOCX(t, body, "", "", map[string]string{"word/footnotes.xml": "<w:footnotes><w:footnote>"}), DefaultLimits, false, "word/footnotes.xml: malformed XML"},
		{"text only in a header", notesDOCX(t, `<w:p/>`, "", "", map[string]string{"word/header1.xml": wrapW("hdr", `<w:p>`+run("HEADER")+`</w:p>`)}), DefaultLimits, false, "holds no text (its headers and footers are not read)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := readDOCX(c.data, c.lim)
			if err == nil {
				t.Fatalf("read %q; want an error", d.Text)
			}
			if errors.Is(err, ErrLimit) != c.limit || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q (limit %v); want one saying %q (limit %v)", err, errors.Is(err, ErrLimit), c.want, c.limit)
			}
		})
	}
}
