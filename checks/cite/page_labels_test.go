package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestPageLabelPins: a page named by a PDF page label ("ii", "A-1") is
// read as a page locator where the locator word says page, after a
// short form's "at", and after "at" where the cited document names such
// a page; in prose, and as a Roman section number, it is not.
func TestPageLabelPins(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`),
		Documents: []DocumentNames{
			{ID: "DOC-001", Title: "Smith v. Jones Distribution Co.", Aliases: []string{"Smith"}, Citations: []string{"123 F.4th 456"}},
			{ID: "DOC-003", Title: "Employee Handbook", Aliases: []string{"Handbook"}, Pages: []string{"i", "ii", "A-1"}},
		},
	})
	const lead = "A dispute about the handbook is governed by the forum-selection clause. "
	for _, tc := range []struct {
		name, text string
		kind       string // "" for no locator on the last citation
		value      string
	}{
		{"bracket p.", lead + "[DOC-003, p. ii].", "page", "ii"},
		{"bracket upper p.", lead + "[DOC-003, p. II].", "page", "II"},
		{"bracket range", lead + "[DOC-003, pp. i-ii].", "page", "i-ii"},
		{"bracket range en dash", lead + "[DOC-003, pp. i–ii].", "page", "i-ii"},
		{"into the body", lead + "[DOC-003, pp. ii-1].", "page", "ii-1"},
		{"appendix", lead + "[DOC-003, p. A-1].", "page", "A-1"},
		{"page word", lead + "[DOC-003, page iii].", "page", "iii"},
		{"not a page there", lead + "[DOC-003, p. iii].", "page", "iii"},
		{"bracket at, named", lead + "[DOC-003, at ii].", "page", "ii"},
		{"bare at, named", lead + "DOC-003 at ii.", "page", "ii"},
		{"bare at, not named", lead + "DOC-003 at iv.", "", ""},
		{"at on a doc without labels", lead + "DOC-001 at ii.", "", ""},
		{"Id. at", lead + "[DOC-003, p. ii]. The same rule. Id. at i.", "page", "i"},
		{"Id. at unnamed page", lead + "[DOC-003, p. ii]. The same rule. Id. at iv.", "page", "iv"},
		{"Id. at p.", lead + "[DOC-003, p. ii]. The same rule. Id. at p. A-1.", "page", "A-1"},
		{"supra at", lead + "Smith v. Jones Distribution Co., 123 F.4th 456, 457 (9th Cir. 2026). Again, Smith, supra, at ii.", "page", "ii"},
		{"short name p.", lead + "Smith v. Jones Distribution Co., 123 F.4th 456, 457 (9th Cir. 2026). Again, Smith, p. ii.", "page", "ii"},
		{"name at, named", lead + "[DOC-003, p. ii]. Again, Handbook at i.", "page", "i"},
		{"pronoun after p.", lead + "[DOC-003, p. I think].", "", ""},
		{"roman section", lead + "[DOC-003, § II].", "section", "II"},
		{"word, not numeral", lead + "[DOC-003, p. mix].", "", ""},
		{"not canonical", lead + "[DOC-003, p. iiii].", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			if len(a.Citations) == 0 {
				t.Fatalf("no citation in %q", tc.text)
			}
			c := a.Citations[len(a.Citations)-1]
			if tc.kind == "" {
				if len(c.Locators) != 0 {
					t.Errorf("%q: locators %+v, want none", c.Text, c.Locators)
				}
				return
			}
			if len(c.Locators) != 1 || string(c.Locators[0].Kind) != tc.kind || c.Locators[0].Value != tc.value {
				t.Errorf("%q: locators %+v, want %s %s", c.Text, c.Locators, tc.kind, tc.value)
			}
		})
	}
}

// TestNameAtUnnamedLabel: "Handbook at iv", where the handbook has no
// page iv, is no pinned citation: the name stays a mention.
func TestNameAtUnnamedLabel(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`),
		Documents: []DocumentNames{{ID: "DOC-003", Title: "Employee Handbook", Aliases: []string{"Handbook"}, Pages: []string{"i", "ii"}}},
	})
	a := e.Extract("The handbook governs [DOC-003, p. ii]. Again, Handbook at iv.")
	for _, c := range a.Citations {
		if strings.Contains(c.Text, "Handbook") {
			t.Errorf("citation %q with locators %+v", c.Text, c.Locators)
		}
	}
}

// TestRomanValue: only canonical numerals of one case are page labels.
func TestRomanValue(t *testing.T) {
	for in, want := range map[string]int{"i": 1, "ii": 2, "iv": 4, "xiv": 14, "XIV": 14, "xl": 40, "c": 100,
		"iiii": 0, "vx": 0, "ic": 0, "Xi": 0, "mix": 0, "": 0, "civil": 0} {
		if got := romanValue(in); got != want {
			t.Errorf("romanValue(%q) = %d, want %d", in, got, want)
		}
	}
}

// TestIdAtPageLabelResolves: "Id. at iv" after a reporter citation
// refers to it (the document's pages decide whether it has a page iv, in
// C-009), rather than being left unresolved or read as a bare "Id.".
func TestIdAtPageLabelResolves(t *testing.T) {
	e := mustExtractor(t, Options{})
	a := e.Extract("Clauses are valid. Smith v. Jones Distribution Co., 123 F.4th 456, 456 (9th Cir. 2026). Inconvenience is not the test. Id. at iv. Nor is expense. Id. at ¶ 3.")
	if len(a.Citations) != 3 {
		t.Fatalf("citations %+v", a.Citations)
	}
	id := a.Citations[1]
	if id.Text != "Id. at iv" || id.Antecedent != 0 || len(id.Locators) != 1 || id.Locators[0].Value != "iv" {
		t.Errorf("Id. at iv: %q antecedent %d locators %+v", id.Text, id.Antecedent, id.Locators)
	}
	if a.Citations[2].Antecedent != -1 {
		t.Errorf("Id. at ¶ 3 against a paged report resolved to %d", a.Citations[2].Antecedent)
	}
}
