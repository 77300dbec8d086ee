package heuristic

import (
	"regexp"
)

// Separate opinions named and headed in other words (C-004, C-007): a
// proposition gives a passage to the court when it names the court by
// its name ("the Third Circuit permits ...", "the Delaware Supreme Court
// held"), not only by "the court" or "held"; and a separate opinion's
// heading may open its own paragraph ("Dessen, Circuit Judge,
// concurring. I join the court's opinion. I write to add ..."; read by
// inlineSeparateHeading, separate_author.go).

// courtNameRe finds a court named in a proposition.
var courtNameRe = regexp.MustCompile(`\b(circuit|court of appeals?|supreme court|appellate court|appellate division|court of chancery|chancery court|supreme judicial court)\b`)

// attributesToCourt reports whether a proposition (lower case) gives
// what it says to the court: an attribution word or a court's name.
func attributesToCourt(pLow string) bool {
	return firstPhrase(pLow, courtAttributionList) != "" || holdsAny(pLow, courtNameGate) && courtNameRe.MatchString(pLow) // regexp_gates.go
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
