package heuristic

import "testing"

// TestInsuredSide: the caption side whose name marks an insurer is the
// insurer's, the other the insured's; a motion the proposition gives
// the insured that the passage's insurer-named party made is undecided,
// and one given to the right side is not flagged.
func TestInsuredSide(t *testing.T) {
	for _, c := range []struct {
		title string
		want  int
	}{
		{"Dunmore v. Harwick Mutual Casualty Co.", 2},
		{"Pellam Surety Corp. v. Oaks Bakery LLC", 1},
		{"Tarn Insurance Co. v. Vell Casualty Co.", 0},
		{"Ames v. Bristow", 0},
	} {
		a, b := captionSides(c.title)
		if got := captionInsurer(a, b); got != c.want {
			t.Errorf("%q: insurer side %d, want %d", c.title, got, c.want)
		}
	}
	const passage = "Dunmore asks that Harwick be held to its defense. Harwick moves for summary judgment on the estoppel count. The motion is granted."
	const source = "Dunmore v. Harwick Mutual Casualty Co. (X-002, X-002#c1, case, court 7th Cir., decided 2022-05-04)"
	runProbes(t, []probe{
		{name: "the insured given the insurer's motion", prop: "The court granted the insured's motion for summary judgment on the estoppel count.",
			excerpt: passage, source: source, adverse: true, why: "the caption names as the other side"}, // adverse: no holding to read (undecided)
		{name: "the insurer's motion on the right side", prop: "The court granted the insurer's motion for summary judgment on the estoppel count.",
			excerpt: passage, source: source, supports: true, adverse: true},
	})
}
