package grade_test

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
)

// TestStatuteWithoutMarkerResolves: a statute cited without "§" ("CPLR
// 302(a)(3)", "28 U.S.C. 1404(a)") or with "sec." is found by the Vault
// document that lists it with "§", also when the code's name is spelled
// another way (CPLR, C.P.L.R., N.Y. C.P.L.R.; U.S.C., USC), and the
// other way round; a section the Vault does not hold still fails C-001,
// named whole. Before, the marker-less forms were no citation at all,
// so an answer citing only them passed C-001 with nothing looked up.
func TestStatuteWithoutMarkerResolves(t *testing.T) {
	g, trace := ownVaultGrader(t,
		map[string]any{"id": "KV-001", "title": "Civil Practice Law and Rules, Personal Jurisdiction", "kind": "statute",
			"citations": []string{"N.Y. C.P.L.R. § 302(a)(3)", "CPLR 3211"},
			"text":      "N.Y. C.P.L.R. § 302(a)(3). A court may exercise personal jurisdiction over a non-domiciliary who commits a tortious act outside the state causing injury within the state.\n\nCPLR 3211. A motion to dismiss may be made on the ground of a forum selection clause.\n"},
		map[string]any{"id": "KV-002", "title": "Change of Venue", "kind": "statute",
			"citations": []string{"28 U.S.C. § 1404(a)"},
			"text":      "28 U.S.C. § 1404(a). For the convenience of parties and witnesses, a district court may transfer any civil action to any other district where it might have been brought, and a forum selection clause is enforced by transfer.\n"},
	)
	checkStatuteC001(t, g, trace, "A forum selection clause is enforced by transfer or a motion to dismiss.", []statuteCase{
		{"N.Y. C.P.L.R. 302(a)(3)", true},
		{"CPLR 302(a)(3)", true},
		{"C.P.L.R. § 302(a)(3)", true},
		{"CPLR § 3211", true},
		{"CPLR 3211(a)(7)", true},
		{"28 U.S.C. 1404(a)", true},
		{"28 USC 1404(a)", true},
		{"28 U.S.C. sec. 1404(a)", true},
		// another section, another title: not in the Vault
		{"CPLR 302(a)(2)", false},
		{"CPLR 3212", false},
		{"28 U.S.C. 1406(a)", false},
		{"27 U.S.C. 1404(a)", false},
	})
}

// TestLawFormsResolve: an article of a code, a public law by its number,
// and a regulation are looked up by the Vault's citations as written, and
// one the Vault does not list fails C-001 (before, each was prose, and an
// answer citing only such a law passed C-001 with nothing looked up).
func TestLawFormsResolve(t *testing.T) {
	g, trace := ownVaultGrader(t,
		map[string]any{"id": "KV-001", "title": "Civil Code, Offenses and Quasi Offenses", "kind": "statute",
			"citations": []string{"La. Civ. Code art. 2315", "Treas. Reg. § 1.41-2"},
			"text":      "La. Civ. Code art. 2315. Every act whatever of man that causes damage to another obliges him by whose fault it happened to repair it, and a forum selection clause does not bar the claim.\n\nTreas. Reg. § 1.41-2. A forum selection clause in a research contract is a term like any other.\n"},
		map[string]any{"id": "KV-002", "title": "Private Securities Litigation Reform Act", "kind": "statute",
			"citations": []string{"Pub. L. No. 104-67"},
			"text":      "Pub. L. No. 104-67. A forum selection clause in a securities offering is enforced as written, and the safe harbor applies to forward-looking statements.\n"},
	)
	checkStatuteC001(t, g, trace, "A forum selection clause is enforced as written.", []statuteCase{
		{"La. Civ. Code art. 2315", true},
		{"Treas. Reg. § 1.41-2", true},
		{"Pub. L. No. 104-67", true},
		{"Public Law 104-67", true},
		{"La. Civ. Code art. 2316", false},
		{"Treas. Reg. § 1.41-3", false},
		{"Pub. L. No. 104-68", false},
		{"Public Law 111-148", false},
	})
}

// statuteCase is a statute cited in an answer and whether C-001 passes.
type statuteCase struct {
	cite string
	pass bool
}

// checkStatuteC001 grades, for each case, an answer of lead followed by
// "The court applied <cite>." and checks C-001's verdict; a failing one
// must name the whole identifier as written.
func checkStatuteC001(t *testing.T, g *grade.Grader, trace []string, lead string, cases []statuteCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.cite, func(t *testing.T) {
			got, _, _ := advGrade(t, g, lead+" The court applied "+tc.cite+".", trace...)
			r := got["C-001"]
			if (r.Verdict == "pass") != tc.pass {
				t.Fatalf("C-001 %s, want pass %v: %s", r.Verdict, tc.pass, r.Reasoning)
			}
			if !tc.pass && !strings.Contains(r.Reasoning, `"`+tc.cite+`"`) {
				t.Errorf("C-001 does not name the whole identifier %q: %s", tc.cite, r.Reasoning)
			}
		})
	}
}
