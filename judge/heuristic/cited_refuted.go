package heuristic

import (
	"slices"

	"github.com/citecheck/citecheck/judge"
)

// Two C-008 readings of a claim that no offered passage supports, beside
// the one where every offered passage fails it (supportingPassage's
// refuted): what the answer's own citation says of it.
//
// citedRefutes: the passage the answer cites for the claim fails it on
// a finding the citation rules decided, by a family that decides well
// on answers the rules were not written for (strongCitedKinds), and no
// offered passage supports it. The other offered passages were chosen
// by word overlap, not by the writer; that the rules cannot read them
// does not make the claim's support unknown when the authority the
// writer chose is decided against it. A cited passage the rules could
// not decide, or failed only on a weaker family, leaves the claim
// undecided, as before.
//
// citesNothing: every citation of the claim names no Vault document at
// all (Claim.CitesMissing: it fails citations-exist), and no offered
// passage supports it: the claim rests on authority that is not there,
// which is what an unflagged unsupported claim is.

// citedRefutes reports whether a passage of ps that the claim cites
// (Claim.Cited) fails it on decided findings, and no cited passage was
// left undecided. It is read only for a claim no passage of ps
// supports.
func citedRefutes(c *judge.Claim, ps []judge.ClaimPassage, tm *textMemo, op *OperatingPoint) bool {
	found := false
	for _, p := range ps {
		if !slices.Contains(c.Cited, p.Chunk) {
			continue
		}
		v := citationVerdict(&judge.Unit{Kind: judge.UnitCitation, ID: "x", Proposition: c.Text, Excerpt: p.Text, Source: p.Source, Holding: p.Holding, Outcome: p.Outcome}, tm, op.withoutC004Agreement())
		if !decidedAgainst(v) || !pointedKind(v, op) {
			return false // one cited passage the rules cannot read: a person must
		}
		found = true
	}
	return found
}

// decidedAgainst reports whether v fails the claim on a part the rules
// decided: support decided false on a finding (not on the word-share
// band alone), or an adverse holding or over-claim left undecided by
// nothing.
func decidedAgainst(v *unitVerdict) bool {
	a := &v.a
	switch {
	case a.Supports && !a.Overclaims && !a.Adverse:
		return false
	case !a.Supports && v.clashes > 0 && !a.IsUndecided(judge.UndecidedSupports):
		return true
	case a.Adverse && !a.IsUndecided(judge.UndecidedAdverse):
		return true
	case a.Overclaims && !a.IsUndecided(judge.UndecidedOverclaims):
		return true
	}
	return false
}

// strongCitedKinds are the families whose decided fail lets the cited
// passage refute a claim for C-008: a separate opinion given to the
// court, text next to the cited words read as them, a universal, split
// or weight word the passage does not bear, the movant swapped, a duty,
// modal, outcome or condition the passage does not state, a holding
// read from the Vault's metadata the other way, what the court left
// undecided stated as held. They are the families whose fails were
// right on at least 85% of the criteria they decided on suites the
// rules were not written for (BENCHMARKS.md, "Offline judge: how often
// each rule family's fails are right"). The others (a name or number
// the source lacks, which the writer may spell otherwise; a dropped
// qualifier or stronger word, where the claim may still state what the
// passage holds; one word read as the opposite of the passage's; a
// remand told as held) decide C-003 but leave C-008 to a person: there
// the rest of the passage may still carry the claim.
var strongCitedKinds = map[FailKind]bool{
	KindSeparate: true, KindAdjacent: true, KindUniversal: true, KindSplit: true, KindMovant: true,
	KindDuty: true, KindModal: true, KindUnstatedOutcome: true, KindAdverseMetadata: true,
	KindAbsoluteOverHedge: true, KindUntil: true, KindWeight: true, KindAbsoluteOverCond: true, KindDictumAsHeld: true,
}

// pointedKind reports whether some part v fails on a decided rule is
// failed by a family of strongCitedKinds that the operating point lets
// decide.
func pointedKind(v *unitVerdict, op *OperatingPoint) bool {
	for part, ks := range partKinds(v) {
		if v.a.IsUndecided(part) {
			continue
		}
		for _, k := range ks {
			if strongCitedKinds[k] && !op.Undecide.Has(k) {
				return true
			}
		}
	}
	return false
}
