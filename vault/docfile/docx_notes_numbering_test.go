package docfile

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestDOCXNoteNumberingTruth reads the docx-npm-made files whose note
// numbers restart (make-note-restarts-docx.sh) and compares the text with
// note-restarts.truth.json: footnotes numbered anew in each section, a
// section's own number format (a, b), endnotes running on in lower roman;
// footnotes numbered anew on each page Word laid out; and, where the file
// records no layout, the footnotes under the heading that says their
// numbers cannot be known.
func TestDOCXNoteNumberingTruth(t *testing.T) {
	data, err := os.ReadFile("testdata/note-restarts.truth.json")
	if err != nil {
		t.Fatal(err)
	}
	var truth struct {
		Files map[string][]string `json:"files"`
	}
	if err := json.Unmarshal(data, &truth); err != nil {
		t.Fatal(err)
	}
	if len(truth.Files) != 3 {
		t.Fatalf("truth holds %d files; want 3", len(truth.Files))
	}
	for name, want := range truth.Files {
		t.Run(name, func(t *testing.T) {
			d := readFile(t, "testdata/"+name)
			got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// TestDOCXNoteFormatLibreOffice reads note-format.docx (LibreOffice, see
// make-note-format-docx.sh): footnotes in lower roman, endnotes in upper
// letters, each mark where LibreOffice's own rendering puts its plain
// label; its per-page variant, which LibreOffice writes with no layout,
// has its footnotes under the heading that says so.
func TestDOCXNoteFormatLibreOffice(t *testing.T) {
	d := readFile(t, "testdata/note-format.docx")
	want := []string{
		"# Argument",
		"A forum-selection clause is prima facie valid.ⁱ A cruise ticket's clause binds the passenger.ⁱⁱ",
		"A valid clause should be given controlling weight.ⁱⁱⁱ The clause was freely negotiated.[A] Nothing shows waiver.[B]",
		"# Footnotes",
		"ⁱ M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
		"ⁱⁱ Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593 (1991).",
		"ⁱⁱⁱ Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).",
		"# Endnotes",
		"[A] Counsel has not confirmed who drafted the clause.",
		"[B] Waiver requires a clear intent to litigate elsewhere.",
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	lo, err := os.ReadFile("testdata/note-format.libreoffice.txt")
	if err != nil {
		t.Fatal(err)
	}
	plain := strings.NewReplacer("ⁱ", "i", "[A]", "A", "[B]", "B", "# ", "")
	for _, line := range strings.Split(string(lo), "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		if line != "" && !strings.Contains(plain.Replace(d.Text), line) {
			t.Errorf("LibreOffice renders %q; the reader's body has no such paragraph (marks written plainly)", line)
		}
	}
	byPage := readFile(t, "testdata/note-format-by-page.docx")
	if !strings.Contains(byPage.Text, "\n# "+FootnotesByPageSection+"\n") || strings.Contains(byPage.Text, "\n# Footnotes\n") {
		t.Errorf("per-page footnotes without a layout read under the wrong heading:\n%s", byPage.Text)
	}
}

// TestDOCXNoteNumbering runs the note properties Word writes through the
// reader: where numbering restarts, at what number, in which format,
// and which page breaks the file records.
func TestDOCXNoteNumbering(t *testing.T) {
	fn := func(ids ...string) string {
		s := ""
		for _, id := range ids {
			s += note("footnote", id, run("Note "+id+"."))
		}
		return s
	}
	sect := func(inner string) string { return `<w:pPr><w:sectPr>` + inner + `</w:sectPr></w:pPr>` }
	eachSect := `<w:footnotePr><w:numRestart w:val="eachSect"/></w:footnotePr>`
	eachPage := `<w:footnotePr><w:numRestart w:val="eachPage"/></w:footnotePr>`
	rendered := `<w:r><w:lastRenderedPageBreak/></w:r>`
	for _, c := range []struct {
		name      string
		body, end string
		foot      string
		more      map[string]string
		want      []string
	}{
		{
			name: "eachSect: each section starts again at 1, the last section's properties at the body's end",
			body: `<w:p>` + sect(eachSect) + run("A") + fnRef("1") + fnRef("2") + `</w:p><w:p>` + run("B") + fnRef("3") + `</w:p><w:sectPr>` + eachSect + `</w:sectPr>`,
			foot: fn("1", "2", "3"),
			want: []string{"A¹,²", "B¹", "# Footnotes", "¹ Note 1.", "² Note 2.", "¹ Note 3."},
		},
		{
			name: "continuous (the default) runs on across sections",
			body: `<w:p>` + sect(``) + run("A") + fnRef("1") + `</w:p><w:p>` + run("B") + fnRef("2") + `</w:p><w:sectPr/>`,
			foot: fn("1", "2"),
			want: []string{"A¹", "B²", "# Footnotes", "¹ Note 1.", "² Note 2."},
		},
		{
			name: "settings.xml's eachSect and start apply where a section sets neither; a section's own start wins",
			body: `<w:p>` + sect(``) + run("A") + fnRef("1") + `</w:p><w:p>` + run("B") + fnRef("2") + `</w:p><w:sectPr><w:footnotePr><w:numStart w:val="7"/></w:footnotePr></w:sectPr>`,
			foot: fn("1", "2"),
			more: map[string]string{"word/settings.xml": wrapW("settings", `<w:footnotePr><w:numStart w:val="4"/><w:numRestart w:val="eachSect"/><w:footnote w:id="-1"/></w:footnotePr>`)},
			want: []string{"A⁴", "B⁷", "# Footnotes", "⁴ Note 1.", "⁷ Note 2."},
		},
		{
			name: "each section's own number format",
			body: `<w:p>` + sect(`<w:footnotePr><w:numFmt w:val="lowerRoman"/><w:numRestart w:val="eachSect"/></w:footnotePr>`) + run("A") + fnRef("1") + fnRef("2") + `</w:p><w:p>` + run("B") + fnRef("3") + `</w:p><w:sectPr>` + eachSect + `</w:sectPr>`,
			foot: fn("1", "2", "3"),
			want: []string{"Aⁱ,ⁱⁱ", "B¹", "# Footnotes", "ⁱ Note 1.", "ⁱⁱ Note 2.", "¹ Note 3."},
		},
		{
			name: "eachPage: a page Word laid out, an explicit break and a page break before a paragraph each start again",
			body: `<w:p>` + run("A") + fnRef("1") + fnRef("2") + `</w:p><w:p>` + rendered + run("B") + fnRef("3") + `</w:p><w:p><w:r><w:br w:type="page"/></w:r>` + run("C") + fnRef("4") + `</w:p>` +
				`<w:p><w:pPr><w:pageBreakBefore/></w:pPr>` + run("D") + fnRef("5") + fnRef("6") + `</w:p><w:sectPr>` + eachPage + `</w:sectPr>`,
			foot: fn("1", "2", "3", "4", "5", "6"),
			want: []string{"A¹,²", "B¹", "C¹", "D¹,²", "# Footnotes", "¹ Note 1.", "² Note 2.", "¹ Note 3.", "¹ Note 4.", "¹ Note 5.", "² Note 6."},
		},
		{
			name: "eachPage: a line break is no page break, and a continuous section starts no page",
			body: `<w:p>` + rendered + sect(`<w:type w:val="continuous"/>`+eachPage) + run("A") + fnRef("1") + `<w:r><w:br/></w:r>` + fnRef("2") + `</w:p><w:p>` + run("B") + fnRef("3") + `</w:p><w:sectPr><w:type w:val="continuous"/>` + eachPage + `</w:sectPr>`,
			foot: fn("1", "2", "3"),
			want: []string{"A¹ ²", "B³", "# Footnotes", "¹ Note 1.", "² Note 2.", "³ Note 3."},
		},
		{
			name: "eachPage: a section that starts a new page (nextPage, the default) starts again",
			body: `<w:p>` + rendered + sect(eachPage) + run("A") + fnRef("1") + `</w:p><w:p>` + run("B") + fnRef("2") + `</w:p><w:sectPr>` + eachPage + `</w:sectPr>`,
			foot: fn("1", "2"),
			want: []string{"A¹", "B¹", "# Footnotes", "¹ Note 1.", "¹ Note 2."},
		},
		{
			name: "eachPage with no layout recorded: the footnotes' numbers are not known, and their heading says so",
			body: `<w:p>` + run("A") + fnRef("1") + `</w:p><w:sectPr>` + eachPage + `</w:sectPr>`,
			foot: fn("1"),
			want: []string{"A¹", "# " + FootnotesByPageSection, "¹ Note 1."},
		},
		{
			name: "endnotes are not numbered by page; eachSect restarts them",
			// a w:sectPr in a paragraph's properties ends its section with that paragraph
			body: `<w:p>` + run("A") + enRef("1") + `</w:p><w:p>` + rendered + sect(`<w:endnotePr><w:numRestart w:val="eachPage"/></w:endnotePr>`) + run("B") + enRef("2") + `</w:p><w:p>` + run("C") + enRef("3") + `</w:p><w:p>` + sect(`<w:endnotePr><w:numRestart w:val="eachSect"/></w:endnotePr>`) + run("D") + enRef("4") + `</w:p><w:sectPr><w:endnotePr><w:numRestart w:val="eachSect"/></w:endnotePr></w:sectPr>`,
			end:  note("endnote", "1", run("E1.")) + note("endnote", "2", run("E2.")) + note("endnote", "3", run("E3.")) + note("endnote", "4", run("E4.")),
			want: []string{"Aⁱ", "Bⁱⁱ", "Cⁱ", "Dⁱⁱ", "# Endnotes", "ⁱ E1.", "ⁱⁱ E2.", "ⁱ E3.", "ⁱⁱ E4."},
		},
		{
			// the Chicago symbols are no raised characters: bracketed, as any such label
			name: "Chicago note symbols: *, †, ‡, §, then doubled",
			body: `<w:p>` + run("A") + fnRef("1") + fnRef("2") + fnRef("3") + fnRef("4") + fnRef("5") + `</w:p><w:sectPr><w:footnotePr><w:numFmt w:val="chicago"/></w:footnotePr></w:sectPr>`,
			foot: fn("1", "2", "3", "4", "5"),
			want: []string{"A[*],[†],[‡],[§],[**]", "# Footnotes", "[*] Note 1.", "[†] Note 2.", "[‡] Note 3.", "[§] Note 4.", "[**] Note 5."},
		},
		{
			name: "a custom mark in a restarting section takes no number",
			body: `<w:p>` + sect(eachSect) + run("A") + fnRef("1") + `</w:p><w:p>` + run("B") + `<w:r><w:footnoteReference w:customMarkFollows="1" w:id="2"/><w:t>*</w:t></w:r>` + fnRef("3") + `</w:p><w:sectPr>` + eachSect + `</w:sectPr>`,
			foot: fn("1", "2", "3"),
			want: []string{"A¹", "B*¹", "# Footnotes", "¹ Note 1.", "* Note 2.", "¹ Note 3."},
		},
		{
			name: "a tracked change of the section's properties is not read",
			body: `<w:p>` + run("A") + fnRef("1") + `</w:p><w:p>` + run("B") + fnRef("2") + `</w:p><w:sectPr><w:sectPrChange w:id="1"><w:sectPr>` + eachSect + `</w:sectPr></w:sectPrChange></w:sectPr>`,
			foot: fn("1", "2"),
			want: []string{"A¹", "B²", "# Footnotes", "¹ Note 1.", "² Note 2."},
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
		})
	}
}

// TestNoteMarks: the reader's marks read back, at a note's start and in
// the body, by the labels they show.
func TestNoteMarks(t *testing.T) {
	for _, c := range []struct {
		text  string
		label string
		ok    bool
	}{
		{"³ See Bremen.", "3", true}, {"ⁱⁱ Counsel.", "ii", true}, {"ᵇ Fraud.", "b", true},
		{"[A] Counsel.", "A", true}, {"¹²", "", false}, {"See ³", "", false}, {"[sic and more] x", "", false},
	} {
		label, n, ok := ReadNoteMark(c.text)
		if label != c.label || ok != c.ok || ok && c.text[n] != ' ' {
			t.Errorf("ReadNoteMark(%q) = %q, %d, %v; want %q, %v", c.text, label, n, ok, c.label, c.ok)
		}
	}
	if got := strings.Join(NoteMarksIn("Held.¹,² Then.ⁱⁱ Negotiated.[A] An area of 4 m² [sic and more]"), " "); got != "1 2 ii A 2" {
		t.Errorf("NoteMarksIn = %q; want %q", got, "1 2 ii A 2")
	}
}
