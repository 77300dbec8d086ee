package heuristic

import "fmt"

// A whole case told as dismissed against a motion granted in part
// (C-004): "the court dismissed the complaint" (the action, the suit,
// the claims) says the motion to dismiss went in full, which is what a
// holding granting and denying it in part denies; the relief words of
// relief_in_part.go do not see it, as "dismissed" is no grant or denial
// word. The complaint may still have been dismissed in part, on the
// ground the holding granted, and the proposition go on to say which, so
// the rule does not decide: it leaves adverse holding for a person to
// read. One that names a part ("dismissed the contract claims", "in
// part", "as to general jurisdiction") or that is negated ("did not
// dismiss") is compared as it stands.

// courtSubject: the word before "dismissed" names the court that did it
// ("the court dismissed"), so the proposition tells the decision, not a
// rule about dismissals ("claims are dismissed when ...").
var courtSubject = map[string]bool{"court": true, "judge": true}

// wholeCaseObjects name all that a plaintiff brought.
var wholeCaseObjects = map[string]bool{"complaint": true, "action": true, "suit": true, "case": true, "lawsuit": true, "petition": true}

// dismissalObjectReach is how many words after "dismissed" its object is
// looked for.
const dismissalObjectReach = 4

// wholeCaseDismissed: toks[i] is "dismissed" (the dismissal axis,
// asserted), its object within reach is the whole case, and no part word
// follows in reach; split is the holding sentence granting and denying
// in part. It returns the reason, opened by cannotDecide, or "".
func wholeCaseDismissed(toks []tok, i int, split *analysed) string {
	t := toks[i]
	if t.low != "dismissed" || polar.content[t.low].axis != "dismissal" || i == 0 || !courtSubject[toks[i-1].low] {
		return ""
	}
	for j := max(0, i-3); j < i; j++ {
		if polar.negators[toks[j].low] {
			return ""
		}
	}
	end := min(len(toks), i+1+reliefReach)
	if firstPhrase(joinLow(toks[i+1:end]), reliefPartWords) != "" {
		return ""
	}
	for j := i + 1; j < len(toks) && j <= i+dismissalObjectReach; j++ {
		w := toks[j].low
		if wholeCaseObjects[w] {
			return fmt.Sprintf("%sthe proposition says the court dismissed the %s, naming no part, where the holding grants and denies in part (%q): whether it tells the whole case or the part granted is for a person to read", cannotDecide, w, clip(split.text, 160))
		}
		if w == "claim" || w == "claims" || w == "count" || w == "counts" {
			return "" // "dismissed the fraud claims": a part, or every claim, which the words say
		}
	}
	return ""
}
