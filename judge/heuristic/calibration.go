package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Calibration (C-007): a proposition claims more than its passage when
// it drops or strengthens a qualifier the passage puts on the same
// statement (may, generally, prima facie, unless, in all but, subject to,
// some courts), turns a split of authority into agreement, gives a
// concurrence or dissent as the court's, or rests on text next to the
// retrieved excerpt rather than in it.

// overclaim is one way a proposition claims more than its passage.
type overclaim struct {
	msg string
	// dropsSupport: the passage does not support the stronger statement
	// either (C-003 fails too). Resting on adjacent text does not.
	dropsSupport bool
	// adverse: the claim contradicts the court's holding (a dissent
	// given as the court's).
	adverse bool
}

// calibrate lists the ways the proposition overclaims against its
// aligned sentences.
func calibrate(prop *analysed, pLow string, pk propKeys, al alignment, p *passage, u *judge.Unit, src sourceInfo, tm *textMemo) []overclaim {
	var out []overclaim
	if o, ok := separateOpinion(pLow, u, src); ok {
		out = append(out, o)
	} else if o, ok := separateInExcerpt(pLow, al, p, u); ok && separateCarries(pk, al, p) {
		out = append(out, o)
	} else if o, ok := separateAsLaw(pLow, al, p, u); ok && separateCarries(pk, al, p) {
		out = append(out, o) // separate_unattributed.go
	}
	// The aligned sentences, and any other excerpt sentence the
	// proposition restates (a qualifier there binds it just the same).
	// When the passage holds too little of the proposition to support
	// it, the aligned sentences do not make its statement at all, so
	// their qualifiers bind it only where it restates them: a passage
	// that says something else does not make a claim an overclaim.
	var bound []*analysed
	restates := al.share() >= unsupportedCovered
	for _, i := range al.picks {
		if restates || restatedSentence(pk, &p.sents[i]) >= minRestated {
			bound = append(bound, &p.sents[i])
		}
	}
	for i := range p.sents {
		if p.where[i] == judge.InExcerpt && !isPick(al, i) && restatedSentence(pk, &p.sents[i]) >= minRestated {
			bound = append(bound, &p.sents[i])
		}
	}
	particular := isParticular(pLow) || actOnParty(prop, src.title)
	for _, s := range bound {
		if h, w := droppedHedge(prop, pk, s, particular); w != "" && !unhedgedRestatement(prop, pk, bound, s, h, particular) {
			out = append(out, overclaim{msg: fmt.Sprintf("the passage qualifies the statement with %q (%s); the proposition drops it", w, h), dropsSupport: true})
		}
	}
	if len(out) == 0 && al.share() >= supportCovered && len(al.picks) > 0 {
		if o, ok := qualifiedStatementRestated(prop, &p.sents[al.picks[0]], particular); ok {
			out = append(out, o)
		}
	}
	if sw := firstPhrase(pLow, strongerWords); sw != "" && !negatedBefore(pLow, sw) {
		for _, s := range bound {
			if containsPhrase(s.low, sw) {
				continue
			}
			if hw := boundHedge(prop, pk, s); hw != "" && !statedUnqualified(prop, pk, s, p, false) {
				out = append(out, overclaim{msg: fmt.Sprintf("the proposition says %q where the passage says %q", sw, hw), dropsSupport: true})
				break
			}
		}
	}
	if o, ok := absoluteOverHedge(pLow, al, p); ok && len(out) == 0 {
		out = append(out, o)
	}
	if o, ok := absoluteOverCondition(pLow, al, p); ok && len(out) == 0 {
		out = append(out, o) // absolute_over_condition.go
	}
	if o, ok := dictumStatedAsHeld(pLow, pk, p); ok {
		out = append(out, o) // dictum_held.go
	}
	w := unstatedDuty(prop, bound)
	if w == "" {
		w = unstatedFindingDuty(prop, bound) // finding_duty.go
	}
	if w != "" {
		out = append(out, overclaim{msg: fmt.Sprintf("the proposition says it %q be done; the passage sentences it rests on state no such duty", w), dropsSupport: true})
	}
	if ww := firstPhrase(pLow, weightWords); ww != "" && !negatedBefore(pLow, ww) {
		for i, s := range p.sents {
			if p.where[i] != judge.InExcerpt {
				continue
			}
			// "not dispositive" is a factor, not a weight: only a weight
			// word the passage asserts switches the check off.
			if fw := firstPhrase(s.low, factorWords); fw != "" && !assertsPhrase(s.low, weightWords) {
				out = append(out, overclaim{msg: fmt.Sprintf("the proposition makes it %q; the passage calls it %q", ww, fw), dropsSupport: true})
				break
			}
		}
	}
	uw := firstPhrase(pLow, universalWords)
	if uw == "" && firstPhrase(pLow, splitWords) == "" {
		uw = firstPhrase(pLow, agreementWords)
	}
	if uw != "" && !negatedBefore(pLow, uw) {
		said := false
		for _, s := range bound {
			sLow := s.low
			if firstPhrase(sLow, universalWords) != "" || firstPhrase(sLow, agreementWords) != "" || alwaysByWhenever(uw, prop, s) {
				said = true
				break
			}
		}
		if !said {
			out = append(out, overclaim{msg: fmt.Sprintf("the proposition says %q; no sentence of the passage it rests on says anything so general", uw), dropsSupport: true})
		}
	}
	if aw := firstPhrase(pLow, agreementWords); aw != "" && firstPhrase(pLow, splitWords) == "" && !negatedBefore(pLow, aw) {
		for i, s := range p.sents {
			if p.where[i] != judge.InExcerpt && !isPick(al, i) {
				continue
			}
			if sw := firstPhrase(s.low, splitWords); sw != "" {
				out = append(out, overclaim{msg: fmt.Sprintf("the passage reports a split (%q); the proposition says %q", sw, aw), dropsSupport: true})
				break
			}
		}
	}
	// Without a retrieval trace nothing is known to have been retrieved
	// or not (the excerpt is the text the citation's pin names in the
	// Vault), so support beside the excerpt is no sign of resting on
	// unretrieved text.
	if !src.noTrace && len(al.contextOnly) >= 2 && share(len(al.contextOnly)*contentWeight, pk.total) >= 0.2 {
		out = append(out, overclaim{msg: fmt.Sprintf("the proposition's %s occur only in the text around the retrieved excerpt, not in it: it rests on adjacent, unretrieved sentences", quoteWords(first(al.contextOnly, 5)))})
	} else if !src.noTrace {
		if o, ok := restsOnAdjacentChunk(prop, pk, al, u, tm); ok {
			out = append(out, o)
		}
	}
	return out
}

