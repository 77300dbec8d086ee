package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// Positive agreement for C-004 (OperatingPoint.C004Agreement). At the
// default point a case passes C-004 when a holding or disposition was
// read and no rule found it adverse: the absence of a clash the rules
// can read. A holding decided against the proposition in words the
// rules do not compare ("the insurer owed no defense" against "coverage
// attached") then passes. Where the point asks for agreement (every
// case under C004Always; under C004WhenRelated a case whose holding
// shares enough of the proposition's words) a case passes only when
// the rules can point at the holding agreeing with the proposition:
//
//   - the proposition and a holding sentence assert the same outcome on
//     the same axis with the same sign (an outcome the proposition says
//     this court reached, for a disposition: "affirmed" against "the
//     judgment is affirmed"), and no holding sentence clashes on that
//     axis; or
//   - a holding sentence holds at least the support threshold of the
//     proposition's meaning-bearing words (supportCovered) and clashes
//     with it on no axis and in no word (as many negators, no modal or
//     antonym turned round): the proposition restates the holding.
//
// Anything else about a case is undecided ("needs review"), never a
// pass. Sources with no holding to be adverse (statutes, contracts,
// memos, treatises), a proposition that reports a separate opinion as
// such, and an authority quoted inside another document (its holding is
// not in the Vault) are decided as at the default point.

// C004Mode is which citations of a case C-004 asks for agreement.
type C004Mode uint8

const (
	// C004Off asks none: a case passes where a holding was read and no
	// rule found it adverse.
	C004Off C004Mode = iota
	// C004Always asks every citation of a case.
	C004Always
	// C004WhenRelated asks a citation of a case whose holding speaks to
	// the proposition's question: some holding sentence holds at least
	// OperatingPoint.C004RelatedShare of the proposition's words. A rule
	// cited to a case whose holding is about something else (a rule from
	// its reasoning, a bare disposition) is decided as under C004Off: a
	// holding on another question has nothing to agree or disagree with,
	// while one on the same question that the rules cannot compare is
	// where an adverse holding hides.
	C004WhenRelated
)

// agreementVersion is the mark C004Always adds to a point's version.
const agreementVersion = "+c004agree"

// relatedVersion is the mark C004WhenRelated adds, with its share.
const relatedVersion = "+c004related"

// c004Version is the part of op's version that names C004Agreement.
func (op *OperatingPoint) c004Version() string {
	if op == nil {
		return ""
	}
	switch op.C004Agreement {
	case C004Always:
		return agreementVersion
	case C004WhenRelated:
		return fmt.Sprintf("%s%.2f", relatedVersion, op.C004RelatedShare)
	}
	return ""
}

// withoutC004Agreement is op for the citation rules C-008 asks about a
// claim's passages: whether an unflagged claim has support is C-003's
// question, so C-004's stricter pass does not move it.
func (op *OperatingPoint) withoutC004Agreement() *OperatingPoint {
	if op == nil || op.C004Agreement == C004Off {
		return op
	}
	o := *op
	o.C004Agreement, o.C004RelatedShare = C004Off, 0
	return &o
}

// holdingAgreementDoubt is, where op asks it for agreement, why a case
// the rules found no adverse holding in cannot pass C-004 (a reasoning
// opened by cannotDecide), or "" when it may: the point does not ask
// for agreement, the source is no case, under C004WhenRelated no
// holding sentence speaks to the proposition's question
// (relatedHolding), or the holding agrees (holdingAgreement).
func holdingAgreementDoubt(prop *analysed, pLow string, pk propKeys, u *judge.Unit, src sourceInfo, tm *textMemo, op *OperatingPoint) string {
	if op == nil || op.C004Agreement == C004Off || src.kind != "case" || u.Holding == HoldingNotInVault || reportsSeparateView(pLow) {
		return ""
	}
	hs, _ := holdingOfUnit(u, tm)
	if hs == nil {
		hs = analyseAll(holdingSentences(u.Excerpt))
	}
	related := ""
	if op.C004Agreement == C004WhenRelated {
		h, sh := relatedHolding(pk, hs, op.C004RelatedShare)
		if h == nil {
			return ""
		}
		related = fmt.Sprintf(" though a holding sentence holds %.0f%% of them, so it speaks to the proposition's question", 100*sh)
	}
	if len(hs) == 0 {
		return cannotDecide + "the source is a case, and no holding or disposition could be read from it, so nothing shows that its holding agrees with the proposition"
	}
	if holdingAgreement(prop, pLow, pk, hs) != "" {
		return ""
	}
	return fmt.Sprintf("%sthe source is a case, and no rule found its holding adverse, but none shows it agrees: no holding sentence states the proposition's outcome with its sign or holds %.0f%% of its words%s (%q)", cannotDecide, 100*supportCovered, related, clip(hs[len(hs)-1].text, 160))
}

