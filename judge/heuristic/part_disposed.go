package heuristic

import "fmt"

// A part of the judgment disposed of the other way (C-003): "We affirm
// the judgment as to liability, vacate the award of damages, and remand"
// disposes of two parts, and "the court upheld the damages award" turns
// one of them round. The case-level outcome rules read the judgment as
// a whole (affirmed, with a remand), so the part passed. Each side's
// disposition is read with what it disposes of (the object after an
// active verb, the subject before a passive one), and a part both
// sentences name by the same words (at least two) disposed of in the
// opposite direction is a clash.

// upholdWords keep a ruling below in force.
var upholdWords = phrasesOf("affirm", "affirms", "affirmed", "affirming", "uphold", "upholds", "upheld", "upholding", "sustain", "sustains", "sustained", "let stand", "left intact", "left standing")

// undoWords take a ruling below away.
var undoWords = phrasesOf("vacate", "vacates", "vacated", "vacating", "reverse", "reverses", "reversed", "reversing", "set aside", "sets aside", "overturn", "overturns", "overturned", "struck down", "strikes down", "threw out", "throws out")

// passiveBe open a passive disposition ("the award is vacated").
var passiveBe = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true}

// minPartKeys is the fewest content words a disposed part must have.
const minPartKeys = 2

// disposedPart is one disposition and the keys of what it disposes of.
type disposedPart struct {
	uphold bool
	part   keySet
	words  string
}

// disposedParts reads the dispositions of toks with their parts.
func disposedParts(toks []tok) []disposedPart {
	var out []disposedPart
	for _, group := range []struct {
		list   phraseList
		uphold bool
	}{{upholdWords, true}, {undoWords, false}} {
		for _, h := range phraseHits(toks, group.list) {
			part := tailKeys(toks, h.after, 8, clauseStops)
			if h.at > 0 && passiveBe[toks[h.at-1].low] || h.at > 1 && toks[h.at-1].low == "hereby" && passiveBe[toks[h.at-2].low] {
				b := h.at - 1
				if toks[b].low == "hereby" {
					b--
				}
				part = headKeys(toks, b, 8)
			}
			out = append(out, disposedPart{group.uphold, part, joinLow(toks[h.at:h.after])})
		}
	}
	return out
}

// partDisposedOtherWay describes a part the proposition says was disposed
// of one way and the passage sentence the other; "" when none.
func partDisposedOtherWay(prop []tok, s *analysed) string {
	pp := disposedParts(prop)
	if len(pp) == 0 {
		return ""
	}
	sp := disposedParts(s.toks)
	for _, a := range pp {
		for _, b := range sp {
			if a.uphold == b.uphold || len(b.part) < minPartKeys || heldShareOf(b.part, a.part) < 1 {
				continue
			}
			same := false
			for _, c := range sp {
				same = same || c.uphold == a.uphold && len(c.part) > 0 && heldShareOf(c.part, a.part) >= 1
			}
			if same {
				continue // the passage disposes of it both ways: not for this rule
			}
			return fmt.Sprintf("the proposition says a part of the judgment was %q that the passage says was %q", a.words, b.words)
		}
	}
	return ""
}