// absoluteOverHedge: a proposition that makes its statement absolute
// ("never", "always", "in every case") while a sentence its support
// rests on qualifies it ("generally", "usually", "unless", "some
// courts") claims more than the passage says, however loosely it
// paraphrases that sentence: the looser the paraphrase, the less the
// qualifier binds by restatement (droppedHedge), so an absolute must not
// wait for one. The proposition keeps the qualifier only by words of its
// class anywhere in it.
func absoluteOverHedge(pLow string, al alignment, p *passage) (overclaim, bool) {
	aw := firstPhrase(pLow, absoluteWords)
	if aw == "" || negatedBefore(pLow, aw) || inRelativeClause(pLow, aw) || absoluteShared(aw, al, p) {
		return overclaim{}, false
	}
	rest := withoutPhrases(pLow, []string{aw})
	for _, i := range al.picks {
		s := &p.sents[i]
		for _, hits := range s.withCond {
			for _, hit := range hits {
				h := hedgeClasses[hit.class]
				switch h.name {
				case "generality", "likelihood", "some", "exception":
				default:
					continue
				}
				if firstPhrase(rest, h.keep) == "" {
					return overclaim{msg: fmt.Sprintf("the proposition says %q where the passage sentence it rests on says %q (%s)", aw, hit.word, h.name), dropsSupport: true}, true
				}
			}
		}
	}
	return overclaim{}, false
}

// inRelativeClause reports whether phrase stands within three words
// after a relative word ("terms that a party never saw"): it describes
// a thing the statement is about, and does not make the statement
// absolute.
func inRelativeClause(low, phrase string) bool {
	i := strings.Index(low, phrase)
	if i < 0 {
		return false
	}
	before := strings.Fields(low[:i])
	for k := len(before) - 1; k >= 0 && k >= len(before)-3; k-- {
		if relativeWords[before[k]] {
			return true
		}
	}
	return false
}

// absoluteWords admit no exception: a passage that hedges cannot support
// them.
var absoluteWords = []string{"always", "never", "invariably", "automatically", "per se", "without exception", "in every case", "in all cases", "in every court", "all courts", "every court", "every state", "all states", "every jurisdiction", "all jurisdictions", "uniformly", "universally", "no exceptions", "under no circumstances", "in no case", "in any case"}

func isPick(al alignment, i int) bool {
	for _, p := range al.picks {
		if p == i {
			return true
		}
	}
	return false
}

