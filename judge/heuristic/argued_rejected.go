package heuristic

import (
	"fmt"
	"regexp"
)

// A rejected argument restated as the law (C-003): the passage sentence
// a proposition lines up with reports what a party argued ("Benning
// argues that the clause reaches only assignments to strangers"), and
// the court answers it at once ("We disagree.", "That argument fails.",
// "We are not persuaded.") or the sentence itself reports the rejection
// ("The court rejected the contention that ..."). A proposition stating
// the argument as the rule states what the court refused: the passage is
// no support for it, and it says the opposite. argued.go leaves an
// argument the court did not answer undecided; this is the answered
// case. A proposition that itself reports the argument or its fate
// ("Benning argued ...", "the court rejected ...") is not caught.

// rejectionReach is how many sentences after the argument the court's
// answer may stand.
const rejectionReach = 2

var (
	// rejectsArgumentRe is a sentence answering an argument against the
	// party who made it.
	rejectsArgumentRe = regexp.MustCompile(`^(?:we|the court|the panel|the majority|this court|the district court|the trial court|the court of appeals)\s+(?:respectfully\s+)?(?:disagrees?|disagreed|(?:is|are|was|were)\s+(?:not|un)\s*persuaded|do(?:es)?\s+not\s+agree|did\s+not\s+agree|rejects?|rejected|decline[sd]?\s+to\s+(?:adopt|accept|read|follow))\b|^(?:that|this|the|such|their|its|his|her|[a-z]+'s)\s+(?:argument|contention|position|reading|interpretation|theory)\s+(?:fails|is\s+(?:unpersuasive|without\s+merit|not\s+persuasive|mistaken|wrong)|lacks\s+merit|cannot\s+be\s+squared)\b|^(?:not\s+so|we\s+think\s+not|we\s+cannot\s+agree)\b`)
	// reportsRejectionRe is a sentence that reports the rejection of
	// the view it states: "The court rejected the argument that ...".
	reportsRejectionRe = regexp.MustCompile(`\b(?:rejected|rejects|reject|refused\s+to\s+adopt|declined\s+to\s+adopt)\s+(?:[a-z'-]+\s+){0,4}?(?:argument|contention|position|view|reading|theory)\s+that\b`)
	// answerFollows is the court's own answer after the view it
	// rejected, in the same sentence ("... rejected the argument that the
	// clause is ambiguous and held that it bars assignment"): the
	// proposition may restate the answer, so the sentence is not read.
	answerFollows = regexp.MustCompile(`\b(?:held|holds|hold|holding|concluded|concludes|ruled|rules|found|finds|instead|but|rather)\b|;`)
	// propReportsFateRe is a proposition about the argument itself.
	propReportsFateRe = regexp.MustCompile(`\b(?:reject|rejected|rejects|rejecting|disagreed|unpersuaded|persuaded|declined|refused|argument|argued|argues|contended|contends|contention|urged|asserted|position)\b`)
)

// rejectedArgument describes a proposition restating an argument the
// passage reports the court rejecting, or "". The proposition must line
// up with the argument's sentence for at least clashShare of its words.
func rejectedArgument(prop *analysed, pk propKeys, al alignment, p *passage, clashShare float64) string {
	if len(al.picks) == 0 || posesQuestion(prop) || reportsFate(prop.low) {
		return ""
	}
	k := al.picks[0]
	s := &p.sents[k]
	if sentenceShare(pk, s) < clashShare {
		return ""
	}
	if m := rejectionReported(s.low); m != nil && !answerFollows.MatchString(s.low[m[1]:]) {
		return fmt.Sprintf("the passage sentence the proposition restates reports a view the court rejected (%q)", clip(s.text, 160))
	}
	if !reportsArgument(s) {
		return ""
	}
	for n := k + 1; n < len(p.sents) && n <= k+rejectionReach; n++ {
		if rejectsArgumentRe.MatchString(p.sents[n].low) {
			return fmt.Sprintf("the passage sentence the proposition restates reports a party's argument (%q), and the court rejected it (%q)", clip(s.text, 160), clip(p.sents[n].text, 80))
		}
	}
	return ""
}
