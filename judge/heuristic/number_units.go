package heuristic

// A spelled number counts as a fact before its unit, and a unit may be
// qualified by one word between them: "ten business days", "thirty
// calendar days", "two full years" state a period as surely as "ten
// days" does, and a period changed there ("ten business days" for the
// contract's "two (2) business days") is an invented fact.

// unitAt reports whether toks[u] is a unit, or a plain lower-case word
// followed by one ("business days").
func unitAt(toks []tok, u int) bool {
	if u >= len(toks) {
		return false
	}
	if facts.units[toks[u].low] {
		return true
	}
	t := toks[u]
	if t.kind != tokWord || t.cap || lex.stop[t.low] || u+1 >= len(toks) {
		return false
	}
	if _, n := facts.numberWords[t.low]; n {
		return false
	}
	return facts.units[toks[u+1].low]
}
