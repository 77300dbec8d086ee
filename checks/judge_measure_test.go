package checks

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// judgeCriteria are the criteria the judge grades in the fixture case.
var judgeCriteria = []string{"C-003", "C-004", "C-007", "C-008"}

// TestJudgeFixtureMeasure grades the fixture suite with the heuristic
// judge and reports (BENCHMARKS.md "Judge"): its agreement with the
// expected C-003/C-004/C-007/C-008 verdicts, and the judge prompt tokens
// per response (tiktoken cl100k_base) against a naive Harvey-style judge
// that sends the whole answer and every retrieved chunk once per
// criterion. It fails if the judge's calls cost more than half of the
// naive judge's tokens for the four judge criteria (the like-for-like
// target), or if agreement falls below 80%.
func TestJudgeFixtureMeasure(t *testing.T) {
	suite := filepath.Join("..", "fixtures", "forum-selection")
	names, _ := filepath.Glob(filepath.Join(suite, "responses", "*.json"))
	if len(names) == 0 {
		t.Fatal("the fixture suite has no responses: fixtures/forum-selection/responses is part of the repository")
	}
	sort.Strings(names)
	c, err := LoadCase(filepath.Join(suite, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := vault.LoadSource(filepath.Join(suite, "vault"))
	if err != nil {
		t.Fatal(err)
	}
	idx, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	ex, err := NewVaultExtractor(idx)
	if err != nil {
		t.Fatal(err)
	}
	rec := judge.Record(judge.NewHeuristic())
	g, err := NewGrader(Options{Case: c, Vault: idx, Extractor: ex, Judge: rec,
		Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	type tally struct{ agree, total int }
	agree := map[string]*tally{}
	for _, id := range judgeCriteria {
		agree[id] = &tally{}
	}
	var disagreements []string
	var ours, naiveAll, naiveJudge, units, calls int
	for _, path := range names {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		resp, err := LoadResponse(path, ResponseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{}
		if data, err := os.ReadFile(filepath.Join(suite, "expected", name+".json")); err == nil {
			var raw map[string]any
			if err := json.Unmarshal(data, &raw); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for k, v := range raw {
				if s, ok := v.(string); ok {
					want[k] = s
				}
			}
		}
		rec.Reset()
		scores, _, err := g.Grade(context.Background(), resp)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, cr := range scores.CriteriaResults {
			w, ok := want[cr.ID]
			ta := agree[cr.ID]
			if !ok || ta == nil {
				continue
			}
			ta.total++
			if string(cr.Verdict) == w {
				ta.agree++
			} else {
				disagreements = append(disagreements, fmt.Sprintf("%s %s: heuristic %s, expected %s", name, cr.ID, cr.Verdict, w))
				if os.Getenv("CITECHECK_JUDGE_DEBUG") != "" {
					t.Logf("%s %s reasoning: %s", name, cr.ID, cr.Reasoning)
				}
			}
		}
		for _, call := range rec.Calls() {
			ours += judge.CallPromptTokens(call)
			calls++
		}
		units += len(rec.Units())
		chunks := measureChunks(t, idx, resp, c)
		q := firstNonEmpty(resp.Question, c.Instructions)
		for _, cr := range c.Criteria {
			n := judge.NaivePromptTokens(judge.Criterion{ID: cr.ID, Title: cr.Title, MatchCriteria: cr.MatchCriteria, Negative: cr.IsNegative}, q, resp.Answer, chunks)
			naiveAll += n
			if cr.Check != "" && strings.HasPrefix(cr.Check, "judge:") {
				naiveJudge += n
			}
		}
	}
	n := len(names)
	t.Logf("responses: %d; judge units: %d (%.1f per response) in %d calls (%.1f per response)", n, units, float64(units)/float64(n), calls, float64(calls)/float64(n))
	t.Logf("prompt tokens per response: units %.0f; naive, 9 criteria %.0f (ratio %.3f); naive, the 4 judge criteria %.0f (ratio %.3f)",
		float64(ours)/float64(n), float64(naiveAll)/float64(n), float64(ours)/float64(naiveAll),
		float64(naiveJudge)/float64(n), float64(ours)/float64(naiveJudge))
	totalA, totalN := 0, 0
	for _, id := range judgeCriteria {
		ta := agree[id]
		totalA += ta.agree
		totalN += ta.total
		t.Logf("heuristic agreement %s: %d/%d", id, ta.agree, ta.total)
	}
	t.Logf("heuristic agreement, all four: %d/%d", totalA, totalN)
	for _, d := range disagreements {
		t.Logf("disagreement: %s", d)
	}
	// The target (BENCHMARKS.md "Cost like for like"): at most half of a
	// naive judge making one call per judge criterion. The ratio to a
	// naive judge of all nine criteria (which charges it for the five
	// that code decides) is logged above, not asserted: it moves with the
	// suite's mix of short and long answers (issue 11's ten responses
	// took it from 0.191 to 0.200).
	if ours*2 > naiveJudge {
		t.Errorf("judge calls cost %d prompt tokens, more than half of the like-for-like naive judge's %d", ours, naiveJudge)
	}
	if float64(totalA) < 0.8*float64(totalN) {
		t.Errorf("heuristic agreement %d/%d fell below 80%%", totalA, totalN)
	}
}

// measureChunks is the retrieved chunk texts a naive judge would be
// shown: the response's trace, or the grader's own retrieval.
func measureChunks(t *testing.T, r vault.Reader, resp *Response, c *Case) []string {
	trace := resp.Retrieved
	if !resp.HasTrace {
		user := firstNonEmpty(resp.User, c.User)
		at := c.AskedAt
		if resp.AskedAt != nil {
			at = resp.AskedAt
		}
		var err error
		trace, err = retrieval.Search(context.Background(), r, retrieval.Query{Text: firstNonEmpty(resp.Question, c.Instructions), User: user, At: *at, K: 20})
		if err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, e := range trace {
		text := e.Text
		if text == "" {
			if ch, ok := r.Chunk(e.ChunkID); ok {
				text = ch.Text
			}
		}
		out = append(out, text)
	}
	return out
}
