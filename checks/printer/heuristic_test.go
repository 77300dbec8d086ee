package printer

import (
	"bytes"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// The offline judge is never mistaken for a real one (issue 11 section
// 5): the printed summary line, the Markdown and the HTML say which
// criteria it decided; the summary inside scores.json keeps its exact
// Harvey-Labs form.
func TestHeuristicJudgeIsSaid(t *testing.T) {
	s, r, texts := sample()
	for i := range s.CriteriaResults {
		s.CriteriaResults[i].Verdict = checks.Pass
		if id := s.CriteriaResults[i].ID; id == "C-003" || id == "C-007" {
			s.CriteriaResults[i].Method = checks.Heuristic
		}
	}
	s.NPassed, s.AllPass = s.NCriteria, true
	s.Summary = report.Summarize(s.NPassed, s.NCriteria)
	want := "5/5 criteria passed.  ALL-PASS; C-003, C-007 by the offline heuristic judge."
	if got := SummaryLine(s); got != want {
		t.Errorf("SummaryLine = %q, want %q", got, want)
	}
	for _, format := range []string{"text", "md", "html"} {
		var b bytes.Buffer
		if err := Write(&b, format, s, r, Options{Texts: texts}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "C-003, C-007") || !strings.Contains(b.String(), "offline heuristic judge") {
			t.Errorf("%s does not say the heuristic judge decided C-003 and C-007:\n%.600s", format, b.String())
		}
	}
	var j bytes.Buffer
	if err := Write(&j, "json", s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(j.String(), `"summary": "5/5 criteria passed.  ALL-PASS.",`) {
		t.Error("the summary inside scores.json must keep its Harvey-Labs form")
	}
	for i := range s.CriteriaResults {
		s.CriteriaResults[i].Method = checks.ByJudge
	}
	if SummaryLine(s) != s.Summary || HeuristicBanner(s) != "" {
		t.Error("a real judge's run must not be labelled heuristic")
	}
}
