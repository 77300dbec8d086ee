package heuristic

import "strings"

// Who a proposition gives a view to. "Judge Lindqvist joined the
// court's opinion and wrote separately to say ..." reports a separate
// opinion without the words "concurring" or "dissenting"; read as the
// court's, the concurrence it restates would be an over-claim. And "The
// Third Circuit permits ..." gives a view to the court as surely as "the
// court held" does, so a dissent restated that way is attributed to it.

// separateAuthorWords report a separate opinion by what its author did.
var separateAuthorWords = []string{"wrote separately", "writing separately", "separate opinion", "separate writing", "wrote a separate", "joined the court's opinion and"}

// reportsSeparateAuthor reports whether pLow tells of a separate
// opinion by what its author did.
func reportsSeparateAuthor(pLow string) bool {
	return firstPhrase(pLow, separateAuthorWords) != ""
}

// namesDecidingCourt reports whether the proposition gives its view to
// a court named by its circuit ("the Ninth Circuit permits") and
// restates the sentence top it rests on (most of its words there): named
// so, a court is given the view of the one sentence the proposition
// restates, not of every sentence a few of its words touch.
func namesDecidingCourt(pLow string, top analysed) bool {
	ptoks := tokenize(pLow)
	return len(circuitsIn(ptoks)) > 0 && heldShare(keysOf(ptoks), &top) >= minRestatedSeparate
}

// minRestatedSeparate is the share of a proposition naming a court that
// the separate opinion's sentence must hold for the view to be given to
// the court.
const minRestatedSeparate = 0.5

// inlineSeparateHeading reads a separate opinion's heading that opens a
// line of its text ("Dessen, Circuit Judge, concurring. I join the
// court's opinion."): the first sentence, short and naming a dissent or
// a concurrence, gives the kind of the rest of the line, which it
// returns; else "".
func inlineSeparateHeading(line string) (kind, rest string) {
	ss := splitSentences(line)
	if len(ss) < 2 {
		return "", ""
	}
	head := ss[0]
	if len(strings.Fields(head)) > 6 || !strings.HasSuffix(strings.TrimSpace(head), ".") {
		return "", ""
	}
	if kind = separateHeading(head, normText(head)); kind == "" {
		return "", ""
	}
	i := strings.Index(line, head)
	return kind, strings.TrimSpace(line[i+len(head):])
}
