package resolve

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

func TestTrimSubsection(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"Com. Code § 2-615(b)", "Com. Code § 2-615", true},
		{"28 U.S.C. § 1404(a)(1)", "28 U.S.C. § 1404(a)", true},
		{"Fed. R. Civ. P. 12(b)(6)", "Fed. R. Civ. P. 12(b)", true},
		{"Com. Code § 2-615", "", false},
		{"Com. Code § (b)", "", false},        // nothing but the group after §
		{"Com. Code § 2-615()", "", false},    // an empty group
		{"Com. Code § 2-615(b c)", "", false}, // not a subsection label
		{"Code (2020)", "Code", true},         // trimmed, and found only if the Vault lists "Code"
	}
	for _, tt := range tests {
		got, ok := trimSubsection(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("trimSubsection(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestStatuteBySection: a statute cited with a subsection the Vault does
// not list resolves to the document that lists its section, and keeps
// the subsection as a locator to be found inside it; a section the
// Vault does not hold stays unresolved however it is written.
func TestStatuteBySection(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "ST-1", Title: "Commercial Code, Excuse", Kind: "statute",
			Citations: []string{"Com. Code § 2-615", "Com. Code § 2-616"}},
			Chunks: []string{"§ 2-615 (a) Delay is not a breach. (b) The seller must allocate."}, Secs: []string{"§ 2-615"}},
		fixture.Doc{Doc: vault.Document{ID: "ST-2", Title: "Commercial Code, Excuse (annotated)", Kind: "statute",
			Citations: []string{"Com. Code § 2-616(a)"}},
			Chunks: []string{"§ 2-616(a) Notice."}, Secs: []string{"§ 2-616(a)"}},
	)
	tests := []struct {
		ident, doc, by, problem string
	}{
		{"Com. Code § 2-615(b)", "ST-1", BySection, ""},
		{"Com. Code § 2-615(b)(1)", "ST-1", BySection, ""},
		{"Com. Code § 2-615", "ST-1", "citation", ""},
		{"Com. Code § 2-616(a)", "ST-2", "citation", ""},                                                             // listed as written: no fallback
		{"Com. Code § 2-617(b)", "", "", `no Vault document is found by the statute or rule "Com. Code § 2-617(b)"`}, // no such section
	}
	for _, tt := range tests {
		t.Run(tt.ident, func(t *testing.T) {
			sec := tt.ident[strings.Index(tt.ident, "§")+len("§ "):]
			a := fixture.NewAnswer("The seller is excused. "+tt.ident+".").
				Cite(tt.ident, cite.Citation{Kind: cite.KindStatute, Identifier: tt.ident, Section: sec,
					Locators: []vault.Locator{{Kind: vault.LocSection, Value: sec}}}).Answer()
			res := Resolve(v, a)
			got := res[0]
			if got.Doc != tt.doc || got.By != tt.by {
				t.Fatalf("got doc %q by %q, want %q by %q (%+v)", got.Doc, got.By, tt.doc, tt.by, got)
			}
			if (tt.problem == "") != (got.Problem == "") || !strings.Contains(got.Problem, tt.problem) {
				t.Errorf("problem %q, want containing %q", got.Problem, tt.problem)
			}
			w := Want(a, res, 0, nil)
			keeps := len(w.Locators) == 1 && w.Locators[0].Value == sec
			if keeps != (tt.by == BySection) {
				t.Errorf("Want locators %+v: the subsection should be kept only when the document was found by its section", w.Locators)
			}
		})
	}
}
