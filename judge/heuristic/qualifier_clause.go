package heuristic

// A qualifier kept in a clause of its own (C-007): the proposition may
// restate a passage's condition or proviso in another clause than the
// one restating the rule it qualifies ("such leases are commonly enforced:
// acceleration is not in itself a penalty, provided that the lessor's
// recovery reflects its actual loss"), so keptText, which reads the
// proposition's clauses that restate the rule, misses it. The qualifier
// is kept when a clause of the proposition restates most of the
// passage's qualifying clause and carries a connective of its class:
// the proviso is there, with its words and its "provided".

// minQualifierRestated is the share of the qualifying clause's words a
// proposition's clause must hold to restate it.
const minQualifierRestated = 0.6

// qualifierClauseRestated reports whether the condition or exception
// attached to clause ci of s (or clause ci itself, when it is one) is
// restated by a clause of the proposition that holds a keep word of its
// class.
func qualifierClauseRestated(prop *analysed, s *analysed, ci int, keep []string) bool {
	q := &s.clauses[ci]
	if q.role == roleMain {
		if q.condIdx < 0 {
			return false
		}
		q = &s.clauses[q.condIdx]
	}
	if len(q.keys) < 2 {
		return false
	}
	for pi := range prop.clauses {
		pc := &prop.clauses[pi]
		n, hit := 0, 0
		for k := range q.keys {
			w := weightOf(k)
			n += w
			if pc.keys[k] {
				hit += w
			}
		}
		if share(hit, n) >= minQualifierRestated && firstPhrase(withoutPhrases(pc.text(), absoluteWithout), keep) != "" {
			return true
		}
	}
	return false
}
