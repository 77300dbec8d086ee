package cite

import "testing"

// TestUnlistedCodeAbbreviations: a code named with abbreviations the
// tables lack is one citation with its whole name, and its periods end no
// sentence; a sentence's last short word before a code ("the Act.") stays
// the end of that sentence.
func TestUnlistedCodeAbbreviations(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct {
		name, answer, cite string
		props              int
	}{
		{"two unlisted words", "Notice comes first. Env. Prot. Code § 27-211. The operator is liable.", "Env. Prot. Code § 27-211", 2},
		{"one unlisted word among listed ones", "The operator is liable under Tex. Nat. Res. Code § 91.101.", "Tex. Nat. Res. Code § 91.101", 1},
		{"an unlisted word before Law", "Suit is timely under N.Y. Envtl. Cnsrv. Law § 71-1101.", "N.Y. Envtl. Cnsrv. Law § 71-1101", 1},
		{"a sentence ending with Act", "We apply the Act. Code § 5 then applies.", "Code § 5", 2},
		{"a lower-case word ends the sentence", "It is settled. Cal. Civ. Code § 1542 applies.", "Cal. Civ. Code § 1542", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			if len(a.Citations) == 0 {
				t.Fatalf("no citation in %q", tc.answer)
			}
			if got := a.Citations[0].Text; got != tc.cite {
				t.Errorf("citation %q, want %q", got, tc.cite)
			}
			if len(a.Propositions) != tc.props {
				var ps []string
				for _, p := range a.Propositions {
					ps = append(ps, p.Text)
				}
				t.Errorf("%d propositions %q, want %d", len(ps), ps, tc.props)
			}
		})
	}
}
