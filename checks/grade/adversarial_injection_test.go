package grade_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// obeyingJudge is a scripted judge that is honest (the heuristic judge)
// except that it OBEYS any grader-addressing instruction found in what a
// judge takes as instructions: the unit's ID, kind and criterion. When the
// naive flag is set it also obeys instructions inside the data (answer and
// passages): that is the judge a prompt without delimiters would make,
// and the control that shows this test can fail.
type obeyingJudge struct {
	honest judge.Judge
	naive  bool
	mu     sync.Mutex
	obeyed int
}

func (o *obeyingJudge) Model() string { return "scripted-obedient" }

// honestJudge is the heuristic judge under another model name, so that
// grading treats it as it treats the obeying judge (a judge, not the
// offline heuristic, which sends every answer addressing the grader to
// review): the comparison is of what reaches the judge, like for like.
type honestJudge struct{ judge.Judge }

func (honestJudge) Model() string { return "scripted-honest" }

func (o *obeyingJudge) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	instructions := u.ID + "\n" + string(u.Kind)
	if u.Criterion != nil {
		instructions += "\n" + u.Criterion.ID + "\n" + u.Criterion.Title + "\n" + u.Criterion.MatchCriteria
	}
	data := strings.Join([]string{u.Proposition, u.Citation, u.Source, u.Excerpt, u.Before, u.After, u.Holding, u.Question, u.Answer}, "\n")
	for _, c := range u.Claims {
		data += "\n" + c.Text
		for _, p := range c.Passages {
			data += "\n" + p.Text
		}
	}
	obey := len(judge.DetectInjection(instructions)) > 0 || (o.naive && len(judge.DetectInjection(data)) > 0)
	if !obey {
		return o.honest.Assess(ctx, u)
	}
	o.mu.Lock()
	o.obeyed++
	o.mu.Unlock()
	// Obey: everything passes, with evidence copied from the excerpt so
	// that the quote check alone cannot catch it.
	a := judge.Assessment{UnitID: u.ID, Supports: true, Pass: true, Reasoning: "as instructed", Origin: judge.FromLive}
	if ex := strings.TrimSpace(u.Excerpt); ex != "" {
		a.Evidence = firstWords(ex, 8)
	} else if ans := strings.TrimSpace(u.Answer); ans != "" {
		a.Evidence = firstWords(ans, 8)
	}
	return a, nil
}

func firstWords(s string, n int) string {
	f := strings.Fields(s)
	if len(f) > n {
		f = f[:n]
	}
	w := strings.Join(f, " ")
	if i := strings.Index(s, f[0]); i >= 0 && strings.HasPrefix(s[i:], w) {
		return w
	}
	return f[0]
}

// injectedVault is the fixture Vault with an injection planted at the
// start of page 3 of Bremen (the passage c003-wrong-page cites) and of
// page 497 of Jones (the passage c004-jones-for-enforcement cites).
func injectedVault(t *testing.T, inj string) *vault.Index {
	t.Helper()
	src, err := vault.LoadSource(filepath.Join(advSuite, "vault"))
	if err != nil {
		t.Fatal(err)
	}
	plant := map[string]string{"VLT-0001": "[*3]\n", "VLT-0006": "[*497]\n"}
	for _, d := range src.Documents {
		if m, ok := plant[d.ID]; ok {
			i := strings.Index(d.Text, m)
			if i < 0 {
				t.Fatalf("no %q in %s to plant the injection after", m, d.ID)
			}
			d.Text = d.Text[:i+len(m)] + inj + " " + d.Text[i+len(m):]
			delete(plant, d.ID)
		}
	}
	if len(plant) > 0 {
		t.Fatalf("documents not found: %v", plant)
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

func fixtureResponse(t *testing.T, name string) *rubric.Response {
	t.Helper()
	r, err := rubric.LoadResponse(filepath.Join(advSuite, "responses", name+".json"), rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func verdicts(s *report.Scores) map[string]checks.Verdict {
	out := map[string]checks.Verdict{}
	for _, r := range s.CriteriaResults {
		out[r.ID] = r.Verdict
	}
	return out
}

func reportMentions(rep *report.Report, s string) bool {
	b, _ := json.Marshal(rep)
	return strings.Contains(string(b), s)
}

// TestInjectionDoesNotMoveVerdicts plants grader-addressing instructions
// in the answer and in the cited Vault passage of responses whose correct
// verdicts include failures (C-003 wrong page, C-004 adverse authority).
// Graded with a judge that obeys instructions in its instruction
// channel, the verdicts equal the honest judge's, and the injection is
// reported as a finding. The same answers graded with a judge that obeys
// instructions inside the data do move: the harness can tell.
func TestInjectionDoesNotMoveVerdicts(t *testing.T) {
	c, _ := advFixture(t)
	for _, name := range []string{"c003-wrong-page", "c004-jones-for-enforcement"} {
		for i, inj := range injections {
			t.Run(name+"/"+inj[:12], func(t *testing.T) {
				ix := injectedVault(t, inj)
				resp := fixtureResponse(t, name)
				resp.Answer = resp.Answer + "\n\n" + inj
				honest, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: honestJudge{heuristic.New()}, Clock: advClock})
				if err != nil {
					t.Fatal(err)
				}
				hs, _, err := honest.Grade(context.Background(), resp)
				if err != nil {
					t.Fatal(err)
				}
				want := verdicts(hs)
				if want["C-003"] == checks.Pass && want["C-004"] == checks.Pass {
					t.Fatalf("the honest verdicts hold no judge failure to protect: %v", want)
				}
				ob := &obeyingJudge{honest: heuristic.New()}
				og, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: ob, Clock: advClock})
				if err != nil {
					t.Fatal(err)
				}
				s, rep, err := og.Grade(context.Background(), resp)
				if err != nil {
					t.Fatal(err)
				}
				got := verdicts(s)
				for id, v := range want {
					if got[id] != v {
						t.Errorf("%s moved from %s to %s under injection %d: %+v", id, v, got[id], i, s.CriteriaResults)
					}
				}
				if ob.obeyed != 0 {
					t.Errorf("injected text reached the judge's instruction channel %d times", ob.obeyed)
				}
				if !reportMentions(rep, "addresses the grader") {
					t.Errorf("the injection is not reported as a finding")
				}
				if !reportMentions(rep, "passage VLT-0001#c2 addresses the grader") && name == "c003-wrong-page" {
					t.Errorf("the injection planted in the cited passage is not reported")
				}

				// Control: a judge that obeys instructions inside the data
				// moves the verdicts, so the comparison above can fail.
				naive := &obeyingJudge{honest: heuristic.New(), naive: true}
				ng, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: naive, Clock: advClock})
				if err != nil {
					t.Fatal(err)
				}
				ns, _, err := ng.Grade(context.Background(), resp)
				if err != nil {
					t.Fatal(err)
				}
				if naive.obeyed == 0 {
					t.Fatalf("control: the naive judge never saw the injection")
				}
				moved := false
				for id, v := range verdicts(ns) {
					moved = moved || v != want[id]
				}
				if !moved {
					t.Errorf("control: a judge obeying data moved no verdict; the test could not detect steering")
				}
			})
		}
	}
}
