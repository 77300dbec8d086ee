package batch

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
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

// writeFixtureResults writes n results of one graded fixture response
// (real grader, redacted as grade writes it) under out, each with its own
// run ID.
func writeFixtureResults(b *testing.B, out string, n int) {
	g := realGrader(b)
	resp, err := rubric.LoadResponse(filepath.Join(suite, "responses", "clean-bluebook.json"), rubric.ResponseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	s, r, err := g.Grade(context.Background(), resp)
	if err != nil {
		b.Fatal(err)
	}
	s, r = report.Redact(s, r)
	for i := range n {
		sc, rc := *s, *r
		sc.RunID = fmt.Sprintf("bench/model/r%05d", i)
		rc.RunID = sc.RunID
		if _, err := report.WriteResults(out, &sc, &rc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteResults writes the results of a graded fixture response
// (scores.json and report.json, each synced before its rename), one
// result at a time as one grade worker does: the cost per result of
// grade's output. ns/op is per result.
func BenchmarkWriteResults(b *testing.B) {
	g := realGrader(b)
	resp, err := rubric.LoadResponse(filepath.Join(suite, "responses", "clean-bluebook.json"), rubric.ResponseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	s, r, err := g.Grade(context.Background(), resp)
	if err != nil {
		b.Fatal(err)
	}
	s, r = report.Redact(s, r)
	out := b.TempDir()
	i := 0
	for b.Loop() {
		sc, rc := *s, *r
		sc.RunID = fmt.Sprintf("bench/model/r%06d", i)
		rc.RunID = sc.RunID
		i++
		if _, err := report.WriteResults(out, &sc, &rc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMergeCopy merges a run of 200 results of a graded fixture
// response into a fresh --out: both walks, every check, and the copy of
// 400 synced files. ns/op is per merge.
func BenchmarkMergeCopy(b *testing.B) {
	const n = 200
	in := b.TempDir()
	writeFixtureResults(b, in, n)
	for b.Loop() {
		m, err := MergeResults([]string{in}, MergeOptions{Out: b.TempDir()})
		if err != nil || m.Results != n {
			b.Fatalf("%v, %+v", err, m)
		}
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "results/s")
}
