package grade_test

import "testing"

// TestStatuteCodeNamesResolve: a statute whose code's name is written
// with the Bluebook's abbreviations ("Civ. Prac. Law", "Civ. Prac. &
// Rem. Code") or as an acronym ("CPLR", "ERISA", "C.P.L.R.") is read
// whole and found by the Vault document's citations list, so C-001
// passes; the near-identical name or section of a statute the Vault
// does not hold still fails C-001, its whole identifier named. (Before,
// "Prac." cut the name to "Law § 7-401(d)", a false fail, and "CPLR §
// 3211" was no citation at all.)
func TestStatuteCodeNamesResolve(t *testing.T) {
	g, trace := ownVaultGrader(t,
		map[string]any{"id": "KV-001", "title": "Civil Practice Law, Forum Selection Motions", "kind": "statute",
			"citations": []string{"Civ. Prac. Law § 7-401", "CPLR § 3211", "Civ. Prac. Code § 12"},
			"text":      "Civ. Prac. Law § 7-401. Motion on a forum selection clause.\n\n(d) A motion to dismiss under a forum selection clause must be made before the answer.\n\nCPLR § 3211. A forum selection clause may be raised by motion.\n\nCiv. Prac. Code § 12. A forum selection clause is enforced unless unreasonable.\n"},
		map[string]any{"id": "KV-002", "title": "Remedies Code, Limitations", "kind": "statute",
			"citations": []string{"Tex. Civ. Prac. & Rem. Code § 16.003", "ERISA § 502", "N.Y. C.P.L.R. § 3212"},
			"text":      "Tex. Civ. Prac. & Rem. Code § 16.003. A forum selection clause does not extend limitations.\n\nERISA § 502. A forum selection clause in a plan is enforced.\n\nN.Y. C.P.L.R. § 3212. A forum selection clause may be raised on summary judgment.\n"},
	)
	checkStatuteC001(t, g, trace, "A forum selection clause is raised by a motion to dismiss made before the answer.", []statuteCase{
		{"Civ. Prac. Law § 7-401(d)", true},
		{"Civ. Prac. Law § 7-401", true},
		{"CPLR § 3211", true},
		{"Civ. Prac. Code § 12", true},
		{"Tex. Civ. Prac. & Rem. Code § 16.003", true},
		{"ERISA § 502(a)", true},
		{"N.Y. C.P.L.R. § 3212", true},
		// twins: another code's name, another section, a misspelt acronym
		{"Civ. Proc. Law § 7-401(d)", false},
		{"Crim. Prac. Law § 7-401(d)", false},
		{"Civ. Prac. Law § 7-402", false},
		{"Civ. Prac. Code § 13", false},
		{"CPRL § 3211", false},
		{"Tex. Civ. Prac. Code § 16.003", false},
		{"ERISB § 502(a)", false},
		{"N.Y. C.P.L.R. § 3213", false},
	})
}
