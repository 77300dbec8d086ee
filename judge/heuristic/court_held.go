package heuristic

import (
	"regexp"
	"strings"
)

// The court that held: a proposition that says a court of one level
// "held" a rule ("The Ohio Court of Appeals held that ...") where the
// source's label gives another level (a bare state, "Ohio", is its
// highest court) attributes the holding to a court that did not decide
// the cited opinion. A passage that mentions the other court only in
// the case's history ("the court of appeals affirmed", "the judgment of
// the court of appeals is affirmed") does not make it the court that
// held: the mention excuses an account of what that court did
// (affirmed, reversed, granted), not a holding of law given as its own.

// heldByCourtRe finds a court of a level named as the one that held or
// ruled ("the court of appeals held", "the supreme court of ohio
// ruled"), the verbs of a holding of law rather than of a disposition.
var heldByCourtRe = regexp.MustCompile(`\b(supreme court|court of chancery|chancery court|court of appeals|court of appeal|appeals court|appellate court|appellate division)(?: of [a-z]+(?: [a-z]+)?)?,?\s+(held|holds|ruled|rules|concluded|concludes)\b`)

// claimsHolding reports whether lower-case proposition text names a
// court of some level as the one that held.
func claimsHolding(low string) bool {
	return holdsAny(low, courtLevelGate) && heldByCourtRe.MatchString(low) // regexp_gates.go
}

// appealsIsHighest are the court labels (lower case, no spaces) of
// jurisdictions whose highest court is called the Court of Appeals (New
// York; Maryland until 2022; the District of Columbia): there "the Court
// of Appeals held" names the source's own court.
var appealsIsHighest = map[string]bool{"n.y.": true, "md.": true, "d.c.": true}

// namesOwnHighestCourt reports whether a proposed court level lvl is in
// fact the source's court (court, its label): an appellate name for a
// highest court called the Court of Appeals.
func namesOwnHighestCourt(lvl, court string) bool {
	return lvl == "appellate" && appealsIsHighest[strings.ToLower(strings.ReplaceAll(court, " ", ""))]
}
