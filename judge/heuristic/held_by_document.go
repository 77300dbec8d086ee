package heuristic

import (
	"fmt"
	"regexp"
)

// A holding told of a document that holds nothing (C-008): a claim
// that says a court held, ruled or found something ("The
// Harlow court held that consent was not unreasonably withheld")
// attributes it to a court's decision. A contract or a statute decides
// no case, so a passage of one cannot support what a court held, however
// well its words line up ("consent shall not be unreasonably withheld").
// A memo, treatise or article may report a holding; one whose passage
// reports no court deciding anything does not either. C-008 asks
// whether any retrieved passage supports a claim, and a contract clause
// with the claim's words had made a claim about a case's holding
// "supported"; such a passage is now no support for it (the claim is
// then judged on the other passages, or left to a person). Citation
// units are not changed: a proposition citing a case and the statute
// it applied ("the court held that the term is ineffective under §
// 9-406(d)") is supported by each for its part.

var (
	// courtHeldRe is a particular court named as having held, ruled or
	// found: "the Harlow court held", "the court of appeals ruled". A
	// court in general or in a condition ("if a court finds the term
	// unenforceable", "courts have held") is no report of a decision.
	courtHeldRe = regexp.MustCompile(`\b(?:the|this|that)\s+(?:[a-z.'-]+\s+){0,4}?(?:court|panel|circuit|judge|majority)\b[^.;]{0,40}?\b(?:held|ruled|found|concluded|decided|determined)\b`)
	// reportsDecisionRe is a passage reporting a court deciding.
	reportsDecisionRe = regexp.MustCompile(`\b(?:court|courts|judge|panel|circuit|justices|tribunal)\b|\b(?:held|holding|ruled|affirmed|reversed|remanded|v\.)\b`)
)

// holdingWithoutCourt describes a claim telling what a particular
// court held offered a passage (its text lower-cased, passageLow) of a
// source that reports no court's decision: a contract or statute, or a
// memo, treatise or article whose passage names no court deciding.
func holdingWithoutCourt(claimLow string, src sourceInfo, passageLow string) string {
	if src.kind == "" || src.kind == "case" || !courtHeldRe.MatchString(claimLow) {
		return ""
	}
	switch src.kind {
	case "contract", "statute":
		return fmt.Sprintf("the claim tells what a court held, and the passage is of a %s, which decides no case", src.kind)
	}
	if reportsDecisionRe.MatchString(passageLow) {
		return ""
	}
	return fmt.Sprintf("the claim tells what a court held, and the passage, of a %s, reports no court's decision", src.kind)
}
