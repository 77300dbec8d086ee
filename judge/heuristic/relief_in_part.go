package heuristic

import (
	"cmp"
	"fmt"
	"strings"
)

// A relief granted in part (C-004): "the motion is granted in part and
// denied in part" grants some of what was asked and refuses the rest. A
// proposition that the court granted (or denied) it "in full", "in its
// entirety" or "entirely" contradicts that, though the word it uses
// stands in the holding too, which is why the polarity rules, seeing
// agreement, pass it. One that says "granted the motion" and names no
// part may be telling the granted part or the whole: which is for a
// person to read. One that names its part ("in part", "as to the
// later payments") or one thing the motion asked for ("refused an
// adverse-inference instruction") is compared as it stands.

// reliefWholeWords say a relief reached all that was asked; reliefPartWords
// that it reached a part.
var (
	reliefWholeWords = []string{"in full", "in its entirety", "in their entirety", "entirely", "fully", "in all respects", "outright", "wholly", "completely"}
	reliefPartWords  = []string{"in part", "as to", "insofar", "to the extent", "partly", "partially", "except", "only", "but not", "save"}
)

// reliefReach is how far after a relief word its reach is read.
const reliefReach = 10

// reliefInPart reports whether a holding sentence grants and denies
// relief in part: relief words of both signs and "in part".
func reliefInPart(h *analysed) bool {
	if !containsPhrase(h.low, "in part") {
		return false
	}
	pos, neg := false, false
	for _, t := range h.toks {
		if s, op := polar.operators[t.low]; op && polar.opAxis[t.low] == "relief" {
			pos, neg = pos || s > 0, neg || s < 0
		}
	}
	return pos && neg
}

// splitRelief is the holding sentence that grants and denies in part
// (reliefInPart, one true), or, where the holding does so in two
// sentences ("It is granted as to the first count. It is denied as to
// the second."), the later of a grant and a denial each limited to a
// part (reliefPartWords) of reliefs of no different kind (one false:
// the two may still be different motions, so only a doubt); else nil.
func splitRelief(hs []*analysed) (split *analysed, one bool) {
	granted, denied := -1, -1
	var gObj, dObj string
	for i, h := range hs {
		if reliefInPart(h) {
			return h, true
		}
		if firstPhrase(h.low, reliefPartWords) == "" {
			continue
		}
		pos, neg, obj := false, false, ""
		for _, t := range h.toks {
			if s, op := polar.operators[t.low]; op && polar.opAxis[t.low] == "relief" {
				pos, neg = pos || s > 0, neg || s < 0
			}
		}
		for _, c := range h.clauses {
			for _, a := range c.asserts {
				if a.axis == "relief" {
					obj = cmp.Or(obj, a.obj)
				}
			}
		}
		switch {
		case pos && !neg && granted < 0:
			granted, gObj = i, obj
		case neg && !pos && denied < 0:
			denied, dObj = i, obj
		}
	}
	if granted < 0 || denied < 0 || gObj != "" && dObj != "" && gObj != dObj {
		return nil, false
	}
	return hs[max(granted, denied)], false
}

// partialReliefClash compares a proposition telling what the court
// granted or denied with a holding that did both in part: adverse when
// the proposition says the relief went in full, undecided when it names
// no part, "" when it names one or tells no relief.
func partialReliefClash(prop *analysed, pLow string, hs []*analysed) (adverse bool, msg string) {
	split, one := splitRelief(hs)
	if split == nil {
		return false, ""
	}
	for ci := range prop.clauses {
		if c := &prop.clauses[ci]; c.role == roleMain {
			for i := range c.toks {
				if msg := wholeCaseDismissed(c.toks, i, split); msg != "" {
					return true, msg // dismissal_whole.go
				}
			}
		}
	}
	if firstPhrase(pLow, decisionWords) == "" && !reportsDecision(pLow) {
		return false, ""
	}
	told := ""
	for ci := range prop.clauses {
		c := &prop.clauses[ci]
		if c.role != roleMain {
			continue
		}
		for i, t := range c.toks {
			_, op := polar.operators[t.low]
			if !op || polar.opAxis[t.low] != "relief" || !strings.HasSuffix(t.low, "ed") {
				continue
			}
			after := joinLow(c.toks[i+1 : min(len(c.toks), i+1+reliefReach)])
			switch {
			case firstPhrase(after, reliefWholeWords) != "" && !one:
				return true, fmt.Sprintf("%sthe proposition says the court %s in full, where the holding grants in one sentence and denies in another (%q): whether they dispose of the same motion is for a person to read", cannotDecide, t.raw, clip(split.text, 160))
			case firstPhrase(after, reliefWholeWords) != "":
				return true, fmt.Sprintf("adverse holding: the proposition says the court %s in full, "+splitDispositionMark+", granting and denying in part (%q)", t.raw, clip(split.text, 160))
			case firstPhrase(after, reliefPartWords) != "":
				return false, ""
			case told == "" && namesMotion(c.toks[i+1:min(len(c.toks), i+5)]):
				told = t.raw // the motion itself, not one thing it asked for
			}
		}
	}
	if told == "" {
		return false, ""
	}
	return true, fmt.Sprintf("%sthe proposition says the court %s, naming no part, where the holding grants and denies in part (%q): whether it tells the whole or one part is for a person to read", cannotDecide, told, clip(split.text, 160))
}

// namesMotion: the words after a relief word name a motion, petition or
// request as what was granted or denied.
func namesMotion(toks []tok) bool {
	for _, t := range toks {
		switch t.low {
		case "motion", "motions", "petition", "application", "request":
			return true
		}
	}
	return false
}
