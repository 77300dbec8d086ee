package heuristic

import "testing"

// TestMovantUnderRuleAndSanctions: "moved under Rule 12" and "sought
// sanctions" name the moving party as "moved for" does, so a movant
// swapped there fails support and the right movant passes.
func TestMovantUnderRuleAndSanctions(t *testing.T) {
	const src = "Orwell Freight, Inc. v. Pinecrest Dairy LLC (VLT-1701, VLT-1701#c1, case, court D. Or., decided 2024-02-02)"
	const excerpt = "Orwell Freight sued Pinecrest Dairy for unpaid hauling fees. After the dispatch logs were overwritten, Pinecrest moves for sanctions under Rule 37(e), asking for an adverse-inference instruction."
	// the case holds no holding or disposition to read, so C-004 is
	// undecided (adverse) on every row; the rows are about the movant
	runProbes(t, []probe{
		{name: "moved under, swapped", prop: "Orwell moved under Rule 37(e) after the dispatch logs were overwritten, asking for an adverse-inference instruction.",
			excerpt: excerpt, source: src, supports: false, adverse: true, why: "roles swapped"},
		{name: "sought sanctions, swapped", prop: "Orwell sought sanctions after the dispatch logs were overwritten, asking for an adverse-inference instruction.",
			excerpt: excerpt, source: src, supports: false, adverse: true, why: "roles swapped"},
		{name: "moved under, right movant", prop: "Pinecrest moved under Rule 37(e) after the dispatch logs were overwritten, asking for an adverse-inference instruction.",
			excerpt: excerpt, source: src, supports: true, adverse: true},
	})
}
