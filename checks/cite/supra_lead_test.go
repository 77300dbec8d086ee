package cite

import "testing"

// TestSupraAfterALeadingWord: a supra whose name is read with the word
// opening its sentence ("Like Hollister, supra") resolves to the case it
// repeats; a name no earlier citation bears stays unresolved.
func TestSupraAfterALeadingWord(t *testing.T) {
	e := mustExtractor(t, Options{})
	const full = "The cap was enforced. Hollister v. Brandt, 88 F.4th 600, 605 (2d Cir. 2023). "
	for _, tc := range []struct {
		text, name string
		resolved   bool
	}{
		{full + "Like Hollister, supra, at 613, the court enforced the cap.", "Hollister", true},
		{full + "Unlike Hollister, supra, at 614, this case differs.", "Hollister", true},
		{full + "Following Hollister v. Brandt, supra, at 612, the cap held.", "Hollister v. Brandt", true},
		{full + "Like Madeup, supra, at 3, nothing was held.", "Like Madeup", false},
		{"Like Hollister, supra, at 613, the court enforced the cap.", "Like Hollister", false},
	} {
		a := e.Extract(tc.text)
		var got *Citation
		for i := range a.Citations {
			if a.Citations[i].Kind == KindSupra {
				got = &a.Citations[i]
			}
		}
		if got == nil {
			t.Errorf("%q: no supra found", tc.text)
			continue
		}
		if got.Name != tc.name || (got.Antecedent >= 0) != tc.resolved {
			t.Errorf("%q: supra named %q, antecedent %d; want %q, resolved %v", tc.text, got.Name, got.Antecedent, tc.name, tc.resolved)
		}
	}
}
