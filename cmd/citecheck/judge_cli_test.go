package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/vault"
)

// judgeCLI runs citecheck with no judge settings from the environment.
func judgeCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("CITECHECK_JUDGE_MODEL", "")
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// judgedResponses are three fixture responses with citations.
var judgedResponses = []string{
	catFixture + "/responses/c006-pass-choice-of-forum.json",
	catFixture + "/responses/clean-bluebook.json",
	catFixture + "/responses/c004-jones-for-enforcement.json",
}

func existing(t *testing.T, paths []string) []string {
	var out []string
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		t.Fatal("none of the fixture responses exists")
	}
	return out
}

// TestReplayAndDryRun: a live run records; --judge replay answers from
// the recording with no endpoint at all; a unit not recorded fails
// closed (exit 3); --dry-run counts the calls a run would make and makes
// none; a cached dry run counts cache hits.
func TestReplayAndDryRun(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	e := judgetest.New(t, judgetest.HeuristicOracle())
	responses := existing(t, judgedResponses)
	cache := t.TempDir()
	gradeArgs := func(out string, extra ...string) []string {
		a := append([]string{"grade"}, responses...)
		return append(append(a, "--case", catFixture+"/case.json", "--out", out, "--judge-cache", cache), extra...)
	}
	live := []string{"--judge", "openai", "--judge-url", e.URL(), "--judge-model", "fake-model"}

	// Dry run before anything is cached: calls counted, none made.
	code, out, errOut := judgeCLI(t, append(gradeArgs(t.TempDir(), "--dry-run"), live...)...)
	if code != 0 || e.Stats().Requests != 0 || !strings.Contains(out, "0 from the cache") || !strings.Contains(out, "total, 3 response(s)") {
		t.Fatalf("dry run: exit %d, %d requests\n%s\n%s", code, e.Stats().Requests, out, errOut)
	}

	// A live run records.
	liveOut := t.TempDir()
	if code, _, errOut := judgeCLI(t, append(gradeArgs(liveOut), live...)...); code == 3 || code == 2 {
		t.Fatalf("live run: exit %d: %s", code, errOut)
	}
	calls := e.Stats().Requests
	if calls == 0 {
		t.Fatal("the live run asked nothing")
	}

	// The dry run now finds every unit in the cache.
	code, out, _ = judgeCLI(t, append(gradeArgs(t.TempDir(), "--dry-run"), live...)...)
	if code != 0 || e.Stats().Requests != calls || !strings.Contains(out, "to ask in 0 call(s), 0 prompt tokens") {
		t.Errorf("cached dry run: exit %d, requests %d\n%s", code, e.Stats().Requests, out)
	}

	// Replay with no endpoint: the recorded judge is found in the cache.
	replayOut := t.TempDir()
	code, _, errOut = judgeCLI(t, append(gradeArgs(replayOut), "--judge", "replay")...)
	if code == 3 || code == 2 || e.Stats().Requests != calls {
		t.Fatalf("replay: exit %d, requests %d: %s", code, e.Stats().Requests, errOut)
	}
	compareVerdicts(t, liveOut, replayOut)

	// replay=ENDPOINT of another endpoint: nothing recorded for it.
	code, _, errOut = judgeCLI(t, append(gradeArgs(t.TempDir()), "--judge", "replay=http://127.0.0.1:1/v1", "--judge-model", "fake-model")...)
	if code != 2 || !strings.Contains(errOut, "no recording") {
		t.Errorf("replay of an unrecorded endpoint: exit %d: %s", code, errOut)
	}

	// A unit not recorded fails closed: a response whose answer changed.
	w := newCatWorld(t)
	changed := w.response("changed.json", func(m map[string]any) {
		m["answer"] = strings.Replace(m["answer"].(string), "prima facie", "presumptively", 1) + " Courts always enforce such clauses [VLT-0001, p. 10]."
	})
	args := []string{"grade", changed, "--case", catFixture + "/case.json", "--out", t.TempDir(), "--judge-cache", cache,
		"--judge", "replay=" + e.URL(), "--judge-model", "fake-model"}
	code, _, errOut = judgeCLI(t, args...)
	if code != 3 || e.Stats().Requests != calls {
		t.Errorf("replay miss: exit %d (want 3), requests %d: %s", code, e.Stats().Requests, errOut)
	}
}

