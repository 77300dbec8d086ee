package printer

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// TestJudgeRowWording: a citation unit's one verdict is worded per
// criterion, so a failing C-004 never reads "supports"; an adverse
// verdict shows the holding text that decided it, apart from the
// supporting quote.
func TestJudgeRowWording(t *testing.T) {
	checkOf := map[string]string{"C-003": rubric.CheckSupports, "C-004": rubric.CheckAdverse, "C-007": rubric.CheckCalibrated}
	rec := report.JudgeRecord{Unit: "P0/C0", Kind: judge.UnitCitation, Criteria: []string{"C-003", "C-004", "C-007"}, Citation: 0,
		AdverseEvidence: "We hold that the clause is unenforceable.",
		Assessment:      &judge.Assessment{Supports: true, Adverse: true, Evidence: "a clause is prima facie valid", Reasoning: "heuristic: the holding is adverse"}}
	jv := judgeRow(rec, checkOf)
	for _, want := range []string{"C-003 pass: the passage supports the proposition", "C-004 fail: the source's holding goes against the proposition", "C-007 pass"} {
		if !strings.Contains(jv.Verdict, want) {
			t.Errorf("verdict %q lacks %q", jv.Verdict, want)
		}
	}
	if strings.Contains(jv.Verdict, "supports; adverse") || jv.Holding != rec.AdverseEvidence || jv.EvidenceLabel != "Supporting text" || !jv.Bad {
		t.Errorf("row %+v", jv)
	}
	if strings.HasPrefix(jv.Reasoning, "heuristic:") {
		t.Errorf("the heuristic label is left in the judge's words: %q", jv.Reasoning)
	}
	rec.Assessment = &judge.Assessment{Supports: false, Evidence: "unrelated words"}
	rec.AdverseEvidence = ""
	jv = judgeRow(rec, checkOf)
	if !strings.Contains(jv.Verdict, "C-003 fail: the passage does not support") || jv.EvidenceLabel != "The judge quoted" || jv.Holding != "" {
		t.Errorf("row %+v", jv)
	}
}
