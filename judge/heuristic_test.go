package judge

import (
	"context"
	"testing"
)

func TestHeuristicCitation(t *testing.T) {
	const bremen = "The correct approach would have been to enforce the forum clause specifically unless Zapata could clearly show that enforcement would be unreasonable and unjust. We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances."
	const jones = "We hold that the forum selection clause in the franchise agreement is unenforceable because it contravenes a strong public policy of California expressed in section 20040.5."
	const murphy = "We therefore vacate and remand for the district court to hold an evidentiary hearing on whether trial in Wisconsin would deprive Murphy of his day in court."
	const stewart = "KENNEDY, J., concurring. A valid forum-selection clause should be given controlling weight in all but the most exceptional cases."
	const hunt = "The language says only that the courts of Orange County shall have jurisdiction; it does not say they shall have exclusive jurisdiction. The clause is permissive."
	tests := []struct {
		name                    string
		prop, excerpt, before   string
		supports, adverse, over bool
	}{
		{"supported with hedge kept", "Forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", bremen, "", true, false, false},
		{"drops prima facie", "Forum-selection clauses are valid and must be enforced.", bremen, "", true, false, true},
		{"quote verbatim", `Such clauses are "prima facie valid" under Bremen.`, bremen, "", true, false, false},
		{"quote not in excerpt", `Clauses are "presumptively enforceable in every court".`, bremen, "", false, false, true},
		{"quote only in context", `The Court said such clauses are "enforceable as a matter of course".`, "We reverse.", "Such clauses are enforceable as a matter of course.", false, false, true},
		{"adverse holding", "Courts enforce forum selection clauses in franchise agreements.", jones, "", false, true, false},
		{"adverse cited for the exception", "A forum selection clause is unenforceable where it contravenes a strong public policy of the forum state, such as California franchise law.", jones, "", true, false, false},
		{"remand cited as holding", "The Ninth Circuit held the forum selection clause unenforceable because trial in Wisconsin would deprive Murphy of his day in court.", murphy, "", false, true, false},
		{"concurrence attributed to court", `The Court held that a valid clause gets "controlling weight in all but the most exceptional cases".`, stewart, "", true, false, true},
		{"permissive called mandatory", "The Orange County clause is mandatory and exclusive jurisdiction lies in Orange County courts.", hunt, "", false, true, false},
		{"unrelated passage", "Personal jurisdiction requires minimum contacts with the forum state.", bremen, "", false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := Unit{Kind: UnitCitation, ID: "P1/C1", Proposition: tc.prop, Citation: "X", Excerpt: tc.excerpt, Before: tc.before}
			a, err := NewHeuristic().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports != tc.supports || a.Adverse != tc.adverse || a.Overclaims != tc.over {
				t.Errorf("supports/adverse/over = %v/%v/%v, want %v/%v/%v\n%s", a.Supports, a.Adverse, a.Overclaims, tc.supports, tc.adverse, tc.over, a.Reasoning)
			}
			if a.Origin != FromHeuristic || a.UnitID != "P1/C1" {
				t.Errorf("origin %q unit %q", a.Origin, a.UnitID)
			}
		})
	}
}

func TestHeuristicUnsupported(t *testing.T) {
	answer := "Here is a summary of the law. Courts in every circuit apply a per se rule against forum clauses in employment contracts. The retrieved Vault sources do not address employment contracts. What about consumer contracts? The Vault sources are insufficient to say whether consumer clauses are enforceable. A clause naming a state forum is enforced through forum non conveniens."
	u := Unit{Kind: UnitUnsupported, ID: "R/unsupported", Answer: answer, Claims: []Claim{
		{ID: "P0", Text: "Here is a summary of the law."},
		{ID: "P1", Text: "Courts in every circuit apply a per se rule against forum clauses in employment contracts."},
		{ID: "P3", Text: "What about consumer contracts?"},
		{ID: "P4", Text: "The Vault sources are insufficient to say whether consumer clauses are enforceable."},
		{ID: "P5", Text: "A clause naming a state forum is enforced through forum non conveniens."},
	}}
	a, err := NewHeuristic().Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Unflagged) != 1 || a.Unflagged[0] != "P5" {
		t.Errorf("unflagged = %v, want [P5]\n%s", a.Unflagged, a.Reasoning)
	}
}

func TestHeuristicCannotGradeCriteria(t *testing.T) {
	u := Unit{Kind: UnitCriterion, ID: "C-010", Answer: "a", Criterion: &Criterion{ID: "C-010", MatchCriteria: "PASS if polite."}}
	_, err := NewHeuristic().Assess(context.Background(), u)
	if errKind(err) != KindCannotGrade {
		t.Errorf("err = %v, want cannot-grade", err)
	}
	if _, err := NewHeuristic().Assess(context.Background(), Unit{Kind: UnitCitation, ID: "x", Proposition: "p"}); errKind(err) != KindBadUnit {
		t.Errorf("citation unit without excerpt: err = %v", err)
	}
}
