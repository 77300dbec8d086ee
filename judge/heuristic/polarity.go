package heuristic

import (
	"fmt"
)

// Polarity: a proposition that negates what its passage affirms, or
// affirms what it negates (not, never, unenforceable for enforceable,
// denied for granted, reversed for affirmed), is not supported by it;
// against the document's holding it is adverse (holding.go).
//
// Two main clauses are compared on each axis both assert. Conditions
// matter: "not enforced if unreasonable" says what "enforced unless
// unreasonable" says, so an "if" on one side and an "unless" on the other
// expect opposite signs, and a negative rule with a condition (an
// exception: "void where it contravenes public policy") contradicts no
// positive statement by itself.

// condSigns is the sign per axis of a main clause's attached condition.
func condSigns(s *analysed, c *clause) map[string]int {
	if c.condIdx < 0 {
		return nil
	}
	out := map[string]int{}
	for _, a := range s.clauses[c.condIdx].asserts {
		if a.sign != 0 {
			out[a.axis] = a.sign
		}
	}
	return out
}

// condDiff compares two condition clauses: 1 when they disagree on an
// axis both assert, 0 when they agree on one, -1 when they share none.
func condDiff(a, b map[string]int) int {
	r := -1
	for ax, sa := range a {
		if sb, ok := b[ax]; ok {
			if sa != sb {
				return 1
			}
			r = 0
		}
	}
	return r
}

// relation says whether two main-clause signs on one axis conflict or
// agree, given the roles of the conditions attached to each.
func relation(pSign, sSign int, pCond, sCond clauseRole, diff int) (conflict, agree bool) {
	same := pSign == sSign
	switch {
	case pCond == roleMain:
		return !same, same
	case sCond == roleMain:
		if pSign < 0 && sSign > 0 {
			return false, false // an exception statement
		}
		return !same && pSign > 0, same
	case pCond == sCond:
		if diff == 1 {
			// "invalid unless reasonable" against "valid unless
			// unreasonable": the rule turned round (its default and its
			// burden), not the same rule in other words.
			return !same, false
		}
		return !same, same
	case (pCond == roleCondition && sCond == roleException) || (pCond == roleException && sCond == roleCondition):
		consistent := same == (diff == 1)
		return !consistent, consistent
	}
	return false, false
}

// polarityClash is a conflict between a proposition's assertion and a
// passage's (or holding's) on one axis.
type polarityClash struct {
	axis         string
	prop, have   assertion
	pCond, sCond clauseRole
	sentence     string
}

func (c polarityClash) String() string {
	if c.prop.sign == c.have.sign && c.pCond != c.sCond {
		return fmt.Sprintf("%q %s where the source says %q %s: the rule turned round", c.prop.word, condWord(c.pCond), c.have.word, condWord(c.sCond))
	}
	return fmt.Sprintf("%s %q where the source says %s %q", signWord(c.prop.sign), c.prop.word, signWord(c.have.sign), c.have.word)
}

func condWord(r clauseRole) string {
	switch r {
	case roleCondition:
		return "on a condition (if)"
	case roleException:
		return "with an exception (unless)"
	case roleOnlyIf:
		return "only on a condition"
	}
	return "without a condition"
}

func signWord(s int) string {
	if s < 0 {
		return "negative"
	}
	return "positive"
}

// sameObject: reliefs compare only when they concern the same motion or
// injunction.
func sameObject(a, b assertion) bool {
	if a.axis != "relief" {
		return true
	}
	return a.obj != "" && a.obj == b.obj
}

// clashes compares the main clauses of p with those of each sentence in
// ss and returns, per axis, a clash when some pair conflicts and no pair
// agrees.
func clashes(p *analysed, ss []*analysed) []polarityClash {
	type state struct {
		clash  *polarityClash
		agreed bool
	}
	byAxis := map[string]*state{}
	var order []string
	for pi := range p.clauses {
		pc := &p.clauses[pi]
		if pc.role != roleMain {
			continue
		}
		pConds := condSigns(p, pc)
		for _, pa := range pc.asserts {
			if pa.sign == 0 {
				continue
			}
			for _, s := range ss {
				for si := range s.clauses {
					sc := &s.clauses[si]
					if sc.role != roleMain {
						continue
					}
					for _, sa := range sc.asserts {
						if sa.sign == 0 || sa.axis != pa.axis || !sameObject(pa, sa) {
							continue
						}
						if restatesItsException(p, pc, pa, s, sc, sa) {
							continue // the exception's own consequence, stated
						}
						conflict, agree := relation(pa.sign, sa.sign, pc.cond, sc.cond, condDiff(pConds, condSigns(s, sc)))
						st := byAxis[pa.axis]
						if st == nil {
							st = &state{}
							byAxis[pa.axis] = st
							order = append(order, pa.axis)
						}
						if agree {
							st.agreed = true
						}
						if conflict && st.clash == nil {
							st.clash = &polarityClash{axis: pa.axis, prop: pa, have: sa, pCond: pc.cond, sCond: sc.cond, sentence: s.text}
						}
					}
				}
			}
		}
	}
	var out []polarityClash
	for _, ax := range order {
		if st := byAxis[ax]; st.clash != nil && !st.agreed {
			out = append(out, *st.clash)
		}
	}
	return out
}

// restatesItsException reports whether an unconditioned proposition
// clause asserting the opposite of a passage rule that carries an
// exception holds most of the exception's words: "a deed that lacks
// delivery is valid against a grantor who knew of its recording" states
// what "is void unless the grantor had actual knowledge of its
// recording" says of the excepted case, with the condition written as a
// relative clause. Polarity cannot tell that from a rule turned round,
// so it decides neither.
func restatesItsException(p *analysed, pc *clause, pa assertion, s *analysed, sc *clause, sa assertion) bool {
	if pc.cond != roleMain || sc.cond != roleException || sc.condIdx < 0 || pa.sign == sa.sign {
		return false
	}
	exc := s.clauses[sc.condIdx].keys
	have := map[string]bool{}
	for i := range p.clauses {
		for k := range p.clauses[i].keys {
			have[k] = true
		}
	}
	n, hit := 0, 0
	for k := range exc {
		w := weightOf(k)
		n += w
		if have[k] {
			hit += w
		}
	}
	if n == 0 || share(hit, n) < minExceptionRestated {
		return false
	}
	// "valid against a grantor without actual knowledge" negates the
	// excepted case: the rule turned round, not its exception stated.
	for i, t := range p.toks {
		if t.kind != tokWord || !exc[t.k] {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if w := p.toks[k].low; polar.negators[w] || exceptionNegators[w] {
				return false
			}
		}
	}
	return true
}

// exceptionNegators, before an exception's words in a proposition, deny
// the excepted case rather than state it.
var exceptionNegators = map[string]bool{"without": true, "absent": true, "regardless": true, "despite": true, "even": true, "lacking": true, "lacks": true, "lack": true, "irrespective": true, "notwithstanding": true}

// minExceptionRestated is the share of an exception's words a
// proposition must hold to be taken as stating the excepted case.
const minExceptionRestated = 0.5

// assertsOn reports the first decided main-clause assertion of p on one
// of the axes, and whether the clause carries a condition.
func assertsOn(p *analysed, axes ...string) (assertion, clauseRole, bool) {
	for _, c := range p.clauses {
		if c.role != roleMain {
			continue
		}
		for _, a := range c.asserts {
			if a.sign == 0 {
				continue
			}
			for _, ax := range axes {
				if a.axis == ax {
					return a, c.cond, true
				}
			}
		}
	}
	return assertion{}, roleMain, false
}
