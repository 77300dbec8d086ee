package cite

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

func mustExtractor(t testing.TB, opts Options) *Extractor {
	t.Helper()
	e, err := NewExtractor(opts)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// want is the part of a citation a table row checks; empty fields are
// not compared, Locs nil is not compared.
type want struct {
	Kind       Kind
	Text       string
	Identifier string
	Volume     string
	Reporter   string
	Page       string
	Pins       []string
	Year       string
	Court      string
	Name       string
	DocID      string
	Section    string
	Paren      string
	Locs       []string // "page 10"
	Parallel   int      // -2: not compared
	Antecedent int      // -2: not compared
	Unknown    bool     // KnownReporter false
	Warn       string   // a substring of some warning
}

func checkCitation(t *testing.T, in string, got Citation, w want) {
	t.Helper()
	if got.Text != in[got.Start:got.End] {
		t.Errorf("%q: Text %q is not text[%d:%d]", in, got.Text, got.Start, got.End)
	}
	cmp := func(field, g, w string) {
		if w != "" && g != w {
			t.Errorf("%q: %s = %q, want %q", in, field, g, w)
		}
	}
	cmp("kind", string(got.Kind), string(w.Kind))
	cmp("text", got.Text, w.Text)
	cmp("identifier", got.Identifier, w.Identifier)
	cmp("volume", got.Volume, w.Volume)
	cmp("reporter", got.Reporter, w.Reporter)
	cmp("page", got.Page, w.Page)
	cmp("year", got.Year, w.Year)
	cmp("court", got.Court, w.Court)
	cmp("name", got.Name, w.Name)
	cmp("doc_id", got.DocID, w.DocID)
	cmp("section", got.Section, w.Section)
	cmp("parenthetical", got.Parenthetical, w.Paren)
	if w.Pins != nil && !reflect.DeepEqual(got.Pins, w.Pins) {
		t.Errorf("%q: pins = %q, want %q", in, got.Pins, w.Pins)
	}
	if w.Locs != nil {
		var gl []string
		for _, l := range got.Locators {
			gl = append(gl, string(l.Kind)+" "+l.Value)
		}
		if !reflect.DeepEqual(gl, w.Locs) && !(len(gl) == 0 && len(w.Locs) == 0) {
			t.Errorf("%q: locators = %q, want %q", in, gl, w.Locs)
		}
	}
	if w.Parallel != -2 && got.Parallel != w.Parallel {
		t.Errorf("%q: parallel = %d, want %d", in, got.Parallel, w.Parallel)
	}
	if w.Antecedent != -2 && got.Antecedent != w.Antecedent {
		t.Errorf("%q: antecedent = %d, want %d", in, got.Antecedent, w.Antecedent)
	}
	if w.Unknown && got.KnownReporter {
		t.Errorf("%q: reporter %q reported as known", in, got.Reporter)
	}
	if w.Warn != "" && !strings.Contains(strings.Join(got.Warnings, "|"), w.Warn) {
		t.Errorf("%q: warnings %q lack %q", in, got.Warnings, w.Warn)
	}
}

func TestExtractForms(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), Titles: []string{"Forum Selection Practice Note"}})
	const any = -2
	tests := []struct {
		name string
		in   string
		want []want
	}{
		{"full with name, pin, year", "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
			[]want{{Kind: KindCase, Text: "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)", Identifier: "407 U.S. 1", Volume: "407", Reporter: "U.S.", Page: "1", Pins: []string{"10"}, Year: "1972", Name: "M/S Bremen v. Zapata Off-Shore Co.", Locs: []string{"page 10"}, Parallel: -1, Antecedent: -1}}},
		{"parallel group", "The Bremen, 407 U.S. 1, 92 S. Ct. 1907, 32 L. Ed. 2d 513 (1972).",
			[]want{
				{Kind: KindCase, Identifier: "407 U.S. 1", Year: "1972", Parallel: 0, Antecedent: any},
				{Kind: KindCase, Identifier: "92 S. Ct. 1907", Reporter: "S. Ct.", Year: "1972", Parallel: 0, Antecedent: any},
				{Kind: KindCase, Identifier: "32 L. Ed. 2d 513", Reporter: "L. Ed. 2d", Year: "1972", Parallel: 0, Antecedent: any},
			}},
		{"spaced and squeezed reporters", "See 407 U. S. 1 and 5 F. 3d 10 and 92 S.Ct. 1907 and 9 L.Ed.2d 3 and 1 F.Supp.2d 4.",
			[]want{
				{Reporter: "U.S.", Identifier: "407 U. S. 1", Parallel: any, Antecedent: any},
				{Reporter: "F.3d", Identifier: "5 F. 3d 10", Parallel: any, Antecedent: any},
				{Reporter: "S. Ct.", Parallel: any, Antecedent: any},
				{Reporter: "L. Ed. 2d", Parallel: any, Antecedent: any},
				{Reporter: "F. Supp. 2d", Parallel: any, Antecedent: any},
			}},
		{"short cite", "Bremen v. Zapata, 407 U.S. 1 (1972). See Bremen, 407 U.S. at 15.",
			[]want{{Kind: KindCase, Parallel: any, Antecedent: any}, {Kind: KindShort, Text: "Bremen, 407 U.S. at 15", Name: "Bremen", Pins: []string{"15"}, Locs: []string{"page 15"}, Antecedent: 0, Parallel: -1}}},
		{"Id. forms", "Foo v. Bar, 1 U.S. 1 (1990). Id. Id. at 12. Ibid.",
			[]want{{Kind: KindCase, Parallel: any, Antecedent: any},
				{Kind: KindID, Text: "Id.", Locs: []string{}, Antecedent: 0, Parallel: any},
				{Kind: KindID, Text: "Id. at 12", Pins: []string{"12"}, Locs: []string{"page 12"}, Antecedent: 0, Parallel: any},
				{Kind: KindID, Text: "Ibid.", Antecedent: 0, Parallel: any}}},
		{"Id. after a parallel group", "Bremen, 407 U.S. 1, 92 S. Ct. 1907 (1972). Id. at 12. Id. at 1910.",
			[]want{{Parallel: 0, Antecedent: any}, {Parallel: 0, Antecedent: any},
				{Kind: KindID, Text: "Id. at 12", Antecedent: 0, Parallel: any},
				{Kind: KindID, Text: "Id. at 1910", Antecedent: 1, Parallel: any}}},
		{"supra", "Foo v. Bar, 1 U.S. 1 (1990). Foo, supra, at 17.",
			[]want{{Kind: KindCase, Parallel: any, Antecedent: any}, {Kind: KindSupra, Text: "Foo, supra, at 17", Name: "Foo", Pins: []string{"17"}, Antecedent: 0, Parallel: any}}},
		{"pin range", "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593-95 (1991).",
			[]want{{Pins: []string{"593-95"}, Locs: []string{"page 593-95"}, Name: "Carnival Cruise Lines, Inc. v. Shute", Parallel: any, Antecedent: any}}},
		{"star pin", "Doe v. Roe, 2019 WL 1234567, at *3 (S.D.N.Y. Jan. 2, 2019).",
			[]want{{Kind: KindWL, Identifier: "2019 WL 1234567", Pins: []string{"*3"}, Locs: []string{"page 3"}, Court: "S.D.N.Y.", Year: "2019", Name: "Doe v. Roe", Parallel: any, Antecedent: any}}},
		{"footnote pin", "Smith v. Jones, 12 F.3d 450, 460 n.3 (2d Cir. 1994).",
			[]want{{Pins: []string{"460 n.3"}, Locs: []string{"page 460", "footnote 3"}, Court: "2d Cir.", Parallel: any, Antecedent: any}}},
		{"several pins", "Smith v. Jones, 12 F.3d 450, 452, 455 (1994).",
			[]want{{Pins: []string{"452", "455"}, Parallel: any, Antecedent: any}}},
		{"explanatory parenthetical, not across ;", "Smith v. Jones, 12 F.3d 450 (holding x); Roe v. Wade, 410 U.S. 113 (1973).",
			[]want{{Paren: "holding x", Year: "", Parallel: -1, Antecedent: any}, {Year: "1973", Name: "Roe v. Wade", Parallel: -1, Antecedent: any}}},
		{"lexis", "Corp. v. Farm Prods., No. 99 Civ. 9404, 2000 U.S. Dist. LEXIS 12335, at *4 (S.D.N.Y. Aug. 25, 2000).",
			[]want{{Kind: KindLexis, Identifier: "2000 U.S. Dist. LEXIS 12335", Reporter: "U.S. Dist. LEXIS", Pins: []string{"*4"}, Court: "S.D.N.Y.", Parallel: any, Antecedent: any}}},
		{"statutes and rules", "Under 28 U.S.C. § 1404(a) and Fed. R. Civ. P. 12(b)(3), and Cal. Bus. & Prof. Code § 20040.5 and Idaho Code § 29-110(1).",
			[]want{
				{Kind: KindStatute, Text: "28 U.S.C. § 1404(a)", Volume: "28", Reporter: "U.S.C.", Section: "1404(a)", Locs: []string{"section 1404(a)"}, Parallel: any, Antecedent: any},
				{Kind: KindStatute, Text: "Fed. R. Civ. P. 12(b)(3)", Section: "12(b)(3)", Parallel: any, Antecedent: any},
				{Kind: KindStatute, Text: "Cal. Bus. & Prof. Code § 20040.5", Section: "20040.5", Parallel: any, Antecedent: any},
				{Kind: KindStatute, Text: "Idaho Code § 29-110(1)", Section: "29-110(1)", Parallel: any, Antecedent: any},
			}},
		{"vault brackets", "Valid [VLT-0001]. Also [VLT-0001, p. 10] and [VLT-0002#c3] and [VLT-0003, § 3.2].",
			[]want{
				{Kind: KindVault, Text: "[VLT-0001]", DocID: "VLT-0001", Identifier: "VLT-0001", Locs: []string{}, Parallel: any, Antecedent: any},
				{Kind: KindVault, Text: "[VLT-0001, p. 10]", Locs: []string{"page 10"}, Parallel: any, Antecedent: any},
				{Kind: KindVault, Text: "[VLT-0002#c3]", DocID: "VLT-0002", Locs: []string{"chunk 3"}, Parallel: any, Antecedent: any},
				{Kind: KindVault, Locs: []string{"section 3.2"}, Parallel: any, Antecedent: any},
			}},
		{"lenticular", "Valid 【VLT-0001†L10-L14】.",
			[]want{{Kind: KindVault, Text: "【VLT-0001†L10-L14】", DocID: "VLT-0001", Locs: []string{"line 10-14"}, Parallel: any, Antecedent: any}}},
		{"markdown link", "Valid ([Bremen](vault://VLT-0001#c3)).",
			[]want{{Kind: KindVault, Text: "[Bremen](vault://VLT-0001#c3)", DocID: "VLT-0001", Name: "Bremen", Locs: []string{"chunk 3"}, Parallel: any, Antecedent: any}}},
		{"nonexistent but ID-shaped", "As VLT-9999 explains, ¶ 4 governs.",
			[]want{{Kind: KindVault, DocID: "VLT-9999", Parallel: any, Antecedent: any}}},
		{"file name with section", "The clause (Acme-MSA.pdf, § 14.2) governs.",
			[]want{{Kind: KindFile, Text: "Acme-MSA.pdf, § 14.2", Identifier: "Acme-MSA.pdf", Locs: []string{"section 14.2"}, Parallel: any, Antecedent: any}}},
		{"titles", `See *Bremen v. Zapata*, at 10, and the "Forum Selection Practice Note", § 2.`,
			[]want{
				{Kind: KindTitle, Name: "Bremen v. Zapata", Locs: []string{"page 10"}, Parallel: any, Antecedent: any},
				{Kind: KindTitle, Name: "Forum Selection Practice Note", Locs: []string{"section 2"}, Parallel: any, Antecedent: any},
			}},
		{"unknown reporter kept", "See 12 Fake Rptr. 34.",
			[]want{{Kind: KindCase, Identifier: "12 Fake Rptr. 34", Unknown: true, Warn: "unknown reporter", Parallel: any, Antecedent: any}}},
		{"zero width inside reporter", "Bremen, 407 U.S.\u200b 1 (1972).",
			[]want{{Kind: KindCase, Identifier: "407 U.S.\u200b 1", Reporter: "U.S.", Warn: "U+200B ZERO WIDTH SPACE", Parallel: any, Antecedent: any}}},
		{"cyrillic U in reporter", "Bremen, 407 \u0423.S. 1 (1972).",
			[]want{{Kind: KindCase, Identifier: "407 \u0423.S. 1", Reporter: "U.S.", Warn: "U+0423 CYRILLIC CAPITAL LETTER U", Parallel: any, Antecedent: any}}},
		{"cyrillic Es in S. Ct.", "Bremen, 92 S. \u0421t. 1907 (1972).",
			[]want{{Kind: KindCase, Reporter: "S. Ct.", Warn: "U+0421 CYRILLIC CAPITAL LETTER ES", Parallel: any, Antecedent: any}}},
		{"bidi override before", "See \u202e407 U.S. 1.",
			[]want{{Kind: KindCase, Text: "407 U.S. 1", Warn: "U+202E RIGHT-TO-LEFT OVERRIDE directly before", Parallel: any, Antecedent: any}}},
		{"zero width after an ID", "See VLT-0001\u200b.",
			[]want{{Kind: KindVault, Text: "VLT-0001", Warn: "U+200B ZERO WIDTH SPACE directly after", Parallel: any, Antecedent: any}}},
		{"full-width digits", "Bremen, \uff14\uff10\uff17 U.S. 1 (1972).",
			[]want{{Kind: KindCase, Volume: "407", Warn: "U+FF14 FULLWIDTH DIGIT FOUR", Parallel: any, Antecedent: any}}},
		{"cyrillic in vault ID", "See [VL\u0422-0001].",
			[]want{{Kind: KindVault, DocID: "VL\u0422-0001", Warn: "U+0422 CYRILLIC CAPITAL LETTER TE", Parallel: any, Antecedent: any}}},
		{"cyrillic in bare vault ID", "As VL\u0422-0001 explains.",
			[]want{{Kind: KindVault, DocID: "VL\u0422-0001", Warn: "U+0422 CYRILLIC CAPITAL LETTER TE", Parallel: any, Antecedent: any}}},
		{"footnote locator", "Clauses are valid.[^2]\n\n[^2]: VLT-0004, § 3.1\n",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{"section 3.1"}, Parallel: any, Antecedent: any}}},
		// note labels as Word numbers them: roman endnotes, lettered notes
		{"roman note pin", "The clause was negotiated [VLT-0004, n. ii].",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{"footnote ii"}, Parallel: any, Antecedent: any}}},
		{"roman note word", "The clause was negotiated [VLT-0004, note iv].",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{"footnote iv"}, Parallel: any, Antecedent: any}}},
		{"lettered note pin", "The clause was negotiated [VLT-0004, fn. b].",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{"footnote b"}, Parallel: any, Antecedent: any}}},
		{"upper roman note pin", "The clause was negotiated [VLT-0004, n. II].",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{"footnote II"}, Parallel: any, Antecedent: any}}},
		{"note then prose is no pin", "As VLT-0004, note a difference in wording, shows.",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{}, Parallel: any, Antecedent: any}}},
		{"note then a roman-lettered word is no pin", "As VLT-0004, note civil procedure, shows.",
			[]want{{Kind: KindVault, DocID: "VLT-0004", Locs: []string{}, Parallel: any, Antecedent: any}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := e.Extract(tt.in)
			if len(a.Citations) != len(tt.want) {
				var got []string
				for _, c := range a.Citations {
					got = append(got, string(c.Kind)+":"+c.Text)
				}
				t.Fatalf("%q: %d citations %q, want %d", tt.in, len(a.Citations), got, len(tt.want))
			}
			for i, w := range tt.want {
				checkCitation(t, tt.in, a.Citations[i], w)
			}
		})
	}
}

