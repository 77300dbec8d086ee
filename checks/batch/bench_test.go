package batch

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
)

// BenchmarkBatchFixture grades the fixture suite's responses (real
// grader: fixture Vault, heuristic judge) as one batch, writing results,
// with 1 worker and with GOMAXPROCS workers. ns/op is per batch;
// responses/s is reported.
func BenchmarkBatchFixture(b *testing.B) {
	g := realGrader(b)
	in, err := NewInputs([]string{filepath.Join(suite, "responses", "*.json")}, InputOptions{CaseID: g.Case().ID})
	if err != nil {
		b.Fatal(err)
	}
	n, err := Scan(context.Background(), in.Open, g)
	if err != nil {
		b.Fatal(err)
	}
	for _, workers := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			for b.Loop() {
				src, _ := in.Open()
				sum, err := Run(context.Background(), src, Options{Grader: g, Out: b.TempDir(), Workers: workers})
				src.Close()
				if err != nil || sum.Graded != n {
					b.Fatalf("err %v, summary %+v", err, sum)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "responses/s")
		})
	}
}

// BenchmarkBatchMemory runs batches of 1k, 10k and 100k generated
// responses through the pool (fake grader, nothing written) and reports
// the largest live heap seen while they ran: flat memory means the
// figure does not grow with the batch.
func BenchmarkBatchMemory(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			var peak uint64
			for b.Loop() {
				runtime.GC()
				var live, maxLive atomic.Int64
				src := &genSource{n: n, live: &live, maxLive: &maxLive}
				seen := 0
				_, err := Run(context.Background(), src, Options{Grader: newFakeGrader(), Workers: 2, DryWrite: true,
					OnResult: func(*Result) {
						live.Add(-1)
						if seen++; seen%500 == 0 {
							var ms runtime.MemStats
							runtime.ReadMemStats(&ms)
							peak = max(peak, ms.HeapAlloc)
						}
					}})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
		})
	}
}
