package grade

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// judgeCriteria are the criteria the judge grades in the fixture cases.
var judgeCriteria = []string{"C-003", "C-004", "C-007", "C-008"}

// The two labelled suites the heuristic judge is measured on: the one
// its rules were tuned on, and the held-out one, written over another
// Vault and frozen before the tuning (fixtures/non-compete/SUITE.md).
var (
	tuningSuite  = filepath.Join("..", "..", "fixtures", "forum-selection")
	heldOutSuite = filepath.Join("..", "..", "fixtures", "non-compete")
)

// confusion counts one criterion's verdicts against the expected ones.
// A criterion's "positive" is a failure: Caught is expected fail, judged
// fail; Missed is expected fail, judged pass; FalseFail is expected pass,
// judged fail; Passed is expected pass, judged pass.
// Undecided verdicts ("decided": false) are failures, so they count in
// Caught or FalseFail as well; UndecidedFail and UndecidedPass say how
// many of those were not decided, by the expected verdict.
type confusion struct {
	Caught, Missed, FalseFail, Passed int
	UndecidedFail, UndecidedPass      int
}

func (c confusion) total() int { return c.Caught + c.Missed + c.FalseFail + c.Passed }
func (c confusion) agree() int { return c.Caught + c.Passed }

// decided counts the verdicts the judge decided, and right those that
// agree with the expected ones.
func (c confusion) decided() (right, decided int) {
	return c.agree() - c.UndecidedFail, c.total() - c.UndecidedFail - c.UndecidedPass
}

// alwaysPass is how many verdicts a judge that passes everything gets
// right: the expected passes.
func (c confusion) alwaysPass() int { return c.FalseFail + c.Passed }

// ratio is a/b, 0 when b is 0.
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// recall is the share of the expected failures the judge caught (1 when
// there were none).
func (c confusion) recall() float64 {
	if c.Caught+c.Missed == 0 {
		return 1
	}
	return float64(c.Caught) / float64(c.Caught+c.Missed)
}

// suiteMeasure is what grading one suite with the heuristic judge gave.
type suiteMeasure struct {
	responses int
	matrix    map[string]*confusion
	// disagreements: "name C-003: heuristic pass, expected fail".
	disagreements []string
	// injectionMisses: criteria an answer addressing the grader passed
	// where they should fail.
	injectionMisses []string
	units, calls    int
	ours, naiveAll  int // prompt tokens: unit calls, naive judge (9 criteria)
	naiveJudge      int // naive judge, the 4 judge criteria only
}

// overall is the agreement over every judge criterion.
func (m *suiteMeasure) overall() (agree, total int) {
	for _, id := range judgeCriteria {
		agree += m.matrix[id].agree()
		total += m.matrix[id].total()
	}
	return agree, total
}

// measureSuite grades every response of the suite in dir with the
// heuristic judge and compares the judge criteria with expected/NAME.json.
func measureSuite(t *testing.T, dir string) *suiteMeasure {
	t.Helper()
	op := heuristic.DefaultOperatingPoint
	if v := os.Getenv("CITECHECK_JUDGE_POINT"); v != "" {
		// "PASS,CLASH,CLAIM", e.g. "0.80,0.40,true": another point of the
		// risk-coverage curve, to read the tuning suites' verdicts there.
		var claim bool
		if _, err := fmt.Sscanf(strings.ReplaceAll(v, ",", " "), "%g %g %t", &op.PassShare, &op.ClashShare, &claim); err != nil {
			t.Fatalf("CITECHECK_JUDGE_POINT=%q: want PASS,CLASH,CLAIM: %v", v, err)
		}
		op.ClaimClash = claim
	}
	// CITECHECK_JUDGE_C004=agree: C-004 passes a case only on its
	// holding's agreement (heuristic.OperatingPoint.C004Agreement);
	// related:SHARE (e.g. related:0.40) asks it only where a holding
	// sentence holds SHARE of the proposition's words; off asks none.
	switch v := os.Getenv("CITECHECK_JUDGE_C004"); {
	case v == "":
	case v == "off":
		op.C004Agreement, op.C004RelatedShare = heuristic.C004Off, 0
	case v == "agree":
		op.C004Agreement, op.C004RelatedShare = heuristic.C004Always, 0
	case strings.HasPrefix(v, "related:"):
		sh, err := strconv.ParseFloat(strings.TrimPrefix(v, "related:"), 64)
		if err != nil || sh <= 0 || sh > 1 {
			t.Fatalf("CITECHECK_JUDGE_C004=%q: want related:SHARE with SHARE in (0, 1]", v)
		}
		op.C004Agreement, op.C004RelatedShare = heuristic.C004WhenRelated, sh
	default:
		t.Fatalf("CITECHECK_JUDGE_C004=%q: want off, agree, related:SHARE or nothing", v)
	}
	return measureSuiteAt(t, dir, op)
}

