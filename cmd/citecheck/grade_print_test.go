package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/vault"
)

// TestPrintGradeSummaryWraps: the terminal summary never cuts a reason.
// A failing criterion lists its failing citation with the document and
// passage it resolved to and the whole reason, wrapped at the width with
// a hanging indent; a passing criterion is one line; no byte offsets.
func TestPrintGradeSummaryWraps(t *testing.T) {
	long := strings.Repeat("the passage it draws on does not mention forum selection, ", 8) + "END-OF-REASON"
	s := &report.Scores{
		RunID: "case/model/run", Summary: report.Summarize(1, 2), JudgeModel: "heuristic",
		CriteriaResults: []report.CriterionResult{
			{ID: "C-001", Title: "Cited sources exist in the Vault", Verdict: checks.Pass, Method: checks.Deterministic, Reasoning: "All 2 resolve."},
			{ID: "C-006", Title: "Cited passages address forum selection clauses, with a title long enough that it was cut at sixty before", Verdict: checks.Fail, Method: checks.Deterministic,
				Reasoning: `1 fails. "VLT-0016, § 2" (bytes 5-18): ` + long},
		},
	}
	r := &report.Report{RunID: s.RunID, User: "u", AskedAt: "2026-06-15T14:00:00Z", Answer: "Overview [VLT-0016, § 2].",
		Citations: []report.CitationReport{citeAt(0, "VLT-0016, § 2", 10)},
		Criteria: []report.CriterionReport{
			{ID: "C-001", Verdict: checks.Pass, Summary: "All 2 resolve.", Findings: []checks.Finding{}},
			{ID: "C-006", Verdict: checks.Fail, Summary: "1 fails.", Findings: []checks.Finding{{Severity: checks.SevError, Citation: 0, Text: "VLT-0016, § 2", Start: 10, End: 23,
				Doc: "VLT-0016", Message: `"VLT-0016, § 2" (bytes 10-23): ` + long, Reason: long}}},
		},
		Access: []report.DocAccess{{Doc: "VLT-0016", Allowed: true}},
	}
	var b bytes.Buffer
	if err := printGradeSummary(&b, s, r, "out/results/case/model/run", printer.Options{Width: 72}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"C-001   PASS", "C-006   FAIL", "with a title long enough that it was cut at sixty before",
		"- [1] VLT-0016, § 2 -> VLT-0016, passage VLT-0016#c2", "END-OF-REASON", "wrote out/results/case/model/run/scores.json and report.json"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "does not mention forum selection") != 8 || strings.Contains(out, "...") || strings.Contains(out, "(bytes") {
		t.Errorf("the reason was cut or carries offsets:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		if utf8.RuneCountInString(line) > 72 && strings.Contains(line, " ") && !strings.Contains(line, "C-006   FAIL") && !strings.Contains(line, "wrote") {
			t.Errorf("line of %d runes, past the width 72: %q", utf8.RuneCountInString(line), line)
		}
	}
	if strings.Contains(out, "All 2 resolve.") {
		t.Errorf("a passing criterion's summary is printed in the brief summary:\n%s", out)
	}
}

func citeAt(i int, text string, start int) report.CitationReport {
	var c report.CitationReport
	c.Index, c.Text, c.Start, c.End, c.Proposition, c.Parallel, c.Antecedent = i, text, start, start+len(text), -1, -1, -1
	c.Resolution = resolve.Resolution{Doc: "VLT-0016"}
	c.Passage = report.PassageReport{Chunk: "VLT-0016#c2", Doc: "VLT-0016"}
	return c
}

// TestQuietOneResponse: -q keeps only the summary line; for one response
// it prints that line, and nothing else.
func TestQuietOneResponse(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	det := deterministicCase(t)
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"grade", filepath.Join(fixtureSuite, "responses", "c009-bare-id.json"), "--case", det, "--out", t.TempDir(), "-q"},
		strings.NewReader(""), &stdout, &stderr)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, stderr.String())
	}
	want := "assistant-conversational-qa-forum-selection/acme-rag-v3/c009-bare-id  4/5 criteria passed.  Missed 1 — task FAIL.\n"
	if stdout.String() != want {
		t.Errorf("-q printed %q, want %q", stdout.String(), want)
	}
}