// TestNoCitations: prose full of numbers and abbreviations that cite
// nothing.
func TestNoCitations(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	for _, in := range []string{
		"On March 3, 2020, the Court granted 2 motions in Dkt. No. 45 under Rule 12.",
		"The U.S. economy grew 3 percent in 2019, and Inc. magazine listed 500 firms.",
		"Section 3 Art. 4 of the agreement requires 30 days' notice, i.e. by Jan. 5.",
		"lorem 111 S.W. 12th St. and 111 N. W. 12th St. are addresses.",
		"Pay $1,000 U.S. dollars within 10 days; see p. 4 of the memo.",
		"The parties, e.g., Acme Co. and Globex Inc., signed 3 copies at 5 p.m.",
		"COVID-19 delayed trial by 14 months (from 2020 to 2021).",
		"Version 1.2.3 of the tool, released 2024, fixed 12 bugs.",
		"",
	} {
		if a := e.Extract(in); len(a.Citations) != 0 {
			var got []string
			for _, c := range a.Citations {
				got = append(got, string(c.Kind)+":"+c.Text)
			}
			t.Errorf("%q: found %q, want no citation", in, got)
		}
	}
}

func TestPropositions(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	in := "# Heading cites [VLT-0009]\n\n" +
		"Forum clauses are valid in the U.S. and bind Acme Co. and the S.D.N.Y. court. See Bremen, 407 U.S. at 10. " +
		"Fraud defeats them.[^2] Id. at 15.\n\n" +
		"- First item cites [VLT-0001, p. 3].\n" +
		"- The retrieved Vault sources do not address arbitration.\n\n" +
		"No retrieved source discusses venue. I could not find support in the Vault for that.\n\n" +
		"[^2]: VLT-0004, § 3.1\n"
	a := e.Extract(in)
	var texts []string
	for _, p := range a.Propositions {
		texts = append(texts, p.Text)
	}
	wantTexts := []string{
		"Forum clauses are valid in the U.S. and bind Acme Co. and the S.D.N.Y. court.",
		"Fraud defeats them.[^2]",
		"First item cites [VLT-0001, p. 3].",
		"The retrieved Vault sources do not address arbitration.",
		"No retrieved source discusses venue.",
		"I could not find support in the Vault for that.",
	}
	if !reflect.DeepEqual(texts, wantTexts) {
		t.Fatalf("propositions:\n%q\nwant\n%q", texts, wantTexts)
	}
	insufficient := []bool{false, false, false, true, true, true}
	for i, p := range a.Propositions {
		if p.Insufficient != insufficient[i] {
			t.Errorf("P%d %q: insufficient = %v, want %v", i, p.Text, p.Insufficient, insufficient[i])
		}
		if in[p.Start:p.End] != p.Text {
			t.Errorf("P%d: text is not in[start:end]", i)
		}
	}
	byText := map[string]int{}
	for _, c := range a.Citations {
		byText[c.Text] = c.Proposition
	}
	for text, p := range map[string]int{
		"[VLT-0009]":             -1, // heading
		"Bremen, 407 U.S. at 10": 0,  // citation sentence: the sentence before
		"VLT-0004, § 3.1":        1,  // footnote: where its marker stands
		"Id. at 15":              1,
		"[VLT-0001, p. 3]":       2,
	} {
		got, ok := byText[text]
		if !ok {
			t.Errorf("citation %q not found; have %v", text, byText)
			continue
		}
		if got != p {
			t.Errorf("citation %q supports P%d, want P%d", text, got, p)
		}
	}
	if !reflect.DeepEqual(a.Propositions[1].Citations, []int{byIndex(a, "VLT-0004, § 3.1"), byIndex(a, "Id. at 15")}) &&
		!reflect.DeepEqual(a.Propositions[1].Citations, []int{byIndex(a, "Id. at 15"), byIndex(a, "VLT-0004, § 3.1")}) {
		t.Errorf("P1 citations = %v", a.Propositions[1].Citations)
	}
}

