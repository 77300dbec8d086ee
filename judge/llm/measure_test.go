package llm

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

func TestRecorderAndTokenCounts(t *testing.T) {
	r := Record(stubJudge{})
	m := judge.Memo(r)
	u := bremenUnit()
	for i := 0; i < 3; i++ {
		if _, err := m.Assess(context.Background(), u); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(r.Units()); got != 1 {
		t.Fatalf("recorded %d units, want 1 behind Memo", got)
	}
	unitTokens := PromptTokens(u)
	if unitTokens < 300 || unitTokens > 1500 {
		t.Errorf("citation unit prompt = %d tokens, outside a sane range", unitTokens)
	}
	chunks := []string{u.Before, u.Excerpt, u.After, strings.Repeat("Another retrieved chunk of text. ", 40)}
	naive := NaivePromptTokens(judge.Criterion{ID: "C-003", Title: "t", MatchCriteria: "PASS if ..."}, "q", u.Proposition, chunks)
	if naive <= PromptTokens(judge.Unit{Kind: judge.UnitCriterion, ID: "C-003", Criterion: &judge.Criterion{ID: "C-003", Title: "t", MatchCriteria: "PASS if ..."}, Question: "q", Answer: u.Proposition}) {
		t.Errorf("naive prompt does not grow with the chunks: %d", naive)
	}
	r.Reset()
	if len(r.Units()) != 0 {
		t.Errorf("Reset kept units")
	}
}

// stubJudge passes every unit at once, so the recorder test measures
// the recorder and the prompts, not a judge.
type stubJudge struct{}

func (stubJudge) Model() string { return "stub" }
func (stubJudge) Assess(_ context.Context, u judge.Unit) (judge.Assessment, error) {
	return judge.Assessment{UnitID: u.ID, Supports: true, Origin: judge.FromLive}, nil
}
