package cite

import "fmt"

// DefaultMaxCitations is the most citations one answer may hold when
// Options.MaxCitations is zero. Resolving short forms compares each one
// with the citations before it, so an answer made of tens of thousands of
// unresolvable "supra" cites would cost minutes; real answers hold tens.
const DefaultMaxCitations = 20000

// LimitExceeded says an answer holds more citations than the extractor
// allows. Extract then stops before resolving short forms and splitting
// propositions, and the answer must be refused rather than graded.
type LimitExceeded struct {
	Citations int `json:"citations"` // how many were found
	Max       int `json:"max"`       // Options.MaxCitations in force
}

// Error reads "the answer holds 100000 citations, more than the limit of
// 20000".
func (l *LimitExceeded) Error() string {
	return fmt.Sprintf("the answer holds %d citations, more than the limit of %d (cite.Options.MaxCitations)", l.Citations, l.Max)
}

// ExitCode is 2: an answer over the limit is bad input (SPEC §4).
func (l *LimitExceeded) ExitCode() int { return 2 }
