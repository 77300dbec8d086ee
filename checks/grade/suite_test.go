package grade

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/wiring"
	"github.com/citecheck/citecheck/vault"
)

// suiteDir is the fixture regression suite (the layout of FORMATS.md: regression suites).
const suiteDir = "../../fixtures/forum-selection"

// deterministicCriteria are the criteria this table test compares; the
// judge-bound ones (C-003, C-004, C-007, C-008) join when the judge's
// verdicts on the suite are settled.
var deterministicCriteria = []string{"C-001", "C-002", "C-005", "C-006", "C-009"}

// openSuite loads the fixture suite's case and builds its Vault in memory.
func openSuite(t testing.TB) (*rubric.Case, vault.Reader) {
	t.Helper()
	return openSuiteAt(t, suiteDir)
}

// openSuiteAt loads the case of the suite in dir and builds its Vault in
// memory.
func openSuiteAt(t testing.TB, dir string) (*rubric.Case, *vault.Index) {
	t.Helper()
	c, err := rubric.LoadCase(filepath.Join(dir, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := vault.LoadSource(c.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	return c, ix
}

// TestSuite grades every fixture response and compares the deterministic
// criteria with expected/NAME.json.
func TestSuite(t *testing.T) {
	c, ix := openSuite(t)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	paths, err := filepath.Glob(filepath.Join(suiteDir, "responses", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 30 {
		t.Fatalf("the suite holds %d responses; issue 5 asks for at least 30", len(paths))
	}
	sort.Strings(paths)
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			expected := readExpected(t, filepath.Join(suiteDir, "expected", name+".json"))
			resp, err := rubric.LoadResponse(path, rubric.ResponseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			s, _, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]report.CriterionResult{}
			for _, cr := range s.CriteriaResults {
				got[cr.ID] = cr
			}
			for _, id := range deterministicCriteria {
				want, ok := expected[id]
				if !ok {
					continue // FORMATS.md: regression suites: criteria missing from expected are not compared
				}
				if cr := got[id]; string(cr.Verdict) != want {
					t.Errorf("%s: got %s, want %s\n  reasoning: %s\n  fixture says: %s", id, cr.Verdict, want, cr.Reasoning, expected["why"])
				}
			}
		})
	}
}

// readExpected reads expected/NAME.json: criterion ID -> "pass"/"fail",
// plus "why".
func readExpected(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := map[string]string{}
	for k, v := range raw {
		if s, ok := v.(string); ok {
			out[k] = s
		}
	}
	return out
}

// TestSuiteDeterministic grades fixture responses with two graders built
// separately (heuristic judge, fixed clock) and compares the bytes of
// scores.json and report.json.
func TestSuiteDeterministic(t *testing.T) {
	c, ix := openSuite(t)
	clock := func() time.Time { return time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC) }
	grade := func(name string) ([]byte, []byte) {
		j, err := wiring.Open(llm.Config{Kind: judge.KindHeuristic})
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGrader(Options{Case: c, Vault: ix, Judge: j, Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		resp, err := rubric.LoadResponse(filepath.Join(suiteDir, "responses", name+".json"), rubric.ResponseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		s, rep, err := g.Grade(context.Background(), resp)
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
		return sb, rb
	}
	for _, name := range []string{"clean-bluebook", "c005-zero-width-space", "injection-with-overclaim"} {
		s1, r1 := grade(name)
		s2, r2 := grade(name)
		if !bytes.Equal(s1, s2) || !bytes.Equal(r1, r2) {
			t.Errorf("%s: two gradings gave different bytes", name)
		}
	}
}

// TestHeldOutSuiteDeterministic: the held-out suite's deterministic
// criteria (C-001, C-002, C-005, C-006, C-009) match its expected
// verdicts, so its judge measurement rests on passages located as the
// suite intends.
func TestHeldOutSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, heldOutSuite, 49)
}

// TestBlindSuiteDeterministic holds the blind suite's deterministic
// criteria to its expected verdicts, for the same reason.
func TestBlindSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, blindSuite, blindSuiteResponses)
}

// TestArbitrationSuiteDeterministic holds the fourth suite's
// deterministic criteria to its expected verdicts.
func TestArbitrationSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, arbitrationSuite, arbitrationSuiteResponses)
}

// checkSuiteDeterministic grades every response of the suite in dir
// without a judge and fails on any deterministic criterion that differs
// from expected/NAME.json, or when the suite holds fewer responses than
// the written ones it was frozen with.
func checkSuiteDeterministic(t *testing.T, dir string, written int) {
	t.Helper()
	c, idx := openSuiteAt(t, dir)
	g, err := NewGrader(Options{Case: c, Vault: idx})
	if err != nil {
		t.Fatal(err)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "responses", "*.json"))
	if len(names) < written {
		t.Fatalf("the suite %s holds %d responses; it was written with %d", dir, len(names), written)
	}
	for _, path := range names {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		resp, err := rubric.LoadResponse(path, rubric.ResponseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := readExpected(t, filepath.Join(dir, "expected", name+".json"))
		s, _, err := g.Grade(context.Background(), resp)
		if err != nil {
			t.Fatal(err)
		}
		for _, cr := range s.CriteriaResults {
			if w, ok := want[cr.ID]; ok && slices.Contains(deterministicCriteria, cr.ID) && string(cr.Verdict) != w {
				t.Errorf("%s %s: got %s, want %s: %s", name, cr.ID, cr.Verdict, w, cr.Reasoning)
			}
		}
	}
}
