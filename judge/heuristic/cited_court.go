package heuristic

// A court named only in the answer's own citation: "The Second Circuit
// held ... (2d Cir. 2023)" over a source whose label says the Seventh
// Circuit decided it. The citation is the writer's claim about the
// source, not evidence of it: where the source's own court is a circuit
// and the proposition names another one that no passage, context or
// source label mentions, the court is invented, whatever the citation
// parenthetical says.

// circuitOnlyCited reports whether circuit n is vouched for by the
// citation alone, against a source label naming another circuit.
func (e *evidence) circuitOnlyCited(n int) bool {
	if e.cited < 0 || e.court == "" {
		return false
	}
	own := circuitsIn(tokenize(e.court))
	if len(own) == 0 || own[n] {
		return false
	}
	for i, p := range e.parts {
		if i != e.cited && p.circuits()[n] {
			return false
		}
	}
	return true
}
