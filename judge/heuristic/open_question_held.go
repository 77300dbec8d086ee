package heuristic

// A question the court declined or sent back, stated as held (C-004,
// C-007), three readings the rules on it (remand_question.go,
// left_open.go, open_question.go) missed on the released suites:
//
//   - "the court held that the investors had pleaded scienter": a
//     pluperfect inside what the court is said to have held is the
//     tense of reported speech, not the case's history ("the district
//     court had dismissed"), so it does not take the proposition out of
//     the remanded-question rule (historyPluperfect);
//   - "whether the complaint, so considered, pleads scienter": a short
//     aside between commas is part of the question, which the question
//     reader otherwise ends at the first comma (questionPastAside);
//   - a proposition the rules already find adverse ("set aside the
//     dismissal" against a holding that reversed it) that also states
//     as held the answer the court withheld ("we express no view on
//     which sanction is appropriate") over-claims as well, which only
//     the adverse finding hid (leftOpenOverclaim).
//
// Each only leaves a verdict undecided: none passes anything.

// historyPluperfect reports whether the proposition tells what was done
// before the decision with a pluperfect ("had dismissed", "had been
// enforced") that stands outside what the court is said to have held: a
// pluperfect after "held that" is reported speech.
func historyPluperfect(pLow string) bool {
	for _, loc := range pluperfectRe.FindAllStringIndex(pLow, -1) {
		if firstPhrase(pLow[:loc[0]], heldWords) == "" {
			return true
		}
	}
	return false
}

// maxQuestionAside is how many words an aside between commas inside a
// question may hold ("whether the complaint, so considered, pleads ...").
const maxQuestionAside = 3

// questionPastAside is the question the word at toks[i] opens, read on
// past asides of at most maxQuestionAside words set off by commas, up to
// the next other non-word or an "or"/"and" that joins another question.
func questionPastAside(toks []tok, i int) []tok {
	var q []tok
	for j := i + 1; j < len(toks); j++ {
		u := toks[j]
		if u.kind == tokWord {
			if u.low == "or" || u.low == "and" {
				break
			}
			q = append(q, u)
			continue
		}
		if u.low != "," {
			break
		}
		end := -1
		for k := j + 1; k < len(toks) && k <= j+1+maxQuestionAside; k++ {
			if toks[k].kind != tokWord {
				if toks[k].low == "," {
					end = k
				}
				break
			}
		}
		if end < 0 {
			break
		}
		j = end // the aside's words name no part of the question's subject
	}
	return q
}

// leftOpenOverclaim is why a proposition found adverse over-claims too:
// it states as held, in the words of a question the holding declines
// or leaves for the remand, an answer the court did not give; or "".
func leftOpenOverclaim(prop *analysed, pLow string, hs []*analysed) string {
	if why := heldWhatWasLeftOpen(prop, pLow, hs); why != "" {
		return why
	}
	return remandedQuestionHeld(prop, pLow, hs)
}
