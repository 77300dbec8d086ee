package cite

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestEyecitePrecision measures precision of full and short case
// citations on eyecite's find cases: eyecite's tests list every citation
// of each input, so a case or short citation we report that matches none
// of the input's expected case citations (same volume, canonical
// reporter and page) is a false positive. Inputs whose reporter the
// table does not cover are left out, as in the conformance count.
func TestEyecitePrecision(t *testing.T) {
	cases, reps, e := eyeciteFindCases(t)
	var tp, fp [2]int // full, short
	var fps []string
	for _, c := range cases {
		a := e.Extract(clean(c.Input, c.CleanSteps))
		for _, got := range a.Citations {
			k := -1
			switch got.Kind {
			case KindCase:
				k = 0
			case KindShort:
				k = 1
			default:
				continue
			}
			page := got.Page
			if got.Kind == KindShort && len(got.Pins) > 0 {
				page = leadingDigits(got.Pins[0])
			}
			ok := false
			for _, x := range c.Expected {
				if x.Type != "FullCaseCitation" && x.Type != "ShortCaseCitation" || x.Groups["volume"] == nil {
					continue
				}
				xp := ""
				if p := x.Groups["page"]; p != nil {
					xp = *p
				}
				corr := ""
				if x.Corr != nil {
					corr = canonicalOf(reps, *x.Corr)
				}
				if *x.Groups["volume"] == got.Volume && xp == page && (corr == "" || corr == canonicalOf(reps, got.Reporter)) {
					ok = true
					break
				}
			}
			if ok {
				tp[k]++
			} else {
				fp[k]++
				fps = append(fps, string(got.Kind)+" "+got.Identifier+" in "+strings.ReplaceAll(c.Input, "\n", " "))
			}
		}
	}
	for k, name := range []string{"full", "short"} {
		p := float64(tp[k]) / float64(tp[k]+fp[k])
		t.Logf("eyecite find cases, reporters-db: %s case citations precision %d/%d = %.3f", name, tp[k], tp[k]+fp[k], p)
		if p < 0.97 {
			t.Errorf("%s precision %.3f below the recorded floor 0.97", name, p)
		}
	}
	for _, f := range fps {
		t.Logf("false positive: %.160s", f)
	}
}

// eyeciteFindCases is eyecite's find cases (../shared/data) and an
// extractor with reporters-db (also returned) loaded, as the precision and case-name
// measures read them.
func eyeciteFindCases(t *testing.T) ([]eyeciteCase, *Reporters, *Extractor) {
	t.Helper()
	data, err := os.ReadFile(sharedData(t, "eyecite/eyecite_find_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Cases []eyeciteCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	reps, err := LoadReportersDB(sharedData(t, "reporters-db/reporters.json"))
	if err != nil {
		t.Fatal(err)
	}
	e := mustExtractor(t, Options{Reporters: reps})
	return doc.Cases, reps, e
}
