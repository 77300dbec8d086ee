package grade

import (
	"encoding/json"
	"testing"

	"github.com/citecheck/citecheck/judge/heuristic"
)

// TestInsufficiencyFlagPhrasings: an uncited claim followed by a
// statement, in any of the ways answers word it, that the retrieved
// sources do not address it is flagged, so the offline judge does not
// fail C-008 for it; the same statement followed by a claim of its own
// ("..., but such clauses are always void") flags nothing, and C-008
// does not pass.
func TestInsufficiencyFlagPhrasings(t *testing.T) {
	c, ix := openSuiteAt(t, suiteDir)
	g, err := NewGrader(Options{Case: c, Vault: ix, Judge: heuristic.New()})
	if err != nil {
		t.Fatal(err)
	}
	const cited = "A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n\n"
	const claim = "A forum-selection clause also survives the termination of the contract that holds it. "
	for _, tc := range []struct {
		flag     string
		passFail string // "pass": C-008 passes; "not pass": fails or needs review
	}{
		{"None of the retrieved documents address whether it survives termination.", "pass"},
		{"The provided sources are silent on whether it survives termination.", "pass"},
		{"Nothing in the retrieved passages speaks to survival.", "pass"},
		{"There is no authority in the retrieved materials on survival.", "pass"},
		{"I was not able to locate a retrieved passage on survival.", "pass"},
		{"The retrieved sources do not address survival.", "pass"},
		{"", "not pass"},
	} {
		t.Run(tc.flag, func(t *testing.T) {
			answer, _ := json.Marshal(cited + claim + tc.flag)
			raw := `{"answer": ` + string(answer) + `, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z"}`
			cr := criterionOf(t, g, raw, "C-008")
			if got := string(cr.Verdict); (got == "pass") != (tc.passFail == "pass") {
				t.Errorf("C-008 %s (needs review %v), want %s: %s", got, cr.NeedsReview(), tc.passFail, cr.Reasoning)
			}
		})
	}
	answer, _ := json.Marshal(cited + "None of the retrieved documents address this, but forum-selection clauses always survive the termination of every contract.")
	if cr := criterionOf(t, g, `{"answer": `+string(answer)+`, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z"}`, "C-008"); string(cr.Verdict) == "pass" {
		t.Errorf("a flag followed by a claim of its own passed C-008: %s", cr.Reasoning)
	}
}
