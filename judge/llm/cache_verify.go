package llm

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A verdict read from a cache is a file (or a Redis value) that anyone
// who can write there may have edited: a recording committed beside a
// suite and replayed in CI is exactly such a file. So it is believed no
// more than the endpoint is: before use it is verified against the unit
// it is for, by the same code that verifies a fresh verdict (verify.go),
// and one that fails is discarded (asked again live; in replay it fails
// closed with the reason). cached (cache_vote.go) is the one place
// cached verdicts enter grading, for every VerdictCache (the folder, Redis
// and whatever else implements it), and it calls reverify.

// reverify checks a cached verdict a for unit u. It returns the verdict
// to use (rebuilt from what verification accepts, as a fresh one is:
// a supporting quote found only in the context is downgraded again) and
// "", or the reason it is discarded.
//
// A verdict stored flagged Unverified fails every criterion that reads it
// and is used as it is, with its favourable booleans cleared so an edit
// cannot make it pass; --rejudge-unverified asks it again.
func reverify(u *judge.Unit, a judge.Assessment) (judge.Assessment, string) {
	if unverified(a) {
		a.Supports, a.Pass = false, false
		return a, ""
	}
	var v judge.Assessment
	switch u.Kind {
	case judge.UnitCitation:
		c := verifyCitation(u, item{evidence: a.Evidence, reasoning: a.Reasoning,
			flags: map[string]bool{"supports": a.Supports, "adverse": a.Adverse, "overclaims": a.Overclaims}}, "its")
		if !c.accepted {
			return judge.Assessment{}, problemOnly(c.problem)
		}
		v = c.a
	case judge.UnitUnsupported:
		if len(a.Claims) != len(u.Claims) {
			return judge.Assessment{}, fmt.Sprintf("it holds verdicts on %d claims, and the unit has %d", len(a.Claims), len(u.Claims))
		}
		claims := make([]unitResult, len(u.Claims))
		for i, cv := range a.Claims {
			if cv.ID != u.Claims[i].ID {
				return judge.Assessment{}, fmt.Sprintf("its claim %d is %q, and the unit's is %q", i+1, cv.ID, u.Claims[i].ID)
			}
			if cv.Unverified != "" {
				claims[i] = unitResult{a: judge.Assessment{Claims: []judge.ClaimVerdict{cv}}} // counts as unflagged
				continue
			}
			c := verifyClaim(&u.Claims[i], item{evidence: cv.Evidence, reasoning: cv.Reasoning,
				flags: map[string]bool{"unflagged": cv.Unflagged}}, cv.ID)
			if !c.accepted {
				return judge.Assessment{}, problemOnly(c.problem)
			}
			claims[i] = unitResult{a: c.a}
		}
		m := mergeClaims(u, claims)
		if m.err != nil {
			return judge.Assessment{}, m.err.Error()
		}
		v = m.a
	case judge.UnitCriterion:
		c := verifyCriterion(u, item{evidence: a.Evidence, reasoning: a.Reasoning, flags: map[string]bool{"pass": a.Pass}})
		if !c.accepted {
			return judge.Assessment{}, problemOnly(c.problem)
		}
		v = c.a
	default:
		return judge.Assessment{}, fmt.Sprintf("the unit's kind %q has no verification", u.Kind)
	}
	v.UnitID = u.ID
	v.Origin, v.Votes, v.VotesTotal = a.Origin, a.Votes, a.VotesTotal
	return v, ""
}

// problemOnly is an evidence problem without the advice verify.go gives
// the judge when it asks again ("(copy at least two words exactly ...)"):
// a cached verdict is never asked again as such.
func problemOnly(p string) string {
	if before, _, ok := strings.Cut(p, " (copy "); ok {
		return before
	}
	return p
}

// discardedInReplay is the error of a unit whose recorded verdict failed
// verification: replay never asks an endpoint, so it fails closed.
func discardedInReplay(u *judge.Unit, why string) error {
	return judge.Errorf(judge.KindNotRecorded, u.ID, nil, "the verdict recorded for this unit was discarded: %s; replay never asks an endpoint, so it fails closed", why)
}
