package grade

import (
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
)

// AskedExtractor is an Extractor that also knows what was asked, so a
// block quote that reproduces the question is read as the asker's
// (cite.Extractor.ExtractAsked). The grader uses it when the configured
// Extractor has it.
type AskedExtractor interface {
	ExtractAsked(text, question string) *cite.Answer
}

// extractAnswer extracts an answer to question with ex.
func extractAnswer(ex resolve.Extractor, text, question string) *cite.Answer {
	if q, ok := ex.(AskedExtractor); ok {
		return q.ExtractAsked(text, question)
	}
	return ex.Extract(text)
}
