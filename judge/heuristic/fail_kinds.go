package heuristic

import (
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A fail kind is the family of rules that decided a part of a unit's
// verdict as failing: a negated predicate, a modal, an antonym, a fact
// the passage lacks, a dropped qualifier, an adverse holding... Each
// family has its own precision on answers the rules were not written
// against, so the operating point can leave the unreliable ones
// undecided ("needs review") while the others still decide
// (OperatingPoint.Undecide, operating_kinds.go), and the measurement
// TestJudgeFailKinds counts how often each family's decided fails are
// right.
//
// The families are read back from the reasons the rules write (one
// per rule's call site: notSupported in heuristic.go and operating.go,
// the overclaim messages of calibration.go, adjacent.go and
// separate_in_excerpt.go, the adverse-holding messages of adverse.go),
// by the fixed words each rule's message opens or is built with, never
// by the words a proposition or passage brings in. A reason no family
// claims is "unclassified", which the measurement shows, so a new rule
// without a family is seen rather than silently counted under another.

// FailKind names one rule family of decided failures.
type FailKind string

// The rule families, in the order the measurement prints them.
const (
	KindFactAbsent        FailKind = "fact-absent"        // a number, party or name the passage and source lack
	KindQuoteAbsent       FailKind = "quote-absent"       // quoted words the passage lacks
	KindQuoteContext      FailKind = "quote-context-only" // quoted words only in the unretrieved context
	KindOutcomeClash      FailKind = "outcome-clash"      // an outcome turned round in the matched sentence
	KindUntil             FailKind = "until-condition"    // a condition "until" read the other way
	KindNegated           FailKind = "negated-predicate"  // "did not" against "did"
	KindModal             FailKind = "modal"              // permits against forbids
	KindBound             FailKind = "bound"              // upper bound against lower bound
	KindAntonym           FailKind = "antonym"            // a word against its opposite
	KindOrder             FailKind = "order-contrast"     // "A before B" against "B before A"
	KindWaived            FailKind = "waived-condition"   // a condition said not to apply
	KindParticular        FailKind = "particular-only"    // a general rule from one instrument's case
	KindUnstatedOutcome   FailKind = "unstated-outcome"   // an outcome no sentence states
	KindOppositeOutcome   FailKind = "opposite-outcome"   // an outcome whose opposite is stated
	KindMovant            FailKind = "movant-swapped"     // the other side of the caption moved
	KindRoles             FailKind = "roles-swapped"      // agent and act swapped
	KindHeldContradicted  FailKind = "held-contradicted"  // "the court held X" against its holding
	KindSeparate          FailKind = "separate-opinion"   // a concurrence or dissent given as the court's
	KindAdjacent          FailKind = "adjacent-text"      // rests on unretrieved text beside the excerpt
	KindDroppedQualifier  FailKind = "dropped-qualifier"  // a hedge or limit of the passage dropped
	KindStronger          FailKind = "stronger-word"      // a stronger word than the passage's hedge
	KindAbsoluteOverHedge FailKind = "absolute-over-hedge"
	KindDuty              FailKind = "unstated-duty"  // "must" where no duty is stated
	KindWeight            FailKind = "weight-word"    // "dispositive" where the passage says "a factor"
	KindUniversal         FailKind = "universal-word" // "all courts" where no sentence is so general
	KindSplit             FailKind = "split-reported" // "courts agree" where the passage reports a split
	KindAdverseMetadata   FailKind = "adverse-metadata"
	KindAdverseSplit      FailKind = "adverse-split-disposition"
	KindAdverseHolding    FailKind = "adverse-holding"
	KindRemandAsHeld      FailKind = "remand-as-held"
	KindLeftOpenAsHeld    FailKind = "left-open-as-held"
	KindDictumAsHeld      FailKind = "dictum-as-held"          // what the court left undecided stated as held
	KindAbsoluteOverCond  FailKind = "absolute-over-condition" // an absolute over a rule stated on a condition
	KindAdverseRelief     FailKind = "adverse-relief-named"    // a relief named by what was asked, disposed of the other way
	KindClaimRefuted      FailKind = "claim-refuted"           // C-008: every passage offered fails the claim
	KindCitedRefuted      FailKind = "cited-refuted"           // C-008: the passage the claim cites fails it
	KindCitesNothing      FailKind = "cites-nothing"           // C-008: every citation names no readable document
	KindUnclassified      FailKind = "unclassified"
	KindDisclaimed        FailKind = "disclaimed-requirement" // a requirement the passage says is not one (disclaimed_requirement.go)
	// the new users' trials' rules (frame_clashes.go, trial_clashes.go)
	KindTurnedRound   FailKind = "turned-round"    // a condition, exception, side or count the passage states turned round
	KindVacatedAsLaw  FailKind = "vacated-as-law"  // a decision its document records as set aside, stated as the law
	KindBindingDenied FailKind = "binding-denied"  // "binding" where the document says it binds no one
	KindPeriodSwapped FailKind = "period-swapped"  // a period or count changed to another the document names
	KindOnlyAfter     FailKind = "only-after-lost" // a further condition of the rule dropped under "whenever"
)

// Parts a family's reason can fail, as a mask.
const (
	partSupports = 1 << iota
	partAdverse
	partOverclaims
)

// failRule recognises one family's reasons.
type failRule struct {
	kind  FailKind
	parts int
	match func(msg string) bool
}

func reasonOpens(prefix string) func(string) bool {
	return func(m string) bool { return strings.HasPrefix(m, prefix) }
}

func reasonOpensWith(prefix, inner string) func(string) bool {
	return func(m string) bool { return strings.HasPrefix(m, prefix) && strings.Contains(m, inner) }
}

func reasonHolds(inner string) func(string) bool {
	return func(m string) bool { return strings.Contains(m, inner) }
}

// failRules are tried in order; the first that matches names the family.
// More specific forms come before the general ones they share words with.
var failRules = []failRule{
	{KindFactAbsent, partSupports, reasonHolds(" in the proposition occurs nowhere in the passage, its context or the source")},
	{KindQuoteAbsent, partSupports, reasonOpensWith("the quoted words ", " do not occur in the passage")},
	{KindQuoteContext, partOverclaims, reasonOpensWith("the quoted words ", " occur only in the surrounding context")},
	{KindOutcomeClash, partSupports, reasonOpensWith("polarity: the proposition is ", " in the passage sentence it matches")},
	{KindUntil, partSupports, reasonOpensWith("polarity: the proposition ", `what follows "until"`)},
	{KindNegated, partSupports, reasonOpensWith("polarity: the proposition says ", " where the source says it did")},
	{KindDisclaimed, partSupports, reasonOpens("polarity: the proposition requires ")},
	{KindModal, partSupports, reasonOpens("polarity: the proposition permits ")},
	{KindModal, partSupports, reasonOpens("polarity: the proposition forbids ")},
	{KindBound, partSupports, reasonOpensWith("polarity: the proposition sets ", " bound where the source sets ")},
	{KindAntonym, partSupports, reasonOpensWith("polarity: the proposition says ", " where the source says ")},
	{KindOrder, partSupports, reasonOpens("roles: the proposition puts ")},
	{KindWaived, partSupports, reasonHolds(", which the source makes a condition")},
	{KindParticular, partSupports, reasonOpens("the proposition states a general rule; the passage sentences it matches report only")},
	{KindOppositeOutcome, partSupports, func(m string) bool {
		return strings.Contains(m, "that no sentence of the passage or its context states") && strings.HasSuffix(m, "; it states the opposite one")
	}},
	{KindUnstatedOutcome, partSupports, reasonHolds("that no sentence of the passage or its context states")},
	{KindMovant, partSupports, reasonOpensWith("roles swapped: the proposition makes ", " the moving party")},
	{KindRoles, partSupports, reasonOpens("roles swapped: ")},
	{KindHeldContradicted, partSupports, reasonOpens("the proposition says the court held what its holding contradicts")},
	{KindSeparate, partSupports | partOverclaims | partAdverse, reasonHolds("but the proposition attributes it to the court")},
	{KindSeparate, partSupports | partOverclaims | partAdverse, reasonHolds("but the proposition states it as the law the case makes")},
	{KindAdjacent, partOverclaims, reasonHolds("it rests on text next to the retrieved passage")},
	{KindAdjacent, partOverclaims, reasonHolds("it rests on adjacent, unretrieved sentences")},
	{KindDroppedQualifier, partSupports | partOverclaims, reasonOpens("the passage qualifies the statement with ")},
	{KindDroppedQualifier, partSupports | partOverclaims, reasonOpens("the passage sentence the proposition restates limits its statement with ")},
	{KindAbsoluteOverHedge, partSupports | partOverclaims, reasonOpensWith("the proposition says ", " where the passage sentence it rests on says ")},
	{KindAbsoluteOverCond, partSupports | partOverclaims, reasonOpensWith("the proposition says ", " where the passage sentence it rests on states the rule only on a condition")},
	{KindDictumAsHeld, partSupports | partOverclaims, reasonOpens("the proposition states as held what the court left undecided")},
	{KindStronger, partSupports | partOverclaims, reasonOpensWith("the proposition says ", " where the passage says ")},
	{KindDuty, partSupports | partOverclaims, reasonHolds("; the passage sentences it rests on state no such duty")},
	{KindWeight, partSupports | partOverclaims, reasonOpensWith("the proposition makes it ", "; the passage calls it ")},
	{KindUniversal, partSupports | partOverclaims, reasonHolds("no sentence of the passage it rests on says anything so general")},
	{KindSplit, partSupports | partOverclaims, reasonOpens("the passage reports a split ")},
	{KindAdverseMetadata, partAdverse, reasonOpensWith("adverse holding: ", "the Vault's outcome for this document")},
	{KindAdverseSplit, partAdverse, reasonOpensWith("adverse holding: ", splitDispositionMark)},
	{KindAdverseRelief, partAdverse, reasonOpensWith("adverse holding: the proposition says the court ", " what the holding disposed of the other way")},
	{KindAdverseHolding, partAdverse, reasonOpens("adverse holding: ")},
	{KindRemandAsHeld, partSupports | partAdverse | partOverclaims, reasonOpens("the source decided nothing on this ")},
	{KindLeftOpenAsHeld, partSupports | partAdverse | partOverclaims, reasonOpens("the source expressly left open whether ")},
	{KindTurnedRound, partSupports | partOverclaims, reasonOpens("turned round: ")},
	{KindTurnedRound, partOverclaims, reasonOpens("the proposition gives the right to more parties than the passage does")},
	{KindVacatedAsLaw, partSupports | partAdverse | partOverclaims, reasonHolds("records that it was later set aside")},
	{KindBindingDenied, partSupports, reasonOpens("the proposition calls it binding; ")},
	{KindPeriodSwapped, partSupports, reasonHolds("; the sentence it restates says ")},
	{KindOnlyAfter, partSupports | partOverclaims, reasonHolds("grants the rule only on a further condition")},
}

// kindOf is the family of one decided reason and the parts it can fail.
func failKindOf(msg string) (FailKind, int) {
	for _, r := range failRules {
		if r.match(msg) {
			return r.kind, r.parts
		}
	}
	return KindUnclassified, partSupports | partAdverse | partOverclaims
}

// decidedReasons are the reasons of v that decide something: not those
// the rules could not decide, nor the account of a pass.
func decidedReasons(v *unitVerdict) []string {
	var out []string
	for _, w := range v.why {
		if strings.HasPrefix(w, cannotDecide) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// partKinds lists, per part (judge.Undecided*) of v that fails on a
// decided rule, the distinct families of the reasons that can fail it,
// in failRules order of first appearance. A part failing with no reason
// of its own is left out (it is undecided, or passes).
func partKinds(v *unitVerdict) map[string][]FailKind {
	failing := map[string]bool{
		judge.UndecidedSupports:   !v.support,
		judge.UndecidedAdverse:    v.a.Adverse,
		judge.UndecidedOverclaims: v.a.Overclaims,
	}
	bit := map[string]int{judge.UndecidedSupports: partSupports, judge.UndecidedAdverse: partAdverse, judge.UndecidedOverclaims: partOverclaims}
	out := map[string][]FailKind{}
	for _, w := range decidedReasons(v) {
		k, parts := failKindOf(w)
		for part, fails := range failing {
			if !fails || parts&bit[part] == 0 || containsKind(out[part], k) {
				continue
			}
			out[part] = append(out[part], k)
		}
	}
	return out
}

func containsKind(ks []FailKind, k FailKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// FailKinds reports, for each part of u's verdict at op that fails on a
// decided rule (judge.UndecidedSupports, UndecidedAdverse,
// UndecidedOverclaims for a citation unit; UndecidedUnflagged for a
// claims unit), the rule families that decided it. It judges u afresh
// with the heuristic rules; a part undecided or passing is absent. It is
// for measurement (TestJudgeFailKinds): the verdict itself is Assess's.
func FailKinds(op OperatingPoint, u judge.Unit) (map[string][]FailKind, error) {
	if err := judge.ValidateUnit(&u); err != nil {
		return nil, err
	}
	switch u.Kind {
	case judge.UnitCitation:
		v := citationVerdictFresh(&u, newTextMemo(), &op)
		out := partKinds(v)
		for _, part := range v.a.Undecided {
			delete(out, part)
		}
		return out, nil
	case judge.UnitUnsupported:
		a := heuristicUnsupported(&u, newTextMemo(), &op)
		if len(a.Unflagged) > 0 && !a.IsUndecided(judge.UndecidedUnflagged) {
			return map[string][]FailKind{judge.UndecidedUnflagged: claimKinds(a.Reasoning)}, nil
		}
	}
	return map[string][]FailKind{}, nil
}

// claimKinds are the C-008 families a claims unit's reasoning names, by
// the fixed words each rule's message is built with (unsupported.go).
func claimKinds(reasoning string) []FailKind {
	var ks []FailKind
	for _, r := range []struct {
		words string
		kind  FailKind
	}{
		{"every offered passage contradicts", KindClaimRefuted},
		{"the passage it cites fails", KindCitedRefuted},
		{"each name no Vault document", KindCitesNothing},
	} {
		if strings.Contains(reasoning, r.words) {
			ks = append(ks, r.kind)
		}
	}
	if len(ks) == 0 {
		ks = append(ks, KindUnclassified)
	}
	return ks
}
