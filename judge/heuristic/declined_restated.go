package heuristic

// Declined questions restated whole: "we do not decide whether Orla
// breached the supply contract" declines a question whose predicate is a
// verb, which declinedQuestion (a predicate after "be") does not see. A
// proposition saying what the court held whose main clause restates every
// word of that question ("the court held that Orla breached the supply
// contract") states as held the very answer the court withheld, whichever
// way it answers it.

// minQuestionRestated is the fewest content words a declined question
// must have for its whole restatement to count: "whether it applies" is
// too short to tell the question from another about the same thing.
const minQuestionRestated = 3

// restatesQuestion reports whether a main clause of the proposition holds
// every content word of the declined question q (at least
// minQuestionRestated of them), and the proposition tells no remand, no
// reversal and no party's allegation or request, which would make it an
// account of what is still to be decided rather than an answer.
func restatesQuestion(prop *analysed, q []tok) bool {
	ks := keysOf(q)
	if len(ks) < minQuestionRestated {
		return false
	}
	for i := range prop.clauses {
		for _, t := range prop.clauses[i].toks {
			if tellsRemand[t.low] || requestWords[t.low] || argueWords[t.low] {
				return false
			}
		}
	}
	for i := range prop.clauses {
		c := &prop.clauses[i]
		if c.role != roleMain {
			continue
		}
		all := true
		for k := range ks {
			all = all && c.keys[k]
		}
		if all {
			return true
		}
	}
	return false
}

// tellsRemand are the words of a proposition that tells the remand or the
// reversal itself, not an answer to the question remanded.
var tellsRemand = map[string]bool{"remand": true, "remanded": true, "remanding": true, "vacate": true, "vacated": true, "vacating": true,
	"reversed": true, "reversing": true, "reverse": true, "open": true, "undecided": true}

// argueWords tell what a party said, not what the court decided.
var argueWords = map[string]bool{"alleged": true, "alleges": true, "allege": true, "argued": true, "argues": true, "contended": true, "contends": true, "claimed": true, "claims": true}
