package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// OperatingPoint is how sure the rules must be before they decide: the
// thresholds that move a verdict between decided and undecided ("needs
// review"). Raising them trades coverage (the share of verdicts decided)
// for decided accuracy; BENCHMARKS.md's risk-coverage curve is measured
// by moving them.
type OperatingPoint struct {
	// PassShare is the share of the proposition's meaning-bearing words
	// the passage must hold for support to be a decided pass. Between
	// the support threshold (supportCovered) and PassShare the words
	// align, but too loosely to vouch for the meaning: undecided.
	PassShare float64
	// ClashShare is the share of the proposition the passage sentence
	// it matches must hold for a clash found in that sentence (a negated
	// predicate, a modal, an antonym, a bound, a contrast, a waived
	// condition) to be a decided fail. Below it the sentence may be
	// about something else, so the clash is undecided.
	ClashShare float64
	// ClaimClash decides C-008's unflagged claims as failing when every
	// passage offered for the claim fails it on a decided clash; when
	// false, every unflagged claim is undecided.
	ClaimClash bool
	// C004Agreement says which citations of a case pass C-004 only where
	// the rules can point at its holding agreeing with the proposition,
	// undecided otherwise (operating_c004.go): none (C004Off, a case
	// passes where a holding was read and no rule found it adverse),
	// every one (C004Always), or those whose holding is about what the
	// proposition is about (C004WhenRelated, C004RelatedShare).
	C004Agreement C004Mode
	// C004RelatedShare is, under C004WhenRelated, the share of the
	// proposition's meaning-bearing words one holding sentence must
	// hold for the holding to count as speaking to the proposition's
	// question, so that its agreement is asked for.
	C004RelatedShare float64
	// Undecide names rule families (fail_kinds.go) whose decided fails
	// are left undecided instead, where no other family fails the same
	// part: families too often wrong on unseen answers to decide alone.
	Undecide KindSet
}

// DefaultOperatingPoint is the point New decides at: the thresholds
// chosen on the tuning and held-out suites (BENCHMARKS.md, "Offline
// judge: pass, fail or needs review"), and the rule families whose fails
// are left to a person when nothing else fails the same part
// (unreliableAlone).
var DefaultOperatingPoint = OperatingPoint{PassShare: supportCovered, ClashShare: minPredicateOverlap, ClaimClash: true, Undecide: unreliableAlone}

// unreliableAlone are the families whose fails, when no other family
// fails the same part, were right 13 times in 34 (a dropped qualifier)
// and 6 in 17 (a remand restated as held) on the four suites the rules
// were not written against that choose operating points (insurance,
// jurisdiction, trade-secrets, commercial-leases; against 0.61 and 1.00
// on the tuning suites). Left undecided they still fail, as needs review:
// decided accuracy there 0.787 -> 0.828 at coverage 0.797 -> 0.720, and
// on retaliation, a suite nobody had measured, 0.841 -> 0.847 (BENCHMARKS.md,
// "Which rule families may decide a fail").
var unreliableAlone = mustKindSet(KindDroppedQualifier, KindRemandAsHeld)

// mustKindSet is the set of the given families, all of them known.
func mustKindSet(ks ...FailKind) KindSet {
	var s KindSet
	for _, k := range ks {
		i := kindIndex(k)
		if i < 0 {
			panic("heuristic: unknown rule family " + string(k))
		}
		s |= 1 << i
	}
	return s
}

// alignedPoint decides a pass on the support threshold alone: the point
// at which a paraphrase the rules align (at least supportCovered of its
// words) passes. A summing-up lead-in is read at it (it restates what
// the cited sentences after it say, which their own citations are
// judged on), and the rule probes are run at it, to test what the rules
// find apart from how sure the default point must be.
var alignedPoint = OperatingPoint{PassShare: supportCovered, ClashShare: minPredicateOverlap, ClaimClash: true}

// version is the rules' Version, extended by the operating point when it
// is not the default, so that verdicts of different points are never
// mistaken for each other (in caches and reports).
func (op *OperatingPoint) version() string {
	if op == nil || *op == DefaultOperatingPoint {
		return Version
	}
	v := fmt.Sprintf("%s+pass%.2f+clash%.2f+claim%v", Version, op.PassShare, op.ClashShare, op.ClaimClash)
	if op.Undecide != 0 {
		v += "+undecide:" + op.Undecide.String()
	}
	return v + op.c004Version()
}

// sentenceClashes applies the clash rules to the passage sentence the
// proposition aligns best with (covering share ov of it): a decided fail
// where that sentence is the proposition's own (ov at least
// op.ClashShare), undecided where it may be about something else.
func sentenceClashes(v *unitVerdict, ptoks []tok, s *analysed, ov float64, op *OperatingPoint) {
	var found []string
	c, ck := predicateClashKey(ptoks, s.toks)
	if c != "" && predicateSaidBothWays(ptoks, s.toks) {
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%spolarity: %s (%q), but the sentence also asserts the word, so which of its statements the proposition restates is for a person to read", cannotDecide, c, clip(s.text, 160)))
	} else if c != "" && negationScopeDoubtful(ptoks, s.toks, ck) {
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%spolarity: %s (%q), but both sentences negate and the passage's negation governs a phrase, so which limb each denies is for a person to read", cannotDecide, c, clip(s.text, 160)))
	} else if c != "" && whetherDoubtful(ptoks, ck) {
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%spolarity: %s (%q), but the word stands in a \"whether\" question, which names the question without answering it, so what the sentence says of it is for a person to read", cannotDecide, c, clip(s.text, 160)))
	} else if c != "" {
		found = append(found, "polarity: "+c)
	}
	if c := modalClash(ptoks, s.toks); c != "" {
		found = append(found, "polarity: "+c)
	}
	if c := antonymClash(ptoks, s.toks); c != "" {
		found = append(found, "polarity: "+c)
	}
	if c := boundClash(ptoks, s.toks); c != "" {
		found = append(found, "polarity: "+c)
	}
	if c := contrastClash(ptoks, s.toks); c != "" {
		found = append(found, "roles: "+c)
	}
	if c := waivedCondition(ptoks, s.toks); c != "" {
		found = append(found, c)
	}
	for _, c := range found {
		msg := c + fmt.Sprintf(" (%q)", clip(s.text, 160))
		if ov < op.ClashShare {
			v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%s%s, but the sentence holds only %.0f%% of the proposition, so it may be about something else", cannotDecide, msg, 100*ov))
			continue
		}
		v.notSupported(msg)
	}
}
