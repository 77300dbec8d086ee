package grade

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// suiteResponses loads every fixture response, in name order.
func suiteResponses(t testing.TB) []*rubric.Response {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(suiteDir, "responses", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixture responses: %v", err)
	}
	sort.Strings(paths)
	out := make([]*rubric.Response, len(paths))
	for i, p := range paths {
		if out[i], err = rubric.LoadResponse(p, rubric.ResponseOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestJudgeMemoMatchesDirect runs every check of every fixture
// response twice on the same prepared Input: with the per-response memo
// and the Grader's caches (warm from the responses before it), and with
// no memo at all (every fact computed directly, as before the caches).
// The results must be identical.
func TestJudgeMemoMatchesDirect(t *testing.T) {
	c, ix := openSuite(t)
	g, err := NewGrader(Options{Case: c, Vault: ix, Judge: heuristic.New()})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var judged int
	for _, resp := range suiteResponses(t) {
		in, _, err := g.prepare(ctx, resp)
		if err != nil {
			t.Fatal(err)
		}
		in.Earlier = map[string]checks.Result{}
		for i, b := range g.bound {
			if b.binding.Kind == checks.Deterministic {
				cin := *in
				cin.Criterion = &g.bound[i].crit
				in.Earlier[b.binding.Name] = runSafe(ctx, b, &cin)
				// The deterministic checks read the Grader's caches
				// too (C-005's folded trace texts): the same without.
				direct := *in
				direct.Memo, direct.Criterion = nil, &g.bound[i].crit
				cached, err1 := json.Marshal(in.Earlier[b.binding.Name])
				plain, err2 := json.Marshal(runSafe(ctx, b, &direct))
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				if string(cached) != string(plain) {
					t.Errorf("%s %s: with the caches\n%s\nwithout\n%s", resp.Path, b.crit.ID, cached, plain)
				}
			}
		}
		for i, b := range g.bound {
			if b.binding.Kind == checks.Deterministic {
				continue
			}
			run := func(memo *checks.ResponseMemo) string {
				cin := *in
				cin.Memo = memo
				cin.Criterion = &g.bound[i].crit
				cin.Judge = report.NewJudgeLog(judge.Memo(heuristic.New()))
				out, err := json.Marshal(runSafe(ctx, b, &cin))
				if err != nil {
					t.Fatal(err)
				}
				return string(out)
			}
			judged++
			if cached, direct := run(in.Memo), run(nil); cached != direct {
				t.Errorf("%s %s: with the caches\n%s\nwithout\n%s", resp.Path, b.crit.ID, cached, direct)
			}
		}
	}
	if judged == 0 {
		t.Fatal("the fixture case has no judge-bound criteria")
	}
}

// TestGradeSharedGraderConcurrent grades the fixture suite with one
// Grader from four goroutines, twice over in different orders (so its
// caches are cold, then warm, and contended), and compares the bytes of
// scores.json and report.json with a fresh Grader per response.
func TestGradeSharedGraderConcurrent(t *testing.T) {
	c, ix := openSuite(t)
	clock := func() time.Time { return time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC) }
	newG := func() *Grader {
		g, err := NewGrader(Options{Case: c, Vault: ix, Judge: heuristic.New(), Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	grade := func(g *Grader, resp *rubric.Response) string {
		s, rep, err := g.Grade(context.Background(), resp)
		if err != nil {
			t.Error(err)
			return ""
		}
		sb, _ := report.MarshalIndent(s)
		rb, _ := report.MarshalIndent(rep)
		return string(sb) + "\x00" + string(rb)
	}
	resps := suiteResponses(t)
	want := make([]string, len(resps))
	for i, r := range resps {
		want[i] = grade(newG(), r)
	}
	shared := newG()
	var mu sync.Mutex
	var bad []string
	check := func(i, round int) {
		if grade(shared, resps[i]) != want[i] {
			mu.Lock()
			bad = append(bad, fmt.Sprintf("%s (round %d)", resps[i].Path, round))
			mu.Unlock()
		}
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(resps); i += 4 {
				check(i, 0) // cold: each response once, spread over the workers
			}
			for k := range resps {
				check((k*7+w*13)%len(resps), 1) // warm: all of them, each worker in its own order
			}
		}()
	}
	wg.Wait()
	for _, b := range bad {
		t.Errorf("%s: a shared Grader gave different bytes than a fresh one", b)
	}
}
