package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// adverseProbe is a citation unit and the C-004 verdict the rules must
// reach: adverse decided, adverse left undecided, or not adverse.
type adverseProbe struct {
	name, prop, holding, outcome string
	want                         string // "adverse", "undecided" or "clear"
	over                         bool   // the proposition also over-claims
}

func runAdverseProbes(t *testing.T, excerpt, source string, probes []adverseProbe) {
	t.Helper()
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			holding := p.holding
			if p.outcome != "" {
				holding = ReadHolding(p.holding, p.outcome).Text()
			}
			a, err := j.Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Excerpt: excerpt, Source: source, Holding: holding, Outcome: p.outcome})
			if err != nil {
				t.Fatal(err)
			}
			undecided := strings.Contains(strings.Join(a.Undecided, ","), judge.UndecidedAdverse)
			got := "clear"
			switch {
			case a.Adverse && undecided:
				got = "undecided"
			case a.Adverse:
				got = "adverse"
			}
			if got != p.want {
				t.Errorf("adverse = %s, want %s\n%s", got, p.want, a.Reasoning)
			}
			if p.over && !a.Overclaims {
				t.Errorf("not over-claiming\n%s", a.Reasoning)
			}
		})
	}
}

// TestOutcomeWords: the outcomes of excuses and remedies (excused,
// discharged, a defense rejected, a sum recoverable) are read from a
// holding like enforcement is, so a proposition saying the opposite is
// adverse, and one stating as held what a remand left open overclaims;
// the forms that only look like such an outcome (a negation after the
// verb, a participle describing a clause, a dissent told as a dissent, a
// party's attempt) are not read as one.
func TestOutcomeWords(t *testing.T) {
	const src = "Marlowe Mills v. Pettigrew Grain (VLT-2201, VLT-2201#c2, case, court 8th Cir., decided 2021-05-04)"
	const excerpt = "Pettigrew delivered 300 of the 900 bushels it promised. The storm closed the rail spur for six days. Marlowe bought the balance elsewhere at a higher price."
	const notExcused = "We hold that Pettigrew's short deliveries were not excused by the storm clause. The judgment is affirmed."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "excused against not excused", prop: "The Eighth Circuit held that the storm clause excused Pettigrew's short deliveries.", holding: notExcused, want: "adverse"},
		{name: "not excused, as held", prop: "The Eighth Circuit held that the storm clause did not excuse Pettigrew's short deliveries.", holding: notExcused, want: "clear"},
		{name: "discharged against not excused", prop: "The court held that Pettigrew's duty to deliver was discharged by the storm.", holding: notExcused, want: "adverse"},
		{name: "a negation after the verb", prop: "Held: Pettigrew's short deliveries were excused neither by the storm clause nor by impracticability.", holding: notExcused, want: "clear"},
		{name: "the same without it", prop: "Held: Pettigrew's short deliveries were excused by the storm clause.", holding: notExcused, want: "adverse"},
		{name: "a participle describing a clause", prop: "A storm clause excusing deliveries that are delayed by weather covers any storm that closes a rail line.", holding: notExcused, want: "clear"},
		{name: "a dissent told as a dissent", prop: "Judge Almquist dissented; she would have held that the storm clause excused the short deliveries.", holding: notExcused, want: "clear"},
		{name: "a defense rejected, by the Vault's outcome", prop: "The court accepted Pettigrew's impossibility defense after the storm.", outcome: "impossibility defense rejected", want: "adverse"},
		{name: "the defense rejected, as recorded", prop: "The court rejected Pettigrew's impossibility defense after the storm.", outcome: "impossibility defense rejected", want: "clear"},
		{name: "a negator is not what decides a defense", prop: "A buyer's silence does not waive a storm defense.", outcome: "impossibility defense rejected", want: "clear"},
	})
	const remand = "We do not decide whether Marlowe may recover its cover costs, or in what amount. The judgment is reversed, and the case is remanded for trial."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "a remand stated as a holding on recovery", prop: "The Eighth Circuit held that Marlowe could not recover its cover costs.", holding: remand, want: "adverse", over: true},
		{name: "the remand told as a remand", prop: "The Eighth Circuit did not decide whether Marlowe could recover its cover costs, and remanded for trial.", holding: remand, want: "clear"},
		{name: "what a party tried to recover", prop: "Marlowe tried to recover its cover costs, and the district court held that it could.", holding: remand, want: "clear"},
	})
}
