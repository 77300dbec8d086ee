package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestSupportRefutedBySameDocument: a claim one passage supports read
// alone, and another passage of the same document contradicts on a
// pointed clash (the movant swapped), is neither supported nor decided
// against (C-008 undecided); contradicted only by another document, the
// supporting passage stands.
func TestSupportRefutedBySameDocument(t *testing.T) {
	const src = "Orwell Freight, Inc. v. Pinecrest Dairy LLC (VLT-1701, VLT-1701#c1, case, court D. Or., decided 2024-02-02)"
	const claim = "In Orwell, Orwell moved for sanctions after the dispatch logs were overwritten, and the court denied the motion for sanctions."
	caption := judge.ClaimPassage{Chunk: "VLT-1701#c1", Source: src, Holding: "The court denies the motion for sanctions.", Text: "Orwell Freight sued Pinecrest Dairy for unpaid hauling fees. After the dispatch logs were overwritten, Pinecrest moved for sanctions under Rule 37(e)."}
	ruling := judge.ClaimPassage{Chunk: "VLT-1701#c3", Source: src, Holding: "The court denies the motion for sanctions.", Text: "The motion for sanctions came after the dispatch logs were overwritten in the ordinary course. The court denies the motion for sanctions."}
	other := caption
	other.Chunk, other.Source = "VLT-1802#c1", "Alder Mills v. Quarry Road Co. (VLT-1802, VLT-1802#c1, case, court D. Or., decided 2023-01-01)"
	for _, c := range []struct {
		name      string
		passages  []judge.ClaimPassage
		unflagged bool
		undecided bool
	}{
		{"same document says otherwise", []judge.ClaimPassage{ruling, caption}, true, true},
		{"only the supporting passage", []judge.ClaimPassage{ruling}, false, false},
		{"another document's passage", []judge.ClaimPassage{ruling, other}, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: claim, Claims: []judge.Claim{{ID: "P1", Text: claim, Passages: c.passages}}}
			a, err := NewAt(alignedPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(a.Unflagged) > 0; got != c.unflagged {
				t.Errorf("unflagged = %v, want %v: %s", got, c.unflagged, a.Reasoning)
			}
			if got := slices.Contains(a.Undecided, judge.UndecidedUnflagged); got != c.undecided {
				t.Errorf("undecided = %v, want %v: %s", got, c.undecided, a.Reasoning)
			}
		})
	}
}

// TestQuoteMissingElsewhereIsNoRefutation: a passage of the document
// that lacks the claim's quotation does not refute it when another
// passage of the same document holds the quotation and supports it.
func TestQuoteMissingElsewhereIsNoRefutation(t *testing.T) {
	const src = "Orwell Freight, Inc. v. Pinecrest Dairy LLC (VLT-1701, VLT-1701#c1, case, court D. Or., decided 2024-02-02)"
	const claim = "A carrier's liability clause is \"presumptively valid and enforced as written\" when the shipper could read it before signing."
	holds := judge.ClaimPassage{Chunk: "VLT-1701#c2", Source: src, Holding: "The clause is enforced.", Text: "A carrier's liability clause is presumptively valid and enforced as written when the shipper could read it before signing. The clause is enforced."}
	lacks := judge.ClaimPassage{Chunk: "VLT-1701#c4", Source: src, Holding: "The clause is enforced.", Text: "A carrier's liability clause binds a shipper who could read it before signing. The clause is enforced."}
	u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: claim, Claims: []judge.Claim{{ID: "P1", Text: claim, Passages: []judge.ClaimPassage{holds, lacks}}}}
	a, err := NewAt(alignedPoint).Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Unflagged) > 0 {
		t.Errorf("unflagged %v, want supported: %s", a.Unflagged, a.Reasoning)
	}
}
