package cite

import "testing"

// TestEffectiveDateAbbreviation: "(eff. Jan. 1, 2024)" after a statute
// ends no sentence, so the citation sentence stays whole and supports
// the sentence before it; a period after "effective" still ends one.
func TestEffectiveDateAbbreviation(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tt := range []struct {
		in    string
		props int
	}{
		{"The lessor must give notice. Rev. Code § 31-204 (eff. Jan. 1, 2024).", 1},
		{"The lessor must give notice. Rev. Code § 31-204 (as amended, eff. July 1, 2023).", 1},
		{"The lessor must give notice under Rev. Code § 31-204, now effective. July is the deadline.", 2},
	} {
		a := e.Extract(tt.in)
		if len(a.Propositions) != tt.props || len(a.Citations) != 1 || len(a.Propositions[0].Citations) != 1 {
			t.Errorf("%q: %d propositions, %d citations; want %d, the first citing the statute", tt.in, len(a.Propositions), len(a.Citations), tt.props)
		}
	}
}
