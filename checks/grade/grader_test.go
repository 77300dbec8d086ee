package grade

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// fixedExtractor returns a prepared answer for each answer text.
type fixedExtractor map[string]*cite.Answer

func (f fixedExtractor) Extract(text string) *cite.Answer {
	if a, ok := f[text]; ok {
		return a
	}
	return &cite.Answer{Text: text}
}

const gradeText = "Forum-selection clauses are prima facie valid. Bremen, 407 U.S. 1, 10. See also [VLT-0003] and [VLT-0099]."

func gradeAnswer() *cite.Answer {
	return fixture.NewAnswer(gradeText).
		Cite("Bremen, 407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Bremen", Pin: "10"}).
		Cite("VLT-0003", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0003"}).
		Cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).Answer()
}

func testCase() *rubric.Case {
	return &rubric.Case{
		ID: "fs", Title: "Forum selection", Instructions: "forum selection clause enforcement", User: "u-1",
		AskedAt: fixture.TimeP(time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)), Hash: "sha256:case",
		Topic: rubric.Topic{Label: "forum selection", Terms: []string{"forum selection"}},
		Criteria: []rubric.Criterion{
			{ID: "C-001", Title: "Exist", Check: rubric.CheckCitationsExist},
			{ID: "C-003", Title: "Supports", Check: rubric.CheckSupports},
			{ID: "C-002", Title: "Access", Check: rubric.CheckCitationsAccessible},
			{ID: "C-005", Title: "Verbatim", Check: rubric.CheckIdentifiersVerbatim, IsNegative: true},
			{ID: "C-006", Title: "Topic", Check: rubric.CheckPassagesOnTopic, IsNegative: true},
			{ID: "C-009", Title: "Locators", Check: rubric.CheckHaveLocators},
		},
	}
}

func testGrader(t testing.TB) *Grader {
	g, err := NewGrader(Options{
		Case: testCase(), Vault: fixture.TestVault(), Extractor: fixedExtractor{gradeText: gradeAnswer()},
		Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC) },
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func testResponse(trace bool) *rubric.Response {
	r := &rubric.Response{RunID: "fs/acme/../20261130", Model: "acme", Answer: gradeText, Hash: "sha256:resp"}
	if trace {
		r.HasTrace = true
		r.Retrieved = []retrieval.Retrieved{{ChunkID: "VLT-0001#c2", Rank: 1}, {ChunkID: "VLT-0003#c1", Rank: 2, Text: "Contracts are formed by offer and  acceptance!"}}
	}
	return r
}

func gradeBytes(t *testing.T, g *Grader, r *rubric.Response) ([]byte, []byte, *report.Scores) {
	t.Helper()
	s, rep, err := g.Grade(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	sb, err := report.MarshalIndent(s)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := report.MarshalIndent(rep)
	if err != nil {
		t.Fatal(err)
	}
	return sb, rb, s
}

// TestGradeGolden compares scores.json and report.json with golden files.
func TestGradeGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		trace bool
	}{{"trace", true}, {"no-trace", false}} {
		t.Run(tc.name, func(t *testing.T) {
			sb, rb, _ := gradeBytes(t, testGrader(t), testResponse(tc.trace))
			golden(t, "grade-"+tc.name+".scores.json", sb)
			golden(t, "grade-"+tc.name+".report.json", rb)
		})
	}
}

// golden compares got with testdata/name (vaulttest.Golden; -update rewrites).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", name), got)
}

// TestGradeVerdicts pins the verdicts and the scores.json contract.
func TestGradeVerdicts(t *testing.T) {
	_, _, s := gradeBytes(t, testGrader(t), testResponse(true))
	want := map[string]checks.Verdict{"C-001": checks.Fail, "C-003": checks.Fail, "C-002": checks.Pass, "C-005": checks.Fail, "C-006": checks.Fail, "C-009": checks.Fail}
	for _, cr := range s.CriteriaResults {
		if cr.Verdict != want[cr.ID] {
			t.Errorf("%s: %s, want %s: %s", cr.ID, cr.Verdict, want[cr.ID], cr.Reasoning)
		}
	}
	if s.CriteriaResults[1].Method != checks.NotGraded || !strings.Contains(s.CriteriaResults[1].Reasoning, "no judge is configured") {
		t.Errorf("judge criterion without a judge: %+v", s.CriteriaResults[1])
	}
	if s.Summary != "1/6 criteria passed.  Missed 5 — task FAIL." || s.Score != 0 || s.AllPass || s.NPassed != 1 || s.NCriteria != 6 {
		t.Errorf("aggregate wrong: %+v", s)
	}
	if s.RunID != "fs/acme/_/20261130" {
		t.Errorf("run id not sanitised: %q", s.RunID)
	}
	if got := s.CriteriaResults[0].Reasoning; !strings.Contains(got, `"VLT-0099" (bytes`) {
		t.Errorf("C-001 reasoning does not name the citation: %s", got)
	}
	if got := s.CriteriaResults[3].Reasoning; !strings.Contains(got, "trace entry VLT-0003#c1 (rank 2, text-differs): the trace's text of VLT-0003#c1 (rank 2) differs from the Vault's") {
		t.Errorf("C-005 reasoning does not report the trace difference: %s", got)
	}
}

