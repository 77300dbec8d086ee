//go:build browser

package printer

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/runs"
)

var reRunRow = regexp.MustCompile(`<tr id="r\d+" class="r[^"]*">`)

// TestBrowserRunPage loads the run page of a few fixture responses in
// chromium, checks the DOM (rates table, one matrix row per response,
// filters present, the heuristic banner) and takes a screenshot.
func TestBrowserRunPage(t *testing.T) {
	run := fixtureRun(t, "clean-bluebook", "c001-fabricated-case", "c002-ethical-wall", "c004-jones-for-enforcement", "c009-bare-id")
	var b bytes.Buffer
	if err := WriteRunHTML(&b, run, RunPageOptions{Title: "fixture sample"}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "run.html")
	os.WriteFile(file, b.Bytes(), 0o644)
	shot := artifactPath(t, "citecheck-run.png")
	dom := chromium(t, file, "--dump-dom", "--screenshot="+shot, "--window-size=1280,1400")
	t.Logf("screenshot of the run page: %s", shot)
	if n := len(reRunRow.FindAllString(dom, -1)); n != 5 {
		t.Fatalf("DOM has %d response rows, want 5", n)
	}
	for _, want := range []string{`id="only-fail"`, "offline heuristic judge", "Pass rates", `class="v fail"`, "Citation precision", `<td class="pr">`,
		"citation precision (the share", `class="bar mid"`, `class="bar hi"`} {
		if !bytes.Contains([]byte(dom), []byte(want)) {
			t.Errorf("the rendered page lacks %q", want)
		}
	}
	// The legend (with what P / R means) comes before the tables; the run
	// IDs' shared prefix is said once and no row repeats it.
	if l, r := strings.Index(dom, `id="legend"`), strings.Index(dom, "Pass rates"); l < 0 || l > r {
		t.Errorf("the legend is not at the top (legend at %d, pass rates at %d)", l, r)
	}
	const prefix = "assistant-conversational-qa-forum-selection/acme-rag-v3/"
	if !strings.Contains(dom, `id="prefix"`) || strings.Count(dom, ">"+prefix) != 1 {
		t.Errorf("the shared prefix %q is not said once: %d times as text", prefix, strings.Count(dom, ">"+prefix))
	}
	if m := regexp.MustCompile(`<a href="[^"]*">` + regexp.QuoteMeta(prefix)).FindString(dom); m != "" {
		t.Errorf("a row repeats the shared prefix: %s", m)
	}
}

// TestBrowserRunPage10k renders the page of a 10,000-response run and
// loads it in chromium: every row is in the DOM. The page's size and the
// browser's load time are logged (and written beside the screenshot):
// figures for BENCHMARKS.md, not assertions on time.
func TestBrowserRunPage10k(t *testing.T) {
	const n = 10000
	run := &runs.Run{Root: t.TempDir()}
	for i := range n {
		vs := "ppppppppp"
		if i%7 == 0 {
			vs = "pfpppfppp"
		}
		id := fmt.Sprintf("case-x/model-a/r%05d", i)
		m := &report.CitationMetrics{}
		m.Add(&report.CitationMetrics{Citations: 7, Supporting: 6 + i%2, Propositions: 5, Supported: 4 + i%2})
		run.Responses = append(run.Responses, &runs.Response{RunID: id, Dir: filepath.Join(run.Root, id), Scores: syntheticScores(id, vs), Metrics: m})
	}
	var b bytes.Buffer
	if err := WriteRunHTML(&b, run, RunPageOptions{Title: "10,000 responses"}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "run10k.html")
	os.WriteFile(file, b.Bytes(), 0o644)
	shot := artifactPath(t, "citecheck-run-10k.png")
	start := time.Now()
	dom := chromium(t, file, "--dump-dom", "--screenshot="+shot, "--window-size=1280,1000")
	load := time.Since(start)
	if got := len(reRunRow.FindAllString(dom, -1)); got != n {
		t.Fatalf("DOM has %d response rows, want %d", got, n)
	}
	msg := fmt.Sprintf("run page at %d responses: %d bytes; chromium loaded, laid out and screenshotted it in %s", n, b.Len(), load.Round(time.Millisecond))
	t.Log(msg)
	os.WriteFile(artifactPath(t, "citecheck-run-10k.txt"), []byte(msg+"\n"), 0o644)
}
