package heuristic

// A partial disposition restated (C-004): "the judgment is reversed
// insofar as it holds that the termination was proper" limits the
// reversal to one part of the judgment, so a proposition saying the
// court affirmed some other part may be right, and the rules leave that
// undecided (narrowerThanHedgedHolding). A proposition that says the
// court affirmed (or reversed) the very part the limit names, restating
// most of the holding sentence's words ("affirmed the judgment that the
// termination was proper"), contradicts it as it stands.

// minPartRestated is the share of the disposition sentence's words the
// proposition must hold to speak of the part it disposes of.
const minPartRestated = 0.5

// partDisposedRestated reports whether the clash is on the disposition
// and the proposition restates most of the disposition sentence.
func partDisposedRestated(prop *analysed, c polarityClash) bool {
	if c.axis != "disposition" {
		return false
	}
	held := keysOf(tokenize(c.sentence))
	n, hit := 0, 0
	for k := range held {
		w := weightOf(k)
		n += w
		if prop.keys[k] {
			hit += w
		}
	}
	return share(hit, n) >= minPartRestated
}
