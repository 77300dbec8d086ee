package printer

import (
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// layeredTexts looks text up in the report's own tables first (what
// report.json stores: the cited documents' titles and passages), then in
// the Vault given, if any (the trace's uncited chunks). A stored report
// therefore prints the same with or without the Vault for everything it
// cites.
type layeredTexts struct {
	report report.ReportTexts
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
func textsFor(r *report.Report, more Texts) Texts {
	if r == nil {
		return more
	}
	return layeredTexts{report: r.Texts(), more: more}
}

// MetricsLine is the citation metrics in words (report.CitationMetrics.Sentence).
func MetricsLine(m *report.CitationMetrics) string { return m.Sentence() }

func metricsLine(m *report.CitationMetrics) string { return m.Sentence() }

// ratio renders a metric with two decimals, "n/a" when undefined.
func ratio(r *float64) string { return report.RatioText(r) }
