package heuristic

// Hedges: which qualifiers of a passage bind a proposition, and whether
// the proposition keeps them where it restates what they qualify.

import (
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// minRestated is the share of a passage clause's words (its qualifier
// aside) the proposition must hold for the clause's qualifier to bind it:
// the proposition then restates that clause, and leaving the qualifier
// out drops it. A qualifier of a clause about something else ("and
// Gemini may proceed in Idaho") does not bind.
const minRestated = 0.6

// droppedHedge finds a qualifier of sentence s that binds the
// proposition (see binds) and that the proposition's matching clauses do
// not keep: its class and the word, or "", "". The qualifier must be
// kept where the statement it qualifies is made: "rarely" in one clause
// does not keep "in all but the most exceptional cases" dropped from
// another (keptText). A proposition that restates the exception of a
// rule ("the resisting party must show that enforcement would be
// unreasonable") does not drop the "prima facie" of the rule itself, and
// one that gives the roles differently is not a restatement at all.
//
// An account of what a court did with the instrument before it
// (particular) need not repeat the qualifiers of the rule it applied:
// only permission, likelihood and factor qualifiers bind it.
func droppedHedge(prop *analysed, pk propKeys, s *analysed, particular bool) (string, string) {
	if swappedRole(prop.roles, s.roles) != "" {
		return "", ""
	}
	// A proposition about whether something holds ("courts are divided
	// on whether ...") does not assert it, so the qualifiers of a
	// sentence asserting it do not bind.
	// Only the proposition's clauses that restate the passage clause
	// count: "X is enforceable, and a court does not inquire whether
	// its terms are fair" still asserts X.
	asksWhether := containsPhrase(prop.low, "whether")
	restatesException := false
	if b := bestClauseFor(pk, s); b >= 0 && s.clauses[b].role == roleException {
		restatesException = clauseShare(pk, &s.clauses[b]) > clauseShare(pk, mainOf(s, b))
	}
	for ci := range s.clauses {
		c := &s.clauses[ci]
		target := mainOf(s, ci)
		if restatesException && c.role == roleMain {
			continue
		}
		// A condition's or exception's own connective qualifies its main
		// clause: it binds through the main clause's scope, not when the
		// proposition restates the exception itself.
		hits := s.own[ci]
		if !restatesException {
			hits = s.withCond[ci]
		}
		if rel, relHits, ok := relativeCondition(s, ci); ok {
			target, hits = rel, relHits // it qualifies the relative clause before it
		}
		for _, hit := range hits {
			h := hedgeClasses[hit.class]
			if particular && (h.name == "limit" || h.name == "exception" || h.name == "generality" || h.name == "prima facie") {
				continue
			}
			if !binds(prop, pk, c, target, hit.word) {
				continue
			}
			if h.name == "permission" && (!permissionRestated(prop, c, hit.word) || permissionOutOfScope(s, ci, hit.word)) {
				continue
			}
			if qualifierNotAsserted(prop, s, ci, hit.word) {
				continue // quoted, rejected or a prohibition (qualifier_mention.go)
			}
			kept := keptText(prop, c, target)
			if asksWhether && containsPhrase(kept, "whether") {
				continue
			}
			if h.name == "permission" && restrictedPermission(s, ci) && statesNecessaryCondition(kept) {
				continue
			}
			if firstPhrase(withoutPhrases(kept, absoluteWithout), h.keep) == "" && !qualifierClauseRestated(prop, s, ci, h.keep) {
				return h.name, hit.word
			}
		}
	}
	return "", ""
}

// restrictedPermission reports whether clause ci of s grants its
// permission only on a condition ("outside facts may be considered only
// when they are undisputed", "the court may award fees only if"): that
// states a necessary condition, and a proposition that keeps the "only"
// ("outside facts count only when they are undisputed") keeps what the
// "may" says.
func restrictedPermission(s *analysed, ci int) bool {
	return firstPhrase(normText(clauseWithAttached(s, ci)), onlyConditionWords) != ""
}

// onlyConditionWords open a necessary condition.
var onlyConditionWords = []string{"only if", "only when", "only where", "only to the extent", "only upon", "only after", "only on"}

// bestClauseFor is the clause of s that holds most of the proposition's
// weight (the first of equals), or -1.
func bestClauseFor(pk propKeys, s *analysed) int {
	best, bestShare := -1, 0.0
	for i := range s.clauses {
		if sh := clauseShare(pk, &s.clauses[i]); sh > bestShare {
			best, bestShare = i, sh
		}
	}
	return best
}

// keptText is the text of the proposition's clauses that match a
// passage clause (and the clause it qualifies), each with its own
// condition or main clause: where a qualifier must be kept. A clause
// matches when it shares at least half as many words as the best one.
func keptText(prop *analysed, c, target *clause) string {
	// The keys of c or target, asked of both sets rather than copied
	// into a union (a clause's keys are all true: keysOf).
	hits := make([]int, len(prop.clauses))
	bestHit := 0
	for i := range prop.clauses {
		for k := range prop.clauses[i].keys {
			if c.keys[k] || target.keys[k] {
				hits[i]++
			}
		}
		bestHit = max(bestHit, hits[i])
	}
	var b strings.Builder
	for i := range prop.clauses {
		if hits[i] == 0 || 2*hits[i] < bestHit {
			continue
		}
		b.WriteString(clauseWithAttached(prop, i) + " ")
	}
	return b.String()
}

// clauseWithAttached is the text of clause i of p with its condition or
// exception, or with the main clause it qualifies.
func clauseWithAttached(p *analysed, i int) string {
	c := &p.clauses[i]
	text := c.text()
	if c.condIdx >= 0 {
		text += " " + p.clauses[c.condIdx].text()
	}
	for j := range p.clauses {
		if p.clauses[j].condIdx == i {
			text += " " + p.clauses[j].text()
		}
	}
	return text
}

// binds reports whether a qualifier of passage clause c binds the
// proposition: the proposition restates the clause (minRestated of its
// words), or the clause, or the one it qualifies, holds a good part of
// the proposition (minClauseOverlap of its weight).
//
// A qualifier does not bind a proposition that asserts the opposite of
// its clause ("presumptively valid" does not bind "held unenforceable"):
// that is a matter of polarity, not calibration.
func binds(prop *analysed, pk propKeys, c, target *clause, hedge string) bool {
	if opposite(prop, c) || opposite(prop, target) {
		return false
	}
	r := restated(pk, c, target, hedge)
	return r >= minRestated || r >= minRestatedWithShare && (clauseShare(pk, c) >= minClauseOverlap || clauseShare(pk, target) >= minClauseOverlap)
}

// opposite reports whether the proposition asserts, on an axis the
// clause asserts, the opposite sign.
func opposite(prop *analysed, c *clause) bool {
	for _, a := range c.asserts {
		if a.sign == 0 {
			continue
		}
		for _, pc := range prop.clauses {
			for _, pa := range pc.asserts {
				if pa.axis == a.axis && pa.sign == -a.sign {
					return true
				}
			}
		}
	}
	return false
}

// restatedSentence is the share of a sentence's words the proposition
// holds.
func restatedSentence(pk propKeys, s *analysed) float64 {
	have := map[string]bool{}
	for _, k := range pk.keys {
		have[k] = true
	}
	n, hit := 0, 0
	for k := range s.keys {
		w := weightOf(k)
		n += w
		if have[k] {
			hit += w
		}
	}
	return share(hit, n)
}

// minRestatedWithShare: see binds; a clause holding much of a short
// proposition binds it only if it is also largely restated ("the seller,
// unlike an employee, usually bargains on equal terms" does not qualify
// "covenants given by the seller of a business are judged more
// leniently").
const minRestatedWithShare = 0.35

// minClauseOverlap: see binds.
const minClauseOverlap = 0.25

// restated is the share of the words of passage clause c (with the
// clause it qualifies), the qualifier's own words aside, that the
// proposition holds.
func restated(pk propKeys, c, target *clause, hedge string) float64 {
	skip := keysOf(tokenize(hedge))
	have := map[string]bool{}
	for _, k := range pk.keys {
		have[k] = true
	}
	n, hit := 0, 0
	count := func(k string) {
		if skip[k] {
			return
		}
		w := weightOf(k)
		n += w
		if have[k] {
			hit += w
		}
	}
	// Every key of c and then every key of target that c lacks: the
	// union's keys, each once, without making the union (sums do not
	// depend on the order).
	for k := range c.keys {
		count(k)
	}
	for k := range target.keys {
		if !c.keys[k] {
			count(k)
		}
	}
	return share(hit, n)
}

// clauseShare is the share of the proposition's weight a clause covers.
func clauseShare(pk propKeys, c *clause) float64 {
	ks := c.keys
	hit := 0
	for _, k := range pk.keys {
		if ks[k] {
			hit += weightOf(k)
		}
	}
	return share(hit, pk.total)
}

// boundHedge is the first qualifier that binds the proposition and that
// it does not keep (see droppedHedge), or "".
func boundHedge(prop *analysed, pk propKeys, s *analysed) string {
	_, w := droppedHedge(prop, pk, s, false)
	return w
}

// mainOf is the main clause a condition or exception clause qualifies,
// or the clause itself.
func mainOf(s *analysed, ci int) *clause {
	c := &s.clauses[ci]
	if c.role == roleCondition || c.role == roleException || c.role == roleOnlyIf {
		for mi := range s.clauses {
			if s.clauses[mi].condIdx == ci {
				return &s.clauses[mi]
			}
		}
	}
	return c
}

// withoutPhrases is low with each of phrases blanked out.
func withoutPhrases(low string, phrases []string) string {
	for _, p := range phrases {
		low = strings.ReplaceAll(low, p, " ")
	}
	return low
}

// withoutNotHedges drops the phrases that hold a hedge word without
// hedging (notHedges) from lower-case text.
func withoutNotHedges(low string) string {
	if holdsAny(low, notHedgeGate) { // not_hedge_gate.go
		for _, p := range notHedges {
			low = strings.ReplaceAll(low, p, " ")
		}
	}
	return withoutProhibitions(withoutVerbBarring(withoutRejectedAlternatives(low))) // rejected_alternative.go
}

// withoutProhibitions removes "may not" where it forbids (an actor word
// before it, no "be" after it: "a party may not contract out of
// liability"; modalClash reads it): it grants no permission a
// proposition must keep. "the exclusion may not apply" and "may not be
// enforceable" stay hedges.
func withoutProhibitions(low string) string {
	const p = " may not "
	// "may not" first: a scan for a word opening with a space stops at
	// every space, one for "m" seldom.
	if !strings.Contains(low, "may not") || !strings.Contains(low, p) {
		return low // nothing to remove: no copy
	}
	var b strings.Builder
	for {
		i := strings.Index(low, p)
		if i < 0 {
			b.WriteString(low)
			return b.String()
		}
		rest := low[i+len(p):]
		before := low[:i]
		subject := before[strings.LastIndexByte(before, ' ')+1:]
		if actorWords[subject] && !strings.HasPrefix(rest, "be ") && rest != "be" {
			b.WriteString(before)
			b.WriteString("  ")
		} else {
			b.WriteString(low[:i+len(p)])
		}
		low = rest
	}
}

// minUnqualifiedCover is the share of the proposition a plain sentence
// of the excerpt that the proposition does not restate must hold to
// answer for a qualified one (see statedUnqualified).
const minUnqualifiedCover = 0.75

// statedUnqualified reports whether the retrieved excerpt makes the
// statement a qualified sentence s makes in another sentence, without a
// qualifier the proposition drops and without a clash or swapped role:
// a survey of the law ("some courts treat them as dependent; others
// treat them as independent") before the court's own view, a rule
// stated plainly before a tendency ("prejudice is not a condition of
// waiver; contract principles do not ordinarily require it"). The
// proposition then restates the plain sentence, which supports it as
// stated. The plain sentence must hold at least as much of the
// proposition as s, and either be restated by it (minRestated of its
// words) or hold minUnqualifiedCover of it: a sentence about something
// else that shares some of its words answers for nothing.
func statedUnqualified(prop *analysed, pk propKeys, s *analysed, p *passage, particular bool) bool {
	qualified := sentenceShare(pk, s)
	for i := range p.sents {
		s2 := &p.sents[i]
		if s2 == s || p.where[i] != judge.InExcerpt || posesQuestion(s2) {
			continue // a question states nothing plainly
		}
		sh := sentenceShare(pk, s2)
		if sh < qualified || sh < minUnqualifiedCover && restatedSentence(pk, s2) < minRestated {
			continue
		}
		if _, w := droppedHedge(prop, pk, s2, particular); w != "" {
			continue
		}
		if len(clashes(prop, []*analysed{s2})) > 0 || swappedRole(prop.roles, s2.roles) != "" {
			continue
		}
		return true
	}
	return false
}

// permissionRestated reports whether a modal's permission in clause c
// is a permission at all: "no action may be brought" forbids, so a
// proposition saying such an action is barred keeps what it says rather
// than dropping a "may". ("May not" is left as it was read: it is as
// often a hedge, "may not apply", as a prohibition.) Permission words
// that are not modals ("in its discretion") bind as before.
func permissionRestated(prop *analysed, c *clause, word string) bool {
	switch word {
	case "may", "might":
	default:
		return true
	}
	for i, t := range c.toks {
		if t.low != word {
			continue
		}
		prohibited := false
		for k := 0; k < i; k++ {
			switch c.toks[k].low {
			case "no", "neither", "nor", "nothing", "none":
				prohibited = true
			}
		}
		if !prohibited {
			return true
		}
	}
	return false
}
