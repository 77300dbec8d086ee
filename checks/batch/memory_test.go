package batch

import (
	"context"
	"fmt"
	"io"
	"sync/atomic"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// genSource makes responses on demand and counts how many exist that
// have not yet been reported, the measure of what the pool holds.
type genSource struct {
	n, made int
	live    *atomic.Int64
	maxLive *atomic.Int64
}

func (g *genSource) Next() (*Item, error) {
	if g.made == g.n {
		return nil, io.EOF
	}
	g.made++
	live := g.live.Add(1)
	for {
		m := g.maxLive.Load()
		if live <= m || g.maxLive.CompareAndSwap(m, live) {
			break
		}
	}
	r := &rubric.Response{RunID: fmt.Sprintf("gen/%06d", g.made), Answer: "ok", Hash: "sha256:x"}
	return &Item{Seq: g.made, Origin: r.RunID, Response: r}, nil
}

func (g *genSource) Close() error { return nil }

func TestPoolHoldsABoundedWindow(t *testing.T) {
	for _, workers := range []int{1, 3, 8} {
		t.Run(fmt.Sprint(workers), func(t *testing.T) {
			var live, maxLive atomic.Int64
			src := &genSource{n: 5000, live: &live, maxLive: &maxLive}
			reported := 0
			sum, err := Run(context.Background(), src, Options{
				Grader: newFakeGrader(), Workers: workers, DryWrite: true,
				OnResult: func(r *Result) {
					reported++
					if r.Seq != reported {
						t.Fatalf("result %d reported as #%d", r.Seq, reported)
					}
					live.Add(-1)
				},
			})
			if err != nil || reported != 5000 || sum.AllPass != 5000 {
				t.Fatalf("err %v, reported %d, summary %+v", err, reported, sum)
			}
			if m := maxLive.Load(); m > int64(Window(workers)) {
				t.Fatalf("up to %d responses alive at once with %d workers; the window is %d", m, workers, Window(workers))
			}
		})
	}
}
