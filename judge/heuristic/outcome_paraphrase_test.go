package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestOutcomeToldInOtherWords: an outcome told without the relief
// operators ("let the claim proceed", "obtained an order", "left the
// verdict in place") against a holding or Vault outcome that disposes
// the other way leaves the adverse holding undecided (failing, never a
// pass). The same words against a disposition that agrees, or one that
// undoes the dismissal, are not read as adverse.
func TestOutcomeToldInOtherWords(t *testing.T) {
	const src = "Halloran Feeds v. Brisk Logistics (VLT-6630, VLT-6630#c2, case, court D. Kan., decided 2023-02-14)"
	const excerpt = "[*3]\nA carrier that loses a shipment may be liable for its full value unless the bill of lading limits that liability in terms the shipper accepted. Halloran says it never saw the limiting term."
	cases := []struct {
		name, prop, holding, outcome string
		undecided                    bool
	}{
		{"let proceed, against a dismissal", "The court let Halloran's claim for the full value of the shipment proceed.", "The claim for full value is dismissed with prejudice.", "", true},
		{"let proceed, against a Vault outcome", "The court allowed the full-value claim to go forward.", "", "full-value claim dismissed", true},
		{"an order obtained, against a denial", "Halloran obtained a preliminary injunction barring Brisk from selling the goods.", "The motion for a preliminary injunction is denied.", "", true},
		{"the verdict left in place, against a reversal", "The Tenth Circuit left the jury's verdict for Halloran in place.", "We reverse the judgment and remand for a new trial.", "", true},
		{"let proceed, against a holding that agrees", "The court let Halloran's claim for the full value of the shipment proceed.", "Brisk's motion to dismiss the full-value claim is denied.", "", false},
		{"let proceed, against a dismissal undone", "The court let Halloran's claim for the full value of the shipment proceed.", "The order that the claim be dismissed is reversed.", "", false},
		{"the verdict left in place, against an affirmance", "The Tenth Circuit left the jury's verdict for Halloran in place.", "We affirm.", "", false},
	}
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Source: src, Excerpt: excerpt, Holding: tc.holding, Outcome: tc.outcome}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(a.Reasoning, "whether it disposes of what the proposition names")
			if got != tc.undecided {
				t.Fatalf("rule fired = %v, want %v\n%s", got, tc.undecided, a.Reasoning)
			}
			if got && (!a.Adverse || !slices.Contains(a.Undecided, judge.UndecidedAdverse)) {
				t.Errorf("adverse = %v undecided %q, want failing and undecided\n%s", a.Adverse, a.Undecided, a.Reasoning)
			}
		})
	}
}
