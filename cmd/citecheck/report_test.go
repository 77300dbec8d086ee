package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestReportWritesResponsePages: `citecheck report RESULTS_DIR -o
// run.html` writes the run's page and each response's own report.html
// beside its scores.json, drawn from the folder alone; the page links
// each report.html, and the walled memo's text stays withheld.
func TestReportWritesResponsePages(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	det := deterministicCase(t)
	out := t.TempDir()
	resp := func(name string) string { return filepath.Join(fixtureSuite, "responses", name+".json") }
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"grade", resp("clean-vault-ids"), resp("c002-ethical-wall"), "--case", det, "--out", out, "-q"}, strings.NewReader(""), &stdout, &stderr)
	if code != 1 {
		t.Fatalf("grade exit %d: %s", code, stderr.String())
	}
	page := filepath.Join(out, "run.html")
	stdout.Reset()
	stderr.Reset()
	if code := run(context.Background(), []string{"report", out, "-o", page}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("report exit %d: %s", code, stderr.String())
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"clean-vault-ids", "c002-ethical-wall"} {
		rel := "results/assistant-conversational-qa-forum-selection/acme-rag-v3/" + name + "/report.html"
		if !strings.Contains(string(html), `href="`+rel+`"`) {
			t.Errorf("the run's page does not link %s", rel)
		}
		rep, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatalf("no report.html beside the scores.json of %s: %v", name, err)
		}
		if !strings.Contains(string(rep), `<div class="answer md" id="answer">`) || !strings.Contains(string(rep), `class="cite `) {
			t.Errorf("%s report.html has no rendered, highlighted answer", name)
		}
		if name == "c002-ethical-wall" {
			if strings.Contains(string(rep), "voiding clauses that restrict suit") || !strings.Contains(string(rep), "[redacted: VLT-0027") {
				t.Error("the walled memo's text is not withheld in report.html")
			}
			if !strings.Contains(string(rep), `id="failing"`) {
				t.Error("the failing citations are not listed at the top")
			}
		}
	}
}

// TestGradeReportHTML: grade --report-html FILE writes the page of the
// responses this run graded (not what else --out holds) and their
// report.html.
func TestGradeReportHTML(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	det := deterministicCase(t)
	out := t.TempDir()
	resp := func(name string) string { return filepath.Join(fixtureSuite, "responses", name+".json") }
	var stdout, stderr bytes.Buffer
	run(context.Background(), []string{"grade", resp("c009-bare-id"), "--case", det, "--out", out, "-q"}, strings.NewReader(""), &stdout, &stderr)
	page := filepath.Join(out, "pages", "run.html")
	os.MkdirAll(filepath.Dir(page), 0o755)
	code := run(context.Background(), []string{"grade", resp("clean-vault-ids"), resp("c002-ethical-wall"), "--case", det, "--out", out, "-q", "--report-html", page},
		strings.NewReader(""), &stdout, &stderr)
	if code != 1 {
		t.Fatalf("grade exit %d: %s", code, stderr.String())
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	s := string(html)
	if !strings.Contains(s, "c002-ethical-wall/report.html") || !strings.Contains(s, "clean-vault-ids/report.html") || strings.Contains(s, "c009-bare-id") {
		t.Errorf("the page does not hold exactly this run's responses:\n%s", suiteTail(s, 2000))
	}
	if !strings.Contains(s, `href="../results/`) {
		t.Error("links are not relative to the page's folder")
	}
	if _, err := os.Stat(filepath.Join(out, "results", "assistant-conversational-qa-forum-selection", "acme-rag-v3", "c002-ethical-wall", "report.html")); err != nil {
		t.Errorf("no report.html beside the scores.json: %v", err)
	}
}
