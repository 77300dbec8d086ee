package heuristic

import (
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Two C-008 readings of an answer's own framing.
//
// A flag worded as what the sources lack: "Nothing retrieved addresses
// how a court would treat ...", "The retrieved sources say nothing about
// ...", "None of the retrieved passages decides ..." says the sources are
// insufficient as plainly as "the retrieved sources do not address", and
// is no claim of law.
//
// A summing-up lead-in: "In short: ..." or "Short version: ..." opening
// an answer sums up what the answer then says with citations, often in
// the paragraphs after it rather than its own. Like summarisesCited's
// sentence before its cited examples, it states nothing those cited
// sentences do not when they hold it; it is read against the cited
// sentences of the rest of the answer (at most leadInCited of them).

var (
	// sourcesSilent is a statement that the retrieved sources say
	// nothing on a point.
	sourcesSilent = regexp.MustCompile(`(?i)\b(nothing\s+(that\s+was\s+|i\s+)?(retrieved|in\s+the\s+(retrieved\s+)?(vault|sources?|passages?|documents?|materials?))\s+(here\s+)?(addresses|says|covers|answers|decides|discusses|speaks\s+to|resolves|deals\s+with)|(retrieved|vault)\s+(sources?|documents?|passages?|materials?)\s+(say|says|said)\s+nothing|none\s+of\s+the\s+(retrieved|vault)\s+(sources?|documents?|passages?|materials?|authorities)\s+(addresses|address|says|say|covers|cover|answers|answer|decides|decide|discusses|discuss))`)
	// summingUp opens a lead-in that sums up the answer.
	summingUp = regexp.MustCompile(`(?i)^\W*(in\s+short|in\s+sum|in\s+brief|short\s+version|the\s+short\s+answer(\s+is)?|bottom\s+line|to\s+sum\s+up|to\s+summari[sz]e|summary)\s*[:,\x{2014}-]`)
)

// leadInCited is how many cited sentences after a summing-up lead-in it
// is read against; leadInRead how many sentences after it are read.
const (
	leadInCited = 4
	leadInRead  = 10
)

// leadInSummarises reports whether claim is a summing-up lead-in whose
// words the cited sentences after it in the answer (across paragraphs)
// hold, with nothing contradicted, at alignedPoint.
func leadInSummarises(claim, answer string, tm *textMemo) bool {
	loc := summingUp.FindStringIndex(strings.TrimSpace(claim))
	if loc == nil {
		return false
	}
	// A sentence with a citation, or one followed by a citation sentence
	// ("Bremen, 407 U.S. at 10."), is a cited sentence, as in
	// summarisesCited.
	var cited []string
	ss := rejoinPins(sentencesAfter(answer, claim, leadInRead, false))
	for k, s := range ss {
		if len(cited) == leadInCited {
			break
		}
		text := stripCitations(s, "")
		if hasCitation(s) && len(keysOf(tokenize(text))) >= 3 || k+1 < len(ss) && hasCitation(ss[k+1]) && len(keysOf(tokenize(stripCitations(ss[k+1], "")))) < 3 {
			cited = append(cited, text)
		}
	}
	if len(cited) == 0 {
		return false
	}
	body := strings.TrimSpace(strings.TrimSpace(claim)[loc[1]:])
	v := heuristicCitation(&judge.Unit{Kind: judge.UnitCitation, ID: "x", Proposition: body, Excerpt: strings.Join(cited, " ")}, tm, &alignedPoint)
	return v.Supports && !v.Overclaims
}

// pinTail is a sentence piece that only closes a pin cut at "p." ("302].",
// "12-13).").
var pinTail = regexp.MustCompile(`^[\d\s,\-\x{2013}&n.]+[\]\)]\W*$`)

// rejoinPins joins to the sentence before it each piece that only closes
// a pin the sentence splitter cut at an abbreviation ("[AS-1, p." and
// "302]."), so the citation is read with its sentence.
func rejoinPins(ss []string) []string {
	out := make([]string, 0, len(ss))
	for _, s := range ss {
		if len(out) > 0 && pinTail.MatchString(strings.TrimSpace(s)) {
			out[len(out)-1] += " " + strings.TrimSpace(s)
			continue
		}
		out = append(out, s)
	}
	return out
}
