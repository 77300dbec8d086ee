package runs

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// BenchmarkLoad reads back a run of 1,000 results of a real fixture
// response (each report.json about the size grade writes), checking every
// scores.json against its report.json and reading no file through a
// link: the cost report and compare pay before anything is drawn.
func BenchmarkLoad(b *testing.B) {
	g := checkstest.FixtureGrader(b)
	resp, err := rubric.LoadResponse(filepath.Join(checkstest.FixtureDir(b), "responses", "clean-bluebook.json"), rubric.ResponseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	s, r, err := g.Grade(context.Background(), resp)
	if err != nil {
		b.Fatal(err)
	}
	s, r = report.Redact(s, r)
	out := b.TempDir()
	size := 0
	for i := 0; i < 1000; i++ {
		sc, rc := *s, *r
		sc.RunID = fmt.Sprintf("bench/model/r%04d", i)
		rc.RunID = sc.RunID
		if _, err := report.WriteResults(out, &sc, &rc); err != nil {
			b.Fatal(err)
		}
		if i == 0 {
			data, _ := report.MarshalIndent(&rc)
			size = len(data)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		run, err := Load(out)
		if err != nil || len(run.Responses) != 1000 {
			b.Fatalf("%v, %d responses", err, len(run.Responses))
		}
	}
	b.ReportMetric(float64(size), "report-bytes")
}
