package heuristic

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// heuristic is the offline judge: rules about meaning in place of
// reading (one file per rule family: alignment,
// polarity, roles, facts, holdings, calibration). It is labelled
// "heuristic" everywhere and cannot grade free-form criteria. Where its
// rules cannot decide, the verdict fails and says "heuristic could not
// decide"; it never guesses a pass.
type heuristic struct {
	texts    *textMemo    // analysed texts, shared by every unit the judge reads
	verdicts *verdictMemo // verdicts by everything a unit carries
	op       *OperatingPoint
}

// New returns the offline heuristic judge (Model "heuristic") at its
// default operating point.
func New() judge.Judge { return NewAt(DefaultOperatingPoint) }

// NewAt returns the offline heuristic judge deciding at op: a stricter
// point leaves more verdicts undecided ("needs review") and gets more of
// the decided ones right. Its identity names op when it is not the
// default, so caches of different points stay apart.
func NewAt(op OperatingPoint) judge.Judge {
	return heuristic{texts: newTextMemo(), verdicts: newVerdictMemo(), op: &op}
}

// Model is "heuristic", as scores.json judge_model must say.
func (heuristic) Model() string { return "heuristic" }

// Stats reports no calls and no tokens; PromptVersion names the rules.
func (h heuristic) Stats() judge.Stats { return judge.Stats{PromptVersion: h.op.version()} }

// Assess applies the rules for u's kind. Criterion units fail closed:
// arbitrary match_criteria cannot be decided by word rules.
func (h heuristic) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	if err := judge.ValidateUnit(&u); err != nil {
		return judge.Assessment{}, err
	}
	switch u.Kind {
	case judge.UnitCitation, judge.UnitUnsupported:
		k := h.verdicts.keyOf(&u)
		if a, ok := h.verdicts.get(k); ok {
			return a, nil
		}
		var a judge.Assessment
		if u.Kind == judge.UnitCitation {
			a = heuristicCitation(&u, h.texts, h.op)
		} else {
			a = heuristicUnsupported(&u, h.texts, h.op)
		}
		h.verdicts.put(k, a)
		return a, nil
	}
	id := ""
	if u.Criterion != nil {
		id = u.Criterion.ID
	}
	return judge.Assessment{}, judge.Errorf(judge.KindCannotGrade, u.ID, nil,
		"the heuristic judge cannot grade free-form criterion %s from its match_criteria; configure an OpenAI-compatible judge (--judge openai --judge-url URL --judge-model M)", id)
}

// minPredicateOverlap is the share of the proposition the best-aligned
// sentence must cover for a negated predicate there to contradict it.
const minPredicateOverlap = 0.4

// cannotDecide opens the reasoning of a verdict the rules could not
// reach; the criterion it concerns fails.
const cannotDecide = "heuristic could not decide: "

// unitVerdict collects one citation unit's findings.
type unitVerdict struct {
	a       judge.Assessment
	why     []string
	support bool
	// unsure holds the parts (judge.Undecided*) the rules could not
	// decide; a decided failure of the same part outweighs it.
	unsure map[string]bool
	// clashes counts the decided reasons support fails; absent counts
	// those of them that are words or facts the passage lacks (rather
	// than says otherwise), which a passage read without its context may
	// lack only there.
	clashes, absent int
	// quotesMissing counts the clashes that are quoted words the passage
	// lacks: another passage of the document may hold them.
	quotesMissing int
}

func (v *unitVerdict) notSupported(msg string) {
	v.support = false
	v.clashes++
	v.why = append(v.why, msg)
}

// cannotTell records that the rules could not decide part of the
// verdict, and why.
func (v *unitVerdict) cannotTell(part, msg string) {
	if v.unsure == nil {
		v.unsure = map[string]bool{}
	}
	v.unsure[part] = true
	v.why = append(v.why, msg)
}

// settle turns the parts the rules could not decide, and that no rule
// decided as failing, into failing parts marked undecided: never a pass.
func (v *unitVerdict) settle() {
	v.a.Supports = v.support
	for _, p := range []struct {
		part   string
		failed *bool
		fails  bool // the value that fails the part
	}{
		{judge.UndecidedSupports, &v.a.Supports, false},
		{judge.UndecidedAdverse, &v.a.Adverse, true},
		{judge.UndecidedOverclaims, &v.a.Overclaims, true},
	} {
		if v.unsure[p.part] && *p.failed != p.fails {
			*p.failed = p.fails
			v.a.Undecided = append(v.a.Undecided, p.part)
		}
	}
}

