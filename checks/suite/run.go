package suite

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
)

// Result is a suite run: one ResponseResult per entry, in name order.
type Result struct {
	Suite     *Suite
	Responses []*ResponseResult
}

// ResponseResult is one graded response compared with its expectations.
type ResponseResult struct {
	Entry  *Entry
	Scores *report.Scores
	Report *report.Report
	Rows   []Row // one per criterion graded, in case order
	// Unselected are criteria the expected file names that were not
	// graded at all (only the selected deterministic ones were).
	Unselected []string
}

// Row is one criterion of one response: what was expected, what it got
// and how that verdict was reached.
type Row struct {
	Criterion string
	Title     string
	// Expected is "" when the expected file does not name the criterion
	// (not compared).
	Expected checks.Verdict
	// Actual is pass, fail, or Undecided (a "fail" the offline judge
	// could not decide).
	Actual    checks.Verdict
	Method    checks.Method
	Origin    string // "live", "cache", "heuristic", "cache+live"; "" if no judge was asked
	Reasoning string
	// Incomplete is set when the criterion could not be graded for an
	// infrastructure reason (judge unreachable, budget exhausted).
	Incomplete bool
	// Known is why the grader is known to give the other verdict than
	// Expected, the one verdict the mark accepts (the expected file's
	// "known"); "" for an ordinary expectation.
	Known string
	// Unselected is set when the run compares other criteria only
	// (--criteria, --deterministic).
	Unselected bool
	// Reasons are the criterion's failing findings in plain words, one
	// per line ("[2] VLT-0027, ¶ 2: User u-assoc-17 may not read ..."),
	// for JUnit's failure message and the table.
	Reasons []string
}

// Undecided is the outcome of a criterion the offline judge could not
// decide (scores.json: "fail" with "decided": false). An expected file
// may record it; an expected "fail" is met by it too, since it fails.
const Undecided checks.Verdict = "undecided"

// outcome is what a criterion got, as an expected file records it:
// pass, fail, or undecided.
func outcome(cr report.CriterionResult) checks.Verdict {
	if cr.NeedsReview() {
		return Undecided
	}
	return cr.Verdict
}

// meets reports whether an outcome meets an expectation: the same, or
// an undecided criterion where a failure was expected.
func meets(expected, got checks.Verdict) bool {
	return expected == got || (expected == checks.Fail && got == Undecided)
}

// Compared reports whether the row is compared with an expectation.
func (r Row) Compared() bool { return r.Expected != "" && !r.Unselected }

// Mismatch reports whether a compared row got another verdict that is
// not recorded as a known difference: what fails a run.
func (r Row) Mismatch() bool { return r.Compared() && !meets(r.Expected, r.Actual) && r.Known == "" }

// KnownDiff reports whether a compared row got the other verdict its
// expected file records as known to differ.
func (r Row) KnownDiff() bool { return r.Compared() && r.Known != "" && !meets(r.Expected, r.Actual) }

// KnownResolved reports whether a row recorded as known to differ now
// gets the verdict deserved (or, where a failure is expected, an
// undecided one): a change from the verdict the mark records as known to
// be wrong, which fails the run until the mark goes.
func (r Row) KnownResolved() bool {
	return r.Compared() && r.Known != "" && meets(r.Expected, r.Actual)
}

// Fails reports whether the row fails the run: a mismatch, or a change
// from a recorded known difference.
func (r Row) Fails() bool { return r.Mismatch() || r.KnownResolved() }

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
	// it is withheld (report.Redact), as in every other output.
	ShowDenied bool
	// Criteria, when set, are the only criteria compared (--criteria,
	// --deterministic); the expectations of the others are reported as
	// not selected. Select checks them against the case.
	Criteria []string
}

// Run is RunWith with the default options.
func Run(ctx context.Context, s *Suite, g *grade.Grader) (*Result, error) {
	return RunWith(ctx, s, g, RunOptions{})
}

