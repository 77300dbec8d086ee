package heuristic

import (
	"fmt"
	"strings"
)

// A split disposition (C-004): "the judgment is affirmed as to the
// contract claim and reversed as to the trade secret claim" disposes of
// two parts two ways. A proposition that the court affirmed (or
// reversed) on both or all of them, or that gives one part the other
// part's disposition ("affirmed on the trade secret claim"),
// contradicts it, though the disposition word it uses stands in the
// holding too, which is why the polarity rules, seeing agreement, pass
// it.

// splitDispositionMark is in the message of a split disposition
// contradicted: the proposition's account of what the court did is then
// not supported either.
const splitDispositionMark = "where the holding disposes of its parts both ways"

// dispositionPart is one part of a split disposition: its sign and the
// content keys of what it disposes of.
type dispositionPart struct {
	sign int
	keys keySet
	word string // the disposition word, as written
	past bool   // "affirmed", not "affirm": what was done
	text string // what follows it, in lower case
}

// dispositionParts reads the parts of a disposition sentence: each
// disposition word and the words after it up to the next one (or the
// end of the clause), when the sentence disposes both ways.
func dispositionParts(s *analysed) []dispositionPart {
	var parts []dispositionPart
	pos, neg := false, false
	for ci := range s.clauses {
		for _, p := range clauseParts(&s.clauses[ci]) {
			parts = append(parts, p)
			pos, neg = pos || p.sign > 0, neg || p.sign < 0
		}
	}
	if !pos || !neg {
		return nil
	}
	return parts
}

// clauseParts are a clause's disposition words, each with its sign (a
// negator before it turns it round), its word, and the content keys and
// text of what follows it up to the next one.
func clauseParts(c *clause) []dispositionPart {
	var parts []dispositionPart
	neg := 1
	for i, t := range c.toks {
		if t.kind == tokPunct && sentenceEnd[t.low] {
			neg = 1 // a heading run into its sentence (heading_negator.go)
		}
		if polar.negators[t.low] {
			neg = -neg
			continue
		}
		sg, isOp := polar.operators[t.low]
		if isOp && polar.opAxis[t.low] == "disposition" && sg != 0 {
			parts = append(parts, dispositionPart{sign: sg * neg, keys: keySet{}, word: t.raw, past: strings.HasSuffix(t.low, "ed")})
			neg = 1
			continue
		}
		if n := len(parts); n > 0 && t.kind == tokWord {
			for k := range keysOf(c.toks[i : i+1]) {
				parts[n-1].keys[k] = true
			}
			parts[n-1].text += " " + t.low
		}
	}
	return parts
}

// wholeWords say a disposition reached every part.
var wholeWords = []string{"both", "all", "entire", "entirety", "in full", "every", "each"}

// genericPartWords name any part of a judgment, so they tell no part
// from another.
var genericPartWords = map[string]bool{"claim": true, "judgment": true, "case": true, "count": true, "part": true, "summary": true, "court": true}

// splitDispositionClash compares the proposition's past-tense
// disposition words ("affirmed", "reversed") with a split disposition
// of the holding: a message when it gives the whole judgment one
// disposition or one part the other's, else "".
func splitDispositionClash(prop *analysed, hs []*analysed) string {
	for _, h := range hs {
		parts := dispositionParts(h)
		if parts == nil {
			continue
		}
		for ci := range prop.clauses {
			if prop.clauses[ci].role != roleMain {
				continue
			}
			for _, pp := range clauseParts(&prop.clauses[ci]) {
				if !pp.past {
					continue
				}
				if firstPhrase(pp.text, wholeWords) != "" {
					return fmt.Sprintf("adverse holding: the proposition says the court %s on the whole, "+splitDispositionMark+" (%q)", pp.word, clip(h.text, 160))
				}
				same, other := 0, 0
				for _, p := range parts {
					n := 0
					for k := range p.keys {
						if pp.keys[k] && !genericPartWords[k] {
							n++
						}
					}
					if p.sign == pp.sign {
						same = max(same, n)
					} else {
						other = max(other, n)
					}
				}
				if other > same {
					return fmt.Sprintf("adverse holding: the proposition says the court %s the part the holding disposed of the other way, "+splitDispositionMark+" (%q)", pp.word, clip(h.text, 160))
				}
			}
		}
	}
	return ""
}
