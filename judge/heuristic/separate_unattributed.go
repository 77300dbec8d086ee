package heuristic

import (
	"fmt"
	"regexp"

	"github.com/citecheck/citecheck/judge"
)

// A separate opinion stated as the law (C-004, C-007). A proposition
// need not say "the court held" to give a dissent or a concurrence to the
// court: "Oregon follows the awareness view", cited to a page that is the
// dissent's, states the dissent as the law the case makes, and a citation
// without "(dissenting)" gives it to the court as surely as "held" does.
// separateInExcerpt catches the attributed form; this catches the bare
// rule, where the excerpt's sentence the proposition rests on stands
// after a dissent's or concurrence's heading.
//
// A proposition that tells whose view it is ("in his view", "Judge Vance
// would", "for herself only") reports the separate opinion and gives the
// court nothing: it is left alone, by this rule and by separateInExcerpt.

// personalViewWords tell a view as one person's, not the court's.
var personalViewWords = []string{"in his view", "in her view", "in their view", "his view", "her view",
	"for himself", "for herself", "for themselves", "he would", "she would", "he wrote", "she wrote",
	"he added", "she added", "he noted", "she noted", "joined that opinion", "joined the opinion",
	"joined the majority", "joined the court's opinion", "joined in full"}

// judgeNamedRe finds a judge named by title and name ("Judge Vance",
// "Justice Albers"): the proposition tells what that judge said.
var judgeNamedRe = regexp.MustCompile(`\b(?:Judge|Justice|Judges|Justices)\s+[A-Z][A-Za-z'-]+`)

// tellsPersonalView reports whether the proposition (its text as
// written, and lower case) gives what it says to a person rather than to
// the court.
func tellsPersonalView(text, pLow string) bool {
	return firstPhrase(pLow, personalViewWords) != "" || namesJudge(text) // regexp_word_gates.go
}

// separateAsLaw: the excerpt sentence the proposition rests on most
// stands in a separate opinion (after its heading in the excerpt), and
// the proposition states it as the law without giving it to the court in
// words (separateInExcerpt reads those) and without naming the separate
// opinion or its author.
//
// Where the sentence stands is read before the proposition's words: each
// test is pure and all must pass, and most excerpts hold no separate
// opinion, so the three phrase scans of the proposition (a fiftieth of a
// fresh citation unit) are seldom needed.
func separateAsLaw(pLow string, al alignment, p *passage, u *judge.Unit) (overclaim, bool) {
	if len(al.picks) == 0 {
		return overclaim{}, false
	}
	top := al.picks[0]
	if p.where[top] != judge.InExcerpt {
		return overclaim{}, false
	}
	kind := p.separateKind(u.Excerpt, top) // passage_memo.go
	if kind == "" {
		return overclaim{}, false
	}
	if attributesToCourt(pLow) || reportsSeparateView(pLow) || tellsPersonalView(u.Proposition, pLow) {
		return overclaim{}, false
	}
	return overclaim{msg: fmt.Sprintf("the passage sentence the proposition rests on (%q) is the %s's, not the court's, but the proposition states it as the law the case makes without naming the %s", clip(p.sents[top].text, 120), kind, kind), dropsSupport: true, adverse: kind == "dissent"}, true
}
