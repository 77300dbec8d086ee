package heuristic

import "fmt"

// A value the passage names only to reject it (C-003). A passage that
// says "the risk is moderate, not high" or "the fee is refundable, not
// forfeited" sets one value against another and denies the second; a
// proposition that says the risk is "high" restates the word the
// passage denies. The polarity rules miss it: the rejected word stands
// in the passage unnegated by any verb, and the proposition's other
// words align with the sentence well. contrastClash reads the case
// where the proposition draws the same contrast turned round; this reads
// the one where it asserts the rejected side alone.
//
// Only a one-word alternative closing its clause is read (", not high,"),
// so "must end the violation, not merely stop it" (a rejected reading of
// a whole clause) is left to the other rules; the proposition must name
// the sentence's subject (minRejectAnchor of the content words before
// the contrast), must not hold the chosen word, must not negate the
// rejected one, and must draw no contrast of its own.

// minRejectAnchor is the fewest content words of the clause before the
// contrast that the proposition must hold: it then speaks of the same
// subject.
const minRejectAnchor = 2

// rejectAnchorSpan bounds how far before the chosen word the subject is
// looked for, in tokens.
const rejectAnchorSpan = 10

// rejectionAt reads ", not Y" at i (the comma) with Y one word closing its
// clause: the chosen word's index and the rejected word's index, or ok
// false.
func rejectionAt(toks []tok, i int) (chosen, rejected int, ok bool) {
	if toks[i].kind != tokPunct || toks[i].low != "," || i == 0 || i+2 >= len(toks) {
		return 0, 0, false
	}
	if toks[i+1].low != "not" || toks[i-1].kind != tokWord || toks[i-1].k == "" {
		return 0, 0, false
	}
	y := i + 2
	if w := toks[y].low; w == "the" || w == "a" || w == "an" {
		y++
	}
	if y >= len(toks) || toks[y].kind != tokWord || toks[y].k == "" || weightOf(toks[y].k) != contentWeight {
		return 0, 0, false
	}
	if y+1 < len(toks) && toks[y+1].kind != tokPunct {
		return 0, 0, false // more than one word: a rejected clause, not a value
	}
	return i - 1, y, true
}

// rejectNegatedNear reports a negator or a contrast word before i in its
// clause ("did not consider it high", "rather than high", "no higher").
func rejectNegatedNear(toks []tok, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if toks[k].kind == tokPunct && toks[k].low != "\"" {
			return false
		}
		switch toks[k].low {
		case "not", "n't", "never", "no", "nor", "without", "than", "instead", "neither":
			return true
		}
	}
	return false
}

// rejectedValue names a word the proposition asserts that an
// aligned passage sentence names only to reject it, or "".
func rejectedValue(ptoks []tok, picks []*analysed) string {
	if len(contrastPairs(ptoks)) > 0 {
		return "" // the proposition draws a contrast itself: contrastClash
	}
	pk := keysOf(ptoks)
	for _, s := range picks {
		for i := range s.toks {
			x, y, ok := rejectionAt(s.toks, i)
			if !ok || pk[s.toks[x].k] {
				continue
			}
			anchor := 0
			for k := max(0, x-rejectAnchorSpan); k < x; k++ {
				if t := s.toks[k]; t.kind == tokWord && t.k != "" && weightOf(t.k) == contentWeight && pk[t.k] {
					anchor++
				}
			}
			if anchor < minRejectAnchor {
				continue
			}
			for j, t := range ptoks {
				if t.kind == tokWord && t.k == s.toks[y].k && !rejectNegatedNear(ptoks, j) {
					return fmt.Sprintf("polarity: the proposition says %q where the source says %q, not %q (%q)", t.raw, s.toks[x].raw, s.toks[y].raw, clip(s.text, 160))
				}
			}
		}
	}
	return ""
}
