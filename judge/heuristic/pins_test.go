package heuristic

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestPinnedPages: the pages a citation pins, in the forms citations
// take; the court-and-date parenthetical is never a pin, and a section
// number is not a page.
func TestPinnedPages(t *testing.T) {
	tests := []struct {
		citation string
		want     []int
	}{
		{"Okafor v. Dunmore Haulage Co., 71 F.4th 880, 884 (9th Cir. 2023)", []int{884}},
		{"[DOC-3, pp. 733-34]", []int{733, 734}},
		{"[DOC-3, p. 12]", []int{12}},
		{"Id. at 611-15", []int{611, 612, 613, 614, 615}},
		{"Vance Orchards, Inc. v. Tilloch, 2021 WL 4471203, at *3-4 (D. Or. Mar. 19, 2021)", []int{3, 4}},
		{"Vance, 88 P.3d at 19", []int{19}},
		{"Or. Rev. Stat. § 90-105", nil},
		{"Vance Orchards, Inc. v. Tilloch (D. Or. Mar. 19, 2021)", nil},
	}
	for _, tc := range tests {
		pins, ok := pinnedPages(tc.citation)
		got := slices.Sorted(maps.Keys(pins))
		if ok != (tc.want != nil) || !slices.Equal(got, tc.want) {
			t.Errorf("pinnedPages(%q) = %v, %v; want %v", tc.citation, got, ok, tc.want)
		}
	}
}

// TestSupportOffThePinnedPage: support that stands only in the context,
// on a page the citation does not pin, while the pinned page says
// something else, is undecided (the pin may be wrong); pinned right, or
// said on the pinned page itself, it supports.
func TestSupportOffThePinnedPage(t *testing.T) {
	const rule = "A landlord who accepts rent after notice of a breach waives the right to evict the tenant for that breach."
	const before = "The tenant fell behind in the spring. [*11] " + rule + " The waiver reaches only breaches the landlord knew of."
	const excerpt = "[*12]\nHalloran paid the March rent late, and Brisco cashed the check. The judgment for Brisco is reversed."
	probes := []struct {
		name, citation, excerpt string
		supports, undecided     bool
	}{
		{"support on an unpinned page", "Brisco v. Halloran, 100 P.3d 10, 12 (Or. 2020)", excerpt, false, true},
		{"a date is not a pin", "Brisco v. Halloran, 2020 WL 123456, at *12 (D. Or. Mar. 11, 2020)", excerpt, false, true},
		{"pinned to the page that says it", "Brisco v. Halloran, 100 P.3d 10, 11 (Or. 2020)", excerpt, true, false},
		{"a pinned range holding it", "Brisco v. Halloran, 100 P.3d 10, 11-12 (Or. 2020)", excerpt, true, false},
		{"said on the pinned page", "Brisco v. Halloran, 100 P.3d 10, 12 (Or. 2020)", "[*12]\n" + rule + " The judgment for Brisco is reversed.", true, false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: rule, Citation: p.citation, Excerpt: p.excerpt, Before: before,
				Source: "Brisco v. Halloran (DOC-4, DOC-4#c2, case, court Or., decided 2020-05-01)", Holding: "The judgment for Brisco is reversed."}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			undecided := slices.Contains(a.Undecided, judge.UndecidedSupports)
			if a.Supports != p.supports || undecided != p.undecided {
				t.Errorf("supports/undecided = %v/%v, want %v/%v\n%s", a.Supports, undecided, p.supports, p.undecided, a.Reasoning)
			}
		})
	}
}

// TestUnstatedOutcomeIsAnAbsence: a claim of an outcome that an offered
// passage, read without its context, does not state is undecided for
// C-008 (the outcome may stand in the rest of the document); an outcome
// the passage states the other way is a decided clash.
func TestUnstatedOutcomeIsAnAbsence(t *testing.T) {
	const claim = "The court granted the landlord's motion for summary judgment on the eviction claim."
	tests := []struct {
		name, passage string
		undecided     bool
	}{
		{"the passage recites only the motion", "The landlord moved for summary judgment on the eviction claim, and the tenant opposed the motion with an affidavit.", true},
		{"the passage denies it", "The landlord's motion for summary judgment on the eviction claim is denied.", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: claim,
				Claims: []judge.Claim{{ID: "P1", Text: claim, Passages: []judge.ClaimPassage{{Chunk: "DOC-5#c1", Text: tc.passage}}}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Unflagged) != 1 {
				t.Fatalf("unflagged = %v, want [P1]\n%s", a.Unflagged, a.Reasoning)
			}
			if got := slices.Contains(a.Undecided, judge.UndecidedUnflagged); got != tc.undecided {
				t.Errorf("undecided = %v, want %v\n%s", got, tc.undecided, a.Reasoning)
			}
		})
	}
}
