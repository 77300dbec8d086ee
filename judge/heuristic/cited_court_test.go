package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestCircuitOnlyCited: a circuit the proposition names and only its own
// citation vouches for, over a source label naming another circuit, is
// an invented court; the passage or another court's label vouches for it.
func TestCircuitOnlyCited(t *testing.T) {
	const excerpt = "A buyer who waits too long to reject the goods loses the right to reject them, whatever the seller knew."
	const cite = "Abner Mills v. Colter Yarns, 12 F.4th 3, 5 (4th Cir. 2021)"
	for _, c := range []struct {
		name, prop, excerpt, source string
		supports                    bool
	}{
		{"other circuit in the label", "The Fourth Circuit has held that a buyer who waits too long to reject the goods loses the right to reject them.", excerpt,
			"Abner Mills v. Colter Yarns (X-1, X-1#c2, case, court 8th Cir., decided 2021-02-01)", false},
		{"same circuit in the label", "The Fourth Circuit has held that a buyer who waits too long to reject the goods loses the right to reject them.", excerpt,
			"Abner Mills v. Colter Yarns (X-1, X-1#c2, case, court 4th Cir., decided 2021-02-01)", true},
		{"circuit in the passage", "The Fourth Circuit has held that a buyer who waits too long to reject the goods loses the right to reject them.",
			"As the Fourth Circuit has held, a buyer who waits too long to reject the goods loses the right to reject them, whatever the seller knew.",
			"Abner Mills v. Colter Yarns (X-1, X-1#c2, case, court 8th Cir., decided 2021-02-01)", true},
		{"label without a court", "The Fourth Circuit has held that a buyer who waits too long to reject the goods loses the right to reject them.", excerpt,
			"Abner Mills v. Colter Yarns (X-1, X-1#c2, case)", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop + " " + cite + ".", Citation: cite, Excerpt: c.excerpt, Source: c.source}
			a, err := NewAt(alignedPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports != c.supports {
				t.Errorf("supports = %v, want %v: %s", a.Supports, c.supports, a.Reasoning)
			}
			if !c.supports && !strings.Contains(a.Reasoning, "the court") {
				t.Errorf("reasoning does not name the court: %s", a.Reasoning)
			}
		})
	}
}
