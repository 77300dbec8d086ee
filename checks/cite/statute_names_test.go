package cite

import "testing"

// TestStatuteCodeName: the code's name before "§" is read back to where
// it starts, and no further: an act's popular name before a comma is
// prose, the commas a code's own name holds stand right before "§", and
// the Uniform Commercial Code's abbreviations are codes.
func TestStatuteCodeName(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct{ text, want string }{
		{"[1] Public Works Contracts Act, Gen. Stat. § 61-404.", "Gen. Stat. § 61-404"},
		{"See the Uniform Commercial Code, U.C.C. § 2-718(1).", "U.C.C. § 2-718(1)"},
		{"Under UCC § 2-615 the seller is excused.", "UCC § 2-615"},
		{"The Consumer Protection Act, Mass. Gen. Laws ch. 93A, § 2, applies.", "Mass. Gen. Laws ch. 93A, § 2"},
		{"See Del. Code Ann. tit. 6, § 2-615.", "Del. Code Ann. tit. 6, § 2-615"},
		{"See Cal. Code Civ. Proc., § 337.", "Cal. Code Civ. Proc., § 337"},
		{"See 28 U.S.C. § 1404(a).", "28 U.S.C. § 1404(a)"},
		{"The Sherman Act, 15 U.S.C. § 1, forbids it.", "15 U.S.C. § 1"},
	} {
		a := e.Extract(tc.text)
		if len(a.Citations) != 1 || a.Citations[0].Kind != KindStatute || a.Citations[0].Identifier != tc.want {
			var got []string
			for _, c := range a.Citations {
				got = append(got, string(c.Kind)+" "+c.Identifier)
			}
			t.Errorf("%q: citations %q, want one statute %q", tc.text, got, tc.want)
		}
	}
}
