package heuristic

import (
	"regexp"
	"strings"
)

// A question that leads its answer (a question-and-answer layout, the
// question in bold on its own line: "**Can the client assign its licence
// without asking?**\nNot under the Act's default rule: a licensee's
// interest ... may not be transferred without the licensor's consent
// ..."). Extraction keeps the question with its answer, since a bare
// "No." needs it; but a question asserts nothing, and its words (the
// client's name above all, which no statute holds) were judged as the
// proposition's: "the name ... occurs nowhere in the passage" failed a
// true answer. When the answer states a rule of its own, it is what is
// judged; a short answer ("Yes.", "No, not without consent.") keeps its
// question.

// leadQuestionRe is a question opening the proposition, in emphasis or
// not, ending at its question mark (and closing emphasis).
var leadQuestionRe = regexp.MustCompile(`^\s*(?:\*\*|__|\*|_)?(?:Can|Could|Does|Do|Did|Is|Are|Was|Were|May|Must|Should|Will|Would|Has|Have|What|Which|Who|Whom|Whose|When|Where|Why|How)\b[^?\n]{0,240}\?(?:\*\*|__|\*|_)?\s+`)

// minAnswerKeys is how many content words an answer must hold to be
// judged without its question.
const minAnswerKeys = 5

// withoutLeadQuestion is propText without a question that leads it, when
// what follows states enough to be judged alone; else propText.
func withoutLeadQuestion(propText string) string {
	if strings.IndexByte(propText, '?') < 0 {
		return propText // no question: the pattern is not run
	}
	m := leadQuestionRe.FindStringIndex(propText)
	if m == nil {
		return propText
	}
	rest := propText[m[1]:]
	if len(keysOf(tokenize(rest))) < minAnswerKeys {
		return propText
	}
	return rest
}
