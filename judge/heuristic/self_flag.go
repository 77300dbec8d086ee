package heuristic

import "strings"

// flagsItself reports whether a claim's own text flags the sources as
// insufficient (statesInsufficiency, saysSourcesSilent), except where the
// flag opens the sentence and a clause of its own follows it after "but",
// "however" or "yet": "None of the retrieved documents address this, but
// such clauses are always void." states law as fact in its second clause,
// and the flag before it does not mark it. A flag in the later clause
// marks what comes before it ("The clause likely survives, but I could not
// confirm this from the Vault."), and a tail of three words or fewer
// ("..., but it likely does") hedges rather than asserts. The citation
// extractor reads its propositions the same way (checks/cite,
// flagsInsufficiency).
func flagsItself(text string) bool {
	flags := func(s string) bool { return statesInsufficiency(s) || saysSourcesSilent(s) }
	if !flags(text) {
		return false
	}
	head, tail, ok := cutContrastClause(text)
	if !ok || flags(tail) {
		return true
	}
	return !flags(head) || len(strings.Fields(tail)) <= 3
}

// contrastClauses open a clause that says something else.
var contrastClauses = []string{", but ", "; but ", " but ", "; however, ", ", however, ", "; however ", ", yet ", "; yet "}

// cutContrastClause splits text at its first contrast connector.
func cutContrastClause(text string) (head, tail string, ok bool) {
	at, n := -1, 0
	for _, c := range contrastClauses {
		if i := strings.Index(text, c); i >= 0 && (at < 0 || i < at) {
			at, n = i, len(c)
		}
	}
	if at < 0 {
		return text, "", false
	}
	return text[:at], text[at+n:], true
}
