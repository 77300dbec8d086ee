package judgetest_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/wiring"
)

// The fault matrix grades fixture responses with the OpenAI-compatible
// judge against the scripted endpoint, first answering correctly (the
// clean run, whose verdicts are the reference), then misbehaving in each
// listed way, always and on 20% of replies. It asserts that nothing
// passes that fails in the clean run, that the faults the judge can
// read through change nothing, and that the generic schema filler gets
// a verdict for every unit that then fails verification. With
// CITECHECK_JUDGE_MATRIX=full it grades every fixture response and logs
// the table BENCHMARKS.md "Judge" records; otherwise every third.

// run is one grading pass over the responses.
type run struct {
	verdicts map[string]checks.Verdict // "response C-003"
	reasons  map[string]string
	units    int // judge units asked
	failed   int // units left without a verdict
	unverif  int // units with a verdict that did not verify
	calls    int
	prompt   int
	complete int
	rejected int
	faulted  int
}

type matrix struct {
	t         *testing.T
	e         *judgetest.Endpoint
	responses []*rubric.Response
	c         *rubric.Case
}

func newMatrix(t *testing.T) *matrix {
	c, _ := checkstest.Fixture(t)
	dir := checkstest.FixtureDir(t)
	names, _ := filepath.Glob(filepath.Join(dir, "responses", "*.json"))
	sort.Strings(names)
	m := &matrix{t: t, e: judgetest.New(t, judgetest.HeuristicOracle()), c: c}
	full := os.Getenv("CITECHECK_JUDGE_MATRIX") == "full"
	for i, n := range names {
		if !full && i%3 != 0 {
			continue
		}
		r, err := rubric.LoadResponse(n, rubric.ResponseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		m.responses = append(m.responses, r)
	}
	return m
}

// grade runs every response through a fresh judge (so what a fault
// teaches it is learned within the run), with the cache folder given
// ("" for none).
func (m *matrix) grade(cache string) run { return m.gradeEach(cache, nil) }

// gradeEach is grade, calling each after every response with what the
// endpoint served for it.
func (m *matrix) gradeEach(cache string, each func(resp *rubric.Response, s *report.Scores, rep *report.Report, served judgetest.Stats)) run {
	t := m.t
	_, idx := checkstest.Fixture(t)
	cfg := llm.Config{Kind: judge.KindOpenAI, URL: m.e.URL(), Model: "fake-model", Timeout: 10 * time.Second,
		Backoff: time.Millisecond, MaxWait: time.Millisecond, Concurrency: 1}
	if cache == "" {
		cfg.NoCache = true
	} else {
		cfg.CacheDir = cache
	}
	j, err := wiring.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g, err := grade.NewGrader(grade.Options{Case: m.c, Vault: idx, Judge: j, Clock: func() time.Time { return checkstest.Clock }})
	if err != nil {
		t.Fatal(err)
	}
	m.e.Reset()
	r := run{verdicts: map[string]checks.Verdict{}, reasons: map[string]string{}}
	for _, resp := range m.responses {
		before := m.e.Stats()
		s, rep, err := g.Grade(context.Background(), resp)
		if err != nil {
			t.Fatal(err)
		}
		if each != nil {
			after := m.e.Stats()
			each(resp, s, rep, judgetest.Stats{Requests: after.Requests - before.Requests,
				PromptTokens: after.PromptTokens - before.PromptTokens, CompletionTokens: after.CompletionTokens - before.CompletionTokens})
		}
		name := strings.TrimSuffix(filepath.Base(resp.Path), ".json")
		for _, cr := range s.CriteriaResults {
			r.verdicts[name+" "+cr.ID] = cr.Verdict
			r.reasons[name+" "+cr.ID] = cr.Reasoning
		}
		for _, jr := range rep.Judgements {
			r.units++
			switch {
			case jr.Assessment == nil:
				r.failed++
			case jr.Assessment.Unverified != "":
				r.unverif++
			}
		}
		if u := s.JudgeUsage; u != nil {
			r.calls += u.Calls
		}
	}
	st := m.e.Stats()
	r.prompt, r.complete, r.rejected, r.faulted = st.PromptTokens, st.CompletionTokens, st.Rejected, st.Faulted
	return r
}

// noNewPass: a fault may make a criterion fail (fail closed), never pass.
func noNewPass(t *testing.T, name string, clean, got run) {
	t.Helper()
	for k, v := range got.verdicts {
		if v == checks.Pass && clean.verdicts[k] != checks.Pass {
			t.Errorf("%s: %s passes under the fault but fails clean: %s", name, k, got.reasons[k])
		}
	}
}

func sameVerdicts(t *testing.T, name string, clean, got run) {
	t.Helper()
	for k, v := range clean.verdicts {
		if got.verdicts[k] != v {
			t.Errorf("%s: %s is %s, %s when clean: %s", name, k, got.verdicts[k], v, got.reasons[k])
		}
	}
}

// readThrough are the faults the judge reads through: every verdict as
// clean.
var readThrough = map[string]bool{"reorder": true, "add": true, "fences": true, "prose": true, "string-booleans": true,
	"extra-fields": true, "tool-call": true, "think": true, "400-temperature": true, "400-json-schema": true}

func TestFaultMatrix(t *testing.T) {
	m := newMatrix(t)
	clean := m.grade("")
	if clean.failed != 0 || clean.unverif != 0 || clean.units == 0 {
		t.Fatalf("clean run: %d units, %d without a verdict, %d unverified", clean.units, clean.failed, clean.unverif)
	}
	var rows []string
	row := func(name string, r run) {
		rows = append(rows, fmt.Sprintf("| %s | %d | %d | %d | %d | %d | %d | %d | %d |", name, r.units, r.units-r.failed-r.unverif, r.failed, r.unverif,
			r.calls, r.prompt/len(m.responses), r.complete/len(m.responses), r.faulted))
	}
	row("clean", clean)
	for _, f := range judgetest.Faults {
		for _, rate := range []float64{1, 0.2} {
			f := f
			name := fmt.Sprintf("%s %.0f%%", f.Name, 100*rate)
			m.e.SetFault(&f, rate, 7)
			got := m.grade("")
			row(name, got)
			noNewPass(t, name, clean, got)
			if readThrough[f.Name] {
				sameVerdicts(t, name, clean, got)
				if got.failed != 0 || got.unverif != 0 {
					t.Errorf("%s: %d units without a verdict, %d unverified", name, got.failed, got.unverif)
				}
			}
			switch f.Name {
			case "generic-filler":
				if rate == 1 && (got.failed != 0 || got.unverif != got.units) {
					t.Errorf("generic filler: %d units, %d without a verdict, %d unverified; want a verdict for every unit, none verified", got.units, got.failed, got.unverif)
				}
				if rate == 1 {
					fillerFailsC003(t, clean, got)
				}
			case "400-temperature", "400-json-schema":
				if got.rejected != 1 {
					t.Errorf("%s: %d rejections, want 1 (learned once per run)", name, got.rejected)
				}
			}
		}
	}
	m.e.SetMix(0.2, 11)
	mix := m.grade("")
	row("mix of all, 20%", mix)
	noNewPass(t, "mix", clean, mix)
	m.e.SetFault(nil, 0, 0)

	// A cached rerun makes no call.
	cache := t.TempDir()
	m.grade(cache)
	rerun := m.grade(cache)
	if m.e.Stats().Requests != 0 || rerun.calls != 0 {
		t.Errorf("cached rerun: %d requests, %d calls", m.e.Stats().Requests, rerun.calls)
	}
	sameVerdicts(t, "cached rerun", clean, rerun)

	t.Logf("%d responses; per behaviour: units asked, with a verified verdict, without a verdict, unverified; judge calls; billed prompt and completion tokens per response; replies faulted", len(m.responses))
	t.Logf("| behaviour | units | verified | no verdict | unverified | calls | prompt/resp | completion/resp | faulted |")
	for _, r := range rows {
		t.Log(r)
	}
}

// fillerFailsC003: under the generic filler every response whose clean
// run judged a citation fails C-003, saying the evidence did not verify.
func fillerFailsC003(t *testing.T, clean, got run) {
	t.Helper()
	n := 0
	for k, v := range got.verdicts {
		if !strings.HasSuffix(k, " C-003") || !strings.Contains(clean.reasons[k], "cited by") && clean.verdicts[k] == checks.Pass {
			continue
		}
		if strings.Contains(got.reasons[k], "could not be verified") {
			n++
			if v != checks.Fail {
				t.Errorf("%s passes under the filler", k)
			}
		}
	}
	if n == 0 {
		t.Errorf("no C-003 failed with the verification reason under the filler")
	}
}