func share(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// sentenceShare is the share of the proposition's weight one sentence
// covers.
func sentenceShare(pk propKeys, s *analysed) float64 {
	hit := 0
	for _, k := range pk.keys {
		if s.keys[k] {
			hit += weightOf(k)
		}
	}
	return share(hit, pk.total)
}

// negatedBefore reports whether the phrase is negated in low ("courts
// do not agree", "is not always").
// assertsPhrase reports whether low holds one of phrases not negated
// ("dispositive", but not "not dispositive").
func assertsPhrase(low string, phrases []string) bool {
	for _, w := range phrases {
		if containsPhrase(low, w) && !negatedBefore(low, w) {
			return true
		}
	}
	return false
}

func negatedBefore(low, phrase string) bool {
	i := strings.Index(low, phrase)
	if i < 0 {
		return false
	}
	before := low[max(0, i-12):i]
	if strings.Contains(before, "not ") || strings.Contains(before, "n't ") || strings.Contains(before, "never ") {
		return true
	}
	return negatedVerbBefore(low[:i])
}

// separateOpinion: the passage is a concurrence or dissent (by its
// section, its source line or its first lines) and the proposition gives
// it as the court's. A dissent is the opposite of the holding, so it is
// adverse as well.
func separateOpinion(pLow string, u *judge.Unit, src sourceInfo) (overclaim, bool) {
	head := normText(src.section + "\n" + u.Source + "\n" + firstSentences(u.Excerpt, 2))
	kind := ""
	switch {
	case firstPhrase(head, dissentWords) != "":
		kind = "dissent"
	case firstPhrase(head, concurrenceWords) != "":
		kind = "concurrence"
	default:
		return overclaim{}, false
	}
	if !attributesToCourt(pLow) || reportsSeparateView(pLow) || tellsPersonalView(u.Proposition, pLow) {
		return overclaim{}, false
	}
	return overclaim{msg: fmt.Sprintf("the passage is from a %s, but the proposition attributes it to the court", kind), dropsSupport: true, adverse: kind == "dissent"}, true
}

// firstSentences is the first n sentences of s (its opening lines, where
// "KENNEDY, J., concurring" stands).
func firstSentences(s string, n int) string {
	ss := splitSentences(s)
	if len(ss) > n {
		ss = ss[:n]
	}
	return strings.Join(ss, " ")
}

func quoteWords(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = fmt.Sprintf("%q", w)
	}
	return "words " + strings.Join(q, ", ")
}

// obligationWords say that something must be done.
var obligationWords = []string{"must", "shall", "required", "requires", "require", "mandatory", "obligated", "obliged", "has to", "have to", "should", "will", "is to be", "are to be", "bound to"}

// unstatedDuty: a proposition that says a court must (shall) enforce,
// modify or grant something, resting on sentences that state no duty
// (a court "may" modify; the court "narrowed" one covenant) or say
// nothing of the matter ("the enforcement of valid clauses protects the
// parties' expectations"), claims a duty the passage does not state. It
// returns the modal word, or "".
func unstatedDuty(prop *analysed, bound []*analysed) string {
	if len(bound) == 0 {
		return "" // no passage sentence makes the statement at all
	}
	for _, c := range prop.clauses {
		if c.role != roleMain {
			continue
		}
		for _, a := range c.asserts {
			if a.modal != "must" || a.sign <= 0 {
				continue
			}
			switch a.axis {
			case "effect", "modify", "relief":
			default:
				continue
			}
			for _, s := range bound {
				sLow := s.low
				if firstPhrase(sLow, obligationWords) == "" {
					continue
				}
				for _, sc := range s.clauses {
					for _, sa := range sc.asserts {
						if sa.axis == a.axis || sa.axis == "effect" || sa.axis == "mandatory" {
							return ""
						}
					}
				}
			}
			return "must"
		}
	}
	return ""
}

// unhedgedRestatement reports whether another sentence the proposition
// rests on states it at least as fully as s does without the qualifier
// class s puts on it: a passage that reports a split ("some courts
// treat them as independent") and then takes a side ("we join the
// courts that treat them as independent ... enforced unless ...") says
// the statement unqualified, so a proposition giving the court's side
// drops nothing.
func unhedgedRestatement(prop *analysed, pk propKeys, bound []*analysed, s *analysed, class string, particular bool) bool {
	need := sentenceShare(pk, s)
	for _, t := range bound {
		if t == s || sentenceShare(pk, t) < need {
			continue
		}
		if hasHedgeClass(t, class) || splitSide(t) || !makesSameStatement(prop, pk, t) {
			continue
		}
		if _, w := droppedHedge(prop, pk, t, particular); w != "" {
			continue
		}
		return true
	}
	return false
}

// hasHedgeClass reports whether any clause of s holds a qualifier of the
// named class.
func hasHedgeClass(s *analysed, class string) bool {
	for _, hits := range s.withCond {
		for _, h := range hits {
			if hedgeClasses[h.class].name == class {
				return true
			}
		}
	}
	return false
}