// heuristicCitation decides support (C-003), adverse holding (C-004)
// and over-claiming (C-007) for one (proposition, passage) unit.
func heuristicCitation(u *judge.Unit, tm *textMemo, op *OperatingPoint) judge.Assessment {
	return citationVerdict(u, tm, op).a
}

// citationVerdict is heuristicCitation's verdict with the findings that
// made it: the one tm keeps for a unit of the same content
// (verdict_content.go), or worked out and kept.
func citationVerdict(u *judge.Unit, tm *textMemo, op *OperatingPoint) *unitVerdict {
	k, size, keyed := contentKeyOf(u, op)
	if keyed {
		if v := tm.verdictByContent(k, u.ID); v != nil {
			return v
		}
	}
	v := citationVerdictFresh(u, tm, op)
	if !keyed || tm == nil {
		return v
	}
	tm.keepVerdict(k, size, v)
	return v.clone(u.ID)
}

// citationVerdictFresh is citationVerdict worked out by the rules.
func citationVerdictFresh(u *judge.Unit, tm *textMemo, op *OperatingPoint) *unitVerdict {
	v := &unitVerdict{a: judge.Assessment{UnitID: u.ID, Origin: judge.FromHeuristic}, support: true}
	src := parseSource(u.Source)
	propText := stripCitations(segmentFor(u.Proposition, u.Citation), u.Citation)
	propText = withoutLeadQuestion(propText) // question_lead.go
	ptoks := tokenize(propText)
	pk := keysInOrder(withoutTitleWords(ptoks, src.title))
	switch {
	case len(pk.keys) == 0:
		v.cannotTell(judge.UndecidedSupports, cannotDecide+"once its citations are removed the proposition has no words to compare with the passage")
		v.support = true
		v.settle()
		v.a.Reasoning = "heuristic: " + strings.Join(v.why, "; ")
		return v
	case len(pk.keys) > maxPropositionKeys || len(ptoks) > maxPropositionTokens:
		msg := fmt.Sprintf("%sthe proposition is too long to align (%d words, %d of them distinct content words; at most %d and %d), so support, adverse holding and calibration all fail", cannotDecide, len(ptoks), len(pk.keys), maxPropositionTokens, maxPropositionKeys)
		v.cannotTell(judge.UndecidedSupports, msg)
		v.unsure[judge.UndecidedAdverse], v.unsure[judge.UndecidedOverclaims] = true, true
		v.settle()
		v.a.Reasoning = "heuristic: " + strings.Join(v.why, "; ")
		return v
	}
	pLow := normText(propText)
	prop := analyse(sentence{text: propText, toks: ptoks, keys: keysOf(ptoks)})
	withoutHistory(&prop) // "had enforced": what was done before, not the decision
	p := newPassage(u, tm)
	al := align(pk, p, picksFor(&prop))
	picks := make([]*analysed, len(al.picks))
	for i, k := range al.picks {
		picks[i] = &p.sents[k]
	}

	checkQuotes(v, propText, u)
	ev := newEvidence(u, src, tm)
	if f := inventedFact(ptoks, propText, ev); f != "" {
		v.notSupported(fmt.Sprintf("%s in the proposition occurs nowhere in the passage, its context or the source", f))
		v.absent++
	} else if msg := unstatedProvision(ptoks, ev); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	}
	hs, _ := holdingOfUnit(u, tm)
	for _, c := range outcomeClashes(&prop, picks, p) {
		switch w, why := weighClash(&prop, pk, c, p, hs); w {
		case clashStands:
			v.notSupported(fmt.Sprintf("polarity: the proposition is %s in the passage sentence it matches (%q)", c, clip(c.sentence, 160)))
		case clashDoubtful:
			v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe proposition is %s in a passage sentence (%q), but %s", cannotDecide, c, clip(c.sentence, 160), why))
		}
	}
	if msg := untilClash(&prop, picks); msg != "" {
		v.notSupported("polarity: " + msg)
	}
	if len(picks) > 0 {
		before := v.clashes
		if ov := sentenceShare(pk, picks[0]); ov >= minPredicateOverlap {
			sentenceClashes(v, ptoks, picks[0], ov, op)
		}
		heldContradicted(v, before, pLow, picks[0], hs, src) // held_contradicted.go
		laterPickClashes(v, ptoks, pk, picks, op)            // later_picks.go
	}
	frameClashes(v, ptoks, pk, picks, p, op) // frame_clashes.go
	if msg, decided := disclaimedRequirement(ptoks, picks, p); decided {
		v.notSupported(msg) // disclaimed_requirement.go
	} else if msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	}
	if msg := rejectedValue(ptoks, picks); msg != "" {
		v.notSupported(msg) // rejected_value.go
	}
	if msg := swappedNumbered(ptoks, p); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg) // number_swap.go
	}
	if particularOnly(&prop, pLow, picks) {
		v.notSupported("the proposition states a general rule; the passage sentences it matches report only what was done with one instrument in one case")
	}
	if msg := unstatedOutcome(&prop, pLow, p, hs); msg != "" {
		switch same, opposite := outcomeWords(&prop, p, hs); {
		case same:
			v.cannotTell(judge.UndecidedSupports, cannotDecide+msg+" with its object, though a sentence states an outcome of that kind")
		case opposite:
			v.notSupported(msg + "; it states the opposite one")
		default:
			// An outcome no sentence states is an absence, like a missing
			// fact: read without its context (C-008), a passage may lack it
			// only there.
			v.notSupported(msg)
			v.absent++
		}
	}
	var passageRoles []roleClaim
	for _, s := range picks {
		passageRoles = append(passageRoles, s.roles...)
	}
	if r := swappedRole(prop.roles, passageRoles); r != "" && !restatesShift(prop.roles, passageRoles, allRoles(p)) {
		v.notSupported("roles swapped: " + r)
	} else if r != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+"roles: "+r+", but the passage shifts the burden to that party and the proposition keeps the first stage, so it may restate the shifted burden; whether each party is to prove what the passage gives it is for a person to read")
	} else if msg, decided := movantClash(ptoks, p, u, src, tm); decided {
		v.notSupported("roles swapped: " + msg)
	} else if msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	}
	switch sh := al.share(); {
	case sh >= unsupportedCovered && scattered(&prop, picks):
		// Words gathered from unrelated sentences are a doubt about the
		// alignment, not a clash the passage states: a person must read it.
		v.cannotTell(judge.UndecidedSupports, cannotDecide+"no sentence of the passage holds a good part of what a clause of the proposition says: its words are gathered from unrelated sentences")
	case sh < unsupportedCovered:
		// Words missing from the passage are not a clash the rules can
		// point at: the passage may say it in other words.
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe passage and its context hold only %.0f%% of the proposition's meaning-bearing words (missing: %s)", cannotDecide, 100*sh, strings.Join(first(al.missing, 6), ", ")))
	case sh < supportCovered:
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe passage holds %.0f%% of the proposition's meaning-bearing words (missing: %s), between the %.0f%% that is not support and the %.0f%% that is", cannotDecide, 100*sh, strings.Join(first(al.missing, 6), ", "), 100*unsupportedCovered, 100*supportCovered))
	case sh < op.PassShare:
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe passage holds %.0f%% of the proposition's meaning-bearing words (missing: %s), too few to pass it on word alignment alone (%.0f%% decides a pass)", cannotDecide, 100*sh, strings.Join(first(al.missing, 6), ", "), 100*op.PassShare))
	}
	substitutionDoubt(v, ptoks, picks)
	if msg := leftOpen(&prop, picks, p.sents); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	}
	if msg := openQuestionAnswered(pLow, pk, picks, op.ClashShare); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
		v.unsure[judge.UndecidedOverclaims] = true // an answer the passage withholds claims more than it says
	}
	if msg := reasonSplit(ptoks, p); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	}
	if msg := rejectedArgument(&prop, pk, al, p, op.ClashShare); msg != "" {
		v.notSupported(msg) // argued_rejected.go
		// the court's answer is adverse to the rule as stated, but whether
		// that answer is the case's holding is for a person to read
		v.cannotTell(judge.UndecidedAdverse, cannotDecide+"the court rejected the argument the proposition states; whether that is the holding it is cited for is for a person to read")
	} else if msg := argumentOnly(&prop, picks, p, hs); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	}
	if msg := offPinSupport(u, pk, al, p, op.PassShare); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
	} else if msg := offSectionSupport(u, pk, al, p, op.PassShare); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg) // off_section.go
	} else if msg := excerptOtherSection(u, src); msg != "" {
		v.cannotTell(judge.UndecidedSupports, cannotDecide+msg) // section_pin.go
	}
	calibrated := calibrate(&prop, pLow, pk, al, p, u, src, tm)
	if len(calibrated) == 0 && v.clashes == 0 {
		if why := droppedCondition(&prop, pLow, al, p); why != "" {
			// condition_dropped.go: a rule restated without its condition
			v.cannotTell(judge.UndecidedOverclaims, cannotDecide+why)
			v.unsure[judge.UndecidedSupports] = true
		}
	}
	if len(calibrated) == 0 {
		if why := splitSideAsRule(pLow, pk, al, p); why != "" {
			// split_side.go: one side of a split as the courts' rule
			v.cannotTell(judge.UndecidedOverclaims, cannotDecide+why)
		} else if why := localSideAsRule(pLow, pk, al, p); why != "" {
			// local_side.go: one court's side of a split as the law
			v.cannotTell(judge.UndecidedSupports, cannotDecide+why)
			v.unsure[judge.UndecidedOverclaims] = true
		}
	}
	if len(calibrated) == 0 && al.share() >= unsupportedCovered {
		if why := strengthUnmatched(pLow, al, p); why != "" {
			v.cannotTell(judge.UndecidedOverclaims, cannotDecide+why) // strength_unmatched.go
		}
	}
	for _, o := range calibrated {
		v.a.Overclaims = true
		v.why = append(v.why, o.msg)
		if o.dropsSupport {
			v.support = false
		}
		if o.adverse {
			v.a.Adverse = true
		}
	}
	adv, over, msg := adverseHolding(&prop, pLow, u, src, tm)
	if msg == "" {
		msg = holdingAgreementDoubt(&prop, pLow, pk, u, src, tm, op) // operating_c004.go
	}
	if msg == "" {
		msg = bareJudgmentDoubt(pLow, pk, hs, src) // bare_affirmance.go
	}
	if msg == "" {
		msg = claimWonAgainstRefusal(&prop, pLow, u.Outcome, hs, src) // claim_won_rule.go
	}
	if msg != "" {
		switch {
		case strings.HasPrefix(msg, cannotDecide):
			v.cannotTell(judge.UndecidedAdverse, msg)
		default:
			v.why = append(v.why, msg)
			v.a.Adverse = v.a.Adverse || adv
			if adv && !over && v.support && (firstPhrase(pLow, heldWords) != "" || strings.Contains(msg, splitDispositionMark)) {
				// "The court held that X" where the court's own holding
				// says the opposite: the passage of that court does not
				// support what the proposition says it held.
				if why := heldClashInDoubt(&prop, hs); why != "" {
					v.cannotTell(judge.UndecidedSupports, cannotDecide+why) // held_scope.go
				} else {
					v.notSupported("the proposition says the court held what its holding contradicts")
				}
			}
		}
		if over {
			v.a.Overclaims, v.support = true, false
		} else if adv && !v.a.Overclaims {
			if why := leftOpenOverclaim(&prop, pLow, hs); why != "" {
				v.cannotTell(judge.UndecidedOverclaims, cannotDecide+why) // open_question_held.go
			}
		}
	} else if v.clashes == 0 && !v.a.Adverse && !v.a.Overclaims {
		// only where no rule decided anything against the unit
		if why := remandedQuestionHeld(&prop, pLow, hs); why != "" {
			// remand_question.go: a question sent back, stated as answered
			v.cannotTell(judge.UndecidedAdverse, cannotDecide+why)
			v.unsure[judge.UndecidedOverclaims], v.unsure[judge.UndecidedSupports] = true, true
		}
	}
	if msg == "" && !v.a.Adverse {
		if why := outcomeParaphraseClash(pLow, u, hs); why != "" {
			v.cannotTell(judge.UndecidedAdverse, why) // outcome_paraphrase.go
		} else if why := splitPartsTold(&prop, pLow, hs); why != "" && src.kind == "case" {
			v.cannotTell(judge.UndecidedAdverse, why) // split_joined.go
		}
	}
	if len(calibrated) == 0 && !v.a.Adverse && !v.unsure[judge.UndecidedAdverse] {
		if why := waivedOverclaim(pk, ptoks, picks); why != "" {
			v.cannotTell(judge.UndecidedOverclaims, cannotDecide+why) // waived_overclaim.go
		}
	}
	trialClashes(v, u, src, ptoks, pk, pLow, picks, p, op) // trial_clashes.go
	// Only a unit no rule has found wanting: where a clash is decided,
	// the proposition is not passed anyway, and the other parts keep
	// what the rules decided.
	if v.clashes == 0 && v.support && !v.a.Adverse && !v.a.Overclaims {
		if msg := heldWhatWasLeftOpen(&prop, pLow, hs); msg != "" {
			v.cannotTell(judge.UndecidedSupports, cannotDecide+msg)
			v.unsure[judge.UndecidedAdverse], v.unsure[judge.UndecidedOverclaims] = true, true
		}
	}
	undecideKinds(v, op) // operating_kinds.go
	v.settle()
	if v.a.Evidence == "" {
		v.a.Evidence = evidenceSentence(al, p)
	}
	if len(v.why) == 0 {
		v.why = append(v.why, fmt.Sprintf("the passage holds %.0f%% of the proposition's meaning-bearing words in %d sentence(s), with the same polarity, roles and facts; no adverse holding or dropped qualifier found", 100*al.share(), len(al.picks)))
	}
	v.a.Reasoning = "heuristic: " + strings.Join(v.why, "; ")
	return v
}

