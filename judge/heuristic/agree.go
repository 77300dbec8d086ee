package heuristic

import "github.com/citecheck/citecheck/judge"

// Agreement elsewhere in the passage, and clashes that rest on how far a
// negation reaches (C-003). A passage may state a thing and its opposite
// in different sentences (a survey of the law before the court's own
// view; what a lower court did before the holding; "not inherently
// void" before "void and unenforceable"): a clash with one of its
// sentences is one the passage points at only when no sentence of the
// retrieved excerpt that makes the same statement agrees with the
// proposition. And a clash that exists only because the rules read a
// negation's scope differently in two sentences holding the same
// negators and the same word ("does not by itself make the waiver
// unenforceable" against "does not by itself make a class-action waiver
// in an arbitration agreement unenforceable"), or one whose negation
// governs a verb of proof or saying ("could not show that enforcing it
// was unconscionable"), is a doubt about the reading, not a clash.

// minAgreeShare is the share of the proposition an excerpt sentence must
// hold for its agreement to count against a clash found elsewhere.
const minAgreeShare = 0.3

// clashVerdict is what becomes of one polarity clash.
type clashVerdict int

const (
	clashStands   clashVerdict = iota // a decided failure
	clashDoubtful                     // undecided: the passage says both, or the reading is in doubt
)

// weighClash decides what becomes of polarity clash c of the proposition
// against passage p, and why when it does not stand.
func weighClash(prop *analysed, pk propKeys, c polarityClash, p *passage, holding []*analysed) (clashVerdict, string) {
	clashing, where := sentenceNamed(p, c.sentence)
	if clashing != nil && scopeDiffers(prop, clashing, c) {
		return clashDoubtful, "the two sentences hold the same negators and the same word, so the clash rests only on how far a negation is read to reach"
	}
	if unappliedNegator(prop.toks, c.prop) || clashing != nil && unappliedNegator(clashing.toks, c.have) {
		return clashDoubtful, "a negator stands before the word across a comma or beyond the reach the rules give it, and the clash holds only if it does not govern the word"
	}
	if caseOutsideCondition(prop, c, clashing) {
		return clashDoubtful, "the passage states a general rule on a condition, and the proposition reports one decision, which may be a case the condition does not meet"
	}
	if onlyIfNegated(c) {
		return clashDoubtful, "the passage affirms it only on a condition, and the proposition denies it of a case that may not meet the condition"
	}
	if negatesProofVerb(prop.toks, c.prop.word) {
		return clashDoubtful, "the proposition's negation governs a verb of proof or saying before it, not what that verb introduces"
	}
	if clashing != nil && where != judge.InExcerpt && holdingAgrees(prop, c, holding) {
		return clashDoubtful, "only a sentence outside the retrieved excerpt clashes, and the document's holding agrees with it"
	}
	if clashing == nil || !agreeingSentence(prop, pk, c, clashing, p) {
		return clashStands, ""
	}
	// Even where only unretrieved context clashes, the agreeing sentence
	// may be about something narrower (a holding with a proviso the
	// proposition drops): a person must read it, never a pass.
	if where != judge.InExcerpt {
		return clashDoubtful, "a sentence of the retrieved excerpt agrees with it"
	}
	return clashDoubtful, "another sentence of the excerpt agrees with it"
}

// holdingAgrees reports whether the document's holding agrees with the
// proposition on the clash's axis (and clashes with it on none).
func holdingAgrees(prop *analysed, c polarityClash, holding []*analysed) bool {
	if len(holding) == 0 {
		return false
	}
	for _, cc := range clashes(prop, holding) {
		if cc.axis == c.axis {
			return false
		}
	}
	return statesSameAs(holding, c.prop, c.pCond)
}

// statesSameAs reports whether a main clause of one of ss with the same
// kind of condition asserts a's axis with a's sign.
func statesSameAs(ss []*analysed, a assertion, cond clauseRole) bool {
	for _, s := range ss {
		for ci := range s.clauses {
			sc := &s.clauses[ci]
			if sc.role != roleMain || sc.cond != cond {
				continue
			}
			for _, b := range sc.asserts {
				if b.axis == a.axis && b.sign == a.sign {
					return true
				}
			}
		}
	}
	return false
}

// sentenceNamed is the passage sentence with text t and where it stands.
func sentenceNamed(p *passage, t string) (*analysed, judge.Where) {
	for i := range p.sents {
		if p.sents[i].text == t {
			return &p.sents[i], p.where[i]
		}
	}
	return nil, judge.InExcerpt
}

// agreeingSentence reports whether an excerpt sentence other than the
// clashing one, holding minAgreeShare of the proposition, agrees with it
// on the clash's axis.
func agreeingSentence(prop *analysed, pk propKeys, c polarityClash, clashing *analysed, p *passage) bool {
	for i := range p.sents {
		s := &p.sents[i]
		if s == clashing || p.where[i] != judge.InExcerpt || sentenceShare(pk, s) < minAgreeShare {
			continue
		}
		// With the clashing sentence the axis no longer clashes only if
		// this one agrees on it (clashes reports an axis only when no
		// pair agrees).
		still := false
		for _, cc := range clashes(prop, []*analysed{clashing, s}) {
			if cc.axis == c.axis {
				still = true
				break
			}
		}
		if !still {
			return true
		}
	}
	return false
}

