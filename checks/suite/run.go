package suite

import (
	"context"
	"runtime"
	"sync"

	"github.com/citecheck/citecheck/checks"
)

// Result is a suite run: one ResponseResult per entry, in name order.
type Result struct {
	Suite     *Suite
	Responses []*ResponseResult
}

// ResponseResult is one graded response compared with its expectations.
type ResponseResult struct {
	Entry  *Entry
	Scores *checks.Scores
	Report *checks.Report
	Rows   []Row // one per criterion of the case, in case order
}

// Row is one criterion of one response: what was expected, what it got
// and how that verdict was reached.
type Row struct {
	Criterion string
	Title     string
	// Expected is "" when the expected file does not name the criterion
	// (not compared).
	Expected  checks.Verdict
	Actual    checks.Verdict
	Method    checks.Method
	Origin    string // "live", "cache", "heuristic", "cache+live"; "" if no judge was asked
	Reasoning string
	// Incomplete is set when the criterion could not be graded for an
	// infrastructure reason (judge unreachable, budget exhausted).
	Incomplete bool
}

// Compared reports whether the row is compared with an expectation.
func (r Row) Compared() bool { return r.Expected != "" }

// Mismatch reports whether a compared row got another verdict.
func (r Row) Mismatch() bool { return r.Compared() && r.Expected != r.Actual }

// DecidedBy says how the verdict was reached, for people:
// "deterministic", "heuristic", "judge (cache)", "judge (live)".
func (r Row) DecidedBy() string {
	if r.Origin != "" && r.Origin != string(r.Method) {
		return string(r.Method) + " (" + r.Origin + ")"
	}
	return string(r.Method)
}

// RunOptions adjust RunWith.
type RunOptions struct {
	// ShowDenied keeps, in the results (the table's reasoning, JUnit),
	// the text of documents a response's user could not read; by default
	// it is withheld (checks.Redact), as in every other output.
	ShowDenied bool
}

// Run is RunWith with the default options.
func Run(ctx context.Context, s *Suite, g *checks.Grader) (*Result, error) {
	return RunWith(ctx, s, g, RunOptions{})
}

// RunWith grades every response of the suite with g (concurrently; g is
// safe for concurrent use) and compares the verdicts with the
// expectations. Every response is graded afresh: nothing is reused from
// an earlier run but the judge's verdict cache, whose key is the judge's.
// The error is non-nil only when a response could not be graded at all.
func RunWith(ctx context.Context, s *Suite, g *checks.Grader, opt RunOptions) (*Result, error) {
	res := &Result{Suite: s, Responses: make([]*ResponseResult, len(s.Entries))}
	errs := make([]error, len(s.Entries))
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(s.Entries)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				res.Responses[i], errs[i] = gradeEntry(ctx, s.Entries[i], g, opt)
			}
		}()
	}
	for i := range s.Entries {
		work <- i
	}
	close(work)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}

func gradeEntry(ctx context.Context, e *Entry, g *checks.Grader, opt RunOptions) (*ResponseResult, error) {
	sc, rep, err := g.Grade(ctx, e.Response)
	if err != nil {
		return nil, err
	}
	if !opt.ShowDenied {
		sc, rep = checks.Redact(sc, rep)
	}
	rr := &ResponseResult{Entry: e, Scores: sc, Report: rep}
	incomplete := map[string]bool{}
	for _, id := range sc.Incomplete {
		incomplete[id] = true
	}
	for _, cr := range sc.CriteriaResults {
		rr.Rows = append(rr.Rows, Row{Criterion: cr.ID, Title: cr.Title, Expected: e.Expected[cr.ID], Actual: cr.Verdict,
			Method: cr.Method, Origin: cr.Origin, Reasoning: cr.Reasoning, Incomplete: incomplete[cr.ID]})
	}
	return rr, nil
}

// Counts summarises a run.
type Counts struct {
	Responses, Compared, Mismatches, NotCompared, Incomplete int
	// Origins counts judge-bound verdicts by where they came from.
	Origins map[string]int
}

// Counts totals the rows of the run.
func (r *Result) Counts() Counts {
	c := Counts{Responses: len(r.Responses), Origins: map[string]int{}}
	for _, rr := range r.Responses {
		for _, row := range rr.Rows {
			switch {
			case row.Mismatch():
				c.Compared++
				c.Mismatches++
			case row.Compared():
				c.Compared++
			default:
				c.NotCompared++
			}
			if row.Incomplete {
				c.Incomplete++
			}
			if row.Origin != "" {
				c.Origins[row.Origin]++
			}
		}
	}
	return c
}

// OK reports whether every compared verdict matched.
func (r *Result) OK() bool { return r.Counts().Mismatches == 0 }

// Infra reports whether some criterion could not be graded for an
// infrastructure reason (exit code 3).
func (r *Result) Infra() bool { return r.Counts().Incomplete > 0 }