// withoutTitleWords drops the words of the proposition that are words
// of the source's title ("Carnival held ..."): they name the source, they
// are not something its passage must say.
func withoutTitleWords(toks []tok, title string) []tok {
	if title == "" {
		return toks
	}
	// A title is a few words: looked through in place rather than put in
	// a map, and toks is copied only from its first title word on (the
	// result is read, never written: keysInOrder).
	tt := titleTokens(title) // title_tokens.go
	inTitle := func(low string) bool {
		for _, t := range tt {
			if t.kind == tokWord && t.cap && t.low == low {
				return true
			}
		}
		return false
	}
	var out []tok // nil until a word is left out
	for i, t := range toks {
		if t.kind == tokWord && t.cap && inTitle(t.low) {
			if out == nil {
				out = make([]tok, i, len(toks))
				copy(out, toks[:i])
			}
			continue
		}
		if out != nil {
			out = append(out, t)
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// checkQuotes: quoted words in the proposition must stand verbatim in
// the excerpt or in other retrieved text of the same document; in the
// unretrieved context only, a long quotation rests on adjacent text
// (C-007); nowhere, they are invented.
func checkQuotes(v *unitVerdict, prop string, u *judge.Unit) {
	for _, q := range quotations(prop) {
		where := judge.LocateQuote(u, q)
		if where == judge.Nowhere && !judge.QuoteOccurs(u.SameDocRetrieved, q) {
			// the writer's own case for the first letter (quote_case.go)
			if f := firstLetterFlipped(q); f != "" {
				if w := judge.LocateQuote(u, f); w != judge.Nowhere || judge.QuoteOccurs(u.SameDocRetrieved, f) {
					q, where = f, w
				}
			}
		}
		if where != judge.InExcerpt && judge.QuoteOccurs(u.SameDocRetrieved, q) {
			continue // in another retrieved chunk of the same document
		}
		switch where {
		case judge.InExcerpt:
			if v.a.Evidence == "" {
				v.a.Evidence = q
			}
		case judge.InContext:
			if len(strings.Fields(q)) >= 4 {
				v.a.Overclaims = true
				v.why = append(v.why, fmt.Sprintf("the quoted words %q occur only in the surrounding context, not in the retrieved excerpt", q))
			}
		default:
			if f := inflectedQuote(u, q); f != "" {
				v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe quoted words %q do not occur in the passage, which has %q: one word's ending differs, so whether the quotation is fair is for a person to read", cannotDecide, q, f)) // quote_inflection.go
				continue
			}
			if spacingOnlyQuote(u, q) {
				v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe quoted words %q occur in the passage only with different spacing, as a document read without some of its word gaps shows; whether it is the same quotation is for a person to read", cannotDecide, q)) // quote_spacing.go
				continue
			}
			v.notSupported(fmt.Sprintf("the quoted words %q do not occur in the passage", q))
			v.quotesMissing++
		}
	}
}

// quotations returns the quoted phrases of s of at least two words,
// without the punctuation that closes them.
func quotations(s string) []string {
	var out []string
	for _, m := range quotedSpans(s) { // quotedRe's matches
		q := m[0]
		if q == "" {
			q = m[1]
		}
		// A comma or full stop before the closing mark is the writer's
		// punctuation (American style puts it inside), not the source's.
		q = strings.TrimRight(strings.TrimSpace(q), ",.;:")
		if len(strings.Fields(q)) >= 2 {
			out = append(out, q)
		}
	}
	return out
}

// evidenceSentence is the best-aligned sentence of the excerpt, "" when
// none aligned.
func evidenceSentence(al alignment, p *passage) string {
	for _, i := range al.picks {
		if p.where[i] == judge.InExcerpt {
			return p.sents[i].text
		}
	}
	return ""
}

// Identity of the heuristic judge: its rule version.
func (h heuristic) Identity() judge.Identity {
	return judge.Identity{Kind: judge.KindHeuristic, Model: "heuristic", PromptVersion: h.op.version()}
}
