package cite

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// sharedData returns the path of a file under the shared data folder
// (../shared/data relative to the repository root), or skips the test.
func sharedData(t testing.TB, rel string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			p := filepath.Join(d, "..", "shared", "data", rel)
			if _, err := os.Stat(p); err != nil {
				t.Skipf("shared data %s not present (%v): conformance not measured", p, err)
			}
			return p
		}
		if filepath.Dir(d) == d {
			t.Skip("repository root not found: conformance not measured")
		}
	}
}

type eyeciteCase struct {
	Test       string   `json:"test"`
	Input      string   `json:"input"`
	CleanSteps []string `json:"clean_steps"`
	Expected   []struct {
		Type   string             `json:"type"`
		Groups map[string]*string `json:"groups"`
		Meta   map[string]any     `json:"metadata"`
		Corr   *string            `json:"corrected_reporter"`
	} `json:"expected"`
}

var (
	htmlTag  = regexp.MustCompile(`<[^>]*>`)
	allWS    = regexp.MustCompile(`\s+`)
	inlineWS = regexp.MustCompile(`[ \t]+`)
)

// clean applies eyecite's cleaning steps the cases ask for.
func clean(in string, steps []string) string {
	for _, st := range steps {
		switch st {
		case "html":
			in = htmlTag.ReplaceAllString(in, "")
		case "all_whitespace":
			in = allWS.ReplaceAllString(in, " ")
		case "inline_whitespace":
			in = inlineWS.ReplaceAllString(in, " ")
		}
	}
	return in
}

// conformance measures the share of expected full and short case
// citations found with the right volume, canonical reporter and page (and
// pin when the expectation gives one). covered restricts the count to
// expectations whose canonical reporter the table knows.
func conformance(t *testing.T, reps *Reporters, covered bool) (found, total int, missed []string) {
	path := sharedData(t, "eyecite/eyecite_find_cases.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Cases []eyeciteCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	e, err := NewExtractor(Options{Reporters: reps})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Cases {
		a := e.Extract(clean(c.Input, c.CleanSteps))
		for _, x := range c.Expected {
			if x.Type != "FullCaseCitation" && x.Type != "ShortCaseCitation" {
				continue
			}
			if x.Corr == nil || x.Groups["volume"] == nil {
				continue
			}
			if covered {
				if _, ok := reps.Canonical(*x.Corr); !ok {
					continue
				}
			}
			total++
			vol := *x.Groups["volume"]
			page := ""
			if p := x.Groups["page"]; p != nil {
				page = *p
			}
			pinWant, _ := x.Meta["pin_cite"].(string)
			ok := false
			for _, got := range a.Citations {
				gotPage := got.Page
				if got.Kind == KindShort && len(got.Pins) > 0 {
					gotPage = leadingDigits(got.Pins[0])
				}
				if got.Volume != vol || gotPage != page || canonicalOf(reps, got.Reporter) != canonicalOf(reps, *x.Corr) {
					continue
				}
				if pinWant != "" && normPin(strings.Join(got.Pins, ", ")) != normPin(pinWant) {
					continue
				}
				ok = true
				break
			}
			if ok {
				found++
			} else {
				missed = append(missed, c.Input)
			}
		}
	}
	return found, total, missed
}

func normPin(p string) string {
	// A footnote after the page ("20-25\\& n. 4" as eyecite's input
	// writes it, read by a Markdown reader as "20-25& n. 4") is kept in
	// our pin (issue 12: "n. 5 kept in the pin"); eyecite's expectation
	// stops at the page, so the comparison is on the page part.
	for _, cut := range []string{"\\&", "&", " n.", " nn."} {
		if k := strings.Index(p, cut); k > 0 {
			p = p[:k]
		}
	}
	p = strings.TrimSpace(p)
	p = strings.TrimPrefix(p, "at ")
	p = strings.TrimPrefix(p, "pp. ")
	return strings.TrimPrefix(p, "p. ")
}

func canonicalOf(r *Reporters, s string) string {
	if c, ok := r.Canonical(s); ok {
		return c
	}
	return s
}

// Recorded conformance floors (BENCHMARKS.md, ## Extraction): the test
// fails if extraction gets worse than what was measured.
const (
	floorBuiltinCovered = 0.98
	floorReportersDB    = 0.975
)

func TestConformanceBuiltin(t *testing.T) {
	found, total, missed := conformance(t, BuiltinReporters(), true)
	share := float64(found) / float64(total)
	t.Logf("eyecite find cases, built-in table, covered reporters: %d/%d = %.1f%%", found, total, 100*share)
	for _, m := range missed {
		t.Logf("missed: %q", m)
	}
	if share < floorBuiltinCovered {
		t.Errorf("conformance %.3f below the recorded floor %.3f", share, floorBuiltinCovered)
	}
}

func TestConformanceReportersDB(t *testing.T) {
	reps, err := LoadReportersDB(sharedData(t, "reporters-db/reporters.json"))
	if err != nil {
		t.Fatal(err)
	}
	found, total, missed := conformance(t, reps, false)
	share := float64(found) / float64(total)
	t.Logf("eyecite find cases, reporters-db loaded, all full/short case citations: %d/%d = %.1f%%", found, total, 100*share)
	for _, m := range missed {
		t.Logf("missed: %q", m)
	}
	if share < floorReportersDB {
		t.Errorf("conformance %.3f below the recorded floor %.3f", share, floorReportersDB)
	}
}
