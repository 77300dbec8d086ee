package report

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// CitationMetrics are how far an answer's citations are from all-pass,
// beside the all-or-nothing Harvey verdicts, in the sense of ALCE (Gao
// et al., 2023, "Enabling Large Language Models to Generate Text with
// Citations"):
//
//   - citation precision: the share of citations whose passage supports
//     the proposition they are cited for (the judge's "supports" verdict,
//     verified);
//   - citation recall: the share of legal propositions fully supported
//     by their citations: a citation that is valid (C-001, C-002, C-005
//     found nothing against it) draws on a retrieved passage (or, without
//     a trace, one located in the Vault) that the judge found supports
//     the proposition without claiming more than it says, from a source
//     whose holding is not adverse to it. The legal
//     propositions are those that carry a citation and those the judge
//     found state law with no support and no flag (C-008).
//
// ALCE asks whether the citations jointly entail a statement and counts
// a citation as irrelevant only if the others suffice without it; here
// each citation is judged alone, so a proposition is supported when one
// valid citation supports it. A citation the judge gave no verdict on
// counts as not supporting (Undecided says how many). Counts are kept so
// that a run's metrics are sums, not averages of ratios.
type CitationMetrics struct {
	// Citations counts the citations that support a proposition (a
	// citation standing in no proposition is not counted); Supporting
	// those whose passage supports it.
	Citations  int `json:"citations"`
	Supporting int `json:"supporting"`
	// Precision is Supporting/Citations, null without citations.
	Precision *float64 `json:"precision"`
	// Propositions counts the legal propositions; Supported those fully
	// supported by their citations.
	Propositions int      `json:"propositions"`
	Supported    int      `json:"supported"`
	Recall       *float64 `json:"recall"`
	// Undecided counts citations the judge gave no verdict on, or whose
	// verdict could not be verified; they count as not supporting.
	Undecided int `json:"undecided,omitempty"`
}

// Ratio is n/d, nil when d is 0.
func Ratio(n, d int) *float64 {
	if d == 0 {
		return nil
	}
	r := float64(n) / float64(d)
	return &r
}

// Add sums m into the run's totals and recomputes the ratios.
func (t *CitationMetrics) Add(m *CitationMetrics) {
	if m == nil {
		return
	}
	t.Citations += m.Citations
	t.Supporting += m.Supporting
	t.Propositions += m.Propositions
	t.Supported += m.Supported
	t.Undecided += m.Undecided
	t.Precision, t.Recall = Ratio(t.Supporting, t.Citations), Ratio(t.Supported, t.Propositions)
}