// RunWith grades every response of the suite with g (concurrently; g is
// safe for concurrent use) and compares the verdicts with the
// expectations. Every response is graded afresh: nothing is reused from
// an earlier run but the judge's verdict cache, whose key is the judge's.
// The error is non-nil only when a response could not be graded at all.
func RunWith(ctx context.Context, s *Suite, g *grade.Grader, opt RunOptions) (*Result, error) {
	// Every response is checked before any is graded (a user the Vault
	// does not know, no time anywhere): bad input stops the run whole.
	for _, e := range s.Entries {
		if err := g.Validate(e.Response); err != nil {
			return nil, err
		}
	}
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

func gradeEntry(ctx context.Context, e *Entry, g *grade.Grader, opt RunOptions) (*ResponseResult, error) {
	sc, rep, err := g.Grade(ctx, e.Response)
	if err != nil {
		return nil, err
	}
	if !opt.ShowDenied {
		sc, rep = report.Redact(sc, rep)
	}
	rr := &ResponseResult{Entry: e, Scores: sc, Report: rep}
	incomplete := map[string]bool{}
	for _, id := range sc.Incomplete {
		incomplete[id] = true
	}
	selected := map[string]bool{}
	for _, id := range opt.Criteria {
		selected[id] = true
	}
	for _, cr := range sc.CriteriaResults {
		row := Row{Criterion: cr.ID, Title: cr.Title, Expected: e.Expected[cr.ID], Actual: outcome(cr),
			Method: cr.Method, Origin: cr.Origin, Reasoning: cr.Reasoning, Incomplete: incomplete[cr.ID],
			Known: e.Known[cr.ID], Reasons: plainReasons(rep, cr.ID)}
		row.Unselected = len(selected) > 0 && !selected[cr.ID]
		rr.Rows = append(rr.Rows, row)
	}
	for _, id := range sortedIDs(e.Expected) {
		if len(selected) > 0 && !selected[id] && !graded(sc, id) {
			rr.Unselected = append(rr.Unselected, id) // not graded at all: only deterministic criteria were
		}
	}
	return rr, nil
}

// plainReasons are a criterion's error findings as reviewers read them.
func plainReasons(r *report.Report, id string) []string {
	var out []string
	for _, cr := range r.Criteria {
		if cr.ID != id {
			continue
		}
		for _, f := range cr.Findings {
			if f.Severity != checks.SevError {
				continue
			}
			subject := strings.Join(strings.Fields(f.Text), " ")
			if f.Citation >= 0 && f.Citation < len(r.Citations) {
				c := r.Citations[f.Citation]
				subject = fmt.Sprintf("[%d] %s", f.Citation+1, strings.Join(strings.Fields(firstNonEmpty(c.ReaderText, c.Text)), " "))
			}
			why := printer.PlaceChunkIDs(checks.PlainReason(f), r) // a chunk ID with its page or section
			if subject == "" {
				out = append(out, why)
				continue
			}
			out = append(out, subject+": "+why)
		}
	}
	return out
}

func graded(s *report.Scores, id string) bool {
	for _, cr := range s.CriteriaResults {
		if cr.ID == id {
			return true
		}
	}
	return false
}

func sortedIDs(m map[string]checks.Verdict) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// Counts summarises a run.
type Counts struct {
	Responses, Compared, Mismatches, NotCompared, Incomplete int
	// Known counts compared verdicts that differ as their expected file
	// records (not failures); KnownResolved those recorded as known to
	// differ that now agree (failures: a change from the recorded
	// verdict); Unselected the expectations left out by --criteria or
	// --deterministic.
	Known, KnownResolved, Unselected int
	// Origins counts judge-bound verdicts by where they came from.
	Origins map[string]int
}

// Counts totals the rows of the run. A criterion left incomplete counts
// unless the run left it out (a judge outage does not fail a run that
// compares only the deterministic criteria).
func (r *Result) Counts() Counts {
	c := Counts{Responses: len(r.Responses), Origins: map[string]int{}}
	for _, rr := range r.Responses {
		c.Unselected += len(rr.Unselected)
		for _, row := range rr.Rows {
			switch {
			case row.Mismatch():
				c.Compared++
				c.Mismatches++
			case row.KnownDiff():
				c.Compared++
				c.Known++
			case row.KnownResolved():
				c.Compared++
				c.KnownResolved++
			case row.Compared():
				c.Compared++
			case row.Unselected:
				if row.Expected != "" {
					c.Unselected++
				}
			default:
				c.NotCompared++
			}
			if row.Incomplete && !row.Unselected {
				c.Incomplete++
			}
			if row.Origin != "" {
				c.Origins[row.Origin]++
			}
		}
	}
	return c
}

// OK reports whether every compared verdict matched, a known difference
// matching the verdict it records as known to be wrong.
func (r *Result) OK() bool {
	c := r.Counts()
	return c.Mismatches == 0 && c.KnownResolved == 0
}

// Infra reports whether some criterion could not be graded for an
// infrastructure reason (exit code 3).
func (r *Result) Infra() bool { return r.Counts().Incomplete > 0 }
