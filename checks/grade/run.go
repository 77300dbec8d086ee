package grade

import (
	"context"
	"errors"
	"fmt"

	"github.com/citecheck/citecheck/checks"
)

// runSafe runs one check for one criterion and guarantees a fail-closed
// Result: an error fails the criterion with the reason (Infra when the
// error is an infrastructure failure, exit code 3), a panic fails it
// tagged with the check ID while the other checks still run, and a
// verdict other than pass or fail is treated as a failure.
func runSafe(ctx context.Context, b boundCheck, in *checks.Input) (res checks.Result) {
	id := b.binding.Name
	defer func() {
		if p := recover(); p != nil {
			res = checks.Result{Verdict: checks.Fail, Method: b.binding.Kind, Findings: []checks.Finding{},
				Summary: fmt.Sprintf("Check %s could not be completed: it panicked (%v), so the criterion fails.", id, p)}
		}
	}()
	if ctx.Err() != nil {
		return checks.Result{Verdict: checks.Fail, Method: checks.NotGraded, Findings: []checks.Finding{}, Infra: true,
			Summary: fmt.Sprintf("Check %s was not run: %v.", id, context.Cause(ctx))}
	}
	r, err := b.check.Run(ctx, in)
	if err != nil {
		var ec interface{ ExitCode() int }
		// A check stopped by the deadline or a cancellation could not be
		// completed for a reason outside the answer: infrastructure.
		infra := errors.As(err, &ec) && ec.ExitCode() == 3 || ctx.Err() != nil
		if ctx.Err() != nil {
			err = context.Cause(ctx)
		}
		method := b.binding.Kind
		if infra {
			method = checks.NotGraded
		}
		return checks.Result{Verdict: checks.Fail, Method: method, Findings: []checks.Finding{}, Infra: infra,
			Summary: fmt.Sprintf("Check %s could not be completed: %v; the criterion fails rather than pass unexamined.", id, err)}
	}
	if r.Verdict != checks.Pass && r.Verdict != checks.Fail {
		return checks.Result{Verdict: checks.Fail, Method: b.binding.Kind, Findings: r.Findings,
			Summary: fmt.Sprintf("Check %s returned the verdict %q, which is neither pass nor fail.", id, r.Verdict)}
	}
	if r.Findings == nil {
		r.Findings = []checks.Finding{}
	}
	for i := range r.Findings {
		if r.Findings[i].Check == "" {
			r.Findings[i].Check = id
		}
		if r.Findings[i].Criterion == "" && in.Criterion != nil {
			r.Findings[i].Criterion = in.Criterion.ID
		}
	}
	return r
}
