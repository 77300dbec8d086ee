package heuristic

// Clashes in the other aligned sentences (C-003): the clash rules read
// the passage sentence a proposition aligns with best. When that one is
// a question, a heading or a restatement of the issue ("Whether Harlow
// should assign the agreement before the closing"), the sentence that
// answers it comes second ("We do not recommend assigning the agreement
// before the closing"), and a proposition turning the answer round
// ("The memo recommends assigning before the closing") passed on the
// words the two sentences share. The clash rules now read every other
// aligned sentence that holds at least the decided clash share of the
// proposition on its own, so a clash there is as decided as one in the
// best sentence.

// laterPickClashes applies the clash rules to the first aligned
// sentence after a best one that asks a question, when it holds at
// least op.ClashShare of the proposition.
func laterPickClashes(v *unitVerdict, ptoks []tok, pk propKeys, picks []*analysed, op *OperatingPoint) {
	if !posesQuestion(picks[0]) {
		return
	}
	for _, s := range picks[1:] {
		if posesQuestion(s) {
			continue
		}
		if ov := sentenceShare(pk, s); ov >= op.ClashShare {
			sentenceClashes(v, ptoks, s, ov, op)
		}
		return
	}
}
