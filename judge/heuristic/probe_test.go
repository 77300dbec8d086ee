package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// probe is one citation unit and the verdict the rules must reach.
type probe struct {
	name                     string
	prop, excerpt            string
	before, after            string
	source, holding, outcome string
	sameDoc                  string // other retrieved text of the document
	supports, adverse, over  bool
	// why, when set, must occur in the reasoning (the rule that decided).
	why string
}

// runProbes judges every probe with a fresh heuristic judge and checks
// the three verdicts and, where given, the reason.
func runProbes(t *testing.T, probes []probe) {
	t.Helper()
	j := NewAt(alignedPoint) // the rules' findings; the default point is TestOperatingPoint*'s
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "", Excerpt: p.excerpt,
				Before: p.before, After: p.after, Source: p.source, Holding: p.holding, Outcome: p.outcome, SameDocRetrieved: p.sameDoc}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports != p.supports || a.Adverse != p.adverse || a.Overclaims != p.over {
				t.Errorf("supports/adverse/over = %v/%v/%v, want %v/%v/%v\n%s", a.Supports, a.Adverse, a.Overclaims, p.supports, p.adverse, p.over, a.Reasoning)
			}
			if p.why != "" && !strings.Contains(a.Reasoning, p.why) {
				t.Errorf("reasoning lacks %q:\n%s", p.why, a.Reasoning)
			}
		})
	}
}

// The Bremen excerpt of the probes (fixture VLT-0001, p. 10), and
// a source label for it.
const (
	bremenExcerpt = "The correct approach would have been to enforce the forum clause specifically unless Zapata could clearly show that enforcement would be unreasonable and unjust, or that the clause was invalid for such reasons as fraud or overreaching. We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances."
	bremenSource  = "M/S Bremen v. Zapata Off-Shore Co. (VLT-0001, VLT-0001#c4, case, court U.S., decided 1972-06-12)"
	bremenHolding = "We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances. The judgment of the Court of Appeals is vacated, and the case is remanded for further proceedings consistent with this opinion."
)
