package grade

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
)

// checkNativeProbe grades the provider-native probe file
// (testdata/native-probes) with g: it must be detected as format and
// graded, each criterion in want must have its verdict, and, when why is
// set, a failing criterion's reasoning must say it.
func checkNativeProbe(t *testing.T, g *Grader, file, format string, want map[string]string, why string) {
	t.Helper()
	path := filepath.Join("testdata", "native-probes", file)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := native.Detect(data); got != format {
		t.Fatalf("detected as %q, want %q", got, format)
	}
	dec, _ := native.Decoder(format)
	resp, err := rubric.ParseResponseLimited(path, data, rubric.ResponseOptions{Decode: dec})
	if err != nil {
		t.Fatalf("bad input (%v); want it graded", err)
	}
	s, _, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	var failing []string
	for _, cr := range s.CriteriaResults {
		w, ok := want[cr.ID]
		if !ok {
			continue
		}
		if string(cr.Verdict) != w {
			t.Errorf("%s %s, want %s: %s", cr.ID, cr.Verdict, w, cr.Reasoning)
		}
		if w == "fail" {
			failing = append(failing, cr.Reasoning)
		}
	}
	if why != "" && !strings.Contains(strings.Join(failing, "\n"), why) {
		t.Errorf("no failing criterion says %q:\n%s", why, strings.Join(failing, "\n"))
	}
}
