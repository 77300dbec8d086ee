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
	// AtLeast: extraction stopped early, once the candidates alone were
	// far past the limit, so Citations is a lower bound.
	AtLeast bool `json:"at_least,omitempty"`
	// Carried: the citations written were within the limit, but the
	// reference markers that repeat their source entries' citations
	// (each marker of an entry supports its sentence with a copy of
	// every citation of that entry) would take them past it; the carry
	// stopped at the limit, so Citations is a lower bound.
	Carried bool `json:"carried,omitempty"`
}

// candidateBound is how many citation candidates one scanner may collect
// before extraction stops: twice the citation limit and some, so that
// candidates later dropped as overlaps never make a refusal wrong in
// practice, while memory stays proportional to the limit rather than to
// the answer (each candidate costs about a kilobyte).
func candidateBound(maxCites int) int { return 2*maxCites + 64 }

// full reports whether a scanner holding n candidates has reached the
// per-call bound.
func (e *Extractor) full(n int) bool { return e.candMax > 0 && n > e.candMax }

// Error reads "the answer holds 100000 citations, more than the limit of
// 20000".
func (l *LimitExceeded) Error() string {
	if l.Carried {
		return fmt.Sprintf("the answer's reference markers carry their source entries' citations to more than %d citations, more than the limit of %d (--max-citations)", l.Citations-1, l.Max)
	}
	if l.AtLeast {
		return fmt.Sprintf("the answer holds more than %d citation candidates, far more than the limit of %d citations (--max-citations)", l.Citations-1, l.Max)
	}
	return fmt.Sprintf("the answer holds %d citations, more than the limit of %d (--max-citations)", l.Citations, l.Max)
}

// ExitCode is 2: an answer over the limit is bad input (FORMATS.md: exit codes).
func (l *LimitExceeded) ExitCode() int { return 2 }
