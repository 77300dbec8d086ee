package grade

import (
	"context"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
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

// BenchmarkGradeJudgeCost is the default judge's share of grading, as a
// ratio measured in one run: each iteration grades every response of the
// fixture suite twice, with a new Grader each time (nothing cached from
// an earlier iteration), once with the case's deterministic criteria
// only and no judge, once with all nine criteria and the heuristic
// judge, in alternating order. It reports the process CPU time per
// response of each and their ratio (issue 28: within 1.5x).
//
//	go test ./checks/grade -run '^$' -bench BenchmarkGradeJudgeCost -benchtime 20x -count 3
func BenchmarkGradeJudgeCost(b *testing.B) {
	suite := filepath.Join("..", "..", "fixtures", "forum-selection")
	names, _ := filepath.Glob(filepath.Join(suite, "responses", "*.json"))
	if len(names) == 0 {
		b.Skip("fixture suite has no responses")
	}
	sort.Strings(names)
	full, err := rubric.LoadCase(filepath.Join(suite, "case.json"))
	if err != nil {
		b.Fatal(err)
	}
	det := *full
	det.Criteria = nil
	for _, cr := range full.Criteria {
		if !strings.HasPrefix(cr.Check, "judge:") {
			det.Criteria = append(det.Criteria, cr)
		}
	}
	if len(det.Criteria) == len(full.Criteria) || len(det.Criteria) == 0 {
		b.Fatalf("the fixture case should have judge and deterministic criteria: %d of %d", len(det.Criteria), len(full.Criteria))
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
	var responses []*rubric.Response
	for _, path := range names {
		r, err := rubric.LoadResponse(path, rubric.ResponseOptions{})
		if err != nil {
			b.Fatal(err)
		}
		responses = append(responses, r)
	}
	clock := func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }
	ctx := context.Background()
	newGrader := func(c *rubric.Case, j judge.Judge) *Grader {
		g, err := NewGrader(Options{Case: c, Vault: idx, Extractor: ex, Judge: j, Clock: clock})
		if err != nil {
			b.Fatal(err)
		}
		return g
	}
	pass := func(g *Grader) time.Duration {
		c0 := processCPU()
		for _, r := range responses {
			if _, _, err := g.Grade(ctx, r); err != nil {
				b.Fatal(err)
			}
		}
		return processCPU() - c0
	}
	// cold: new Graders (and a new judge) for every pass, so nothing is
	// remembered from an earlier pass; warm: one pair of Graders for the
	// whole run, as a service grading answer after answer (the judge's
	// verdict memo answers the repeated units).
	for _, mode := range []string{"cold", "warm"} {
		b.Run(mode, func(b *testing.B) {
			detG, judgedG := newGrader(&det, nil), newGrader(full, heuristic.New())
			if mode == "warm" {
				pass(detG)
				pass(judgedG)
			}
			var detCPU, judgedCPU time.Duration
			for i := 0; i < b.N; i++ {
				if mode == "cold" {
					detG, judgedG = newGrader(&det, nil), newGrader(full, heuristic.New())
				}
				if i%2 == 0 {
					detCPU += pass(detG)
					judgedCPU += pass(judgedG)
				} else {
					judgedCPU += pass(judgedG)
					detCPU += pass(detG)
				}
			}
			n := float64(b.N * len(responses))
			b.ReportMetric(float64(detCPU.Microseconds())/1000/n, "det-cpu-ms/response")
			b.ReportMetric(float64(judgedCPU.Microseconds())/1000/n, "judged-cpu-ms/response")
			if detCPU > 0 {
				b.ReportMetric(float64(judgedCPU)/float64(detCPU), "judged/det")
			}
		})
	}
}
