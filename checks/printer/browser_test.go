//go:build browser

package printer

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
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
	reCite = regexp.MustCompile(`<a class="cite (pass|warn|fail)" id="ref-(\d+)" href="#cite-\d+" title="[^"]*" data-cite="\d+" data-status="(pass|warn|fail)">`)
	reRow  = regexp.MustCompile(`<tr class="crit (pass|fail)" id="crit-([^"]+)">`)
)

// TestBrowserFixtureReport grades a fixture response with citations that
// pass and fail, renders its HTML report, loads it in chromium, and checks
// the DOM the browser built: one table row per criterion with its verdict,
// and one highlighted span per citation with the status the report gives
// it. It saves a screenshot and logs where.
func TestBrowserFixtureReport(t *testing.T) {
	s, r, v := gradeFixture(t, "c002-ethical-wall")
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{Texts: v}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := artifactPath(t, "citecheck-report.png")
	dom := chromium(t, file, "--dump-dom", "--screenshot="+shot, "--window-size=1280,2000")
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

	want := map[string]string{}
	statuses := map[string]int{}
	for _, c := range newView(s, r, Options{Texts: v}).Cites {
		want[fmt.Sprint(c.N)] = c.Status
	}
	spans := reCite.FindAllStringSubmatch(dom, -1)
	if len(spans) == 0 || len(spans) > len(want) {
		t.Fatalf("DOM has %d highlighted citations for %d citations", len(spans), len(want))
	}
	for _, m := range spans {
		if m[1] != want[m[2]] || m[3] != want[m[2]] {
			t.Errorf("citation %s highlighted %s/%s, want %s", m[2], m[1], m[3], want[m[2]])
		}
		statuses[m[1]]++
	}
	if statuses["pass"] == 0 || statuses["fail"] == 0 {
		t.Errorf("want both green and red citations in this fixture, got %v", statuses)
	}
	if !strings.Contains(dom, "may not read") {
		t.Error("the ethical-wall failure is not in the rendered page")
	}

	png, err := os.ReadFile(shot)
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
