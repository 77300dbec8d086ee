package heuristic

// Waived conditions: "a browsewrap binds a user even without notice of
// its terms" against "binds a user only if the user had notice of its
// terms" shares the passage's words and drops the one thing it requires.
// A proposition that says its rule holds regardless of something the
// passage sentence makes a condition or an exception of is not support.

import "fmt"

// waiverPhrases introduce what a proposition says does not matter.
var waiverPhrases = []string{"even without", "even absent", "even in the absence of", "regardless of", "irrespective of", "without regard to", "whether or not", "no matter"}

// conditionPhrases introduce what a passage sentence requires or
// excepts.
var conditionPhrases = []string{"only if", "only where", "only when", "provided that", "so long as", "as long as", "if", "unless", "where", "absent"}

var (
	phraseWaivers    = compilePhrases(waiverPhrases)
	phraseConditions = compilePhrases(conditionPhrases)
)

// keysAfter is the set of content keys of the next n words after i.
func keysAfter(toks []tok, i, n int) map[string]bool {
	out := map[string]bool{}
	for k := i; k < len(toks) && k < i+n; k++ {
		if toks[k].kind == tokPunct {
			break
		}
		if toks[k].k != "" && weightOf(toks[k].k) == contentWeight {
			out[toks[k].k] = true
		}
	}
	return out
}

// waivedCondition names a word the proposition says does not matter
// that the passage sentence s makes a condition of, or "".
func waivedCondition(p, s []tok) string {
	var conds []map[string]bool
	for i := range s {
		if n := phraseConditions.at(s, i); n > 0 {
			conds = append(conds, keysAfter(s, i+n, 8))
		}
	}
	if len(conds) == 0 {
		return ""
	}
	for i := range p {
		n := phraseWaivers.at(p, i)
		if n == 0 {
			continue
		}
		for k := i + n; k < len(p) && k < i+n+4; k++ {
			if p[k].kind == tokPunct {
				break
			}
			key := p[k].k
			if key == "" || weightOf(key) != contentWeight {
				continue
			}
			for _, c := range conds {
				if c[key] {
					return fmt.Sprintf("the proposition says its rule holds %s %q, which the source makes a condition", joinRaw(p[i:i+n]), p[k].raw)
				}
			}
		}
	}
	return ""
}
