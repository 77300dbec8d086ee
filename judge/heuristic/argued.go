package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// Arguments are not statements of the court (C-003): a proposition whose
// words line up best with a sentence reporting what a party argued,
// contended or asked for ("Larkspur argues that the clause is mutual and
// that members may opt out") states as law or as the court's ruling what
// the passage gives only as one side's position, unless some sentence of
// the excerpt or the holding states what the proposition asserts, the
// same way. The rules cannot tell whether the court adopted the
// argument: undecided, never a pass.

// argumentLead is how many words into a sentence its reporting verb may
// stand ("The employer, in its reply brief, argues that ...").
const argumentLead = 8

// reportsArgument reports whether s opens by reporting a party's
// argument or request: a request word (requestWords) among its first
// argumentLead words, followed by "that", "to" or "for".
func reportsArgument(s *analysed) bool {
	for i, t := range s.toks {
		if i >= argumentLead {
			break
		}
		if t.kind != tokWord || !requestWords[t.low] || i+1 >= len(s.toks) {
			continue
		}
		switch s.toks[i+1].low {
		case "that", "to", "for":
			return true
		}
	}
	return false
}

// argumentOnly describes support resting on a reported argument, or "":
// the best-aligned sentence reports an argument, and for some assertion
// of the proposition's main clauses no excerpt or holding sentence makes
// an assertion on the same axis with the same sign.
func argumentOnly(prop *analysed, picks []*analysed, p *passage, holding []*analysed) string {
	if len(picks) == 0 || !reportsArgument(picks[0]) {
		return ""
	}
	var stated []*analysed
	for i := range p.sents {
		if p.where[i] == judge.InExcerpt {
			stated = append(stated, &p.sents[i])
		}
	}
	stated = append(stated, holding...)
	for _, c := range prop.clauses {
		if c.role != roleMain {
			continue
		}
		for _, a := range c.asserts {
			if a.sign == 0 || statesSame(stated, a) {
				continue
			}
			return fmt.Sprintf("the passage sentence the proposition matches reports what a party argued or asked for (%q), and no sentence of the excerpt or the holding states %q as the proposition does", clip(picks[0].text, 160), a.word)
		}
	}
	return ""
}

// statesSame reports whether a main clause of one of ss, other than one
// reporting an argument or request, asserts a's axis with a's sign ("...
// moved to dismiss, and the district court granted the motion" states
// the grant in its second clause).
func statesSame(ss []*analysed, a assertion) bool {
	for _, s := range ss {
		for ci := range s.clauses {
			c := &s.clauses[ci]
			if c.role != roleMain || holdsRequest(c) {
				continue
			}
			for _, b := range c.asserts {
				if b.axis == a.axis && b.sign == a.sign {
					return true
				}
			}
		}
	}
	return false
}

// holdsRequest reports whether a clause holds a request word (what a
// party argued or asked for).
func holdsRequest(c *clause) bool {
	for _, t := range c.toks {
		if t.kind == tokWord && requestWords[t.low] {
			return true
		}
	}
	return false
}
