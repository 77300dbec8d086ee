//go:build browser

package printer

import (
	"bytes"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	reSourceEntry = regexp.MustCompile(`<li class="source" id="src-\d+" data-source="([^"]*)">`)
	reCriterionIn = regexp.MustCompile(`data-criterion="([^"]+)"`)
	reTitleAttr   = regexp.MustCompile(`(?s)title="[^"]*"`)
)

// sourceEntries cuts the DOM's list of failing sources into its
// entries: each entry's label and markup.
func sourceEntries(dom string) [][2]string {
	starts := reSourceEntry.FindAllStringSubmatchIndex(dom, -1)
	var out [][2]string
	for i, m := range starts {
		end := len(dom)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		} else if j := strings.Index(dom[m[1]:], "</ol>"); j >= 0 {
			end = m[1] + j
		}
		out = append(out, [2]string{dom[m[2]:m[3]], dom[m[1]:end]})
	}
	return out
}

// TestBrowserSourcesListReport loads, in chromium, the report of a
// realistic answer (three sources in a numbered Sources list, two
// markers used twice) and reads the DOM the browser built: the answer
// comes before what fails and both before the criteria table; each
// failing source is one entry, labelled with its Sources entry, never a
// bare marker, and within it each criterion once per proposition; the
// reviewer's text (everything but the answer as written) names no
// chunk ID, proposition or unit name, word-count percentage or
// "C-00N error:". It saves a screenshot and a print (PDF) as artifacts.
func TestBrowserSourcesListReport(t *testing.T) {
	s, r := reportFromFolder(t, "style-three-sources-concurrence")
	shot := artifactPath(t, "citecheck-report-sources-list.png")
	dom := loadReport(t, s, r, shot)
	t.Logf("screenshot of the Sources-list report: %s", shot)
	checkPNG(t, shot)

	pos := func(s string) int {
		i := strings.Index(dom, s)
		if i < 0 {
			t.Fatalf("the DOM has no %q", s)
		}
		return i
	}
	if a, f, c := pos(`id="answer-section"`), pos(`id="failing"`), pos(`id="criteria"`); !(a < f && f < c) {
		t.Errorf("order in the DOM: answer at %d, what fails at %d, criteria at %d; want answer < what fails < criteria", a, f, c)
	}
	entries := sourceEntries(dom)
	if len(entries) != 2 {
		t.Fatalf("%d failing-source entries in the DOM, want 2 (Bremen at 10, Stewart at 33)", len(entries))
	}
	seen := map[string]bool{}
	for _, e := range entries {
		label := html.UnescapeString(e[0])
		if seen[label] {
			t.Errorf("source %q has two entries", label)
		}
		seen[label] = true
		if regexp.MustCompile(`^\[\d+\]$`).MatchString(label) {
			t.Errorf("a source is labelled by its bare marker %q", label)
		}
		for _, p := range strings.Split(e[1], `<li class="prop">`)[1:] {
			crits := map[string]int{}
			for _, m := range reCriterionIn.FindAllStringSubmatch(p, -1) {
				crits[m[1]]++
			}
			for c, n := range crits {
				if n != 1 {
					t.Errorf("source %q: %s stated %d times for one proposition", label, c, n)
				}
			}
			if n := strings.Count(p, "The passage says:"); n > 1 {
				t.Errorf("source %q: the passage quoted %d times for one proposition", label, n)
			}
		}
	}
	if !seen["Stewart Org., Inc. v. Ricoh Corp., 487 U.S. 22, 33 (1988)"] {
		t.Errorf("no entry for Stewart at 33; entries: %v", seen)
	}
	answer := reAnswer.FindStringIndex(dom)
	if answer == nil {
		t.Fatal("the DOM has no rendered answer")
	}
	rest := dom[:answer[0]] + dom[answer[1]:]
	rest = rest[strings.Index(rest, "<body"):]
	text := html.UnescapeString(reTag.ReplaceAllString(reTitleAttr.ReplaceAllString(rest, ""), " "))
	for _, m := range internalDetail.FindAllString(text, -1) {
		t.Errorf("internal detail %q in the reviewer's text", m)
	}
	if n := strings.Count(text, "offline heuristic judge"); n != 1 {
		t.Errorf("the offline-judge notice appears %d times, want once", n)
	}
	for _, frag := range []string{"Does not support", "Overstates", "page 33", "Kennedy, J., concurring"} {
		if !strings.Contains(text, frag) {
			t.Errorf("the reviewer's text lacks %q", frag)
		}
	}
	for _, raw := range []string{"[*33]", "## Kennedy"} {
		if strings.Contains(text, raw) {
			t.Errorf("passage locator markup %q is shown as text, not as a label", raw)
		}
	}

	// What a reviewer prints: the print stylesheet applies (chromium's
	// print to PDF), saved beside the screenshot.
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	pdf := artifactPath(t, "citecheck-report-sources-list.pdf")
	chromium(t, file, "--print-to-pdf="+pdf, "--no-pdf-header-footer")
	data, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF")) || len(data) < 10_000 {
		t.Errorf("no plausible printed PDF at %s (%d bytes, %v)", pdf, len(data), err)
	}
	t.Logf("printed report: %s", pdf)
}
