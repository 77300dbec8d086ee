package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestMovantNamedBySide: who moved is read from a moving verb's agent
// and from the owner named before "motion"; a name is linked to its
// side of the caption, and a role in the suit (plaintiff, defendant) by
// a sentence saying who sued whom or, in a federal district court, by
// the caption's order. Linked to opposite sides, the roles are swapped
// (support fails); the same party, or a description the rules cannot
// link ("the bakery"), is not touched; a name or suit role that cannot
// be linked is left for a person to read. A description the passage
// names in apposition ("its former recruiter, Dana Ostrander,") takes
// that name's side.
func TestMovantNamedBySide(t *testing.T) {
	const title = "Marlow Bakeries, Inc. v. Thistle Foods, LLC"
	const federal = title + " (VLT-1501, VLT-1501#c1, case, court D. Vt., decided 2024-05-06)"
	const state = title + " (VLT-1501, VLT-1501#c1, case, court Vt. Super. Ct., decided 2024-05-06)"
	const sued = "Marlow Bakeries sued Thistle Foods for $80,000 in spoiled flour. Thistle moves to compel arbitration under the supply agreement.\n\n[*2]\nThe motion to compel arbitration is granted."
	const unsued = "This dispute concerns $80,000 in spoiled flour. Thistle moves to compel arbitration under the supply agreement.\n\n[*2]\nThe motion to compel arbitration is granted."
	type movantCase struct {
		name, prop, source, excerpt string
		want                        string // "swapped", "unlinked" or "" (not flagged)
	}
	cases := []movantCase{
		{"a name on the other side", "Marlow's motion to compel arbitration was granted.", federal, sued, "swapped"},
		{"the plaintiff, who sued, made the other side's motion", "The plaintiff moved to compel arbitration under the supply agreement, and the motion was granted.", state, sued, "swapped"},
		{"the plaintiff, by the federal caption's order", "The plaintiff moved to compel arbitration under the supply agreement, and the motion was granted.", federal, unsued, "swapped"},
		{"the defendant moved, as it did", "The defendant moved to compel arbitration under the supply agreement, and the motion was granted.", federal, sued, ""},
		{"the same name", "Thistle's motion to compel arbitration was granted.", federal, sued, ""},
		{"a description the rules cannot link", "The flour supplier moved to compel arbitration under the supply agreement, and the motion was granted.", state, unsued, ""},
		{"a suit role the rules cannot link", "The plaintiff moved to compel arbitration under the supply agreement, and the motion was granted.", state, unsued, "unlinked"},
	}
	// A description linked to a name by apposition ("its former
	// recruiter, Dana Ostrander,").
	const staffing = "Quarry Staffing, LLC v. Ostrander (VLT-1502, VLT-1502#c1, case, court D. Minn., decided 2024-07-01)"
	const restrain = "ORDER. Quarry Staffing asks the Court to restrain its former recruiter, Dana Ostrander, from working for a rival agency for one year.\n\n[*2]\nThe motion for a temporary restraining order is denied."
	cases = append(cases,
		movantCase{"a description named in apposition, on the other side", "The former recruiter moved for a temporary restraining order against the agency, and the motion was denied.", staffing, restrain, "swapped"},
		movantCase{"a description sharing the mover's name", "The staffing agency moved to restrain its former recruiter from working for a rival agency, and the motion was denied.", staffing, restrain, ""},
	)
	j := NewAt(alignedPoint)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, err := j.Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop, Excerpt: c.excerpt, Source: c.source})
			if err != nil {
				t.Fatal(err)
			}
			swapped := strings.Contains(a.Reasoning, "roles swapped: the proposition makes")
			unlinked := strings.Contains(a.Reasoning, "cannot tell whether they are the same party")
			switch c.want {
			case "swapped":
				if !swapped || a.Supports {
					t.Errorf("want a decided swap of the movant:\n%s", a.Reasoning)
				}
			case "unlinked":
				if !unlinked || a.Supports || !strings.Contains(strings.Join(a.Undecided, ","), judge.UndecidedSupports) {
					t.Errorf("want support undecided for an unlinked movant:\n%s", a.Reasoning)
				}
			default:
				if swapped || unlinked {
					t.Errorf("want the movant not flagged:\n%s", a.Reasoning)
				}
			}
		})
	}
}
