package heuristic

import (
	"context"
	"os"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

func TestH3Scratch(t *testing.T) {
	if os.Getenv("H3_PROP") == "" {
		t.Skip()
	}
	u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: os.Getenv("H3_PROP"), Excerpt: os.Getenv("H3_EXC"), Source: os.Getenv("H3_SRC")}
	a, _ := New().Assess(context.Background(), u)
	t.Logf("sup=%v adv=%v over=%v und=%v: %s", a.Supports, a.Adverse, a.Overclaims, a.Undecided, a.Reasoning)
}
