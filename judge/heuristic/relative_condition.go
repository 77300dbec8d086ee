package heuristic

// A condition that follows a non-restrictive relative clause qualifies
// that clause's verb, not the main clause: in "expiry does not by itself
// end protection, which lasts as long as the information stays secret",
// "as long as" says how long protection lasts; the main clause states no
// condition, and a proposition that restates it ("expiry does not end
// protection") drops nothing.

// endsInRelative reports whether a clause's tokens end in a
// non-restrictive relative clause: a comma, then "which", "who" or
// "whose", and no comma after it, so that what follows the clause
// continues the relative one.
func endsInRelative(toks []tok) bool {
	for i := len(toks) - 2; i >= 0; i-- {
		if toks[i].kind != tokPunct || toks[i].low != "," {
			continue
		}
		switch toks[i+1].low {
		case "which", "who", "whose":
			return i+2 < len(toks) // the relative clause has a verb before the condition
		}
		return false // a later comma: the relative clause, if any, has ended
	}
	return false
}

// relativeCondition is, for a condition clause ci of s that follows a
// relative clause (so attached to no main clause), the relative clause
// as a clause of its own and the qualifiers the condition brings to it:
// a proposition restating the relative clause must keep them as it must
// a main clause's. ok is false for any other clause.
func relativeCondition(s *analysed, ci int) (rel *clause, hits []hedgeHit, ok bool) {
	c := &s.clauses[ci]
	if ci == 0 || c.role != roleCondition && c.role != roleException && c.role != roleOnlyIf {
		return nil, nil, false
	}
	prev := &s.clauses[ci-1]
	if prev.role != roleMain || prev.condIdx == ci || !endsInRelative(prev.toks) {
		return nil, nil, false
	}
	for _, m := range s.clauses {
		if m.condIdx == ci {
			return nil, nil, false
		}
	}
	from := len(prev.toks) - 1
	for from > 0 && !(prev.toks[from-1].low == "," && relativeWords[prev.toks[from].low]) {
		from--
	}
	r := clause{role: roleMain, toks: prev.toks[from:], condIdx: -1}
	r.keys = keysOf(r.toks)
	return &r, hedgesIn(withoutNotHedges(joinLow(r.toks) + " " + c.text())), true
}