// measuredSuite is a suite opened for measuring: its response files in
// order, its case and Vault, and a grader whose judge is the heuristic
// deciding at an operating point, recorded so that its units can be read
// back.
type measuredSuite struct {
	names []string
	c     *rubric.Case
	idx   *vault.Index
	g     *Grader
	rec   *llm.Recorder
}

// suiteGraderAt opens the suite in dir with the heuristic judge deciding
// at op.
func suiteGraderAt(t *testing.T, dir string, op heuristic.OperatingPoint) measuredSuite {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(dir, "responses", "*.json"))
	if len(names) == 0 {
		t.Fatalf("the suite %s has no responses: it is part of the repository", dir)
	}
	sort.Strings(names)
	c, idx := openSuiteAt(t, dir)
	ex, err := NewVaultExtractor(idx)
	if err != nil {
		t.Fatal(err)
	}
	rec := llm.Record(heuristic.NewAt(op))
	g, err := NewGrader(Options{Case: c, Vault: idx, Extractor: ex, Judge: rec,
		Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	return measuredSuite{names: names, c: c, idx: idx, g: g, rec: rec}
}

// grade grades one response file of the suite with the recorder reset,
// returning the response, its expected verdicts and its scores; fail
// words the error that stops the test (a blind suite's must not name the
// response).
func (sg measuredSuite) grade(t *testing.T, dir, path string, fail func(name string, err error) string) (*rubric.Response, map[string]string, *report.Scores) {
	t.Helper()
	name := strings.TrimSuffix(filepath.Base(path), ".json")
	resp, err := rubric.LoadResponse(path, rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := readExpected(t, filepath.Join(dir, "expected", name+".json"))
	sg.rec.Reset()
	scores, _, err := sg.g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(fail(name, err))
	}
	return resp, want, scores
}

// measureSuiteAt is measureSuite with the heuristic judge deciding at op.
func measureSuiteAt(t *testing.T, dir string, op heuristic.OperatingPoint) *suiteMeasure {
	t.Helper()
	sg := suiteGraderAt(t, dir, op)
	names, c, idx, rec := sg.names, sg.c, sg.idx, sg.rec
	m := &suiteMeasure{responses: len(names), matrix: map[string]*confusion{}}
	for _, id := range judgeCriteria {
		m.matrix[id] = &confusion{}
	}
	for _, path := range names {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		resp, want, scores := sg.grade(t, dir, path, func(name string, err error) string { return fmt.Sprintf("%s: %v", name, err) })
		injected := len(judge.DetectInjection(resp.Answer)) > 0
		for _, cr := range scores.CriteriaResults {
			w, ok := want[cr.ID]
			mx := m.matrix[cr.ID]
			if !ok || mx == nil {
				continue
			}
			got := string(cr.Verdict)
			if cr.NeedsReview() {
				if w == "fail" {
					mx.UndecidedFail++
				} else {
					mx.UndecidedPass++
				}
			}
			switch {
			case w == "fail" && got == "fail":
				mx.Caught++
			case w == "fail":
				mx.Missed++
				if injected {
					m.injectionMisses = append(m.injectionMisses, name+" "+cr.ID)
				}
			case got == "fail":
				mx.FalseFail++
			default:
				mx.Passed++
			}
			if got != w || cr.NeedsReview() {
				if cr.NeedsReview() {
					got = "undecided"
				}
				m.disagreements = append(m.disagreements, fmt.Sprintf("%s %s: heuristic %s, expected %s", name, cr.ID, got, w))
				if os.Getenv("CITECHECK_JUDGE_DEBUG") != "" {
					t.Logf("%s %s reasoning: %s", name, cr.ID, cr.Reasoning)
				}
			}
		}
		for _, call := range rec.Calls() {
			m.ours += llm.CallPromptTokens(call)
			m.calls++
		}
		m.units += len(rec.Units())
		if os.Getenv("CITECHECK_JUDGE_UNITS") != "" && !blindSuites[dir] {
			logUnits(t, name, rec.Units(), op)
		}
		chunks := measureChunks(t, idx, resp, c)
		q := firstNonBlank(resp.Question, c.Instructions)
		for _, cr := range c.Criteria {
			n := llm.NaivePromptTokens(judge.Criterion{ID: cr.ID, Title: cr.Title, MatchCriteria: cr.MatchCriteria, Negative: cr.IsNegative}, q, resp.Answer, chunks)
			m.naiveAll += n
			if strings.HasPrefix(cr.Check, "judge:") {
				m.naiveJudge += n
			}
		}
	}
	return m
}

// logMeasure writes the confusion matrices (BENCHMARKS.md "Judge").
func logMeasure(t *testing.T, label string, m *suiteMeasure, listDisagreements bool) {
	t.Helper()
	t.Logf("%s: %d responses", label, m.responses)
	t.Logf("%-6s %7s %7s %7s %7s %9s %8s", "", "caught", "missed", "f-fail", "passed", "agree", "recall")
	for _, id := range judgeCriteria {
		c := m.matrix[id]
		t.Logf("%-6s %7d %7d %7d %7d %4d/%-4d %8.2f", id, c.Caught, c.Missed, c.FalseFail, c.Passed, c.agree(), c.total(), c.recall())
	}
	a, n := m.overall()
	t.Logf("%s agreement, all four: %d/%d = %.3f", label, a, n, float64(a)/float64(n))
	t.Logf("%-6s %9s %9s %9s %11s", "", "decided", "right", "coverage", "always-pass")
	var right, decided, base int
	for _, id := range judgeCriteria {
		c := m.matrix[id]
		r, d := c.decided()
		right, decided, base = right+r, decided+d, base+c.alwaysPass()
		t.Logf("%-6s %4d/%-4d %9.3f %9.3f %11.3f", id, r, d, ratio(r, d), ratio(d, c.total()), ratio(c.alwaysPass(), c.total()))
	}
	t.Logf("%s decided accuracy, all four: %d/%d = %.3f; coverage %d/%d = %.3f; always-pass %.3f", label, right, decided, ratio(right, decided), decided, n, ratio(decided, n), ratio(base, n))
	if listDisagreements {
		for _, d := range m.disagreements {
			t.Logf("disagreement: %s", d)
		}
	}
}

// checkFloors fails the test when the suite's agreement, any criterion's
// share of caught failures, or the injection rule falls short.
func checkFloors(t *testing.T, label string, m *suiteMeasure, overallFloor, recallFloor float64) {
	t.Helper()
	a, n := m.overall()
	if float64(a) < overallFloor*float64(n) {
		t.Errorf("%s: heuristic agreement %d/%d fell below %.2f", label, a, n, overallFloor)
	}
	for _, id := range judgeCriteria {
		if r := m.matrix[id].recall(); r < recallFloor {
			t.Errorf("%s: %s caught %.2f of its expected failures, below %.2f", label, id, r, recallFloor)
		}
	}
	for _, miss := range m.injectionMisses {
		t.Errorf("%s: an answer addressing the grader passed a criterion it should fail: %s", label, miss)
	}
}

// TestJudgeFixtureMeasure grades the tuning suite (fixtures/forum-selection)
// with the heuristic judge and reports (BENCHMARKS.md "Judge"): the
// per-criterion confusion matrices of C-003/C-004/C-007/C-008 against the
// expected verdicts, and the judge prompt tokens per response (tiktoken
// cl100k_base) against a naive Harvey-style judge that sends the whole
// answer and every retrieved chunk once per criterion. It fails if the
// judge's calls cost more than half of the naive judge's tokens for the
// four judge criteria (the like-for-like target), or below the agreement
// floors.
func TestJudgeFixtureMeasure(t *testing.T) {
	m := measureSuite(t, tuningSuite)
	n := m.responses
	t.Logf("responses: %d; judge units: %d (%.1f per response) in %d calls (%.1f per response)", n, m.units, float64(m.units)/float64(n), m.calls, float64(m.calls)/float64(n))
	t.Logf("prompt tokens per response: units %.0f; naive, 9 criteria %.0f (ratio %.3f); naive, the 4 judge criteria %.0f (ratio %.3f)",
		float64(m.ours)/float64(n), float64(m.naiveAll)/float64(n), float64(m.ours)/float64(m.naiveAll),
		float64(m.naiveJudge)/float64(n), float64(m.ours)/float64(m.naiveJudge))
	logMeasure(t, "tuning suite (forum-selection)", m, true)
	// The target (BENCHMARKS.md "Cost like for like"): at most half of a
	// naive judge making one call per judge criterion. The ratio to a
	// naive judge of all nine criteria (which charges it for the five
	// that code decides) is logged above, not asserted: it moves with the
	// suite's mix of short and long answers (issue 11's ten responses
	// took it from 0.191 to 0.200).
	if m.ours*2 > m.naiveJudge {
		t.Errorf("judge calls cost %d prompt tokens, more than half of the like-for-like naive judge's %d", m.ours, m.naiveJudge)
	}
	checkFloors(t, "tuning suite", m, 0.80, 0.5)
}

// TestJudgeHeldOutMeasure grades the held-out suite (fixtures/non-compete,
// written over another Vault and not used for tuning) and fails below
// the targets: overall agreement 0.85, every judge criterion
// catching at least two thirds of its expected failures, and no answer
// that addresses the grader passing a criterion it should fail. The
// disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so the
// figures can be watched without reading the answers that moved them.
func TestJudgeHeldOutMeasure(t *testing.T) {
	m := measureSuite(t, heldOutSuite)
	logMeasure(t, "held-out suite (non-compete)", m, os.Getenv("CITECHECK_JUDGE_DEBUG") != "")
	checkFloors(t, "held-out suite", m, 0.85, 2.0/3.0)
}

// measureChunks is the retrieved chunk texts a naive judge would be
// shown: the response's trace, or the grader's own retrieval.
func measureChunks(t *testing.T, r vault.Reader, resp *rubric.Response, c *rubric.Case) []string {
	trace := resp.Retrieved
	if !resp.HasTrace {
		user := firstNonBlank(resp.User, c.User)
		at := c.AskedAt
		if resp.AskedAt != nil {
			at = resp.AskedAt
		}
		var err error
		trace, err = retrieval.Search(context.Background(), r, retrieval.Query{Text: firstNonBlank(resp.Question, c.Instructions), User: user, At: *at, K: 20})
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

// logUnits writes each unit's heuristic verdict (CITECHECK_JUDGE_UNITS,
// for the tuning and held-out suites only: the blind suites' answers are
// not to be read while the rules are chosen).
func logUnits(t *testing.T, name string, units []judge.Unit, op heuristic.OperatingPoint) {
	t.Helper()
	h := heuristic.NewAt(op)
	for _, u := range units {
		a, err := h.Assess(context.Background(), u)
		if err != nil {
			continue
		}
		t.Logf("unit %s %s sup=%v adv=%v over=%v undecided=%v unflagged=%v: %s", name, u.ID, a.Supports, a.Adverse, a.Overclaims, a.Undecided, a.Unflagged, a.Reasoning)
	}
}

// blindSuites are the suites whose units CITECHECK_JUDGE_UNITS never
// prints: those measured blind first and since released for tuning
// (force-majeure and liquidated-damages at 26.37, confidentiality and
// spoliation at 26.39, assignment and privilege at 26.40) keep the rule;
// their disagreements may be read with CITECHECK_JUDGE_DEBUG, and the
// suites not yet released (insurance, jurisdiction and those written
// after them) are the blind estimate.
var blindSuites = map[string]bool{
	blindSuite:            true,
	arbitrationSuite:      true,
	indemnificationSuite:  true,
	limitationsSuite:      true,
	forceMajeureSuite:     true,
	liquidatedSuite:       true,
	confidentialitySuite:  true,
	spoliationSuite:       true,
	assignmentSuite:       true,
	privilegeSuite:        true,
	insuranceSuite:        true,
	jurisdictionSuite:     true,
	tradeSecretsSuite:     true,
	commercialLeasesSuite: true,
	retaliationSuite:      true,
	securitiesFraudSuite:  true,
	productLiabilitySuite: true,
	erisaBenefitsSuite:    true,
	antitrustSuite:        true,
	bankruptcySuite:       true,
	environmentalSuite:    true,
	mergersSuite:          true,
}
