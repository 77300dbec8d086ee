package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestRejectedArgumentRestated: a proposition stating as the rule what
// the passage reports a party arguing, right before the court rejects
// it, is a decided C-003 fail and leaves C-004 to a person; the court
// accepting the argument, the proposition reporting the argument or its
// rejection, and a rejection of something else are not caught here.
func TestRejectedArgumentRestated(t *testing.T) {
	const arg = "Corran Mills contends that a notice of default sent by e-mail satisfies the lease's written-notice requirement."
	const rule = "A notice of default sent by e-mail satisfies a lease's written-notice requirement."
	probes := []struct {
		name, prop, excerpt    string
		fail, undecidedAdverse bool
	}{
		{"we disagree", rule, arg + " We disagree. The lease calls for notice delivered by hand or by certified mail.", true, true},
		{"argument fails", rule, arg + " That argument fails, because the lease names the ways notice may be given.", true, true},
		{"not persuaded, a sentence later", rule, arg + " It relies on an out-of-state decision. We are not persuaded.", true, true},
		{"the court reports the rejection", rule, "The trial court rejected Corran Mills's argument that a notice of default sent by e-mail satisfies the lease's written-notice requirement.", true, true},
		{"the court's own answer in the sentence", "The lease's written-notice requirement is met only by notice delivered by hand or by certified mail.", "The trial court rejected the argument that e-mail notice suffices and held that the lease's written-notice requirement is met only by notice delivered by hand or by certified mail.", false, false},
		{"court agrees", rule, arg + " We agree. Nothing in the lease excludes electronic delivery.", false, false},
		{"the proposition reports the argument", "Corran Mills argued that a notice of default sent by e-mail satisfies the lease's written-notice requirement.", arg + " We disagree.", false, false},
		{"the proposition reports the rejection", "The court rejected the argument that a notice of default sent by e-mail satisfies a lease's written-notice requirement.", arg + " We disagree.", false, false},
		{"a rejection too far away", rule, arg + " The landlord answers that the lease is silent. The tenant replies that silence favours it. We disagree.", false, false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "Corran Mills, Inc. v. Dagny Props., 310 P.3d 41, 44 (Or. Ct. App. 2019)",
				Excerpt: p.excerpt, Source: "Corran Mills, Inc. v. Dagny Properties (DOC-5, DOC-5#c2, case, court Or. Ct. App., decided 2019-04-02)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			fail := !a.Supports && !slices.Contains(a.Undecided, judge.UndecidedSupports)
			undecidedAdverse := slices.Contains(a.Undecided, judge.UndecidedAdverse)
			if fail != p.fail || p.fail && undecidedAdverse != p.undecidedAdverse {
				t.Errorf("decided fail %v (want %v), C-004 undecided %v (want %v)\n%s", fail, p.fail, undecidedAdverse, p.undecidedAdverse, a.Reasoning)
			}
		})
	}
}
