package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// The class a rule leaves out by "any other" told as included (C-003):
// "Either party may assign this Agreement to an affiliate on notice. Any
// other assignment requires the other party's consent." sets apart the
// affiliate assignment, and "consent is required for every assignment,
// even one to an affiliate" puts it back under the rule. The rule's
// sentence never names the affiliate, so exception_included.go, which
// reads one sentence, cannot see it; the class is named in the sentence
// before.

// otherScopes open a rule over everything but what was just named.
var otherScopes = phrasesOf("any other", "all other", "every other", "each other", "any remaining")

// evenInclusions put a class under the proposition's rule.
var evenInclusions = phrasesOf("even one to", "even one for", "even to", "even for", "even an", "even a", "including one to", "including", "even")

// otherClassIncluded describes a proposition putting under a rule the
// class the passage's excerpt sets apart from it with "any other"; ""
// when it does not.
func otherClassIncluded(prop []tok, p *passage) string {
	hits := phraseHits(prop, evenInclusions)
	if len(hits) == 0 {
		return ""
	}
	for i := 1; i < len(p.sents); i++ {
		if p.where[i] != judge.InExcerpt || p.where[i-1] != judge.InExcerpt {
			continue
		}
		s := &p.sents[i]
		if len(phraseHits(s.toks, otherScopes)) == 0 {
			continue
		}
		prev := &p.sents[i-1]
		for _, h := range hits {
			class := tailKeys(prop, h.after, 6, clauseStops)
			if len(class) == 0 || heldShareOf(class, prev.keys) < sameConditionShare || heldShareOf(class, s.keys) >= sameConditionShare {
				continue // the class must be the one set apart before, not named in the rule itself
			}
			return fmt.Sprintf("the proposition puts %q under the rule the passage gives to %q others, having set that class apart", joinLow(prop[h.at:min(h.after+3, len(prop))]), joinLow(phraseHits(s.toks, otherScopes)[0].tokens(s.toks)))
		}
	}
	return ""
}

// tokens are the phrase's tokens in toks.
func (h phraseHit) tokens(toks []tok) []tok { return toks[h.at:h.after] }
