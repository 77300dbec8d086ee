package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// One court's side of a split stated as the law (issue 26, 26.46-s):
// the passage reports that courts divide and gives its own rule as the
// rule of its place ("In this circuit, a corrective disclosure must
// reveal ...", "We join the courts that treat ...", "Courts in this
// State judge ..."); the proposition restates that sentence as the law
// with no word of a place, a court, a side or a holding. splitSideAsRule
// (split_side.go) reads a proposition that speaks of "courts"; this one
// states the rule bare. The passage bears the words but not their
// generality, and read without its context (C-008) the split may be
// gone, so support and over-claim are left for a person, never passed.

// sideLeads give a sentence's rule as the rule of one court or place.
var sideLeads = []string{"in this circuit", "in our circuit", "in this state", "in our state", "in this jurisdiction", "in this district",
	"courts in this circuit", "courts in this state", "courts in this district", "we join", "we side with", "we align ourselves", "we agree with the courts", "we follow the courts"}

// joiningLeads take a side of a split in their own words: the split
// need not be reported elsewhere in the passage.
var joiningLeads = []string{"we join", "we side with", "we align ourselves", "we agree with the courts", "we follow the courts"}

// placeWords in a proposition say whose rule it states.
var placeWords = []string{"court", "courts", "circuit", "circuits", "district", "jurisdiction", "jurisdictions", "this state", "state law", "majority", "minority", "view", "approach", "side"}

// minSideRestated is the share of the proposition the side sentence must
// hold for the proposition to restate it.
const minSideRestated = 0.35

// localSideAsRule returns why the proposition states one court's side
// of a split as the law, or "".
func localSideAsRule(pLow string, pk propKeys, al alignment, p *passage) string {
	for _, ws := range [][]string{placeWords, courtsShareWords, splitWords, splitReportWords, heldWords} {
		if firstPhrase(pLow, ws) != "" {
			return ""
		}
	}
	split := false
	for i := range p.sents {
		s := &p.sents[i]
		for _, ws := range [][]string{splitReportWords, splitWords} {
			if w := firstPhrase(s.low, ws); w != "" && !negatedBefore(s.low, w) {
				split = true
			}
		}
	}
	for i := range p.sents {
		s := &p.sents[i]
		if !isPick(al, i) && p.where[i] != judge.InExcerpt || sentenceShare(pk, s) < minSideRestated {
			continue
		}
		lead := firstPhrase(s.low, sideLeads)
		if lead == "" || !split && firstPhrase(s.low, joiningLeads) == "" {
			continue
		}
		return fmt.Sprintf("the passage gives the rule as one court's side of a split (%q: %q), and the proposition states it as the law with no word of whose rule it is; whether it is the general rule is for a person to read", lead, clip(s.text, 120))
	}
	return ""
}
