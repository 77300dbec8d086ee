package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/vault"
)

// TestEditedRecordingIsNotBelieved (issue 22.11): a recording made live
// into a --judge-cache folder is edited as someone who can write it
// would: every verdict set to supports (passes, nothing unflagged) with a
// quote that is nowhere in the Vault, its unverified flag dropped.
// --judge replay must not pass a criterion the live run failed: the
// edited verdicts are discarded and the units fail closed (exit 3) with
// the reason. A live run over the same folder asks again.
func TestEditedRecordingIsNotBelieved(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	e := judgetest.New(t, judgetest.HeuristicOracle())
	resp := catFixture + "/responses/c004-murphy-remand-as-holding.json"
	cache := t.TempDir()
	grade := func(out string, extra ...string) (int, string) {
		args := append([]string{"grade", resp, "--case", catFixture + "/case.json", "--out", out, "--judge-cache", cache}, extra...)
		code, _, errOut := judgeCLI(t, args...)
		return code, errOut
	}
	live := []string{"--judge", "openai", "--judge-url", e.URL(), "--judge-model", "fake-model"}
	liveOut := t.TempDir()
	if code, errOut := grade(liveOut, live...); code != exitFailed {
		t.Fatalf("live run: exit %d: %s", code, errOut)
	}
	liveVerdicts := verdictsIn(t, liveOut)
	judged := 0
	for _, id := range []string{"C-003", "C-004", "C-007"} {
		if liveVerdicts[id] == "fail" {
			judged++
		}
	}
	if judged == 0 {
		t.Fatalf("the live run fails none of C-003, C-004, C-007 (%v): the edit would prove nothing", liveVerdicts)
	}

	const invented = "every court in the land must enforce every forum-selection clause"
	edited := 0
	filepath.WalkDir(cache, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() && (d.Name() == "identities" || d.Name() == "protocols") {
			return filepath.SkipDir
		}
		if d.IsDir() || filepath.Ext(p) != ".json" {
			return nil
		}
		data, _ := os.ReadFile(p)
		var v map[string]any
		if json.Unmarshal(data, &v) != nil {
			return nil
		}
		delete(v, "unverified")
		v["supports"], v["adverse"], v["overclaims"], v["pass"] = true, false, false, true
		v["evidence"], v["reasoning"] = invented, "edited"
		if claims, ok := v["claims"].([]any); ok {
			for _, c := range claims {
				cm := c.(map[string]any)
				delete(cm, "unverified")
				cm["unflagged"], cm["evidence"] = false, invented
			}
			v["unflagged"] = []any{}
		}
		out, _ := json.Marshal(v)
		if err := os.WriteFile(p, out, 0o644); err != nil {
			t.Fatal(err)
		}
		edited++
		return nil
	})
	if edited == 0 {
		t.Fatal("the live run recorded nothing to edit")
	}

	replayOut := t.TempDir()
	code, errOut := grade(replayOut, "--judge", "replay")
	if code != exitInfra {
		t.Errorf("replay of an edited recording: exit %d, want 3 (the discarded verdicts fail closed): %s", code, errOut)
	}
	replayed := verdictsIn(t, replayOut)
	for id, v := range liveVerdicts {
		if v == "fail" && replayed[id] != "fail" {
			t.Errorf("%s: fail live, %s from the edited recording", id, replayed[id])
		}
	}
	rep := catRead(t, filepath.Join(replayOut, "results", "assistant-conversational-qa-forum-selection", "acme-rag-v3", "c004-murphy-remand-as-holding", "report.json"))
	if !strings.Contains(rep, "was discarded") || !strings.Contains(rep, "does not occur") {
		t.Errorf("report.json does not say why the recorded verdicts were discarded")
	}

	// Live over the edited folder: asked again, same verdicts as before.
	calls := e.Stats().Requests
	againOut := t.TempDir()
	if code, errOut := grade(againOut, live...); code != exitFailed || e.Stats().Requests == calls {
		t.Errorf("live over the edited folder: exit %d, %d new requests: %s", code, e.Stats().Requests-calls, errOut)
	}
	for id, v := range verdictsIn(t, againOut) {
		if liveVerdicts[id] != v {
			t.Errorf("%s: %s live, %s asked again", id, liveVerdicts[id], v)
		}
	}
}

// verdictsIn reads the one scores.json under out: criterion -> verdict.
func verdictsIn(t *testing.T, out string) map[string]string {
	t.Helper()
	got := map[string]string{}
	filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "scores.json" {
			var s report.Scores
			data, _ := os.ReadFile(p)
			if err := json.Unmarshal(data, &s); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			for _, r := range s.CriteriaResults {
				got[r.ID] = string(r.Verdict)
			}
		}
		return nil
	})
	if len(got) == 0 {
		t.Fatalf("no scores.json under %s", out)
	}
	return got
}
