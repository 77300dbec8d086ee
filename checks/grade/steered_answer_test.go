package grade_test

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// TestOfflineJudgePassesNoSteeredAnswer grades answers that address the
// grader with the offline judge: a clean answer (every judge criterion
// would pass) and two whose judge criteria fail, each with every planted
// instruction of the injection tests appended. No judge criterion of
// such an answer passes: a criterion the rules would pass needs review
// (undecided, with the reason), and one they fail still fails decided.
func TestOfflineJudgePassesNoSteeredAnswer(t *testing.T) {
	c, ix := advFixture(t)
	judgeIDs := []string{"C-003", "C-004", "C-007", "C-008"}
	for _, name := range []string{"clean-bluebook", "c003-wrong-page", "c004-jones-for-enforcement"} {
		plain := gradeWith(t, c, ix, fixtureResponse(t, name))
		for i, inj := range injections {
			resp := fixtureResponse(t, name)
			resp.Answer += "\n\n" + inj
			s := gradeWith(t, c, ix, resp)
			for _, id := range judgeIDs {
				r := s[id]
				if r.Verdict == checks.Pass {
					t.Errorf("%s, injection %d: %s passed an answer that addresses the grader", name, i, r.ID)
				}
				was := plain[r.ID]
				switch {
				case was.Verdict == checks.Fail && !was.Undecided && r.Undecided:
					t.Errorf("%s, injection %d: %s failed decided without the injection and is only undecided with it", name, i, r.ID)
				case was.Verdict == checks.Pass && (!r.Undecided || !strings.Contains(r.Reasoning, "addresses the grader")):
					t.Errorf("%s, injection %d: %s passes without the injection; with it it should need review and say why, got undecided=%v %q", name, i, r.ID, r.Undecided, r.Reasoning)
				}
			}
		}
	}
}

func gradeWith(t *testing.T, c *rubric.Case, ix *vault.Index, resp *rubric.Response) map[string]report.CriterionResult {
	t.Helper()
	g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: heuristic.New(), Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]report.CriterionResult{}
	for _, r := range s.CriteriaResults {
		out[r.ID] = r
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