func byIndex(a *Answer, text string) int {
	for _, c := range a.Citations {
		if c.Text == text {
			return c.Index
		}
	}
	return -100
}

// TestDeterministic extracts the same answer many times and compares.
func TestDeterministic(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	in := "Bremen v. Zapata, 407 U.S. 1, 10, 92 S. Ct. 1907 (1972); see [VLT-0001, p. 10] and Acme.pdf. Id. at 12. Bremen, supra."
	first := e.Extract(in)
	for i := 0; i < 50; i++ {
		if got := e.Extract(in); !reflect.DeepEqual(got, first) {
			t.Fatalf("run %d differs", i)
		}
	}
}

func TestLocatorKinds(t *testing.T) {
	tests := []struct {
		in   string
		want []vault.Locator
	}{
		{", pp. 10-12", []vault.Locator{{Kind: "page", Value: "10-12"}}},
		{", Section 3.2", []vault.Locator{{Kind: "section", Value: "3.2"}}},
		{", Art. IV", []vault.Locator{{Kind: "section", Value: "IV"}}},
		{", para. 12", []vault.Locator{{Kind: "paragraph", Value: "12"}}},
		{", ¶¶ 3, 5", []vault.Locator{{Kind: "paragraph", Value: "3"}, {Kind: "paragraph", Value: "5"}}},
		{", chunk 3", []vault.Locator{{Kind: "chunk", Value: "3"}}},
		{", lines 10-14", []vault.Locator{{Kind: "line", Value: "10-14"}}},
		{", at *3", []vault.Locator{{Kind: "page", Value: "3"}}},
		{" and more", nil},
	}
	for _, tt := range tests {
		locs, _ := readLocators(tt.in, 0, len(tt.in))
		var got []vault.Locator
		for _, l := range locs {
			got = append(got, vault.Locator{Kind: vault.LocatorKind(l.kind), Value: l.value})
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("readLocators(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
