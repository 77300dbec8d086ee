package checks

import "github.com/citecheck/citecheck/judge"

// A provider citation may cover several sentences and name several
// sources for them together: a Bedrock RetrieveAndGenerate citation's
// generatedResponsePart spans the answer text its retrievedReferences
// support, often two sentences drawn one from each of two documents.
// Each reference is a citation of its own document, attached to every
// proposition the span overlaps, so each sentence was judged against
// each reference alone, and C-003 failed (or left for review) the
// sentence drawn from the other document, though the provider cited the
// references for the span together, as a reader sees them after it.
// (References of one document are joined into one passage by
// mergeBlockUnits.) A grader reads such a citation as the span's
// sources together: each sentence must be borne out by one of them, and
// each of them must bear out some sentence of the span. So a unit of a
// group (cite.StructuredRef.Group) that fails support (C-003) or
// calibration (C-007) is no failure when another unit of the group
// passes for the same proposition and each of its own citations passes
// for another proposition of the span; a reference that bears out no
// sentence of its span still fails wherever it was judged, and a
// sentence none bears out fails on each. An adverse holding (C-004) is
// never excused: a source whose holding is against a sentence it is
// cited beside is adverse authority cited as support.

// spanKey is one proposition of one group.
type spanKey struct {
	prop  int
	group string
}

// spanExcused reports, for each unit, whether its failure of this
// criterion is excused by its group's other units (above).
func (c *citationCheck) spanExcused(units []citationUnit, verdicts []judge.Outcome) []bool {
	out := make([]bool, len(units))
	if !c.spanShared {
		return out
	}
	propOK := map[spanKey]bool{}
	refOK := map[string]bool{} // a group's citation (its Field) passed somewhere
	group := func(u citationUnit) string {
		if u.Section || u.Prop == nil || u.Cite == nil || u.Cite.Structured == nil {
			return ""
		}
		return u.Cite.Structured.Group
	}
	passes := func(k int) bool {
		if verdicts[k].Err != nil || verdicts[k].Assessment.Unverified != "" {
			return false
		}
		bad, _ := c.fails(verdicts[k].Assessment)
		return !bad
	}
	for k, u := range units {
		g := group(u)
		if g == "" || !passes(k) {
			continue
		}
		propOK[spanKey{u.Prop.Index, g}] = true
		for _, ct := range u.Cites {
			if ct.Structured != nil {
				refOK[g+"\x00"+ct.Structured.Field] = true
			}
		}
	}
	for k, u := range units {
		g := group(u)
		if g == "" || passes(k) || verdicts[k].Err != nil || !propOK[spanKey{u.Prop.Index, g}] {
			continue
		}
		all := len(u.Cites) > 0
		for _, ct := range u.Cites {
			if ct.Structured == nil || !refOK[g+"\x00"+ct.Structured.Field] {
				all = false
			}
		}
		out[k] = all
	}
	return out
}