// scopeDiffers reports whether the proposition and the clashing sentence
// state the clash's word (by its key) with the same number of negators
// in the same role of clause: their signs can then differ only by where
// the rules end a negation's reach.
func scopeDiffers(prop, s *analysed, c polarityClash) bool {
	pw, sw := lowerWord(c.prop.word), lowerWord(c.have.word)
	if c.pCond != c.sCond || key(pw) != key(sw) || lexicalSign(pw) != lexicalSign(sw) {
		return false // "unenforceable" and "honored" share a key, not a sign
	}
	return negatorCount(prop.toks) == negatorCount(s.toks)
}

// lexicalSign is a polar word's own sign (content word or operator), 0
// for a word the lexicon does not hold.
func lexicalSign(w string) int {
	if pw, ok := polar.content[w]; ok {
		return pw.sign
	}
	return polar.operators[w]
}

// negatorCount counts the negators of toks.
func negatorCount(toks []tok) int {
	n := 0
	for _, t := range toks {
		if t.kind == tokWord && polar.negators[t.low] {
			n++
		}
	}
	return n
}

// proofVerbs are verbs whose negation denies the showing or the saying,
// not what follows it ("could not show that", "did not argue that").
var proofVerbs = map[string]bool{"show": true, "shown": true, "showed": true, "prove": true, "proved": true, "proven": true, "establish": true, "established": true,
	"demonstrate": true, "demonstrated": true, "argue": true, "argued": true, "claim": true, "claimed": true, "allege": true, "alleged": true, "say": true, "said": true,
	"suggest": true, "suggested": true, "mean": true, "means": true, "meant": true, "find": true, "found": true, "decide": true, "decided": true, "explain": true, "explained": true}

// negatesProofVerb reports whether the first occurrence of word in toks
// has, within a negation's reach before it, a negator followed by a
// verb of proof or saying and "that", "whether" or "how".
func negatesProofVerb(toks []tok, word string) bool {
	w := lowerWord(word)
	at := -1
	for i, t := range toks {
		if t.kind == tokWord && t.low == w {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	for i := at - 1; i >= 0 && i >= at-maxNegationReach-2; i-- {
		if toks[i].kind != tokWord || !polar.negators[toks[i].low] {
			continue
		}
		for j := i + 1; j+1 < at; j++ {
			if proofVerbs[toks[j].low] {
				switch toks[j+1].low {
				case "that", "whether", "how":
					return true
				}
			}
		}
		return false
	}
	return false
}

// lowerWord is the lower-case form of a word as written.
func lowerWord(w string) string {
	toks := tokenize(w)
	if len(toks) == 0 {
		return ""
	}
	return toks[0].low
}

// outcomeWords reads how the passage, its context and the holding state
// the kind of outcome the proposition claims (a relief or disposition),
// in words the rules may not have attached to what they decide
// ("Ostrander's motion for partial summary judgment to limit damages
// under the limitation-of-liability clause is denied": the motion stands
// too far from "denied" to be read as its object). same: some sentence
// states an outcome of the claimed sign (the outcome is stated, though
// not shown to be the one claimed: a doubt, not the gap unstatedOutcome
// reports); opposite: some sentence states one of the other sign (a
// clash, not an absence, when none states the same).
func outcomeWords(prop *analysed, p *passage, holding []*analysed) (same, opposite bool) {
	want := map[int]bool{}
	for _, c := range prop.clauses {
		if c.role != roleMain || c.cond != roleMain {
			continue
		}
		for _, a := range c.asserts {
			switch a.axis {
			case "relief", "disposition":
				if a.sign != 0 {
					want[a.sign] = true
				}
			}
		}
	}
	if len(want) == 0 {
		return false, false
	}
	sents := holding
	for i := range p.sents {
		sents = append(sents, &p.sents[i])
	}
	for _, s := range sents {
		for i, t := range s.toks {
			sign, ok := polar.operators[t.low]
			if !ok || t.kind != tokWord {
				continue
			}
			switch polar.opAxis[t.low] {
			case "relief", "disposition":
			default:
				continue
			}
			for k := max(0, i-3); k < i; k++ {
				if polar.negators[s.toks[k].low] {
					sign = -sign
				}
			}
			if want[sign] {
				same = true
			} else {
				opposite = true
			}
		}
	}
	return same, opposite
}

// negatorWindow is how far before a word unappliedNegator looks for a
// negator the rules did not apply to it.
const negatorWindow = 12

// unappliedNegator reports whether assertion a, read with its word's own
// sign (no negation applied), has a negator before its word in the same
// clause of toks, within negatorWindow words: "is not, by itself, enough
// to make an arbitration clause unenforceable", where the rules stop the
// negation at the comma. Whether it governs the word is then a matter of
// reading, not a clash.
func unappliedNegator(toks []tok, a assertion) bool {
	w := lowerWord(a.word)
	if a.sign == 0 || a.sign != lexicalSign(w) {
		return false
	}
	for i, t := range toks {
		if t.kind != tokWord || t.low != w {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-negatorWindow; k-- {
			switch toks[k].low {
			case ";", ":", ".":
				k = -1
				continue
			}
			if toks[k].kind == tokWord && polar.negators[toks[k].low] {
				return true
			}
		}
		return false
	}
	return false
}
