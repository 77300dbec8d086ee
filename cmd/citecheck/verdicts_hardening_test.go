package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// Issue 11 at the command line: what every output says, and what is
// refused before anything is written.

// gradeCLI runs citecheck with the fixture case, the heuristic judge and
// no verdict cache, writing under out.
func gradeCLI(t *testing.T, out string, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv(vault.CacheEnv, t.TempDir())
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	all := append([]string{"grade"}, args...)
	all = append(all, "--case", filepath.Join(fixtureSuite, "case.json"), "--out", out, "--judge", "heuristic", "--no-judge-cache")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), all, strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func fixtureResp(name string) string { return filepath.Join(fixtureSuite, "responses", name+".json") }

// Without a trace every output says the answer was checked against the
// Vault itself: the summary, stderr, scores.json reasoning, report.json,
// and the text, Markdown, HTML and JSON reports.
func TestNoTraceEveryOutputSaysSo(t *testing.T) {
	const said = "o retrieval trace: the answer was checked against the Vault itself" // "No ..." or "no ..."
	out := t.TempDir()
	code, stdout, stderr := gradeCLI(t, out, fixtureResp("no-trace-answer"))
	if code != 1 || !strings.Contains(stdout, said) || !strings.Contains(stderr, said) {
		t.Fatalf("exit %d; the summary or stderr does not say there was no trace:\n%s\n%s", code, stdout, stderr)
	}
	dir := filepath.Join(out, "results", "assistant-conversational-qa-forum-selection", "acme-rag-v3", "no-trace-answer")
	for _, f := range []string{"scores.json", "report.json"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil || !strings.Contains(string(b), said) {
			t.Errorf("%s does not say there was no trace (%v)", f, err)
		}
	}
	for _, format := range []string{"text", "md", "html", "json"} {
		code, stdout, _ := gradeCLI(t, t.TempDir(), fixtureResp("no-trace-answer"), "--format", format)
		if code != 1 || !strings.Contains(stdout, said) {
			t.Errorf("--format %s (exit %d) does not say there was no trace", format, code)
		}
	}
}

// --require-trace makes a missing trace bad input: exit 2, nothing written.
func TestRequireTrace(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := gradeCLI(t, out, fixtureResp("clean-vault-ids"), fixtureResp("no-trace-answer"), "--require-trace")
	if code != 2 || !strings.Contains(stderr, "no-trace-answer.json") || !strings.Contains(stderr, "--require-trace") {
		t.Fatalf("exit %d, stderr %s; want 2 naming the response", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "results")); err == nil {
		t.Error("a refused run wrote results")
	}
	// An empty trace is a trace: nothing was retrieved.
	empty := filepath.Join(t.TempDir(), "empty.json")
	data, _ := os.ReadFile(fixtureResp("no-trace-answer"))
	os.WriteFile(empty, bytes.Replace(data, []byte(`"answer":`), []byte(`"retrieved": [], "answer":`), 1), 0o644)
	if code, _, stderr := gradeCLI(t, t.TempDir(), empty, "--require-trace"); code != 1 {
		t.Errorf("\"retrieved\": [] must be accepted as a trace: exit %d %s", code, stderr)
	}
}

// A response's user overridden by --user is said in C-002's reasoning.
func TestUserOverrideIsSaid(t *testing.T) {
	code, stdout, _ := gradeCLI(t, t.TempDir(), fixtureResp("c002-pass-member-memo"), "--user", "u-summer-04", "--json")
	s := decodeScores(t, stdout)
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	for _, cr := range s.CriteriaResults {
		if cr.ID == "C-002" && (cr.Verdict != checks.Fail || !strings.Contains(cr.Reasoning, "--user u-summer-04 overrides the case's user u-assoc-17")) {
			t.Errorf("C-002: %s %s", cr.Verdict, cr.Reasoning)
		}
	}
}

func decodeScores(t *testing.T, s string) *report.Scores {
	t.Helper()
	var sc report.Scores
	if err := json.Unmarshal([]byte(s), &sc); err != nil {
		t.Fatalf("not scores.json: %v\n%s", err, s)
	}
	return &sc
}

