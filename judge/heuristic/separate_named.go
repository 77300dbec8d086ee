package heuristic

import (
	"regexp"
	"strings"
)

// Separate opinions named and headed in other words (C-004, C-007): a
// proposition gives a passage to the court when it names the court by
// its name ("the Third Circuit permits ...", "the Delaware Supreme Court
// held"), not only by "the court" or "held"; and a separate opinion's
// heading may open its own paragraph ("Dessen, Circuit Judge,
// concurring. I join the court's opinion. I write to add ...").

// courtNameRe finds a court named in a proposition.
var courtNameRe = regexp.MustCompile(`\b(circuit|court of appeals?|supreme court|appellate court|appellate division|court of chancery|chancery court|supreme judicial court)\b`)

// attributesToCourt reports whether a proposition (lower case) gives
// what it says to the court: an attribution word or a court's name.
func attributesToCourt(pLow string) bool {
	return firstPhrase(pLow, courtAttributionList) != "" || courtNameRe.MatchString(pLow)
}

// inlineSeparateHeading: the line's first sentence is a short heading
// naming a separate opinion; it returns the kind and the line's other
// sentences, which are that opinion's, or "" and nil.
func inlineSeparateHeading(line string) (string, []string) {
	ss := splitSentences(line)
	if len(ss) < 2 {
		return "", nil
	}
	head := strings.TrimSpace(ss[0])
	if len(strings.Fields(head)) > 8 || !strings.Contains(head, ",") {
		return "", nil // "X, Circuit Judge, concurring.": a name and a comma
	}
	low := normText(head)
	if !strings.HasSuffix(strings.TrimRight(low, ". "), "concurring") && !strings.HasSuffix(strings.TrimRight(low, ". "), "dissenting") &&
		!strings.Contains(low, "concurring in") && !strings.Contains(low, "dissenting in") {
		return "", nil
	}
	return separateHeading(head, low), ss[1:]
}

// minSeparateCarried is the share of the proposition the separate
// opinion's sentence must hold for the proposition to rest on it: a
// proposition told mostly from the court's own sentences, whose best
// single match happens to fall after a concurrence's heading, does not
// give the concurrence as the court's.
const minSeparateCarried = 0.5

// separateCarries reports whether the best-aligned sentence holds at
// least minSeparateCarried of the proposition.
func separateCarries(pk propKeys, al alignment, p *passage) bool {
	return len(al.picks) > 0 && sentenceShare(pk, &p.sents[al.picks[0]]) >= minSeparateCarried
}
