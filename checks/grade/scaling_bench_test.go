package grade

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// scalingResponse is an answer of cites propositions, each citing a
// Vault document of its trace by ID and page, against a trace of trace
// chunks (whole documents of the synthetic Vault, ten chunks each).
func scalingResponse(i, cites, trace int) *rubric.Response {
	docs := max(1, trace/benchChunksPerDoc)
	first := readableRun((i*7919)%(benchDocs-docs), docs)
	onTopic := []int{1, 2, 4, 5, 7, 8, 10} // benchVault's paragraphs p%3 == 0 are about contract law
	var answer strings.Builder
	for k := range cites {
		d := first + k%docs
		fmt.Fprintf(&answer, "Proposition %d says the forum selection clause is enforced [SYN-%05d, p. %d]. ", k, d, 100+onTopic[k%len(onTopic)])
	}
	r := &rubric.Response{RunID: fmt.Sprintf("scale/%d", i), Answer: answer.String(), User: "u-1",
		AskedAt: fixture.TimeP(time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)), HasTrace: true}
	for k := range trace {
		r.Retrieved = append(r.Retrieved, retrieval.Retrieved{
			ChunkID: fmt.Sprintf("SYN-%05d#c%d", first+k/benchChunksPerDoc, 1+k%benchChunksPerDoc), Rank: k + 1})
	}
	return r
}

// readableRun is the first d at or after from (wrapping) such that the
// n documents d..d+n-1 are all readable by u-1. Every size then grades
// answers of one shape, all passing: a run over a walled document adds
// C-002 findings and walled-trace findings, work the other sizes do
// not do, and made the 64 x 128 answers (57 walled citations in 11 of
// 50 answers, against 0-7 at the other sizes) cost more than linear.
func readableRun(from, n int) int {
	for d := from; ; d = (d + 1) % (benchDocs - n) {
		ok := true
		for k := range n {
			if benchDenied(d + k) {
				ok = false
				break
			}
		}
		if ok {
			return d
		}
	}
}

// BenchmarkGradeCitationsTrace grades answers of C citations against
// traces of T chunks (the five deterministic criteria, one goroutine,
// the 100,000-chunk Vault). Linear work predicts
// t(64,128) = t(8,16) + [t(64,16) - t(8,16)] + [t(8,128) - t(8,16)];
// BENCHMARKS.md compares it with the measured t(64,128), in CPU time
// per answer (cpu-us/answer).
//
//	go test ./checks/grade -run '^$' -bench BenchmarkGradeCitationsTrace -benchtime 300x
func BenchmarkGradeCitationsTrace(b *testing.B) {
	ix := benchVault(b)
	g, err := NewGrader(Options{Case: benchCase(), Vault: ix})
	if err != nil {
		b.Fatal(err)
	}
	for _, sz := range []struct{ cites, trace int }{{8, 16}, {64, 16}, {8, 128}, {64, 128}} {
		b.Run(fmt.Sprintf("cites=%d/trace=%d", sz.cites, sz.trace), func(b *testing.B) {
			responses := make([]*rubric.Response, 50)
			for i := range responses {
				responses[i] = scalingResponse(i, sz.cites, sz.trace)
			}
			for _, r := range responses {
				if s, _, err := g.Grade(context.Background(), r); err != nil || !s.AllPass {
					b.Fatalf("scaling answer %s should pass every criterion: %v %+v", r.RunID, err, s)
				}
			}
			cpu0 := processCPU()
			n := 0
			for b.Loop() {
				if _, _, err := g.Grade(context.Background(), responses[n%len(responses)]); err != nil {
					b.Fatal(err)
				}
				n++
			}
			// CPU time, unlike ns/op, does not count waiting for a core
			// on a loaded machine.
			b.ReportMetric(float64((processCPU()-cpu0).Microseconds())/float64(n), "cpu-us/answer")
		})
	}
}
