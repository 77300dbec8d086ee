package heuristic

import (
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A claim one passage of a document supports and another passage of the
// same document contradicts on a clash the rules can point at (the
// moving party swapped, a number changed, a predicate negated; not a
// quotation it lacks, which the supporting passage may hold) is not
// supported by that document for C-008: read without their context, the
// passage that lacks the clash may simply not mention what the other
// one states ("Pellworth's motion was denied" under a caption it does
// not repeat). Neither is it decided against: a person must read both.

// refutedElsewhere reports whether a passage of ps from the same
// document as chunk (the one found supporting) fails the claim on a
// pointed clash; vs are the verdicts of ps, in order.
func refutedElsewhere(chunk string, ps []judge.ClaimPassage, vs []*unitVerdict) bool {
	doc := chunkDocOf(chunk)
	for i, p := range ps {
		if p.Chunk == chunk || chunkDocOf(p.Chunk) != doc || vs[i] == nil {
			continue
		}
		if v := vs[i]; v.clashes > v.absent+v.quotesMissing && len(v.a.Undecided) == 0 {
			return true
		}
	}
	return false
}

// chunkDocOf is the document part of a chunk ID ("VLT-0002#c4" ->
// "VLT-0002").
func chunkDocOf(chunk string) string {
	doc, _, _ := strings.Cut(chunk, "#")
	return doc
}
