package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// One side of a split stated as the rule of the courts (C-007): the
// passage reports that courts are divided ("courts remain divided over
// whether ...; many require more, others do not"), and the proposition
// says what "courts" do, with no word of a split or of a share of the
// courts ("some courts", "most states", "the majority"). It gives one side as
// everyone's. calibrate decides the case of an agreement word ("courts
// agree", "well settled"); without one, the proposition may be telling
// what the courts it speaks of do, so this leaves the over-claim (and
// support) undecided rather than guess.

// courtsShareWords name a share of the courts, or a side of a split: a
// proposition with one says whose rule it states.
var courtsShareWords = []string{"some courts", "many courts", "most courts", "several courts", "a few courts", "certain courts", "other courts", "others", "a number of courts", "a majority", "the majority", "a minority", "the minority", "majority view", "minority view", "majority rule", "minority rule", "trend", "a growing number", "increasingly", "most states", "some states", "many states", "most jurisdictions", "some jurisdictions", "many jurisdictions"}

// splitReportWords in a passage sentence report a split of authority,
// with splitWords.
var splitReportWords = []string{"remain divided", "are divided", "no consensus", "neither view", "others treat", "others hold", "others allow", "others permit", "others reject", "others do not", "while others"}

// speaksOfCourts reports whether the proposition speaks of "courts" as
// a whole: the word opens it or follows only "the" ("Courts require
// ...", not "Ohio courts require ...").
func speaksOfCourts(pLow string) bool {
	f := strings.Fields(pLow)
	for i, w := range f {
		if strings.TrimRight(w, ",;:") != "courts" {
			continue
		}
		if i == 0 || i == 1 && f[0] == "the" {
			return true
		}
	}
	return false
}

// minSplitRestated is the share of the proposition an excerpt sentence
// it does not rest on most must hold for a split it reports to bind it.
const minSplitRestated = 0.3

// splitSideAsRule returns why the proposition states one side of a
// split the passage reports as the rule of the courts, or "".
func splitSideAsRule(pLow string, pk propKeys, al alignment, p *passage) string {
	if !speaksOfCourts(pLow) || firstPhrase(pLow, courtsShareWords) != "" || firstPhrase(pLow, splitWords) != "" {
		return ""
	}
	for i := range p.sents {
		s := &p.sents[i]
		if !isPick(al, i) && (p.where[i] != judge.InExcerpt || sentenceShare(pk, s) < minSplitRestated) {
			continue // a split on another question
		}
		w := firstPhrase(s.low, splitReportWords)
		if w == "" {
			w = firstPhrase(s.low, splitWords)
		}
		if w == "" || negatedBefore(s.low, w) {
			continue
		}
		return fmt.Sprintf("the passage reports a split of authority (%q: %q), and the proposition states what courts do with no word of the split or of which courts; whether it gives one side as everyone's is for a person to read", w, clip(s.text, 120))
	}
	return ""
}
