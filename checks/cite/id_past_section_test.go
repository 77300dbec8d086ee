package cite

import "testing"

// TestIDPastABareSection: "Id. at 885" after a sentence naming a bare
// section in prose repeats the full citation before it; "Id. § 2-615(c)"
// there stays unresolved; and an Id. right after the full citation is
// unchanged.
func TestIDPastABareSection(t *testing.T) {
	e := mustExtractor(t, Options{})
	const full = "The seller was excused. Penhallow v. Drake, 61 F.4th 880, 884 (1st Cir. 2023). "
	for _, tc := range []struct {
		text     string
		resolved bool
	}{
		{full + "The buyer relied on § 2-615(b) of the code. Id. at 885.", true},
		{"The seller was excused. Penhallow v. Drake, 2023 WL 1234567, at *2 (D. Me. Jan. 3, 2023). The buyer relied on § 2-615(b) of the code. Id. at *3.", true},
		{full + "Blah § 2. Id. at 885.", false}, // an unknown code's section: eyecite's test_id_resolution
		{full + "The buyer relied on § 2-615(b) of the code. Id. § 2-615(c).", false},
		{full + "Id. at 885.", true},
	} {
		a := e.Extract(tc.text)
		var id *Citation
		for i := range a.Citations {
			if a.Citations[i].Kind == KindID {
				id = &a.Citations[i]
			}
		}
		if id == nil {
			t.Errorf("%q: no Id. found", tc.text)
			continue
		}
		if (id.Antecedent == 0) != tc.resolved || id.Antecedent > 0 {
			t.Errorf("%q: Id. antecedent %d, want resolved to the full citation: %v", tc.text, id.Antecedent, tc.resolved)
		}
	}
}
