package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestSupportOnlyInTheNextChunk: a proposition the retrieved excerpt
// and its context window do not bear out, whose words stand in the next,
// unretrieved chunk of the document, rests on unretrieved text (C-007
// fails) and is not thereby supported; a proposition the excerpt itself
// supports is not touched by what the next chunk says, and without a
// retrieval trace nothing is known to be unretrieved.
func TestSupportOnlyInTheNextChunk(t *testing.T) {
	const excerpt = "The museum lent the painting to the gallery for a summer exhibition. The loan agreement required the gallery to insure the painting at its appraised value."
	const after = "The agreement also provided that the gallery would bear the cost of any restoration."
	const adjacent = after + " A borrower that fails to insure a loaned artwork as the agreement requires is liable for the full appraised value of the work, whatever its own care, when the work is damaged in transit."
	const prop = "A borrower that fails to insure a loaned artwork as required is liable for its full appraised value when it is damaged in transit, whatever its own care."
	const src = "Halloran Museum v. Teller Gallery (VLT-1001, VLT-1001#c2, case, court Mass., decided 2016-05-02)"
	j := NewAt(alignedPoint)
	for _, tc := range []struct {
		name, prop, source, adjacent string
		over                         bool
	}{
		{"support only in the next chunk", prop, src, adjacent, true},
		{"the excerpt supports it; the next chunk is beside the point", "The loan agreement required the gallery to insure the painting at its appraised value.", src, adjacent, false},
		{"no adjacent text given", prop, src, "", false},
		{"no retrieval trace: nothing is known to be unretrieved", prop, strings.Replace(src, ")", ") [located in the Vault; no retrieval trace was given]", 1), adjacent, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Excerpt: excerpt, After: after, Source: tc.source, Adjacent: tc.adjacent}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Overclaims != tc.over || tc.over && a.Supports {
				t.Errorf("overclaims %v supports %v, want overclaims %v and no support when it rests on the next chunk\n%s", a.Overclaims, a.Supports, tc.over, a.Reasoning)
			}
			if tc.over && !strings.Contains(a.Reasoning, "unretrieved chunks beside it") {
				t.Errorf("reasoning does not name the adjacent chunk:\n%s", a.Reasoning)
			}
		})
	}
}
