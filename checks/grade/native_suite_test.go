package grade

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/wiring"
)

// nativeSuite holds the provider-native fixtures (one per format and per
// trap), graded against the forum-selection Vault.
const nativeSuite = "../../fixtures/forum-selection/native"

// nativeGrader opens the provider-native suite (the forum-selection
// Vault) and a grader whose judge is the offline heuristic.
func nativeGrader(t *testing.T) *Grader {
	t.Helper()
	c, ix := openSuiteAt(t, nativeSuite)
	j, err := wiring.Open(llm.Config{Kind: judge.KindHeuristic})
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGrader(Options{Case: c, Vault: ix, Judge: j})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestNativeSuite grades every provider-native fixture, read with --from
// auto, and compares every criterion (the offline judge's verdicts
// included, which are deterministic) with expected/NAME.json.
func TestNativeSuite(t *testing.T) {
	g := nativeGrader(t)
	dec, err := native.Decoder(native.Auto)
	if err != nil {
		t.Fatal(err)
	}
	paths, _ := filepath.Glob(filepath.Join(nativeSuite, "responses", "*.json"))
	if len(paths) < 11 {
		t.Fatalf("the native suite holds %d responses", len(paths))
	}
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			expected := readExpected(t, filepath.Join(nativeSuite, "expected", name+".json"))
			resp, err := rubric.LoadResponse(path, rubric.ResponseOptions{Decode: dec})
			if err != nil {
				t.Fatal(err)
			}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]report.CriterionResult{}
			for _, cr := range s.CriteriaResults {
				got[cr.ID] = cr
			}
			for id, want := range expected {
				if !strings.HasPrefix(id, "C-") {
					continue
				}
				if cr := got[id]; string(cr.Verdict) != want {
					t.Errorf("%s: got %s, want %s\n  reasoning: %s\n  fixture says: %s", id, cr.Verdict, want, cr.Reasoning, expected["why"])
				}
			}
			if rep.Format != strings.SplitN(name, "-", 2)[0] && !strings.HasPrefix(name, rep.Format+"-") {
				t.Errorf("report format %q", rep.Format)
			}
		})
	}
}
