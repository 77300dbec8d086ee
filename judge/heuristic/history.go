package heuristic

// History: a proposition that tells what was done before the decision it
// cites ("the district court had enforced the cap", "vacated a judgment
// that had enforced it") states the case's history, not its holding. Its
// pluperfect assertions are not compared with the source's holding, nor
// read as an outcome the passage must state or the court must have held:
// whether the history is told right is the passage's business (support),
// not the holding's.

// withoutHistory drops the proposition's pluperfect assertions (see
// assertion.past).
func withoutHistory(a *analysed) {
	for i := range a.clauses {
		c := &a.clauses[i]
		kept := c.asserts[:0]
		for _, x := range c.asserts {
			if !x.past {
				kept = append(kept, x)
			}
		}
		c.asserts = kept
	}
}