// compareVerdicts asserts two results folders hold the same verdicts.
func compareVerdicts(t *testing.T, a, b string) {
	t.Helper()
	read := func(dir string) map[string]string {
		out := map[string]string{}
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.Name() == "scores.json" {
				var s report.Scores
				data, _ := os.ReadFile(p)
				json.Unmarshal(data, &s)
				for _, r := range s.CriteriaResults {
					out[s.RunID+" "+r.ID] = string(r.Verdict)
				}
			}
			return nil
		})
		return out
	}
	va, vb := read(a), read(b)
	if len(va) == 0 || len(va) != len(vb) {
		t.Fatalf("%d verdicts vs %d", len(va), len(vb))
	}
	for k, v := range va {
		if vb[k] != v {
			t.Errorf("%s: %s live, %s replayed", k, v, vb[k])
		}
	}
}

// TestTestReplaysSuiteRecording: with no endpoint configured, `citecheck
// test` replays a recording kept in SUITE_DIR/judge-cache.
func TestTestReplaysSuiteRecording(t *testing.T) {
	e := judgetest.New(t, judgetest.FixedOracle(false, false, false))
	dir := suiteCopyDir(t, miniSuite)
	rec := filepath.Join(dir, "judge-cache")
	code, out, errOut := suiteCLI(t, "test", dir, "--judge", "openai", "--judge-url", e.URL(), "--judge-model", "m", "--judge-cache", rec)
	if code != 0 || !strings.Contains(out, "judge (live)") {
		t.Fatalf("recording run: exit %d\n%s\n%s", code, out, errOut)
	}
	calls := e.Stats().Requests
	code, out, errOut = suiteCLI(t, "test", dir)
	if code != 0 || !strings.Contains(out, "judge (cache)") || !strings.Contains(errOut, "replaying the verdicts recorded in") || e.Stats().Requests != calls {
		t.Errorf("replayed run: exit %d, requests %d\n%s\n%s", code, e.Stats().Requests, out, errOut)
	}
	// Without the recording the suite falls back to the heuristic judge, as before.
	os.RemoveAll(rec)
	if code, out, _ := suiteCLI(t, "test", dir); strings.Contains(out, "judge (cache)") {
		t.Errorf("without a recording: exit %d\n%s", code, out)
	}
}

// TestConfigErrorStopsTheRun: an endpoint that rejects the model stops
// grading at its first answer (exit 2) instead of failing every call.
func TestConfigErrorStopsTheRun(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	requests := 0
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests++
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(404)
		w.Write([]byte(`{"error":{"message":"The model 'no-such-model' does not exist","type":"invalid_request_error","param":"model","code":"model_not_found"}}`))
	}))
	defer ts.Close()
	names, _ := filepath.Glob(catFixture + "/responses/*.json")
	args := append([]string{"grade"}, names...)
	args = append(args, "--case", catFixture+"/case.json", "--out", t.TempDir(), "--no-judge-cache", "--jobs", "1",
		"--judge", "openai", "--judge-url", ts.URL+"/v1", "--judge-model", "no-such-model")
	code, _, errOut := judgeCLI(t, args...)
	if code != 2 || requests != 1 || !strings.Contains(errOut, "does not exist") || !strings.Contains(errOut, "grading stopped") {
		t.Errorf("exit %d (want 2), %d requests (want 1): %s", code, requests, errOut)
	}
}

