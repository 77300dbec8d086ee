package grade

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// dumpJudge records every unit the heuristic judge is asked and the
// assessment it gave, one line each.
type dumpJudge struct {
	inner judge.Judge
	tag   *string // the response being graded
	lines *[]string
}

func (d dumpJudge) Model() string            { return d.inner.Model() }
func (d dumpJudge) Identity() judge.Identity { return judge.IdentityOf(d.inner) }
func (d dumpJudge) Stats() judge.Stats       { return d.inner.(judge.StatsReporter).Stats() }
func (d dumpJudge) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	a, err := d.inner.Assess(ctx, u)
	in, _ := json.Marshal(u)
	extra, _ := json.Marshal([]string{u.SameDocRetrieved, u.Adjacent})
	more := ""
	for _, c := range u.Claims {
		for _, p := range c.MorePassages {
			more += p.Chunk + "\x00" + p.Text + "\x00" + p.Holding + "\x00" + p.Outcome + "\x00"
		}
		for _, p := range c.Passages {
			more += p.Holding + "\x00" + p.Outcome + "\x00"
		}
	}
	sum := sha256.Sum256([]byte(string(in) + string(extra) + more))
	out, _ := json.Marshal(a)
	*d.lines = append(*d.lines, fmt.Sprintf("%s unit %s %s %x err=%v %s", *d.tag, u.ID, u.Kind, sum[:8], err, out))
	return a, err
}

// TestJudgeVerdictDump writes every unit's assessment and every
// criterion's verdict over every fixture suite, graded with the
// heuristic judge once with one Grader per suite and once with a new
// Grader and judge per response, sorted, to the file named by
// CITECHECK_JUDGE_DUMP: the record compared byte for byte before and
// after a change meant to leave every verdict as it was (issue 28).
func TestJudgeVerdictDump(t *testing.T) {
	path := os.Getenv("CITECHECK_JUDGE_DUMP")
	if path == "" {
		t.Skip("set CITECHECK_JUDGE_DUMP=FILE to write the verdict dump")
	}
	dirs, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", "responses"))
	sort.Strings(dirs)
	var lines []string
	clock := func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }
	for _, rd := range dirs {
		dir := filepath.Dir(rd)
		suite := filepath.Base(dir)
		names, _ := filepath.Glob(filepath.Join(rd, "*.json"))
		sort.Strings(names)
		c, idx := openSuiteAt(t, dir)
		ex, err := NewVaultExtractor(idx)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []string{"warm", "cold"} {
			var g *Grader
			tag := ""
			for _, p := range names {
				name := strings.TrimSuffix(filepath.Base(p), ".json")
				tag = suite + " " + mode + " " + name
				if g == nil || mode == "cold" {
					j := dumpJudge{inner: heuristic.New(), tag: &tag, lines: &lines}
					if g, err = NewGrader(Options{Case: c, Vault: idx, Extractor: ex, Judge: j, Clock: clock}); err != nil {
						t.Fatal(err)
					}
				}
				resp, err := rubric.LoadResponse(p, rubric.ResponseOptions{})
				if err != nil {
					t.Fatal(err)
				}
				scores, _, err := g.Grade(context.Background(), resp)
				if err != nil {
					t.Fatalf("%s: %v", tag, err)
				}
				for _, cr := range scores.CriteriaResults {
					lines = append(lines, fmt.Sprintf("%s criterion %s %s review=%v %q", tag, cr.ID, cr.Verdict, cr.NeedsReview(), cr.Reasoning))
				}
			}
		}
	}
	sort.Strings(lines)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d lines to %s", len(lines), path)
}