// relatedHolding is the holding sentence holding the largest share of
// the proposition's words, and that share, when it is at least min;
// else nil.
func relatedHolding(pk propKeys, hs []*analysed, min float64) (*analysed, float64) {
	var best *analysed
	bestShare := 0.0
	for _, h := range hs {
		if sh := sentenceShare(pk, h); sh > bestShare {
			best, bestShare = h, sh
		}
	}
	if best == nil || bestShare < min {
		return nil, 0
	}
	return best, bestShare
}

// holdingAgreement says how the holding hs agrees with the proposition,
// or "" when the rules cannot show that it does.
func holdingAgreement(prop *analysed, pLow string, pk propKeys, hs []*analysed) string {
	p := withoutProofComplements(prop)
	clashed := map[string]bool{}
	for _, c := range clashes(p, hs) {
		clashed[c.axis] = true
	}
	decision := firstPhrase(pLow, decisionWords) != "" || isParticular(pLow)
	if ax, h := sameOutcome(p, hs, clashed, decision); h != nil {
		return fmt.Sprintf("the holding states the proposition's outcome (%s) with its sign (%q)", ax, clip(h.text, 160))
	}
	for _, h := range hs {
		if sh := sentenceShare(pk, h); sh >= supportCovered && len(clashes(p, []*analysed{h})) == 0 && samePolarity(prop.toks, h.toks) {
			return fmt.Sprintf("a holding sentence holds %.0f%% of the proposition's words, with no clash (%q)", 100*sh, clip(h.text, 160))
		}
	}
	return ""
}

// samePolarity reports whether a holding sentence and the proposition
// hold as many negators, and the clash rules that compare words rather
// than outcomes (a negated predicate, a modal, an antonym) find nothing
// between them: "the clause does not reach the insurer's claims" shares
// nearly every word of "the clause reaches the insurer's claims" and
// restates nothing of it. A negator of the holding's elsewhere in the
// sentence leaves it undecided, never a pass.
func samePolarity(ptoks, htoks []tok) bool {
	return negatorCount(ptoks) == negatorCount(htoks) && predicateClash(ptoks, htoks) == "" && modalClash(ptoks, htoks) == "" && antonymClash(ptoks, htoks) == ""
}

// sameOutcome finds a main-clause assertion of p and one of a holding
// sentence on the same axis (and, for relief, the same object) that
// agree (relation), on an axis where no holding sentence clashes. A
// disposition agrees only with a proposition that speaks of this
// court's decision (decision): "courts affirm such awards" says nothing
// of the judgment. An assertion of what was done before the decision
// (past) or only permitted (modal "may") is no outcome the holding can
// agree with.
func sameOutcome(p *analysed, hs []*analysed, clashed map[string]bool, decision bool) (string, *analysed) {
	for pi := range p.clauses {
		pc := &p.clauses[pi]
		if pc.role != roleMain {
			continue
		}
		pConds := condSigns(p, pc)
		for _, pa := range pc.asserts {
			if pa.sign == 0 || pa.past || pa.modal == "may" || clashed[pa.axis] || pa.axis == "disposition" && !decision {
				continue
			}
			for _, h := range hs {
				for si := range h.clauses {
					sc := &h.clauses[si]
					if sc.role != roleMain {
						continue
					}
					for _, sa := range sc.asserts {
						if sa.sign == 0 || sa.axis != pa.axis || !sameObject(pa, sa) {
							continue
						}
						if _, agree := relation(pa.sign, sa.sign, pc.cond, sc.cond, condDiff(pConds, condSigns(h, sc))); agree {
							return pa.axis, h
						}
					}
				}
			}
		}
	}
	return "", nil
}
