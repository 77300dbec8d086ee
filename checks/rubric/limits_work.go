package rubric

import (
	"fmt"

	"github.com/citecheck/citecheck/checks/cite"
)

// Limits bound the work one response can cause where the grader's work
// multiplies: every trace entry is read for every check that looks at the
// trace, every citation of a proposition makes a judge unit carrying the
// proposition, and every unit is judged. Each step is linear in these
// counts; the limits keep the counts themselves sane. Defaults are far
// above what real answers need (the fixtures stay under a tenth of each);
// a response over a limit is bad input (exit code 2) on every path: files,
// JSONL, results folders and the service.
type Limits struct {
	// TraceEntries is the most retrieval trace entries one response may
	// carry (0: DefaultMaxTraceEntries).
	TraceEntries int
	// CitationsPerProposition is the most citations one proposition may
	// carry (0: DefaultMaxCitationsPerProposition).
	CitationsPerProposition int
	// JudgeUnits is the most judge units one response may need: one per
	// proposition and citation it judges, and one per proposition that
	// C-008 may have to examine as a claim (0: DefaultMaxJudgeUnits).
	JudgeUnits int
}

// Defaults of Limits.
const (
	DefaultMaxTraceEntries            = 2000
	DefaultMaxCitationsPerProposition = 100
	DefaultMaxJudgeUnits              = 5000
)

// WithDefaults is l with every zero field set to its default.
func (l Limits) WithDefaults() Limits {
	if l.TraceEntries <= 0 {
		l.TraceEntries = DefaultMaxTraceEntries
	}
	if l.CitationsPerProposition <= 0 {
		l.CitationsPerProposition = DefaultMaxCitationsPerProposition
	}
	if l.JudgeUnits <= 0 {
		l.JudgeUnits = DefaultMaxJudgeUnits
	}
	return l
}

// CheckTrace refuses a trace longer than the limit, before anything reads it.
func (l Limits) CheckTrace(resp *Response) error {
	if n := len(resp.Retrieved); n > l.TraceEntries {
		return &InputError{File: responseFile(resp), Field: "retrieved", Msg: fmt.Sprintf(
			"the retrieval trace holds %d entries, more than the limit of %d (--max-trace-entries)", n, l.TraceEntries)}
	}
	return nil
}

// CheckAnswer refuses an extracted answer whose citations would multiply
// the judge's work past the limits. judged says whether the case has
// judge-bound criteria (units are counted only then).
func (l Limits) CheckAnswer(resp *Response, a *cite.Answer, judged bool) error {
	per := make(map[int]int, len(a.Propositions))
	units := 0
	for i := range a.Citations {
		c := &a.Citations[i]
		if c.Proposition < 0 {
			continue
		}
		per[c.Proposition]++
		if per[c.Proposition] > l.CitationsPerProposition {
			p := a.Propositions[c.Proposition]
			return &InputError{File: responseFile(resp), Field: "answer", Msg: fmt.Sprintf(
				"the proposition at bytes %d-%d carries more than %d citations (--max-citations-per-proposition)", p.Start, p.End, l.CitationsPerProposition)}
		}
		if c.Parallel < 0 || c.Parallel == c.Index {
			units++ // a parallel citation is judged through its group's first
		}
	}
	for _, p := range a.Propositions {
		units += len(p.Section) // a stating heading is judged against each passage of its section
	}
	if units += len(a.Propositions); judged && units > l.JudgeUnits {
		return &InputError{File: responseFile(resp), Field: "answer", Msg: fmt.Sprintf(
			"the answer needs up to %d judge units (one per proposition and citation, and one per proposition C-008 may examine), more than the limit of %d (--max-judge-units)", units, l.JudgeUnits)}
	}
	return nil
}

// responseFile names resp in messages.
func responseFile(resp *Response) string {
	if resp.Path != "" {
		return resp.Path
	}
	return "response"
}
