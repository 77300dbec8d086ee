package judge

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// memoWork is the allocations of asking a memo for n hinted units one by
// one, as the checks do (WithBatch, then Assess per unit).
func memoWork(t *testing.T, n int) float64 {
	t.Helper()
	units := make([]Unit, n)
	for i := range units {
		units[i] = Unit{Kind: UnitCitation, ID: fmt.Sprintf("P%d/C%d", i, i),
			Proposition: fmt.Sprintf("Clause %d is valid.", i), Citation: "Id. at 10.",
			Excerpt: strings.Repeat("Forum-selection clauses are prima facie valid. ", 40)}
	}
	return testing.AllocsPerRun(3, func() {
		m := Memo(instantJudge{})
		ctx := WithBatch(context.Background(), units)
		for _, u := range units {
			if _, err := m.Assess(ctx, u); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestMemoBatchHintIsLinear: each unit of a hinted batch used to re-encode
// the whole hint, so 2,000 "Id. at 10." citations took minutes. Four
// times the units must cost about four times the work, not sixteen.
func TestMemoBatchHintIsLinear(t *testing.T) {
	small, large := memoWork(t, 100), memoWork(t, 400)
	t.Logf("allocations: %.0f for 100 units, %.0f for 400", small, large)
	if ratio := large / small; ratio > 5 {
		t.Fatalf("4x the units cost %.1fx the allocations (%.0f vs %.0f): the memo is not linear in the batch", ratio, large, small)
	}
}

// instantJudge answers every unit at once, so a test measures the memo's
// own work and not a judge's.
type instantJudge struct{}

func (instantJudge) Model() string { return "instant" }
func (instantJudge) Assess(_ context.Context, u Unit) (Assessment, error) {
	return Assessment{UnitID: u.ID, Supports: true, Origin: FromLive}, nil
}
