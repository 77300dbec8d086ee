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

// TestNativeProbesJudged grades provider-native probes
// (testdata/native-probes) whose hole is in what the judge is shown, so
// the offline heuristic judge grades them (TestNativeProbes runs none).
func TestNativeProbesJudged(t *testing.T) {
	g := nativeGrader(t)
	for _, tt := range []struct {
		file, format string
		want         map[string]string
		why          string // in a failing criterion's reasoning
	}{
		// One content_block_location citing two blocks of two places of
		// the note, the claim joining both blocks' points: the citation
		// is checked block by block, and the judge read the claim against
		// each block alone, where the second clashed with its first half
		// and C-003 failed. The judge reads one citation's blocks together.
		{"anthropic-content-blocks-cited-together.json", "anthropic", map[string]string{"C-003": "pass", "C-005": "pass", "C-006": "pass", "C-008": "pass"}, ""},
		// ... and a block the note lacks still fails its own citation.
		{"anthropic-search-result-blocks-cited-together-forged.json", "anthropic", map[string]string{"C-005": "fail", "C-006": "fail"}, "(block 1)"},
	} {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("testdata", "native-probes", tt.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := native.Detect(data); got != tt.format {
				t.Fatalf("detected as %q, want %q", got, tt.format)
			}
			dec, _ := native.Decoder(tt.format)
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
				want, ok := tt.want[cr.ID]
				if !ok {
					continue
				}
				if string(cr.Verdict) != want {
					t.Errorf("%s %s, want %s: %s", cr.ID, cr.Verdict, want, cr.Reasoning)
				}
				if want == "fail" {
					failing = append(failing, cr.Reasoning)
				}
			}
			if tt.why != "" && !strings.Contains(strings.Join(failing, "\n"), tt.why) {
				t.Errorf("no failing criterion says %q:\n%s", tt.why, strings.Join(failing, "\n"))
			}
		})
	}
}
