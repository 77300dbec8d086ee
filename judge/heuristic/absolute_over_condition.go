package heuristic

import "fmt"

// An absolute against a rule on a condition (C-007): "an inadvertent
// disclosure is never a waiver" where the passage sentence it rests on
// says a disclosure "does not operate as a waiver if" it was
// inadvertent and the holder took reasonable steps; "can never be
// discovered, whatever the circumstances" where the passage says
// "discoverable, if at all, only in rare circumstances". The absolute
// makes unconditional what the passage grants only on its condition,
// however loosely it paraphrases the rest (absoluteOverHedge reads the
// hedge words; a condition clause is no hedge word). The proposition
// keeps the condition by a condition word of its own (if, when, where,
// unless, only, provided ...), and an absolute the passage shares, or
// one inside a relative clause ("terms a party never saw"), makes no
// claim of its own.

// absoluteConditionWords are the absolutes read here: absoluteWords and
// the absolutes of circumstance.
var absoluteConditionWords = append(append([]string{}, absoluteWords...),
	"whatever the circumstances", "regardless of the circumstances", "in all circumstances", "under any circumstances", "in any circumstances", "no matter the circumstances")

// keptConditionWords keep a condition in the proposition.
var keptConditionWords = []string{"if", "when", "where", "unless", "only", "provided", "so long as", "as long as", "absent", "except", "subject to", "once", "after", "until"}

// absoluteOverCondition reports the overclaim: the proposition's
// absolute, against a picked passage sentence whose main clause carries
// a condition clause, with no condition word in the proposition.
func absoluteOverCondition(pLow string, al alignment, p *passage) (overclaim, bool) {
	aw := firstPhrase(pLow, absoluteConditionWords)
	if aw == "" || negatedBefore(pLow, aw) || inRelativeClause(pLow, aw) || absoluteShared(aw, al, p) {
		return overclaim{}, false
	}
	if firstPhrase(withoutPhrases(pLow, []string{aw}), keptConditionWords) != "" {
		return overclaim{}, false
	}
	for _, i := range al.picks {
		s := &p.sents[i]
		for ci := range s.clauses {
			c := &s.clauses[ci]
			if c.role != roleMain || c.cond != roleCondition || c.condIdx < 0 {
				continue
			}
			cond := s.clauses[c.condIdx]
			return overclaim{msg: fmt.Sprintf("the proposition says %q where the passage sentence it rests on states the rule only on a condition (%q)", aw, clip(cond.text(), 80)), dropsSupport: true}, true
		}
	}
	return overclaim{}, false
}
