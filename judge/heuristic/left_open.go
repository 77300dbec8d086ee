package heuristic

import "fmt"

// leftOpen reports a decided assertion of the proposition that the
// aligned passage sentences leave unsettled: they say a thing is not
// enough to bring it about ("is not, by itself, enough to make the
// agreement unenforceable") and no sentence of the passage decides it
// either way. Such a passage neither says what the proposition says
// ("the agreement is enforceable") nor the opposite; the words line up
// although the claim is not made, so support is not decided on word
// alignment.
func leftOpen(p *analysed, picks []*analysed, all []analysed) string {
	for pi := range p.clauses {
		pc := &p.clauses[pi]
		if pc.role != roleMain {
			continue
		}
		for _, pa := range pc.asserts {
			if pa.sign == 0 {
				continue
			}
			open := ""
			for _, s := range picks {
				if w := assertedOn(s, pa, true); w != "" {
					open = w
					break
				}
			}
			if open == "" {
				continue
			}
			decided := false
			for i := range all {
				if assertedOn(&all[i], pa, false) != "" {
					decided = true
					break
				}
			}
			if !decided {
				return fmt.Sprintf("the proposition states %q as settled, but the passage says only what is not enough to bring about %q, which leaves it open", pa.word, open)
			}
		}
	}
	return ""
}

// assertedOn is the word of a main-clause assertion of s on pa's axis
// and object: an unsettled one (unsettled true) or a decided one.
func assertedOn(s *analysed, pa assertion, unsettled bool) string {
	for ci := range s.clauses {
		c := &s.clauses[ci]
		if c.role != roleMain {
			continue
		}
		for _, sa := range c.asserts {
			if sa.axis != pa.axis || !sameObject(pa, sa) {
				continue
			}
			if unsettled && sa.unsettled || !unsettled && sa.sign != 0 {
				return sa.word
			}
		}
	}
	return ""
}