// TestJudgeProbe: the probe reports what a scripted endpoint accepts and
// what it learned, and saves it for later runs.
func TestJudgeProbe(t *testing.T) {
	e := judgetest.New(t, judgetest.FixedOracle(true, false, false))
	f := judgetest.FaultNamed("400-temperature")
	e.SetFault(&f, 1, 1)
	cache := t.TempDir()
	code, out, errOut := judgeCLI(t, "judge", "probe", "--judge-url", e.URL(), "--judge-model", "m", "--judge-cache", cache)
	for _, want := range []string{"temperature       rejected", "json_schema       accepted", "json_object       accepted",
		"tool calls        accepted; the reply came as a tool call", "max-tokens field  max_tokens", "naming temperature", "a valid, verified verdict"} {
		if !strings.Contains(out, want) {
			t.Errorf("probe output lacks %q", want)
		}
	}
	if code != 0 {
		t.Errorf("exit %d: %s", code, errOut)
	}
	if t.Failed() {
		t.Log(out)
	}
	// Grading after the probe starts from what it learned: no 400.
	before := e.Stats().Rejected
	t.Setenv(vault.CacheEnv, t.TempDir())
	code, _, errOut = judgeCLI(t, "grade", existing(t, judgedResponses)[0], "--case", catFixture+"/case.json", "--out", t.TempDir(),
		"--judge-url", e.URL(), "--judge-model", "m", "--judge-cache", cache)
	if code == 2 || code == 3 || e.Stats().Rejected != before {
		t.Errorf("grade after probe: exit %d, rejections %d -> %d: %s", code, before, e.Stats().Rejected, errOut)
	}
	// The probe needs an endpoint.
	if code, _, _ := judgeCLI(t, "judge", "probe"); code != 2 {
		t.Errorf("probe with nothing configured: exit %d, want 2", code)
	}
}

// TestProtocolRecordedInScores: what the endpoint refused and what was
// used instead is in scores.json and report.json.
func TestProtocolRecordedInScores(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	e := judgetest.New(t, judgetest.HeuristicOracle())
	f := judgetest.FaultNamed("400-json-schema")
	e.SetFault(&f, 1, 1)
	out := t.TempDir()
	code, _, errOut := judgeCLI(t, "grade", judgedResponses[0], "--case", catFixture+"/case.json", "--out", out, "--no-judge-cache",
		"--judge-url", e.URL(), "--judge-model", "m")
	if code == 2 || code == 3 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var scores struct {
		JudgeUsage struct {
			Protocol struct {
				ResponseFormat string   `json:"response_format"`
				Temperature    bool     `json:"temperature"`
				Learned        []string `json:"learned"`
			} `json:"protocol"`
		} `json:"judge_usage"`
	}
	var report struct {
		JudgeProtocol *struct {
			ResponseFormat string `json:"response_format"`
		} `json:"judge_protocol"`
	}
	filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		data, _ := os.ReadFile(p)
		switch d.Name() {
		case "scores.json":
			json.Unmarshal(data, &scores)
		case "report.json":
			json.Unmarshal(data, &report)
		}
		return nil
	})
	p := scores.JudgeUsage.Protocol
	if p.ResponseFormat != "json_object" || !p.Temperature || len(p.Learned) != 1 || !strings.Contains(p.Learned[0], "json_schema") {
		t.Errorf("scores.json protocol = %+v", p)
	}
	if report.JudgeProtocol == nil || report.JudgeProtocol.ResponseFormat != "json_object" {
		t.Errorf("report.json judge_protocol = %+v", report.JudgeProtocol)
	}
}

// TestDryRunHeuristic: with the offline judge a dry run lists the units
// and says no call is made; nothing is written.
func TestDryRunHeuristic(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	out := t.TempDir()
	code, stdout, errOut := judgeCLI(t, "grade", judgedResponses[0], "--case", catFixture+"/case.json", "--out", out, "--dry-run")
	if code != 0 || !strings.Contains(stdout, "decided offline by the heuristic judge: 0 calls") {
		t.Errorf("exit %d\n%s\n%s", code, stdout, errOut)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("a dry run wrote %d entries", len(entries))
	}
}
