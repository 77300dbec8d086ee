package grade

import "testing"

// TestNativeSpanSources: one Bedrock citation spanning two sentences,
// each drawn from one of its two references (two documents), was judged
// reference by reference against each sentence alone, and the sentence
// from the other document failed C-003 (left for review offline),
// though Bedrock cites the references for the span together. They
// support it together now (checks/judge_span_groups.go): each sentence
// needs one of them, and each of them a sentence. A reference that
// bears out neither sentence still fails, and so does the sentence it
// was the only other source for.
func TestNativeSpanSources(t *testing.T) {
	g := nativeGrader(t)
	for _, tt := range []struct {
		file string
		want map[string]string
		why  string
	}{
		{"bedrock-span-two-documents.json", map[string]string{"C-001": "pass", "C-003": "pass", "C-004": "pass", "C-005": "pass", "C-006": "pass", "C-007": "pass"}, ""},
		{"bedrock-span-one-reference-bears-out-nothing.json", map[string]string{"C-001": "pass", "C-003": "fail"}, "1:0:memo6"},
	} {
		t.Run(tt.file, func(t *testing.T) { checkNativeProbe(t, g, tt.file, "bedrock-kb", tt.want, tt.why) })
	}
}
