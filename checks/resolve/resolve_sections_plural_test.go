package resolve

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// TestStatuteBySeveralSections: a statute cited by several sections
// ("§§ 31-204, 31-205", "§§ 31-204-31-206", "§§ 9-401(a)-(b)") resolves
// by its first section and keeps the run as a locator; a run whose
// first section the Vault lacks stays unresolved.
func TestStatuteBySeveralSections(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "ST-1", Title: "Limitations Act", Kind: "statute",
			Citations: []string{"Rev. Code § 31-204", "Rev. Code § 31-205", "Rev. Code § 31-206"}},
			Chunks: []string{"§ 31-204 A claim accrues on breach.", "§ 31-205 Tolling.", "§ 31-206 Repose."}, Secs: []string{"§ 31-204", "§ 31-205", "§ 31-206"}},
		fixture.Doc{Doc: vault.Document{ID: "ST-2", Title: "Secured Transactions", Kind: "statute",
			Citations: []string{"Com. Code § 9-401"}},
			Chunks: []string{"§ 9-401 (a) Transfer. (b) Effect."}, Secs: []string{"§ 9-401"}},
	)
	tests := []struct {
		ident, sec, doc, problem string
	}{
		{"Rev. Code §§ 31-204", "31-204", "ST-1", ""}, // "§§ 31-204, 31-205": the extractor reads the first
		{"Rev. Code §§ 31-204-31-206", "31-204-31-206", "ST-1", ""},
		{"Rev. Code §§ 31-205 to 31-206", "31-205 to 31-206", "ST-1", ""},
		{"Com. Code §§ 9-401(a)-(b)", "9-401(a)-(b)", "ST-2", ""},
		// negative twins: the first section is not in the Vault
		{"Rev. Code §§ 31-207", "31-207", "", "no Vault document is found"},
		{"Rev. Code §§ 31-207-31-209", "31-207-31-209", "", "no Vault document is found"},
		{"Gen. Stat. §§ 31-204", "31-204", "", "no Vault document is found"}, // another code
		{"Rev. Code § 31-207", "31-207", "", "no Vault document is found"},
	}
	for _, tt := range tests {
		t.Run(tt.ident, func(t *testing.T) {
			a := fixture.NewAnswer("A claim accrues on breach. "+tt.ident+".").
				Cite(tt.ident, cite.Citation{Kind: cite.KindStatute, Identifier: tt.ident, Section: tt.sec,
					Locators: []vault.Locator{{Kind: vault.LocSection, Value: tt.sec}}}).Answer()
			res := Resolve(v, a)
			got := res[0]
			if got.Doc != tt.doc {
				t.Fatalf("got doc %q by %q, want %q (%+v)", got.Doc, got.By, tt.doc, got)
			}
			if (tt.problem == "") != (got.Problem == "") || !strings.Contains(got.Problem, tt.problem) {
				t.Errorf("problem %q, want containing %q", got.Problem, tt.problem)
			}
			if tt.doc != "" {
				w := Want(a, res, 0, nil)
				if len(w.Locators) != 1 || w.Locators[0].Value != tt.sec {
					t.Errorf("Want locators %+v: the run of sections should stay a locator", w.Locators)
				}
			}
		})
	}
}

// TestStatuteWrittenVariants: a statute cited with the annotated code's
// "Ann.", without a space after "§", or with "et seq." is the statute the
// Vault lists without them; another code, or a section the Vault lacks,
// stays unresolved however it is written.
func TestStatuteWrittenVariants(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "ST-1", Title: "Limitations Act", Kind: "statute",
			Citations: []string{"Rev. Code § 31-204", "Rev. Code § 31-205"}},
			Chunks: []string{"§ 31-204 A claim accrues on breach.", "§ 31-205 (a) Tolling."}, Secs: []string{"§ 31-204", "§ 31-205"}},
	)
	tests := []struct{ ident, doc string }{
		{"Rev. Code Ann. § 31-204", "ST-1"},
		{"Rev. Code §31-204", "ST-1"},
		{"Rev. Code § 31-204 et seq.", "ST-1"},
		{"Rev. Code Ann. §31-205(a)", "ST-1"},
		// negative twins
		{"Rev. Code Ann. § 31-209", ""},
		{"Gen. Code Ann. § 31-204", ""},
		{"Rev. Code §31-209", ""},
	}
	for _, tt := range tests {
		a := fixture.NewAnswer("A claim accrues on breach. "+tt.ident+".").
			Cite(tt.ident, cite.Citation{Kind: cite.KindStatute, Identifier: tt.ident}).Answer()
		got := Resolve(v, a)[0]
		if got.Doc != tt.doc || (tt.doc == "") != (got.Problem != "") {
			t.Errorf("%q: doc %q problem %q, want doc %q", tt.ident, got.Doc, got.Problem, tt.doc)
		}
	}
}
