package batch

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Options configure a batch run.
type Options struct {
	// Grader grades each response; required.
	Grader Grader
	// Out is the folder under which results/<run_id>/ is written.
	Out string
	// Workers grading at once; <= 0 means GOMAXPROCS.
	Workers int
	// Force regrades responses whose results are already complete
	// (no resume).
	Force bool
	// Timeout bounds the grading of one response (0: no bound). A
	// response that runs out of time fails closed: the criteria its grade
	// could not finish are "fail" and incomplete (exit code 3), its
	// results are written so a report shows why, a rerun grades it
	// again, and the batch goes on with the others.
	Timeout time.Duration
	// DryWrite skips writing results (the HTTP service and tests that
	// only need verdicts); resume is then off too.
	DryWrite bool
	// ShowDenied writes and reports the text of documents the user could
	// not read at the time asked (--show-denied). By default scores.json,
	// report.json and every Result are redacted (report.Redact) before
	// anyone sees them.
	ShowDenied bool
	// OnResult, when set, is called once per response in input order
	// (Seq 1, 2, ...), from one goroutine, while later responses are
	// still being graded. The Result, its Scores and Report must not be
	// kept after it returns if memory is to stay flat.
	OnResult func(*Result)
}

// Result is how one response of the batch ended.
type Result struct {
	Seq    int
	Origin string
	RunID  string
	// Response is the response graded (or resumed).
	Response *rubric.Response
	// Dir is the results folder (written, or found complete).
	Dir string
	// Scores are nil only when Err is set. Report is nil for a resumed
	// response (it is on disk) and when Err is set.
	Scores *report.Scores
	Report *report.Report
	// Resumed: complete results from an earlier run were found and kept.
	Resumed bool
	// Merged: complete results read back from a results folder (merge),
	// neither graded nor resumed by this process.
	Merged bool
	// Regraded says why complete results from an earlier run were not
	// kept ("the Vault changed"); "" when there were none.
	Regraded string
	// Err is an infrastructure failure of this response (retrieval or
	// writing failed, or the run was cancelled before it finished). The
	// batch goes on with the others.
	Err error
}

// Window is how many responses a run with w workers holds at most: those
// being graded plus those finished but waiting to be reported in order.
func Window(workers int) int { return 2 * workers }

// Run grades every item of src and returns the summary. Responses are
// graded by a bounded pool and reported in input order; at most
// Window(workers) of them are in memory at once. A Source error (bad
// input) stops the run and is returned; responses already finished keep
// their complete results. When ctx is cancelled no further response is
// started, results of responses cut short are not written, and Run
// returns ctx.Err() with the summary so far.
func Run(ctx context.Context, src Source, opt Options) (*Summary, error) {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	sum := NewSummary(opt.Grader.Case())
	slots := make(chan struct{}, Window(workers))
	jobs := make(chan *Item)
	done := make(chan *Result)
	var srcErr error

	go func() { // producer: takes a slot before reading the next item
		defer close(jobs)
		for {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			it, err := src.Next()
			if err != nil {
				<-slots
				if err != io.EOF {
					srcErr = err
				}
				return
			}
			select {
			case jobs <- it:
			case <-ctx.Done():
				<-slots
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range jobs {
				done <- gradeOne(ctx, it, &opt)
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()

	// Collector: report in Seq order; a slot frees when its item is reported.
	pending := map[int]*Result{}
	next := 1
	for r := range done {
		pending[r.Seq] = r
		for {
			p, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			sum.Add(p)
			if opt.OnResult != nil {
				opt.OnResult(p)
			}
			<-slots
		}
	}
	// Items cut short by cancellation may leave gaps; report the rest in order.
	for len(pending) > 0 {
		if p, ok := pending[next]; ok {
			delete(pending, next)
			sum.Add(p)
			if opt.OnResult != nil {
				opt.OnResult(p)
			}
		}
		next++
	}
	if srcErr != nil {
		return sum, srcErr
	}
	return sum, ctx.Err()
}

// gradeOne grades and writes one item, or keeps its complete results.
func gradeOne(ctx context.Context, it *Item, opt *Options) *Result {
	g := opt.Grader
	r := &Result{Seq: it.Seq, Origin: it.Origin, RunID: g.RunID(it.Response), Response: it.Response}
	r.Dir = report.ResultDir(opt.Out, r.RunID)
	if !opt.Force && !opt.DryWrite {
		key, err := g.ResumeKey(it.Response)
		if err != nil {
			r.Err = err
			return r
		}
		s, why, ok := Completed(r.Dir, r.RunID, g.Case(), key, deniedMode(opt.ShowDenied))
		if ok {
			r.Scores, r.Resumed = s, true
			return r
		}
		r.Regraded = why
	}
	if err := ctx.Err(); err != nil {
		r.Err = err
		return r
	}
	gctx := ctx
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		gctx, cancel = context.WithTimeoutCause(ctx, opt.Timeout, &TimeoutError{RunID: r.RunID, Limit: opt.Timeout})
		defer cancel()
	}
	s, rep, err := g.Grade(gctx, it.Response)
	switch {
	case ctx.Err() != nil:
		// The run was cancelled (Ctrl-C): a grade cut short is not written.
		r.Err = ctx.Err()
		return r
	case err != nil && gctx.Err() != nil:
		r.Err = context.Cause(gctx)
		return r
	case err != nil:
		r.Err = err
		return r
	}
	if !opt.ShowDenied {
		s, rep = report.Redact(s, rep)
	}
	if !opt.DryWrite {
		removeStaleTemps(r.Dir)
		if _, err := report.WriteResults(opt.Out, s, rep); err != nil {
			r.Err = err
			return r
		}
	}
	r.Scores, r.Report = s, rep
	return r
}

// removeStaleTemps deletes the temporary files a killed run left in a
// results folder (report.WriteFileAtomic writes ".scores.json.tmp-*" and
// ".report.json.tmp-*" before renaming them into place). Another process
// may be writing the same folder right now (two batches with one --out,
// or shards on a shared file system), so a temporary file is removed only
// when its writer is certainly gone: a process of this host that no
// longer runs, or, for a file whose writer cannot be checked (another
// host, an older name), when it is older than staleAfter.
func removeStaleTemps(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	host := report.TempHost()
	for _, e := range entries {
		n := e.Name()
		for _, base := range []string{"scores.json", "report.json"} {
			if !strings.HasPrefix(n, "."+base+".tmp-") {
				continue
			}
			if h, pid, ok := report.TempOwner(n, base); ok && h == host {
				if !processAlive(pid) {
					os.Remove(filepath.Join(dir, n))
				}
				continue
			}
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > staleAfter {
				os.Remove(filepath.Join(dir, n))
			}
		}
	}
}

// staleAfter is how old a temporary file of an unknown writer must be
// before a cleaner may assume that writer is gone: writing one result
// takes milliseconds.
const staleAfter = time.Hour

// TimeoutError is a response whose grading passed Options.Timeout
// (grade --timeout). It is an infrastructure failure (exit code 3): the
// answer may be fine, the grader ran out of time on it.
type TimeoutError struct {
	RunID string
	Limit time.Duration
}

func (e *TimeoutError) Error() string {
	return fmt.Sprintf("grading %s did not finish within %s (--timeout)", e.RunID, e.Limit)
}

// ExitCode is 3.
func (e *TimeoutError) ExitCode() int { return 3 }

// deniedMode is the report.json denied_text a run writes.
func deniedMode(show bool) string {
	if show {
		return report.DeniedShown
	}
	return report.DeniedWithheld
}