// A rerun regrades whatever changed (issue 11 section 2): on main a rerun
// with --user, --at, another --vault or a deny added to acl.jsonl printed
// "(resumed)" and the stale ALL-PASS, exit 0.
func TestRerunRegradesWhateverChanged(t *testing.T) {
	w := newCatWorld(t) // a private copy of the fixture Vault and case
	t.Setenv(vault.CacheEnv, t.TempDir())
	resp := fixtureResp("c002-pass-member-memo")
	grade := func(extra ...string) (int, string) {
		t.Helper()
		args := append([]string{"grade", resp, "--case", w.cas, "--out", w.out, "--judge", "heuristic", "--no-judge-cache"}, extra...)
		var stdout, stderr bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
		return code, stdout.String() + stderr.String()
	}
	steps := []struct {
		name  string
		setup func()
		args  []string
		code  int
		want  string
	}{
		{"first run", nil, nil, 0, "ALL-PASS"},
		{"same inputs resume", nil, nil, 0, "(resumed"},
		{"--user", nil, []string{"--user", "u-summer-04"}, 1, "regraded: the user changed (u-assoc-17 -> u-summer-04)"},
		{"back to the response's user", nil, nil, 0, "regraded: the user changed (u-summer-04 -> u-assoc-17)"},
		{"--at after the membership ended", nil, []string{"--at", "2026-09-02T00:00:00Z"}, 1, "regraded: the time asked changed"},
		{"back again", nil, nil, 0, "regraded: the time asked changed"},
		{"a deny added to acl.jsonl", func() {
			w.appendLine("acl.jsonl", `{"doc": "VLT-0021", "principal": "user:u-assoc-17", "effect": "deny"}`)
		}, nil, 1, "regraded: the Vault changed"},
		{"--vault naming another Vault", nil, []string{"--vault", filepath.Join(fixtureSuite, "vault")}, 0, "regraded: the Vault changed"},
	}
	for _, st := range steps {
		if st.setup != nil {
			st.setup()
		}
		code, out := grade(st.args...)
		if code != st.code || !strings.Contains(out, st.want) {
			t.Fatalf("%s: exit %d, want %d with %q:\n%s", st.name, code, st.code, st.want, out)
		}
		if st.name != "same inputs resume" && strings.Contains(out, "(resumed") {
			t.Fatalf("%s: resumed a stale result:\n%s", st.name, out)
		}
	}
}

// walledSentences are the sentences of the walled fixture document
// VLT-0027 (u-assoc-17 is screened from it) that the given answer does
// not itself contain.
func walledSentences(t *testing.T, answer string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fixtureSuite, "vault", "documents.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var text string
	for _, line := range strings.Split(string(data), "\n") {
		var d struct{ ID, Text string }
		if json.Unmarshal([]byte(line), &d) == nil && d.ID == "VLT-0027" {
			text = d.Text
		}
	}
	var out []string
	for _, s := range strings.FieldsFunc(text, func(r rune) bool { return r == '.' || r == '\n' }) {
		s = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(s), "¶0123456789#"))
		if len(s) > 30 && !strings.Contains(answer, s) {
			out = append(out, s)
		}
	}
	if len(out) < 5 {
		t.Fatalf("found only %d sentences of VLT-0027 to look for", len(out))
	}
	return out
}

// leaks reports the first walled sentence found in out.
func leaks(out string, sentences []string) string {
	for _, s := range sentences {
		if strings.Contains(out, s) {
			return s
		}
	}
	return ""
}

