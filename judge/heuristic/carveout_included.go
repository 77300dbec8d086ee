package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// A carve-out told as included (C-003, C-007): "The limits in Sections
// 11.1 and 11.2 do not apply to (a) ..., (d) a party's gross negligence
// or willful misconduct" and "the cap applies to every claim, including
// a claim for a party's gross negligence". The carve-out is a sentence
// of its own, not an "except" in the rule's sentence, so
// exception_included.go (one sentence) and other_class_included.go ("any
// other") do not see it; the class the proposition puts under the rule
// is named after the passage's "do not apply to".

// notApplyPhrases take a class out of a rule.
var notApplyPhrases = phrasesOf("do not apply to", "does not apply to", "shall not apply to", "will not apply to", "not apply to", "are excluded from", "is excluded from", "shall not limit", "do not limit", "does not limit")

// carveOutIncluded describes a proposition putting under a rule a class
// an excerpt sentence says the rule does not apply to; "" when it does
// not.
func carveOutIncluded(prop []tok, p *passage) string {
	hits := phraseHits(prop, evenInclusions)
	if len(hits) == 0 {
		return ""
	}
	for i := range p.sents {
		if p.where[i] != judge.InExcerpt {
			continue
		}
		s := &p.sents[i]
		for _, n := range phraseHits(s.toks, notApplyPhrases) {
			out := keysOf(s.toks[n.after:])
			for _, h := range hits {
				class := tailKeys(prop, h.after, 6, clauseStops)
				if len(class) == 0 || heldShareOf(class, out) < sameConditionShare {
					continue
				}
				return fmt.Sprintf("the proposition puts %q under the rule; the passage says it does not apply to it (%q)", joinLow(prop[h.at:min(h.after+5, len(prop))]), clip(s.text, 160))
			}
		}
	}
	return ""
}
