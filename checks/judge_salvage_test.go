package checks

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// partialJudge answers like the heuristic judge, except that it has no
// verdict for the units in fail and an unverified one for those in
// unverified.
type partialJudge struct {
	fail, unverified map[string]bool
}

func (partialJudge) Model() string { return "partial" }
func (p partialJudge) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	if p.fail[u.ID] {
		return judge.Assessment{}, &judge.Error{Kind: judge.KindInvalidOutput, Unit: u.ID, Msg: "no valid verdict after 4 attempt(s)"}
	}
	a, err := heuristic.New().Assess(ctx, u)
	if p.unverified[u.ID] {
		a.Supports, a.Unverified = true, "the judge's evidence could not be verified after asking twice: the evidence \"ok\" does not occur"
	}
	return a, err
}

// TestOneUnitFailsAlone: a citation unit with no verdict, or with an
// unverified one, fails the citation criteria for that citation with
// the reason; the other units' verdicts stand, and C-008 is still
// graded, with that unit's proposition among its claims.
func TestOneUnitFailsAlone(t *testing.T) {
	sentences := []string{
		"Forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.",
		"Courts enforce forum selection clauses in franchise agreements.",
		"A clause is unenforceable if it contravenes a strong public policy of the forum.",
	}
	cites := [][][2]string{
		{{"Bremen, 407 U.S. at 10", "VLT-0001#c1"}},
		{{"Jones, 211 F.3d at 497", "VLT-0006#c1"}},
		{{"Bremen, 407 U.S. at 15", "VLT-0001#c2"}},
	}
	for _, tc := range []struct {
		name      string
		j         partialJudge
		reason    string
		wantInfra bool
	}{
		{"no verdict", partialJudge{fail: map[string]bool{"P0/C0": true}}, "could not be judged", true},
		{"unverified verdict", partialJudge{unverified: map[string]bool{"P0/C0": true}}, "not accepted", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := judgeInput(judge.Memo(tc.j), sentences, cites)
			for _, chk := range []Check{NewSupportsCheck(), NewAdverseCheck(), NewCalibratedCheck()} {
				r, _ := chk.Run(context.Background(), in)
				if r.Verdict != Fail || r.Infra != tc.wantInfra {
					t.Errorf("%s: verdict %s infra %v: %s", chk.ID(), r.Verdict, r.Infra, Reasoning(r))
				}
				failed := map[int]bool{}
				for _, f := range r.Findings {
					if f.Severity == SevError {
						failed[f.Proposition] = true
						if f.Proposition == 0 && !strings.Contains(f.Message, tc.reason) {
							t.Errorf("%s: finding for P0 lacks %q: %s", chk.ID(), tc.reason, f.Message)
						}
					}
				}
				if !failed[0] {
					t.Errorf("%s: the unit without a verdict did not fail: %s", chk.ID(), Reasoning(r))
				}
				if strings.Contains(r.Summary, "Could not be graded") {
					t.Errorf("%s: one unit took the criterion down: %s", chk.ID(), r.Summary)
				}
			}
			// C-004 still sees Jones's adverse holding through its own unit.
			r, _ := NewAdverseCheck().Run(context.Background(), in)
			if !strings.Contains(Reasoning(r), "P1") {
				t.Errorf("the other units' verdicts were lost: %s", Reasoning(r))
			}
			r, _ = NewUnsupportedFlaggedCheck().Run(context.Background(), in)
			if strings.Contains(r.Summary, "Could not be graded") || r.Infra || !strings.Contains(Reasoning(r), "C0's passage could not be judged") {
				t.Errorf("C-008 was taken down, or did not weigh P0 as unsupported: %s", Reasoning(r))
			}
		})
	}
}
