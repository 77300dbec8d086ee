package heuristic

// A finding made a duty (issue 26, 26.46-s): the proposition says a
// court or jury must find, presume, conclude or treat something ("the
// court must find that the statement had no price impact"), resting on
// sentences that state no obligation at all: they say what a party may
// show, what an inference does, or what a court found once. unstatedDuty
// (calibration.go) reads a duty to enforce, modify or grant relief; a
// duty to reach a finding is the same over-claim of a discretion or a
// weakened inference as a mandate, and the passage words line up with
// it all the same, so support is not passed on alignment.

// finders are the subjects a finding duty is put on.
var finders = map[string]bool{"court": true, "courts": true, "judge": true, "jury": true, "tribunal": true, "arbitrator": true, "factfinder": true, "panel": true}

// findingVerbs are the acts of reaching a finding or a legal
// characterisation, not of granting relief.
var findingVerbs = map[string]bool{"find": true, "presume": true, "conclude": true, "infer": true, "deem": true, "treat": true, "hold": true, "rule": true, "decide": true, "accept": true, "draw": true, "regard": true}

// dutyModals put an obligation on the subject before them; each is
// matched as whole words after the subject.
var dutyModals = [][]string{{"must"}, {"shall"}, {"is", "required", "to"}, {"are", "required", "to"}, {"has", "to"}, {"have", "to"}, {"is", "bound", "to"}, {"is", "obliged", "to"}, {"is", "obligated", "to"}}

// findingDuty is the finding verb the proposition puts a duty on a
// court or jury to make ("find" in "the court must find that ..."), or
// "" when it puts none. A negated duty ("must not find", "need not
// find") and an adverb between modal and verb ("must then find") are
// read as they are: the first is no duty, the second still is.
func findingDuty(toks []tok) string {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != tokWord || !finders[toks[i].low] {
			continue
		}
		j := i + 1
		matched := false
		for _, m := range dutyModals {
			if wordsAt(toks, j, m) {
				j += len(m)
				matched = true
				break
			}
		}
		if !matched || j >= len(toks) {
			continue
		}
		if toks[j].low == "not" || toks[j].low == "never" {
			continue
		}
		if w := toks[j].low; j+1 < len(toks) && (dutyFillers[w] || isAdverb(w)) {
			j++
		}
		if j < len(toks) && toks[j].kind == tokWord && findingVerbs[toks[j].low] {
			return toks[j].low
		}
	}
	return ""
}

// dutyFillers may stand between a modal and its verb ("must then find").
var dutyFillers = map[string]bool{"then": true, "also": true, "first": true, "still": true, "instead": true}

// isAdverb is a rough reading of an "-ly" adverb ("necessarily",
// "ordinarily") between a modal and its verb.
func isAdverb(w string) bool {
	return len(w) > 4 && w[len(w)-2:] == "ly"
}

// unstatedFindingDuty returns the duty's modal ("must") when the
// proposition puts a finding duty on a court or jury and no sentence it
// rests on (bound) holds any word of obligation; "" otherwise, and
// always "" with no such sentence (nothing then makes the statement).
func unstatedFindingDuty(prop *analysed, bound []*analysed) string {
	if len(bound) == 0 || findingDuty(prop.toks) == "" {
		return ""
	}
	for _, s := range bound {
		if firstPhrase(s.low, obligationWords) != "" {
			return ""
		}
	}
	return "must"
}