// TestGradeNoTraceSaysSo: without a trace nobody knows what was
// retrieved; the grader invents no trace, every trace-bound criterion
// says so, and C-005 fails closed with exactly that reason.
func TestGradeNoTraceSaysSo(t *testing.T) {
	_, rb, s := gradeBytes(t, testGrader(t), testResponse(false))
	for _, cr := range s.CriteriaResults {
		if traceBound(cr.Check) && !strings.Contains(cr.Reasoning, "No retrieval trace: the answer was checked against the Vault itself") {
			t.Errorf("%s does not say there was no trace: %s", cr.ID, cr.Reasoning)
		}
		if cr.Check == rubric.CheckIdentifiersVerbatim && (cr.Verdict != checks.Fail || strings.Contains(cr.Reasoning, "appears in no chunk")) {
			t.Errorf("C-005 without a trace must fail for that reason alone, not list missing identifiers: %s", cr.Reasoning)
		}
	}
	if !bytes.Contains(rb, []byte(`"trace_source": "none"`)) || !bytes.Contains(rb, []byte(NoTraceNote)) {
		t.Errorf("report does not record that there was no trace")
	}
}

// TestGradeDeterministic grades twice (and concurrently) and compares bytes.
func TestGradeDeterministic(t *testing.T) {
	g := testGrader(t)
	s1, r1, _ := gradeBytes(t, g, testResponse(true))
	done := make(chan [2][]byte, 4)
	for range 4 {
		go func() {
			s, r, err := g.Grade(context.Background(), testResponse(true))
			if err != nil {
				done <- [2][]byte{nil, nil}
				return
			}
			sb, _ := report.MarshalIndent(s)
			rb, _ := report.MarshalIndent(r)
			done <- [2][]byte{sb, rb}
		}()
	}
	for range 4 {
		got := <-done
		if !bytes.Equal(got[0], s1) || !bytes.Equal(got[1], r1) {
			t.Fatal("grading the same response twice gave different bytes")
		}
	}
}

// panicCheck panics; the grader must turn that into its criterion's failure.
type panicCheck struct{}

func (panicCheck) ID() string { return "panics" }
func (panicCheck) Run(context.Context, *checks.Input) (checks.Result, error) {
	panic("boom")
}

type errCheck struct{ err error }

func (errCheck) ID() string { return "errs" }
func (e errCheck) Run(context.Context, *checks.Input) (checks.Result, error) {
	return checks.Result{Verdict: checks.Pass}, e.err
}

type infraErr struct{}

func (infraErr) Error() string { return "judge unreachable" }
func (infraErr) ExitCode() int { return 3 }

func TestRunSafe(t *testing.T) {
	tests := []struct {
		name  string
		chk   checks.Check
		want  string
		infra bool
	}{
		{"panic", panicCheck{}, "Check panics could not be completed: it panicked (boom)", false},
		{"error", errCheck{errors.New("no passages")}, "could not be completed: no passages", false},
		{"infra error", errCheck{infraErr{}}, "judge unreachable", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := boundCheck{crit: rubric.Criterion{ID: "C-1"}, binding: checks.Binding{Name: tt.chk.ID(), Kind: checks.Deterministic}, check: tt.chk}
			r := runSafe(context.Background(), b, &checks.Input{Criterion: &b.crit})
			if r.Verdict != checks.Fail || !strings.Contains(r.Summary, tt.want) || r.Infra != tt.infra {
				t.Errorf("got %+v", r)
			}
		})
	}
}
