package grade

import (
	"testing"
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
		t.Run(tt.file, func(t *testing.T) { checkNativeProbe(t, g, tt.file, tt.format, tt.want, tt.why) })
	}
}