// makesSameStatement reports whether passage sentence t states what the
// proposition states, not merely shares its words: an assertion on the
// same axis with the same sign ("is enforced" for "enforces"), or, for a
// proposition asserting nothing on any axis, most of t restated. A
// recital of the facts ("her agreement contained a clause choosing
// Nevada law") states no rule.
func makesSameStatement(prop *analysed, pk propKeys, t *analysed) bool {
	any := false
	for _, pc := range prop.clauses {
		if pc.role != roleMain {
			continue
		}
		for _, pa := range pc.asserts {
			if pa.sign == 0 {
				continue
			}
			any = true
			for _, tc := range t.clauses {
				if tc.role != roleMain {
					continue
				}
				for _, ta := range tc.asserts {
					if ta.axis == pa.axis && ta.sign == pa.sign {
						return true
					}
				}
			}
		}
	}
	return !any && restatedSentence(pk, t) >= minRestated
}

// splitSide reports whether t is the second half of a reported split
// ("Others treat them as independent ...", "Other courts refuse ..."):
// its qualifier is the sentence before it, so it is no unqualified
// statement.
func splitSide(t *analysed) bool {
	low := strings.TrimSpace(t.low)
	for _, w := range []string{"others ", "other courts", "other states", "still others", "the remaining courts", "a second group", "the rest "} {
		if strings.HasPrefix(low, w) {
			return true
		}
	}
	return false
}

// qualifiedStatementRestated: the passage sentence a well-aligned
// proposition rests on most makes the very statement the proposition
// makes (the same predicate, the same sign, in a main clause) and limits
// it ("is void to the extent of the promisee's negligence", "is
// enforceable only where ...", "subject to"); the proposition keeps no
// word of the limit. droppedHedge binds a qualifier by the words the
// proposition shares with its clause verbatim, so a proposition that
// restates the statement in other words (the parties renamed, the
// examples dropped) escaped it exactly when it dropped most: the shared
// predicate binds it here instead. An account of one decision is not
// bound by the limits of a rule, as in droppedHedge.
func qualifiedStatementRestated(prop *analysed, s *analysed, particular bool) (overclaim, bool) {
	if particular || firstPhrase(prop.low, waiverPhrases) != "" {
		// A limit said not to apply ("regardless of whether ...") is
		// the waiver rule's to weigh, a clash rather than a limit dropped.
		return overclaim{}, false
	}
	for ci := range s.clauses {
		c := &s.clauses[ci]
		if c.role != roleMain || !sharesPredicate(prop, c) {
			continue
		}
		for _, hit := range s.withCond[ci] {
			h := hedgeClasses[hit.class]
			if h.name != "limit" && h.name != "exception" {
				continue
			}
			if firstPhrase(withoutPhrases(prop.low, absoluteWithout), h.keep) == "" {
				return overclaim{msg: fmt.Sprintf("the passage sentence the proposition restates limits its statement with %q (%s); the proposition drops it", hit.word, h.name), dropsSupport: true}, true
			}
		}
	}
	return overclaim{}, false
}

// sharesPredicate reports whether a main clause of the proposition
// asserts, with the same sign, a word the clause c asserts.
func sharesPredicate(prop *analysed, c *clause) bool {
	for _, a := range c.asserts {
		if a.sign == 0 {
			continue
		}
		for pi := range prop.clauses {
			if prop.clauses[pi].role != roleMain {
				continue
			}
			for _, pa := range prop.clauses[pi].asserts {
				if pa.axis == a.axis && pa.sign == a.sign && lowerWord(pa.word) == lowerWord(a.word) {
					return true
				}
			}
		}
	}
	return false
}

// actOnParty reports whether the proposition tells what the court did
// to a party of the cited case ("enforced a one-year period against
// Brightwater", "granted Orris a defense"): a past act of decision, not
// a statement of law ("held that ..."), in a sentence naming a party of
// the source's caption. Like an account of the case's own instrument
// (isParticular), it reports one outcome, which the qualifiers of the
// rule applied ("generally", "unless") do not bind.
func actOnParty(prop *analysed, title string) bool {
	// The act first: most propositions state law, and the caption's
	// words (tokenized per call) are needed only beside an act.
	act := false
	for i, t := range prop.toks {
		if t.kind != tokWord {
			continue
		}
		switch t.low {
		case "held", "holds", "found", "ruled", "concluded", "reasoned", "explained", "said", "stated", "noted", "that":
			return false // a statement of law, or of what was found
		}
		if pastDecisionSet[t.low] && !(i > 0 && beVerbs[prop.toks[i-1].low]) {
			act = true
		}
	}
	if !act {
		return false
	}
	a, b := captionSides(title)
	if a == nil {
		return false
	}
	for _, t := range prop.toks {
		if t.kind == tokWord && t.cap && (a[t.low] || b[t.low]) {
			return true
		}
	}
	return false
}