// MetricsOf computes the metrics from the report alone, so they
// can be recomputed from report.json; nil when no citation unit went to
// a judge and nothing was judged unsupported (no judge criteria, or no
// judge): there is nothing to measure support by.
func MetricsOf(r *Report) *CitationMetrics {
	var units []JudgeRecord
	var unsupported *judge.Assessment
	for _, j := range r.Judgements {
		switch j.Kind {
		case judge.UnitCitation:
			units = append(units, j)
		case judge.UnitUnsupported:
			unsupported = j.Assessment
		}
	}
	if len(units) == 0 && unsupported == nil && !judgeDecided(r) {
		return nil
	}
	// The verdict on each citation; a parallel citation shares its
	// group leader's unit.
	verdict := map[int]*judge.Assessment{}
	undecided := map[int]bool{}
	// A unit of a heading judged against a cited passage of its section
	// (a proposition other than the citation's own) gives the citation a
	// verdict only when no unit of its own proposition does.
	own := map[int]int{} // citation -> the proposition it stands in
	for _, c := range r.Citations {
		own[c.Index] = c.Proposition
	}
	ownUnit := map[int]bool{}
	borrowedUnit := func(j JudgeRecord) bool {
		p, ok := own[j.Citation]
		return ok && j.Proposition >= 0 && j.Proposition != p
	}
	for _, j := range units {
		if !borrowedUnit(j) {
			ownUnit[j.Citation] = true
		}
	}
	for _, j := range units {
		if borrowedUnit(j) && ownUnit[j.Citation] {
			continue
		}
		if j.Assessment == nil || j.Assessment.Unverified != "" {
			undecided[j.Citation] = true
			continue
		}
		verdict[j.Citation] = j.Assessment
	}
	invalid := map[int]bool{}
	for _, cr := range r.Criteria {
		switch cr.Check {
		case rubric.CheckCitationsExist, rubric.CheckCitationsAccessible, rubric.CheckIdentifiersVerbatim:
		default:
			continue
		}
		for _, f := range cr.Findings {
			if f.Severity == checks.SevError && f.Citation >= 0 {
				invalid[f.Citation] = true
			}
		}
	}
	m := &CitationMetrics{}
	supportedProp := map[int]bool{}
	legal := map[int]bool{}
	for _, c := range r.Citations {
		if c.Proposition < 0 {
			continue
		}
		legal[c.Proposition] = true
		m.Citations++
		a := verdict[c.Index]
		if a == nil && c.Parallel >= 0 {
			a = verdict[c.Parallel]
		}
		if a == nil {
			if undecided[c.Index] || (c.Parallel >= 0 && undecided[c.Parallel]) {
				m.Undecided++
			}
			continue
		}
		if !a.Supports {
			continue
		}
		m.Supporting++
		if !a.Overclaims && !a.Adverse && !invalid[c.Index] && (c.Passage.Retrieved || c.Passage.NoTrace) {
			supportedProp[c.Proposition] = true
		}
	}
	if unsupported != nil {
		for _, id := range unsupported.Unflagged {
			if n, err := strconv.Atoi(strings.TrimPrefix(id, "P")); err == nil && n >= 0 && n < len(r.Propositions) {
				legal[n] = true
			}
		}
	}
	m.Propositions = len(legal)
	for p := range legal {
		if supportedProp[p] {
			m.Supported++
		}
	}
	m.Precision, m.Recall = Ratio(m.Supporting, m.Citations), Ratio(m.Supported, m.Propositions)
	return m
}

// judgeDecided reports whether a judge decided some citation criterion
// of the report (so an answer whose citations had nothing to send to it
// still gets metrics, of zero support, rather than none). Without a judge
// those criteria are not graded, and nothing is measured.
func judgeDecided(r *Report) bool {
	for _, cr := range r.Criteria {
		switch cr.Check {
		case rubric.CheckSupports, rubric.CheckAdverse, rubric.CheckCalibrated, rubric.CheckUnsupportedFlagged:
			if cr.Method == checks.ByJudge || cr.Method == checks.Heuristic {
				return true
			}
		}
	}
	return false
}

// Sentence states the metrics in words: "Citation precision 0.86 (6 of 7
// citations' passages support what they are cited for); citation recall
// 0.75 (3 of 4 legal propositions fully supported by their citations)."
func (m *CitationMetrics) Sentence() string {
	s := "Citation precision " + RatioText(m.Precision) + fmt.Sprintf(" (%d of %d citations' passages support what they are cited for)", m.Supporting, m.Citations)
	if m.Citations == 1 {
		s = "Citation precision " + RatioText(m.Precision) + fmt.Sprintf(" (%d of 1 citation's passage supports what it is cited for)", m.Supporting)
	}
	s += "; citation recall " + RatioText(m.Recall) + fmt.Sprintf(" (%d of %d legal %s fully supported by %s citations)",
		m.Supported, m.Propositions, pick(m.Propositions == 1, "proposition", "propositions"), pick(m.Propositions == 1, "its", "their"))
	if m.Undecided > 0 {
		s += fmt.Sprintf("; %d %s without a judge verdict, counted as not supporting", m.Undecided, pick(m.Undecided == 1, "citation", "citations"))
	}
	return s + "."
}

// RatioText renders a metric with two decimals, "n/a" when undefined.
func RatioText(r *float64) string {
	if r == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.2f", *r)
}

// pick is yes when b holds, else no.
func pick(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}
