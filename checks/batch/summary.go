package batch

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Summary is the end-of-batch table: how many responses, how each ended,
// and each criterion's pass rate. It is built from counters only, so it
// costs the same for ten responses or a million, and it does not depend
// on the order workers finished in.
type Summary struct {
	// Responses counts every input of the batch.
	Responses int `json:"responses"`
	// Graded were graded in this run; Resumed had complete results from
	// an earlier run and were skipped (their verdicts still count below).
	Graded  int `json:"graded"`
	Resumed int `json:"resumed"`
	// Merged were read from results folders by merge, which grades
	// nothing.
	Merged int `json:"merged,omitempty"`
	// Every response lands in exactly one of AllPass, Failed, Refused
	// and Infra.
	AllPass int `json:"all_pass"`
	Failed  int `json:"failed"`
	// Refused counts responses rejected as bad input while grading (over
	// a limit such as citations per answer): exit code 2, not 3, since
	// retrying cannot help.
	Refused int `json:"refused"`
	// Infra counts responses that could not be fully graded: retrieval or
	// writing failed, or a criterion was left incomplete (judge down).
	Infra int `json:"infra_errors"`
	// NeedsReview counts the responses (among those above) with at least
	// one criterion the offline judge could not decide: they failed, and
	// a person must read the passages named.
	NeedsReview int `json:"needs_review,omitempty"`
	// Criteria are in case order.
	Criteria []CriterionRate `json:"criteria"`
	// Citations sums the citation metrics (precision and recall, ALCE)
	// of the Measured responses that have them (a judge graded them);
	// nil when none has.
	Citations *report.CitationMetrics `json:"citation_metrics,omitempty"`
	Measured  int                     `json:"citation_metrics_responses,omitempty"`

	index map[string]int
}

// CriterionRate is one criterion's tally over the batch. A criterion left
// incomplete counts as failed, as it is in scores.json.
type CriterionRate struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Passed int    `json:"passed"`
	Total  int    `json:"total"`
	// Review counts the failures of this criterion nobody decided (the
	// offline judge could not tell): "needs review".
	Review int `json:"needs_review,omitempty"`
}

// Rate is Passed/Total, 0 when nothing was graded.
func (c CriterionRate) Rate() float64 {
	if c.Total == 0 {
		return 0
	}
	return float64(c.Passed) / float64(c.Total)
}

// NewSummary starts an empty summary over c's criteria.
func NewSummary(c *rubric.Case) *Summary {
	s := &Summary{Criteria: []CriterionRate{}, index: map[string]int{}}
	for i, cr := range c.Criteria {
		s.Criteria = append(s.Criteria, CriterionRate{ID: cr.ID, Title: cr.Title})
		s.index[cr.ID] = i
	}
	return s
}

// Add counts one finished response.
func (s *Summary) Add(r *Result) {
	s.Responses++
	switch {
	case r.Resumed:
		s.Resumed++
	case r.Merged:
		s.Merged++
	case r.Err == nil:
		s.Graded++
	}
	switch {
	case badInput(r.Err):
		s.Refused++
	case r.Err != nil || (r.Scores != nil && r.Scores.Infra()):
		s.Infra++
	case r.Scores.AllPass:
		s.AllPass++
	default:
		s.Failed++
	}
	if r.Scores == nil {
		return
	}
	s.addMetrics(r)
	review := false
	for _, cr := range r.Scores.CriteriaResults {
		review = review || cr.NeedsReview()
		i, ok := s.index[cr.ID]
		if !ok {
			continue
		}
		s.Criteria[i].Total++
		if cr.Verdict == checks.Pass {
			s.Criteria[i].Passed++
		}
		if cr.NeedsReview() {
			s.Criteria[i].Review++
		}
	}
	if review {
		s.NeedsReview++
	}
}

// addMetrics adds a response's citation metrics: from the report just
// graded, or from the head of a resumed one's report.json.
func (s *Summary) addMetrics(r *Result) {
	var m *report.CitationMetrics
	switch {
	case r.Report != nil:
		m = r.Report.Metrics
	case r.Dir != "":
		m, _ = report.ReadReportMetrics(filepath.Join(r.Dir, "report.json"))
	}
	if m == nil {
		return
	}
	if s.Citations == nil {
		s.Citations = &report.CitationMetrics{}
	}
	s.Citations.Add(m)
	s.Measured++
}

// badInput reports whether err says the response itself was bad input
// (its ExitCode is 2), as opposed to an infrastructure failure.
func badInput(err error) bool {
	var c interface{ ExitCode() int }
	return err != nil && errors.As(err, &c) && c.ExitCode() == 2
}

// ExitCode is the batch's exit code (FORMATS.md: exit codes): 3 when any response hit
// an infrastructure failure, else 2 when any was refused as bad input,
// else 1 when any failed, else 0.
func (s *Summary) ExitCode() int {
	switch {
	case s.Infra > 0:
		return 3
	case s.Refused > 0:
		return 2
	case s.Failed > 0:
		return 1
	}
	return 0
}

// WriteTable writes the summary as a plain-text table.
func (s *Summary) WriteTable(w io.Writer) error {
	var b strings.Builder
	if s.Merged > 0 && s.Graded == 0 && s.Resumed == 0 {
		fmt.Fprintf(&b, "responses     %d (read from results folders; none graded here)\n", s.Responses)
	} else {
		fmt.Fprintf(&b, "responses     %d (graded %d, resumed %d)\n", s.Responses, s.Graded, s.Resumed)
	}
	fmt.Fprintf(&b, "all-pass      %d\n", s.AllPass)
	fmt.Fprintf(&b, "failed        %d\n", s.Failed)
	if s.Refused > 0 {
		fmt.Fprintf(&b, "refused       %d (bad input)\n", s.Refused)
	}
	fmt.Fprintf(&b, "infra errors  %d\n", s.Infra)
	if s.NeedsReview > 0 {
		fmt.Fprintf(&b, "needs review  %d (the offline judge could not decide a criterion; counted as failed)\n", s.NeedsReview)
	}
	if len(s.Criteria) > 0 {
		fmt.Fprintf(&b, "\n%-10s %11s %7s  %s\n", "criterion", "passed", "rate", "title")
		for _, c := range s.Criteria {
			line := fmt.Sprintf("%-10s %11s %6.1f%%  %s", c.ID, fmt.Sprintf("%d/%d", c.Passed, c.Total), 100*c.Rate(), clip(c.Title, 60))
			if c.Review > 0 {
				line += fmt.Sprintf(" (%d %s)", c.Review, NeedReview)
			}
			b.WriteString(line + "\n")
		}
	}
	if s.Citations != nil {
		fmt.Fprintf(&b, "\n%s\n  (over the %d of %d responses a judge graded)\n", s.Citations.Sentence(), s.Measured, s.Responses)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// clip shortens s to n runes on one line.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-3]) + "..."
}

// NeedReview is how the batch table words a criterion's undecided
// failures.
const NeedReview = "need review"
