package grade

import "testing"

// TestShortCiteNamingAnotherCase: a short cite whose written name names
// one Vault case and whose volume and reporter are another's ("Bremen,
// 499 U.S. at 593" after Carnival's full citation) is a mismatch, as the
// same pair in a full citation is: C-001 fails. A short cite whose name
// is its antecedent's, or a name the Vault does not list, still passes.
func TestShortCiteNamingAnotherCase(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	full := `A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). A form clause may be enforced. Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593 (1991). `
	for _, tt := range []struct{ name, short, want string }{
		{"the name of another case", "The clause controls absent fraud. Bremen, 499 U.S. at 593.", "fail"},
		{"another case's name, the other way round", "The clause controls absent fraud. Carnival, 407 U.S. at 10.", "fail"},
		{"its own name", "The clause controls absent fraud. Carnival, 499 U.S. at 593.", "pass"},
		{"no name", "The clause controls absent fraud. 499 U.S. at 593.", "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"answer": "` + full + tt.short + `", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": []}`
			if cr := criterionOf(t, g, body, "C-001"); string(cr.Verdict) != tt.want {
				t.Errorf("C-001 %s, want %s: %s", cr.Verdict, tt.want, cr.Reasoning)
			}
		})
	}
}
