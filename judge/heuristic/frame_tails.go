package heuristic

// Shared readings for the frame clash rules (condition_turned.go,
// exception_included.go, part_disposed.go, declined_done.go,
// majority_joined.go, only_one_party.go): where a phrase of a list
// stands in a sentence's tokens, and the content keys of what follows it
// up to its clause's end, so that the thing a condition, an exception, a
// disposition or a refusal is about can be compared between proposition
// and passage by its words.

// phraseList is a list of phrases as their words.
type phraseList [][]string

// phrasesOf splits each phrase at its spaces.
func phrasesOf(phrases ...string) phraseList {
	out := make(phraseList, len(phrases))
	for i, p := range phrases {
		out[i] = splitSpaces(p)
	}
	return out
}

// splitSpaces splits s at single spaces.
func splitSpaces(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// phraseHit is one place a phrase of a list stands: its first token and
// the token after it.
type phraseHit struct{ at, after int }

// phraseHits are the places in toks where a phrase of the list starts.
func phraseHits(toks []tok, list phraseList) []phraseHit {
	var out []phraseHit
	ix := tokPhraseIndexOf(list)
	if ix == nil {
		for i := range toks {
			if n := phraseAt(toks, i, list); n > 0 {
				out = append(out, phraseHit{i, i + n})
			}
		}
		return out
	}
	for i := range toks {
		// ix.at's screen, written here: most tokens open no phrase, and
		// the call for each was a third of the scan (tok_phrase_index.go).
		if t := &toks[i]; t.kind != tokWord || t.low == "" || !ix.starts.has(t.low[0]) {
			continue
		}
		if n := ix.atStart(toks, i); n > 0 {
			out = append(out, phraseHit{i, i + n})
		}
	}
	return out
}

// tailKeys are the content keys of the tokens from i up to the end of
// their clause (punctuation other than the section sign and quotation
// marks, or a word of stops), at most max tokens.
func tailKeys(toks []tok, i, max int, stops map[string]bool) keySet {
	ks := keySet{}
	for j := i; j < len(toks) && j-i < max; j++ {
		t := toks[j]
		if t.kind == tokPunct && t.low != "§" && t.low != "\"" {
			break
		}
		if j > i && stops[t.low] {
			break
		}
		if t.kind == tokWord && t.k != "" {
			ks[t.k] = true
		}
	}
	return ks
}

// headKeys are the content keys of the tokens before i back to the start
// of their clause, at most max tokens: the subject of a passive
// disposition ("the award of damages is vacated").
func headKeys(toks []tok, i, max int) keySet {
	ks := keySet{}
	for j := i - 1; j >= 0 && i-j <= max; j-- {
		t := toks[j]
		if t.kind == tokPunct && t.low != "§" && t.low != "\"" {
			break
		}
		if t.kind == tokWord && t.k != "" {
			ks[t.k] = true
		}
	}
	return ks
}

// clauseStops end the thing a phrase is about at the next clause's
// opening word.
var clauseStops = map[string]bool{"and": true, "but": true, "or": true, "because": true, "so": true, "which": true, "while": true, "whereas": true, "unless": true, "except": true, "if": true}
