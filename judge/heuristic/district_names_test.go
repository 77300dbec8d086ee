package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// Invented text: a district court named in words is the court the
// source's abbreviation names; another district's words are still an
// invented court.
func TestDistrictCourtNames(t *testing.T) {
	const excerpt = "The motion to compel arbitration is denied."
	runProbes(t, []probe{
		{name: "District of Delaware for D. Del.",
			prop:    "In Orrin, the District of Delaware denied the motion to compel arbitration.",
			excerpt: excerpt, holding: excerpt,
			source:   "Orrin Textiles, Inc. v. Bay Dyeworks (VX-1, VX-1#c2, case, court D. Del., decided 2025-02-03)",
			supports: true},
		{name: "Eastern District for a Southern District label",
			prop:    "In Orrin, the Eastern District of New York denied the motion to compel arbitration.",
			excerpt: excerpt, holding: excerpt,
			source: "Orrin Textiles, Inc. v. Bay Dyeworks (VX-1, VX-1#c2, case, court S.D.N.Y., decided 2025-02-03)",
			why:    "Eastern"},
		{name: "District of Delaware for a Middle District of Pennsylvania label",
			prop:    "In Orrin, the District of Delaware denied the motion to compel arbitration.",
			excerpt: excerpt, holding: excerpt,
			source: "Orrin Textiles, Inc. v. Bay Dyeworks (VX-1, VX-1#c2, case, court M.D. Pa., decided 2025-02-03)",
			why:    "occurs nowhere"},
	})
}

// TestDistrictCourtNameIsNoInventedName: the words of a district court's
// name for the source's label are not a name the passage lacks (support
// is still weighed on the proposition's other words).
func TestDistrictCourtNameIsNoInventedName(t *testing.T) {
	const excerpt = "The motion to compel arbitration is denied."
	for _, tc := range []struct{ court, want, not string }{
		{"S.D.N.Y.", "", `the name "Southern"`},
		{"N.D.N.Y.", `the name "Southern"`, ""},
	} {
		a, err := NewAt(alignedPoint).Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1",
			Proposition: "In Orrin, the Southern District of New York denied the motion to compel arbitration.", Excerpt: excerpt, Holding: excerpt,
			Source: "Orrin Textiles, Inc. v. Bay Dyeworks (VX-1, VX-1#c2, case, court " + tc.court + ", decided 2025-02-03)"})
		if err != nil {
			t.Fatal(err)
		}
		if tc.not != "" && strings.Contains(a.Reasoning, tc.not) || tc.want != "" && !strings.Contains(a.Reasoning, tc.want) {
			t.Errorf("court %s: want %q, not %q:\n%s", tc.court, tc.want, tc.not, a.Reasoning)
		}
	}
}
