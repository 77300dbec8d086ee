package printer

import (
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// HeuristicCriteria lists, in case order, the criteria whose verdicts the
// offline heuristic judge decided (word rules, not a model).
func HeuristicCriteria(s *report.Scores) []string {
	var out []string
	for _, cr := range s.CriteriaResults {
		if cr.Method == checks.Heuristic {
			out = append(out, cr.ID)
		}
	}
	return out
}

// SummaryLine is the printed summary of a graded response: the
// Harvey-Labs summary, and, whenever the offline heuristic judge decided
// a criterion, which ones ("9/9 criteria passed.  ALL-PASS; C-003, C-004,
// C-007, C-008 by the offline heuristic judge."), so word rules are never
// mistaken for a real judge. scores.json keeps the summary's exact
// Harvey-Labs form.
func SummaryLine(s *report.Scores) string {
	h := HeuristicCriteria(s)
	if len(h) == 0 {
		return s.Summary
	}
	return strings.TrimSuffix(s.Summary, ".") + "; " + strings.Join(h, ", ") + " by the offline heuristic judge."
}

// HeuristicBanner is the reports' warning that the heuristic judge
// decided some criteria, "" when it decided none.
func HeuristicBanner(s *report.Scores) string {
	h := HeuristicCriteria(s)
	if len(h) == 0 {
		return ""
	}
	return strings.Join(h, ", ") + " " + pick(len(h) == 1, "was", "were") +
		" decided by the offline heuristic judge: word rules, not a model. Configure an LLM judge (--judge-url or OPENAI_BASE_URL, with --judge-model) for verdicts that read the passages."
}
