package resolve

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// TestNameWithBluebookAbbreviations: a case name written with a reporter
// citation may abbreviate (or spell out) the words of the caption the way
// Bluebook does, mixing forms no single title or alias spells the same
// way; it still names the document the reporter names. A name with a
// word of another case does not.
func TestNameWithBluebookAbbreviations(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "CS-1", Title: "Northgate Constr. Co. v. U.S. Dist. Ct. for the E. Dist. of Nev.", Kind: "case",
			Citations: []string{"612 U.S. 77"}, Aliases: []string{"Northgate", "Northgate Construction Company v. United States District Court"}},
			Chunks: []string{"A valid clause is enforced by transfer."}, Pages: []string{"77"}},
		fixture.Doc{Doc: vault.Document{ID: "CS-2", Title: "Halloran Nat'l Servs., Inc. v. Pike", Kind: "case",
			Citations: []string{"88 F.4th 10"}, Aliases: []string{"Halloran"}},
			Chunks: []string{"Notice must be reasonable."}, Pages: []string{"10"}},
		fixture.Doc{Doc: vault.Document{ID: "CS-3", Title: "Quarrow Pharmaceuticals Laboratories, LLC v. Atlantic County Board of Education", Kind: "case",
			Citations: []string{"71 A.3d 5"}},
			Chunks: []string{"A school board may contract."}, Pages: []string{"5"}},
	)
	tests := []namedCitation{
		{"Northgate Construction Co. v. U.S. Dist. Ct.", "612 U.S. 77", "CS-1", ""},
		{"Northgate Constr. Co. v. United States Dist. Court", "612 U.S. 77", "CS-1", ""},
		{"Halloran National Services, Inc. v. Pike", "88 F.4th 10", "CS-2", ""},
		{"Quarrow Pharms. Labs., LLC v. Atl. Cnty. Bd. of Educ.", "71 A.3d 5", "CS-3", ""},
		{"Quarrow Pharmaceuticals Labs. v. Atlantic County Bd.", "71 A.3d 5", "CS-3", ""},
		{"Quarrow Pharms. Labs., LLC v. Pac. Cnty. Bd. of Educ.", "71 A.3d 5", "CS-3", "is not the title or alias"}, // Pacific, not Atlantic
		// negative twins: a word of no caption of the cited document
		{"Northgate Construction Co. v. Pike", "612 U.S. 77", "CS-1", "is not the title or alias"},
		{"Southgate Constr. Co. v. U.S. Dist. Ct.", "612 U.S. 77", "CS-1", "is not the title or alias"},
		{"Halloran International Services, Inc. v. Pike", "88 F.4th 10", "CS-2", "is not the title or alias"},
	}
	checkNamedCitations(t, v, "A clause is enforced.", tests)
}

// namedCitation is a case name written with a reporter citation, the
// document it must resolve to and a fragment of the problem expected
// ("" for none).
type namedCitation = struct{ name, ident, doc, problem string }

// checkNamedCitations resolves each name and citation written after
// lead and checks the document and the problem.
func checkNamedCitations(t *testing.T, v vault.Reader, lead string, tests []namedCitation) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := tt.name + ", " + tt.ident
			a := fixture.NewAnswer(lead+" "+text+".").
				Cite(text, cite.Citation{Kind: cite.KindCase, Identifier: tt.ident, Name: tt.name}).Answer()
			got := Resolve(v, a)[0]
			if got.Doc != tt.doc {
				t.Errorf("doc %q, want %q (%+v)", got.Doc, tt.doc, got)
			}
			if (tt.problem == "") != (got.Problem == "") || !strings.Contains(got.Problem, tt.problem) {
				t.Errorf("problem %q, want containing %q", got.Problem, tt.problem)
			}
		})
	}
}
