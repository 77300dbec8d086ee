//go:build browser

package printer

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
)

// The real-browser tests: run with `go test -tags browser ./checks/printer/...`.
// They load the HTML report in headless Debian chromium, read the DOM the
// browser built, and take a screenshot. Without /usr/bin/chromium they
// skip, except in CI (CI=true), where a missing browser is a failure.

const chromiumPath = "/usr/bin/chromium"

// chromium runs headless chromium on file with the extra flags and
// returns what it printed on stdout (the DOM, with --dump-dom).
func chromium(t *testing.T, file string, extra ...string) string {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %s is missing: install Debian's chromium (.ci/run does)", chromiumPath)
		}
		t.Skipf("%s not found; install Debian's chromium to run the browser tests (apt-get install chromium)", chromiumPath)
	}
	args := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir()}, extra...)
	args = append(args, "file://"+file)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromiumPath, args...)
	cmd.Env = append(os.Environ(), "DBUS_SESSION_BUS_ADDRESS=disabled:")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, tailString(errb.String(), 3000))
	}
	return out.String()
}

func tailString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// artifactPath is where a screenshot goes: $CITECHECK_ARTIFACTS when set
// (CI keeps it), else the test's temporary folder.
func artifactPath(t *testing.T, name string) string {
	if dir := os.Getenv("CITECHECK_ARTIFACTS"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		return filepath.Join(dir, name)
	}
	return filepath.Join(t.TempDir(), name)
}

var (
	reCite   = regexp.MustCompile(`<a class="cite (pass|warn|fail)" href="#cite-(\d+)" data-cite="\d+" id="ref-(\d+)"`)
	reRow    = regexp.MustCompile(`<tr class="crit (pass|fail)" id="crit-([^"]+)">`)
	reAnswer = regexp.MustCompile(`(?s)<div class="answer md" id="answer">(.*?)</div>\s*(?:<p class="muted" id="not-shown"|</section>)`)
	reTag    = regexp.MustCompile(`<[^>]*>`)
	reFail   = regexp.MustCompile(`<li class="source" id="src-\d+" data-source="[^"]*"><p class="source-head"><a href="#(ref|cite)-(\d+)">`)
)

// reportFromFolder grades a fixture response, writes its results folder
// as grade does (redacted by default), and reads report.json back: the
// HTML report is then drawn from the folder alone, without the Vault.
func reportFromFolder(t *testing.T, name string) (*report.Scores, *report.Report) {
	t.Helper()
	s, r, _ := gradeFixture(t, name)
	s, r = report.Redact(s, r)
	out := t.TempDir()
	dir, err := report.WriteResults(out, s, r)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	var back report.Report
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	return s, &back
}

// loadReport writes the HTML report of s and r, loads it in chromium and
// returns the DOM the browser built; shot, when set, names the
// screenshot.
func loadReport(t *testing.T, s *report.Scores, r *report.Report, shot string) string {
	t.Helper()
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"--dump-dom"}
	if shot != "" {
		args = append(args, "--screenshot="+shot, "--window-size=1280,2400")
	}
	return chromium(t, file, args...)
}

// answerText is the rendered answer's text, tags removed.
func answerText(t *testing.T, dom string) (inner, text string) {
	t.Helper()
	m := reAnswer.FindStringSubmatch(dom)
	if m == nil {
		t.Fatal("the DOM has no rendered answer")
	}
	return m[1], html.UnescapeString(reTag.ReplaceAllString(m[1], ""))
}

