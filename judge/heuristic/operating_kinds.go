package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// KindSet is a set of rule families (FailKind), as a bit mask so that an
// OperatingPoint holding one stays comparable (it keys the verdict memo
// and names the rules' version).
type KindSet uint64

// allKinds is every family in a fixed order: a family's bit in a KindSet
// is its index here. New families go at the end, so a set's meaning
// does not move.
var allKinds = []FailKind{
	KindFactAbsent, KindQuoteAbsent, KindQuoteContext, KindOutcomeClash, KindUntil,
	KindNegated, KindModal, KindBound, KindAntonym, KindOrder, KindWaived, KindParticular,
	KindUnstatedOutcome, KindOppositeOutcome, KindMovant, KindRoles, KindHeldContradicted,
	KindSeparate, KindAdjacent, KindDroppedQualifier, KindStronger, KindAbsoluteOverHedge,
	KindDuty, KindWeight, KindUniversal, KindSplit, KindAdverseMetadata, KindAdverseSplit,
	KindAdverseHolding, KindRemandAsHeld, KindLeftOpenAsHeld, KindClaimRefuted, KindUnclassified,
	KindDictumAsHeld, KindAbsoluteOverCond, KindAdverseRelief, KindCitedRefuted, KindCitesNothing,
	KindDisclaimed, KindTurnedRound, KindVacatedAsLaw, KindBindingDenied, KindPeriodSwapped, KindOnlyAfter,
}

// AllFailKinds lists every rule family, in the order measurements print
// them.
func AllFailKinds() []FailKind { return append([]FailKind(nil), allKinds...) }

// KindSetOf is the set of the named families; a name that is no family
// is an error naming it.
func KindSetOf(names ...string) (KindSet, error) {
	var s KindSet
	for _, n := range names {
		i := kindIndex(FailKind(strings.TrimSpace(n)))
		if i < 0 {
			return 0, fmt.Errorf("%q is not a rule family of the heuristic judge", n)
		}
		s |= 1 << i
	}
	return s, nil
}

func kindIndex(k FailKind) int {
	for i, x := range allKinds {
		if x == k {
			return i
		}
	}
	return -1
}

// Has reports whether k is in s.
func (s KindSet) Has(k FailKind) bool {
	i := kindIndex(k)
	return i >= 0 && s&(1<<i) != 0
}

// String is the set's families joined by "+", in allKinds order.
func (s KindSet) String() string {
	var names []string
	for _, k := range allKinds {
		if s.Has(k) {
			names = append(names, string(k))
		}
	}
	return strings.Join(names, "+")
}

// undecideKinds leaves undecided each part of v whose every decided
// reason is of a family op.Undecide names: those families' fails are
// too often wrong on unseen answers to decide alone. The part still
// fails (settle marks it undecided, never a pass), so a true failure
// stays caught, as "needs review". A part that another family also
// fails stays decided.
func undecideKinds(v *unitVerdict, op *OperatingPoint) {
	if op == nil || op.Undecide == 0 {
		return
	}
	kinds := partKinds(v)
	for _, part := range []string{judge.UndecidedSupports, judge.UndecidedAdverse, judge.UndecidedOverclaims} {
		ks := kinds[part]
		if len(ks) == 0 || !allIn(ks, op.Undecide) {
			continue
		}
		names := make([]string, len(ks))
		for i, k := range ks {
			names[i] = string(k)
		}
		v.cannotTell(part, fmt.Sprintf("%sonly the %s rule(s) fail %s here, and at this operating point they do not decide alone", cannotDecide, strings.Join(names, ", "), part))
		switch part { // settle sets the part failing again, as undecided
		case judge.UndecidedSupports:
			v.support = true
		case judge.UndecidedAdverse:
			v.a.Adverse = false
		case judge.UndecidedOverclaims:
			v.a.Overclaims = false
		}
	}
}

func allIn(ks []FailKind, s KindSet) bool {
	for _, k := range ks {
		if !s.Has(k) {
			return false
		}
	}
	return true
}

// claimDecides reports whether C-008 decides an unflagged claim that
// every offered passage fails on a decided clash: ClaimClash, unless
// Undecide names the claim-refuted family.
func (op *OperatingPoint) claimDecides() bool {
	return op.ClaimClash && !op.Undecide.Has(KindClaimRefuted)
}

// citedDecides reports whether C-008 decides an unflagged claim whose
// own cited passage the citation rules decided against
// (cited_refuted.go), unless Undecide names that family.
func (op *OperatingPoint) citedDecides() bool {
	return !op.Undecide.Has(KindCitedRefuted)
}

// citesNothingDecides reports whether C-008 decides an unflagged claim
// whose every citation names no readable Vault document
// (cited_refuted.go), unless Undecide names that family.
func (op *OperatingPoint) citesNothingDecides() bool {
	return !op.Undecide.Has(KindCitesNothing)
}
