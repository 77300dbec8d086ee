package heuristic

// Reading who a role belongs to: an agent read back over a comma
// ("once an insured tenders a claim, the insurer bears the burden") and
// a modal with an adverb before the proof verb ("must then show").

// agentAfterComma narrows an agent phrase read back over a comma to the
// noun phrase after it, when that starts with a determiner and names a
// party: in "once an insured tenders a claim, the insurer bears the
// burden" the agent is "the insurer", not both parties.
func agentAfterComma(ag []tok) []tok {
	for k := len(ag) - 1; k >= 0; k-- {
		if ag[k].kind != tokPunct || ag[k].low != "," {
			continue
		}
		tail := ag[k+1:]
		if len(tail) > 1 && determiners[tail[0].low] && len(roleTags(tail)) > 0 {
			return tail
		}
		return ag
	}
	return ag
}

// modalAdverbProof is the length of "must|shall|should <adverb> <proof
// verb>" at toks[i] ("the insured must then show", "must also prove"),
// which the must-show phrases, written without the adverb, miss; 0 if
// none.
func modalAdverbProof(toks []tok, i int) int {
	if i+2 >= len(toks) {
		return 0
	}
	switch toks[i].low {
	case "must", "shall", "should":
	default:
		return 0
	}
	adv := toks[i+1].low
	if adv == "not" || adv == "n't" || !(auxiliaries[adv] || len(adv) > 4 && adv[len(adv)-2:] == "ly") {
		return 0
	}
	if !isProofVerb(toks[i+2].low) {
		return 0
	}
	return 3
}
