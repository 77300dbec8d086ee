package batch

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
)

var suite = filepath.Join("..", "..", "fixtures", "forum-selection")

// realGrader is the shared grader over the fixture case and Vault
// (checkstest: in memory, heuristic judge, fixed clock).
func realGrader(t testing.TB) *grade.Grader {
	t.Helper()
	return checkstest.FixtureGrader(t)
}

func TestFixtureBatchResumes(t *testing.T) {
	g := realGrader(t)
	out := t.TempDir()
	in, err := NewInputs([]string{filepath.Join(suite, "responses", "c00[15]-*.json"), filepath.Join(suite, "responses", "clean-*.json")},
		InputOptions{CaseID: g.Case().ID})
	if err != nil {
		t.Fatal(err)
	}
	n, err := Scan(context.Background(), in.Open, g)
	if err != nil || n < 5 {
		t.Fatalf("Scan = %d, %v", n, err)
	}
	sum, res, err := collect(t, g, in.Open, Options{Out: out, Workers: 4})
	if err != nil || sum.Responses != n || sum.Graded != n {
		t.Fatalf("err %v, summary %+v", err, sum)
	}
	before := map[string][]byte{}
	for _, r := range res {
		data, err := os.ReadFile(filepath.Join(r.Dir, "scores.json"))
		if err != nil {
			t.Fatal(err)
		}
		before[r.Dir] = data
	}
	again, res2, err := collect(t, g, in.Open, Options{Out: out, Workers: 2})
	if err != nil || again.Resumed != n || again.Graded != 0 {
		t.Fatalf("rerun: err %v, summary %+v", err, again)
	}
	if tableOf(t, again) != replaceCounts(tableOf(t, sum), n) {
		t.Fatalf("resumed summary differs:\n%s\n%s", tableOf(t, again), tableOf(t, sum))
	}
	for i, r := range res2 {
		data, _ := os.ReadFile(filepath.Join(r.Dir, "scores.json"))
		if string(data) != string(before[r.Dir]) {
			t.Fatalf("%s rewritten by a resumed run", r.Dir)
		}
		// A resumed response's report reads back as the fresh one was.
		rep, err := LoadReport(r.Dir, r.Response.Answer)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := report.MarshalIndent(rep)
		want, _ := report.MarshalIndent(res[i].Report)
		if string(got) != string(want) || rep.Answer != res[i].Report.Answer {
			t.Fatalf("%s: report.json does not read back as written", r.Dir)
		}
	}
}

// replaceCounts turns a first run's "graded n, resumed 0" into a resumed
// run's "graded 0, resumed n".
func replaceCounts(table string, n int) string {
	return strings.Replace(table, "(graded "+strconv.Itoa(n)+", resumed 0)", "(graded 0, resumed "+strconv.Itoa(n)+")", 1)
}
