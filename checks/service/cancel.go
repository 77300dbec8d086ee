package service

import (
	"context"
	"errors"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// gradeStop says why gradeWithin returned before the grade finished.
type gradeStop int

const (
	stopNone       gradeStop = iota // the grade finished
	stopTimeout                     // Config.Timeout passed: 504
	stopClientGone                  // the client disconnected
)

// gradeWithin grades resp under the request's context and the service's
// timeout, and returns as soon as the first of three things happens: the
// grade finishes, the timeout passes, or the client goes away. In the two
// last cases the grade's context is cancelled, so the grade stops at its
// next check of the context (every step of a grade checks it), and the
// reply does not wait for that.
//
// The grading slot (release) is given back only when the grade has
// really stopped, not when the reply is sent: a cancelled grade still
// holds its CPU until it notices, and freeing its slot early would let
// hostile requests pile up more running grades than Config.Concurrency.
func (s *Service) gradeWithin(reqCtx context.Context, g Grader, resp *rubric.Response, release func()) (*report.Scores, *report.Report, error, gradeStop) {
	ctx, cancel := context.WithTimeout(reqCtx, s.cfg.Timeout)
	type outcome struct {
		scores *report.Scores
		report *report.Report
		err    error
	}
	done := make(chan outcome, 1)
	s.metrics.gradeStarted()
	go func() {
		defer release()
		defer s.metrics.gradeStopped()
		sc, rp, err := g.Grade(ctx, resp)
		done <- outcome{sc, rp, err}
	}()
	select {
	case o := <-done:
		cancel()
		// A grade that returned because its context ended is not a
		// result, whatever it returned.
		switch {
		case reqCtx.Err() != nil:
			s.metrics.gradeCancelled("client_gone")
			return nil, nil, nil, stopClientGone
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			s.metrics.gradeCancelled("timeout")
			return nil, nil, nil, stopTimeout
		}
		return o.scores, o.report, o.err, stopNone
	case <-ctx.Done():
		cancel()
		if reqCtx.Err() != nil {
			s.metrics.gradeCancelled("client_gone")
			return nil, nil, nil, stopClientGone
		}
		s.metrics.gradeCancelled("timeout")
		return nil, nil, nil, stopTimeout
	}
}
