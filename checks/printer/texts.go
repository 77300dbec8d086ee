package printer

import (
	"fmt"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/vault"
)

// layeredTexts looks text up in the report's own tables first (what
// report.json stores: the cited documents' titles and passages), then in
// the Vault given, if any (the trace's uncited chunks). A stored report
// therefore prints the same with or without the Vault for everything it
// cites.
type layeredTexts struct {
	report checks.ReportTexts
	more   Texts
}

func (t layeredTexts) Document(id string) (*vault.Document, bool) {
	if d, ok := t.report.Document(id); ok {
		return d, true
	}
	if t.more != nil {
		return t.more.Document(id)
	}
	return nil, false
}

func (t layeredTexts) Chunk(id string) (*vault.Chunk, bool) {
	if c, ok := t.report.Chunk(id); ok {
		return c, true
	}
	if t.more != nil {
		return t.more.Chunk(id)
	}
	return nil, false
}

// textsFor is the Texts a report prints with.
func textsFor(r *checks.Report, more Texts) Texts {
	if r == nil {
		return more
	}
	return layeredTexts{report: r.Texts(), more: more}
}

// MetricsLine is metricsLine, for the commands' summaries of a run.
func MetricsLine(m *checks.CitationMetrics) string { return metricsLine(m) }

// metricsLine states the citation metrics in words: "Citation precision
// 0.86 (6 of 7 citations' passages support what they are cited for);
// citation recall 0.75 (3 of 4 legal propositions fully supported)."
func metricsLine(m *checks.CitationMetrics) string {
	s := "Citation precision " + ratio(m.Precision) + fmt.Sprintf(" (%d of %d %s support what %s cited for)",
		m.Supporting, m.Citations, pick(m.Citations == 1, "citation's passage does", "citations' passages"), pick(m.Citations == 1, "it is", "they are"))
	if m.Citations == 1 {
		s = "Citation precision " + ratio(m.Precision) + fmt.Sprintf(" (%d of 1 citation's passage supports what it is cited for)", m.Supporting)
	}
	s += "; citation recall " + ratio(m.Recall) + fmt.Sprintf(" (%d of %d legal %s fully supported by %s citations)",
		m.Supported, m.Propositions, pick(m.Propositions == 1, "proposition", "propositions"), pick(m.Propositions == 1, "its", "their"))
	if m.Undecided > 0 {
		s += fmt.Sprintf("; %d %s without a judge verdict, counted as not supporting", m.Undecided, pick(m.Undecided == 1, "citation", "citations"))
	}
	return s + "."
}

// ratio renders a metric with two decimals, "n/a" when undefined.
func ratio(r *float64) string {
	if r == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.2f", *r)
}