// TestBrowserFixtureReport draws the HTML report of a fixture response
// from its results folder alone, loads it in chromium and reads the DOM
// the browser built: one table row per criterion with its verdict; the
// answer rendered from its Markdown (headings are heading elements, no
// "###" or "**" is left in its text); every citation highlighted with the
// status its card gives it; at the top the heuristic banner, who decided
// the judge criteria and the failing citations, each linked to its
// highlight in the answer; the pinned place marked in a passage. It saves
// a screenshot to $CITECHECK_ARTIFACTS/citecheck-report.png.
func TestBrowserFixtureReport(t *testing.T) {
	s, r := reportFromFolder(t, "c004-jones-for-enforcement")
	shot := artifactPath(t, "citecheck-report.png")
	dom := loadReport(t, s, r, shot)
	t.Logf("screenshot of the HTML report: %s", shot)

	rows := reRow.FindAllStringSubmatch(dom, -1)
	if len(rows) != len(s.CriteriaResults) {
		t.Fatalf("DOM has %d criterion rows, want %d", len(rows), len(s.CriteriaResults))
	}
	for i, cr := range s.CriteriaResults {
		if rows[i][2] != cr.ID || rows[i][1] != string(cr.Verdict) {
			t.Errorf("row %d: %s %s, want %s %s", i, rows[i][2], rows[i][1], cr.ID, cr.Verdict)
		}
	}
	inner, text := answerText(t, dom)
	if !regexp.MustCompile(`<h[1-6]>`).MatchString(inner) {
		t.Errorf("the answer's Markdown headings are not heading elements:\n%s", tailString(inner, 800))
	}
	for _, lit := range []string{"###", "**", "## "} {
		if strings.Contains(text, lit) {
			t.Errorf("the rendered answer shows Markdown %q as text", lit)
		}
	}
	want := map[string]string{}
	for _, c := range newView(s, r, Options{}).Cites {
		want[fmt.Sprint(c.N)] = c.Status
	}
	spans := reCite.FindAllStringSubmatch(dom, -1)
	if len(spans) != len(want) {
		t.Errorf("DOM has %d highlighted citations for %d citations", len(spans), len(want))
	}
	ids := map[string]bool{}
	for _, m := range spans {
		if m[1] != want[m[2]] {
			t.Errorf("citation %s highlighted %s, want %s", m[2], m[1], want[m[2]])
		}
		ids[m[3]] = true
	}
	fails := reFail.FindAllStringSubmatch(dom, -1)
	if len(fails) == 0 {
		t.Fatal("the DOM has no list of failing sources")
	}
	for _, f := range fails {
		if f[1] != "ref" || !ids[f[2]] || want[f[2]] != statusFail {
			t.Errorf("a failing source links to #%s-%s, which is not a red highlight in the answer", f[1], f[2])
		}
	}
	for _, frag := range []string{`id="heuristic-judge"`, "decided by the offline heuristic judge", "Its holding goes the other way",
		"We hold that the forum-selection clause", `<mark class="pin"`} {
		if !strings.Contains(dom, frag) {
			t.Errorf("the rendered page lacks %q", frag)
		}
	}
	checkPNG(t, shot)
}

// TestBrowserMarkdownAnswer: an answer written with bold lead-ins reads
// as bold, with no "**" left, and its citations stay highlighted; the
// ethical-wall answer shows red and green citations.
func TestBrowserMarkdownAnswer(t *testing.T) {
	s, r := reportFromFolder(t, "style-bold-lead-ins")
	dom := loadReport(t, s, r, "")
	inner, text := answerText(t, dom)
	if !strings.Contains(inner, "<strong>") || strings.Contains(text, "**") {
		t.Errorf("bold lead-ins are not rendered bold:\n%s", tailString(inner, 600))
	}
	if len(reCite.FindAllString(dom, -1)) == 0 {
		t.Error("no citation is highlighted in the rendered answer")
	}
	s, r = reportFromFolder(t, "c002-ethical-wall")
	dom = loadReport(t, s, r, "")
	statuses := map[string]int{}
	for _, m := range reCite.FindAllStringSubmatch(dom, -1) {
		statuses[m[1]]++
	}
	if statuses["pass"] == 0 || statuses["fail"] == 0 {
		t.Errorf("want both green and red citations in this fixture, got %v", statuses)
	}
	if !strings.Contains(dom, "may not read") {
		t.Error("the ethical-wall failure is not in the rendered page")
	}
}

// checkPNG fails unless file is a plausible screenshot.
func checkPNG(t *testing.T, file string) {
	t.Helper()
	png, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	if len(png) < 10_000 || !bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")) {
		t.Errorf("screenshot is not a plausible PNG (%d bytes)", len(png))
	}
}

// TestBrowserHostileAnswer loads the report of an answer, passage and
// title full of markup in chromium: the DOM the browser built holds no
// script, img or extra style element (the hostile text stayed text), and
// the text is visible as written.
func TestBrowserHostileAnswer(t *testing.T) {
	s, r, texts := hostileSample()
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "hostile.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := strings.ToLower(chromium(t, file, "--dump-dom"))
	for _, el := range []string{"<script", "<img"} {
		if strings.Contains(dom, el) {
			t.Errorf("the browser built a %s> element from untrusted text", el)
		}
	}
	if n := strings.Count(dom, "<style"); n != 1 {
		t.Errorf("%d style elements in the DOM, want 1", n)
	}
	if !strings.Contains(dom, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Error("the hostile text is not shown as text")
	}
}
