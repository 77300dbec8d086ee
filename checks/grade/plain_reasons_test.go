package grade

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
)

// TestAdverseFindingQuotesTheHolding grades the fixture that cites Jones
// v. GNC for enforcement: the C-004 failure quotes Jones's holding, not
// the Bremen standard its excerpt restates (the sentence the heuristic
// quotes for support), in scores.json and in the reason people read.
func TestAdverseFindingQuotesTheHolding(t *testing.T) {
	got, rep, _ := gradeFixture(t, "c004-jones-for-enforcement")
	wantVerdict(t, got, "C-004", checks.Fail, "We hold that the forum-selection clause in the franchise agreement is unenforceable")
	support := "Under The Bremen, a forum-selection clause is prima facie valid"
	if strings.Contains(got["C-004"].Reasoning, support) {
		t.Errorf("C-004 reasoning quotes the supporting standard as its evidence:\n%s", got["C-004"].Reasoning)
	}
	var reason string
	for _, cr := range rep.Criteria {
		for _, f := range cr.Findings {
			if cr.ID == "C-004" && f.Severity == checks.SevError {
				reason = checks.PlainReason(f)
			}
		}
	}
	if !strings.Contains(reason, "The source's holding goes against that.") || !strings.Contains(reason, "The court held: “We hold that") {
		t.Errorf("C-004 reason does not say the holding is adverse and quote it:\n%s", reason)
	}
	if strings.Contains(reason, support) || strings.Contains(reason, "supports") || strings.Contains(reason, "(bytes") {
		t.Errorf("C-004 reason quotes support, reads as support, or carries offsets:\n%s", reason)
	}
}

// TestEveryErrorHasAPlainReason: over fixture responses that fail each
// kind of criterion, every error and warning finding has a reason
// without byte offsets or rule IDs.
func TestEveryErrorHasAPlainReason(t *testing.T) {
	for _, name := range []string{"c001-fake-westlaw", "c001-name-citation-mismatch", "c002-ethical-wall", "c002-expired-grant", "c003-wrong-case",
		"c004-jones-for-enforcement", "c005-zero-width-space", "c005-near-miss-page", "c006-general-contracts-overview", "c006-no-retrieved-passage",
		"c007-all-courts-always", "c008-uncited-delaware-rule", "c009-bare-id", "pin-outside-document", "no-trace-answer", "injection-with-overclaim"} {
		_, rep, _ := gradeFixture(t, name)
		n := 0
		for _, cr := range rep.Criteria {
			for _, f := range cr.Findings {
				if f.Severity == checks.SevInfo {
					continue
				}
				n++
				r := checks.PlainReason(f)
				for _, bad := range []string{"(bytes ", "acl.jsonl", "(rule: ", "unit P"} {
					if strings.Contains(r, bad) {
						t.Errorf("%s %s: reason holds %q: %s", name, cr.ID, bad, r)
					}
				}
				if strings.TrimSpace(r) == "" {
					t.Errorf("%s %s: empty reason for %q", name, cr.ID, f.Message)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no failing finding: the test proves nothing", name)
		}
	}
}
