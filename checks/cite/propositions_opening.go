package cite

// attachBack attaches the citations (and reference markers) of a block
// made of citation sentences only, with no statement of its own ("-
// Bremen, 407 U.S. 1, 10 (1972)." under a lead-in, a citation alone on
// its own line under the paragraph it cites), to proposition p, the
// statement before the block: a citation sentence cites the sentence
// before it when nothing after it in its block can be its statement.
func attachBack(cites []*cand, marks []marker, p int, footProp map[string]int, footMark map[string]marker) {
	for _, c := range cites {
		c.Proposition = p
	}
	for _, mk := range marks {
		footProp[mk.label], footMark[mk.label] = p, mk
	}
}
