package checks

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

func TestCriterionCheck(t *testing.T) {
	sentences := []string{"A party must show enforcement would be unreasonable."}
	for _, pass := range []bool{true, false} {
		in := judgeInput(fixture.ScriptedJudge{Pass: pass}, sentences, [][][2]string{nil})
		r, _ := NewCriterionCheck().Run(context.Background(), in)
		want := Fail
		if pass {
			want = Pass
		}
		if r.Verdict != want || r.Method != ByJudge {
			t.Errorf("judge pass=%v: %+v", pass, r)
		}
	}
	in := judgeInput(judge.Memo(heuristic.New()), sentences, [][][2]string{nil})
	r, _ := NewCriterionCheck().Run(context.Background(), in)
	if r.Verdict != Fail || !strings.Contains(r.Summary, "cannot grade") {
		t.Errorf("heuristic criterion: %+v", r)
	}
}