// Nothing the user could not read reaches a reader by default (issue 11
// section 4): every output of grade, every --format, scores.json,
// report.json and the suite's table and JUnit are grepped for every
// sentence of the walled document. --show-denied opts in, and then the
// reports do show it (so this test can fail).
func TestWalledTextIsWithheldEverywhere(t *testing.T) {
	for _, name := range []string{"walled-document-cited", "c002-ethical-wall"} {
		t.Run(name, func(t *testing.T) {
			raw, _ := os.ReadFile(fixtureResp(name))
			var r struct{ Answer string }
			json.Unmarshal(raw, &r)
			secrets := walledSentences(t, r.Answer)
			out := t.TempDir()
			code, stdout, stderr := gradeCLI(t, out, fixtureResp(name))
			if code != 1 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			outputs := map[string]string{"summary": stdout + stderr}
			filepath.Walk(out, func(p string, info os.FileInfo, err error) error {
				if err == nil && !info.IsDir() {
					b, _ := os.ReadFile(p)
					outputs[filepath.Base(p)] = string(b)
				}
				return nil
			})
			if !strings.Contains(outputs["report.json"], `"denied_text": "withheld"`) {
				t.Error("report.json does not say the denied text is withheld")
			}
			for _, format := range []string{"text", "md", "json", "html", "junit"} {
				_, o, e := gradeCLI(t, t.TempDir(), fixtureResp(name), "--format", format)
				outputs["--format "+format] = o + e
				if format == "md" || format == "html" || format == "text" {
					if !strings.Contains(o, "withheld (the default; --show-denied shows it") {
						t.Errorf("--format %s does not say which mode it was written in", format)
					}
				}
			}
			_, o, e := gradeCLI(t, t.TempDir(), fixtureResp(name), "--json")
			outputs["--json"] = o + e
			for what, text := range outputs {
				if s := leaks(text, secrets); s != "" {
					t.Errorf("%s shows the walled sentence %q", what, s)
				}
			}
			shown := false
			for _, format := range []string{"md", "html"} {
				_, o, _ := gradeCLI(t, t.TempDir(), fixtureResp(name), "--format", format, "--show-denied")
				shown = shown || leaks(o, secrets) != ""
				if !strings.Contains(o, "shown (--show-denied)") {
					t.Errorf("--show-denied --format %s does not say so", format)
				}
			}
			if !shown {
				t.Error("--show-denied shows no sentence of VLT-0027: the test proves nothing")
			}
		})
	}
	// The regression suite's table and JUnit withhold it too.
	junit := filepath.Join(t.TempDir(), "suite.xml")
	var stdout, stderr bytes.Buffer
	t.Setenv(vault.CacheEnv, t.TempDir())
	run(context.Background(), []string{"test", fixtureSuite, "--judge", "heuristic", "--no-judge-cache", "--junit", junit}, strings.NewReader(""), &stdout, &stderr)
	x, _ := os.ReadFile(junit)
	if s := leaks(stdout.String()+stderr.String()+string(x), walledSentences(t, "")); s != "" {
		t.Errorf("citecheck test shows the walled sentence %q", s)
	}
}

// The offline judge is never mistaken for a real one (issue 11 section
// 5): c008-uncited-rule, which the heuristic judge passes although it
// should fail C-008, prints ALL-PASS with the criteria the word rules
// decided beside it, and a run without an endpoint says on stderr how to
// configure one; scores.json keeps the Harvey-Labs summary.
func TestHeuristicJudgeIsNeverMistakenForAModel(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := gradeCLI(t, out, fixtureResp("c008-uncited-rule"))
	if code != 0 && code != 1 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "C-003, C-004, C-007, C-008 by the offline heuristic judge.") {
		t.Errorf("the summary line does not name the heuristic judge's criteria:\n%s", stdout)
	}
	if code == 0 && !strings.Contains(stdout, "ALL-PASS; C-003, C-004, C-007, C-008 by the offline heuristic judge.") {
		t.Errorf("an ALL-PASS decided partly by word rules must say so on the same line:\n%s", stdout)
	}
	if n := strings.Count(stderr, "no LLM judge configured"); n != 1 || !strings.Contains(stderr, "--judge-url or OPENAI_BASE_URL") {
		t.Errorf("stderr notice (%d times): %s", n, stderr)
	}
	b, _ := os.ReadFile(filepath.Join(out, "results", "assistant-conversational-qa-forum-selection", "acme-rag-v3", "c008-uncited-rule", "scores.json"))
	var s report.Scores
	if err := json.Unmarshal(b, &s); err != nil || s.Summary != report.Summarize(s.NPassed, s.NCriteria) {
		t.Errorf("scores.json summary %q is not the Harvey-Labs form (%v)", s.Summary, err)
	}
	for _, format := range []string{"md", "html"} {
		_, o, _ := gradeCLI(t, t.TempDir(), fixtureResp("c008-uncited-rule"), "--format", format)
		if !strings.Contains(o, "decided by the offline heuristic judge") {
			t.Errorf("--format %s carries no heuristic-judge banner", format)
		}
	}
}
