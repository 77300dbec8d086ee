package heuristic

import (
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
// (reliefInPart), or, where the holding does so in two sentences ("It
// is granted as to the first count. It is denied as to the second."),
// the later of a grant and a denial each limited to a part
// (reliefPartWords); else nil.
func splitRelief(hs []*analysed) *analysed {
	granted, denied := -1, -1
	for i, h := range hs {
		if reliefInPart(h) {
			return h
		}
		if firstPhrase(h.low, reliefPartWords) == "" {
			continue
		}
		pos, neg := false, false
		for _, t := range h.toks {
			if s, op := polar.operators[t.low]; op && polar.opAxis[t.low] == "relief" {
				pos, neg = pos || s > 0, neg || s < 0
			}
		}
		switch {
		case pos && !neg && granted < 0:
			granted = i
		case neg && !pos && denied < 0:
			denied = i
		}
	}
	if granted < 0 || denied < 0 {
		return nil
	}
	return hs[max(granted, denied)]
}

// partialReliefClash compares a proposition telling what the court
// granted or denied with a holding that did both in part: adverse when
// the proposition says the relief went in full, undecided when it names
// no part, "" when it names one or tells no relief.
func partialReliefClash(prop *analysed, pLow string, hs []*analysed) (adverse bool, msg string) {
	split := splitRelief(hs)
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
