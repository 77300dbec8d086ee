package heuristic

// Holdings attributed in other words: "the court confirmed that ...",
// "the court recognized that ...", "made clear that ..." give what
// follows as the court's ruling as "held" does, so a question the court
// declined to decide, restated after them, is an answer stated as held
// (left_open.go, adverse.go).

// attributedWords attribute a ruling to the court without "held".
var attributedWords = []string{"confirmed that", "recognized that", "made clear that", "established that", "settled that", "announced that"}

// statesHolding reports whether lower-case proposition text says what a
// court decided: decisionWords, or a ruling attributed in other words.
func statesHolding(pLow string) bool {
	return firstPhrase(pLow, decisionWords) != "" || firstPhrase(pLow, attributedWords) != ""
}

// remandedHolding reports whether the holding sends the case back
// (remands or vacates): an answer stated as held to a question it left
// for the remand is a disposition the court did not reach, adverse to
// the proposition as well as an over-claim. A court that affirmed or
// reversed outright and only declined a side question decided nothing
// against the proposition: stating the side question's answer as held
// over-claims (C-007) without an adverse holding (C-004).
func remandedHolding(hs []*analysed) bool {
	for _, h := range hs {
		for _, t := range h.toks {
			switch t.low {
			case "remand", "remanded", "remanding", "vacate", "vacated", "vacating":
				return true
			}
		}
	}
	return false
}
