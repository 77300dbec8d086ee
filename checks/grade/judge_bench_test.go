package grade

import (
	"context"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// BenchmarkGradeFixtureHeuristic grades every response of the fixture
// suite (all nine criteria, the judge-bound ones by the offline heuristic
// judge) one after another and reports the process CPU time per response
// and responses/s. The machine is shared, so cpu-ms/response is the fair
// figure; the Vault build is not timed (BENCHMARKS.md "Full grading").
//
//	go test ./checks/grade -run '^$' -bench BenchmarkGradeFixtureHeuristic -benchtime 610x -count 3
func BenchmarkGradeFixtureHeuristic(b *testing.B) {
	suite := filepath.Join("..", "..", "fixtures", "forum-selection")
	names, _ := filepath.Glob(filepath.Join(suite, "responses", "*.json"))
	if len(names) == 0 {
		b.Skip("fixture suite has no responses")
	}
	sort.Strings(names)
	c, err := rubric.LoadCase(filepath.Join(suite, "case.json"))
	if err != nil {
		b.Fatal(err)
	}
	src, err := vault.LoadSource(filepath.Join(suite, "vault"))
	if err != nil {
		b.Fatal(err)
	}
	idx, err := vault.BuildMem(src)
	if err != nil {
		b.Fatal(err)
	}
	ex, err := NewVaultExtractor(idx)
	if err != nil {
		b.Fatal(err)
	}
	newGrader := func() *Grader {
		g, err := NewGrader(Options{Case: c, Vault: idx, Extractor: ex, Judge: heuristic.New(),
			Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }})
		if err != nil {
			b.Fatal(err)
		}
		return g
	}
	responses := make([]*rubric.Response, len(names))
	for i, path := range names {
		if responses[i], err = rubric.LoadResponse(path, rubric.ResponseOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	ctx := context.Background()
	// warm: one Grader grades response after response, as a service or a
	// suite run does. cold: a new Grader for every pass over the suite, so
	// each response is graded with nothing cached from earlier ones.
	for _, mode := range []string{"warm", "cold"} {
		b.Run(mode, func(b *testing.B) {
			g := newGrader()
			var cpu, wall time.Duration
			for i := 0; i < b.N; i++ {
				if mode == "cold" && i > 0 && i%len(responses) == 0 {
					g = newGrader()
				}
				c0, t0 := processCPU(), time.Now()
				if _, _, err := g.Grade(ctx, responses[i%len(responses)]); err != nil {
					b.Fatal(err)
				}
				cpu += processCPU() - c0
				wall += time.Since(t0)
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/response")
			b.ReportMetric(float64(b.N)/wall.Seconds(), "responses/s")
		})
	}
}
