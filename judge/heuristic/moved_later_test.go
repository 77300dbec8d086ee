package heuristic

import "testing"

// TestMovedLater: a moving verb parted from its motion by a short
// phrase names a movant; "moved" that asks for no motion does not.
func TestMovedLater(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // the movant's agent, "" for none
	}{
		{"In Parrish, the lessee moved two years into the suit for leave to amend its answer.", "the lessee"},
		{"The tenant moved, after the hearing closed, to compel arbitration.", "The tenant"},
		{"The witness moved out of state to be near his family.", ""},
		{"The witness moved away in the spring.", ""},
		{"The tenant moved. To compel it later was pointless.", ""},
	} {
		ms := movantsOf(tokenize(c.text))
		got := ""
		if len(ms) > 0 {
			got = ms[0].agent
		}
		if got != c.want {
			t.Errorf("%q: movant %q, want %q", c.text, got, c.want)
		}
	}
	const passage = "Kessler Farms sued Orvald Mills for breach of a supply contract. Eleven months later Orvald moved for leave to amend its answer to add a limitations defense. The court refused leave."
	const source = "Kessler Farms LLC v. Orvald Mills Co. (X-001, X-001#c1, case, court 8th Cir., decided 2021-03-02)"
	runProbes(t, []probe{
		{name: "the other side made the movant", prop: "In Kessler, the plaintiff moved eleven months into the case for leave to amend to add a limitations defense, and the court refused leave.",
			excerpt: passage, source: source, adverse: true, why: "roles swapped"}, // adverse: no holding to read (undecided)
		{name: "the right side named", prop: "In Kessler, the defendant moved eleven months into the case for leave to amend to add a limitations defense, and the court refused leave.",
			excerpt: passage, source: source, supports: true, adverse: true},
	})
}
