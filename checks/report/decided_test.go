package report

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
)

// TestDecidedOnEveryCriterion: every criterion entry carries "decided",
// false only for a failure the offline judge could not decide, and an
// entry written before the key existed reads back as decided.
func TestDecidedOnEveryCriterion(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cr     CriterionResult
		want   string
		review bool
	}{
		{"a pass", CriterionResult{ID: "C-001", Verdict: checks.Pass}, `"decided":true`, false},
		{"a decided fail", CriterionResult{ID: "C-003", Verdict: checks.Fail}, `"decided":true`, false},
		{"an undecided fail", CriterionResult{ID: "C-003", Verdict: checks.Fail, Undecided: true}, `"decided":false`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.cr)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), tc.want) || !strings.HasSuffix(string(b), tc.want+"}") {
				t.Fatalf("%s: want %s last", b, tc.want)
			}
			var back CriterionResult
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if back != tc.cr || back.NeedsReview() != tc.review {
				t.Fatalf("round trip %+v, want %+v", back, tc.cr)
			}
		})
	}
	var old CriterionResult
	if err := json.Unmarshal([]byte(`{"id":"C-003","verdict":"fail","reasoning":"r"}`), &old); err != nil {
		t.Fatal(err)
	}
	if old.Undecided || old.NeedsReview() {
		t.Fatalf("an entry without \"decided\" read as undecided: %+v", old)
	}
}
