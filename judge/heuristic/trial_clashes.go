package heuristic

import (
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// trialClashes applies the rules a fourth new user's trial found
// (fixtures/licensing-trial): propositions that passed on the words they
// share with their passage, though a careful grader fails them.
//
//   - one side's right told as both sides' (one_party_both.go), or as
//     the other side's (side_swapped.go);
//   - the minority's view told as the majority's (majority_side.go);
//   - a class a carve-out sentence takes out of the rule told as
//     included (carveout_included.go);
//   - a decision the document itself says was vacated or reversed,
//     stated as the law (vacated_as_law.go);
//   - a guidance note that says it binds no court, told as binding
//     (binding_denied.go);
//   - a condition of a prohibition's "unless" waived (unless_waived.go);
//   - a further "only after" condition dropped under "whenever" or
//     "entitled to" (only_after_dropped.go);
//   - a period changed to a number the document names elsewhere
//     (period_swapped.go).
//
// It runs after the other rules, in a file of its own so the shared
// rules are not touched, and only adds findings.
func trialClashes(v *unitVerdict, u *judge.Unit, src sourceInfo, ptoks []tok, pk propKeys, pLow string, picks []*analysed, p *passage, op *OperatingPoint) {
	for _, s := range picks {
		if sentenceShare(pk, s) < op.ClashShare {
			continue
		}
		if m := bothFromOne(ptoks, s, p); m != "" {
			v.notSupported("turned round: " + m)
			v.a.Overclaims = true
			v.why = append(v.why, "the proposition gives the right to more parties than the passage does")
			break
		}
		if m := sideSwapped(ptoks, s, p); m != "" {
			v.notSupported("roles swapped: " + m) // side_swapped.go
			break
		}
	}
	if m := courtCountTurned(ptoks, pk, picks, op); m != "" {
		v.notSupported("turned round: " + m) // majority_side.go
		v.a.Overclaims = true
	}
	// any kind of source: C-008 reads a claim's passages without the
	// document's kind, and the history line is specific enough
	if m := vacatedInTexts(u, pLow); m != "" {
		v.notSupported(m)
		v.a.Adverse, v.a.Overclaims = true, true
	}
	if m := carveOutIncluded(ptoks, p); m != "" {
		v.notSupported("turned round: " + m) // carveout_included.go
		v.a.Overclaims = true
	}
	if m := periodSwapped(pk, ptoks, picks); m != "" {
		v.notSupported(m) // period_swapped.go
	}
	if m := furtherConditionDropped(pk, ptoks, picks); m != "" {
		v.notSupported(m) // only_after_dropped.go
		v.a.Overclaims = true
	}
	if m := bindingDenied(pLow, p, u); m != "" {
		v.notSupported(m)
		v.a.Overclaims = true
	}
	if !v.a.Overclaims && !v.unsure[judge.UndecidedOverclaims] {
		if m := unlessWaived(pk, ptoks, picks); m != "" {
			v.cannotTell(judge.UndecidedOverclaims, cannotDecide+m)
		}
	}
}

// vacatedInTexts is vacatedAsLaw over the unit's texts of the cited
// document (the excerpt, its context, the other retrieved chunks of the
// same document and its holding), each read alone; a text that holds no
// disposition word is skipped without the pattern.
func vacatedInTexts(u *judge.Unit, pLow string) string {
	for _, t := range [...]string{u.Before, u.Excerpt, u.After, u.SameDocRetrieved, u.Holding} {
		if !mayRecordHistory(t) {
			continue
		}
		if m := vacatedAsLaw(t, pLow); m != "" {
			return m
		}
	}
	return ""
}

// mayRecordHistory reports whether text holds a word historyStatement
// needs, in either case.
func mayRecordHistory(text string) bool {
	for _, w := range [...]string{"acated", "ACATED", "eversed", "EVERSED", "ev'd", "EV'D", "verruled", "VERRULED", "et aside", "ET ASIDE"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}
