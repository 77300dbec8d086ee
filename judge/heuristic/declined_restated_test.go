package heuristic

import "testing"

// TestDeclinedVerbQuestionRestated: a court that does not decide whether
// a party did something (a verb, not "is X"), cited as having held that
// it did, or that it did not: a remand stated as a holding (adverse and
// over-claims). A proposition that tells the remand, or a party's
// allegation, states no answer; a short question is not restated by
// sharing its two words.
func TestDeclinedVerbQuestionRestated(t *testing.T) {
	const src = "Tamsin Tools v. Orla Forge (VLT-0902, VLT-0902#c3, case, court Wash., decided 2022-10-04)"
	const holding = "We do not decide whether Orla breached the supply contract; that depends on facts not yet found. The judgment of dismissal is reversed, and the case is remanded."
	const excerpt = "Tamsin alleges that Orla's buyers kept copies of the price list. " + holding
	runProbes(t, []probe{
		{name: "held that it did", source: src, excerpt: excerpt, holding: ReadHolding(holding, "").Text(),
			prop:    "The court held that Orla breached the supply contract because its buyers kept copies of the price list.",
			adverse: true, over: true, why: "left open whether Orla breached the supply contract"},
		{name: "held that it did not", source: src, excerpt: excerpt, holding: ReadHolding(holding, "").Text(),
			prop:    "The Washington court held that Orla did not breach the supply contract.",
			adverse: true, over: true, why: "left open"},
		{name: "the remand told", source: src, excerpt: excerpt, holding: ReadHolding(holding, "").Text(),
			prop:     "The court reversed the dismissal and remanded for findings on the supply contract.",
			supports: true},
	})
	short := analyse(sentencesOf("The court held that Orla breached it.")[0])
	if restatesQuestion(&short, tokenize("Orla breached")) {
		t.Error("a two-word question restated by two words")
	}
}
