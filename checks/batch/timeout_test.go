package batch

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestTimeoutFailsOneResponseAndTheBatchGoesOn: a response whose grade
// runs past Options.Timeout ends as a TimeoutError (exit code 3), and the
// responses after it are still graded.
func TestTimeoutFailsOneResponseAndTheBatchGoesOn(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "in/r1.json", respJSON("run/r1", "pass"))
	writeFile(t, dir, "in/r2.json", respJSON("run/r2", "slow"))
	writeFile(t, dir, "in/r3.json", respJSON("run/r3", "pass"))
	in, err := NewInputs([]string{dir + "/in/*.json"}, InputOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g := &slowGrader{fakeGrader: newFakeGrader()}
	start := time.Now()
	sum, res, err := collect(t, g, in.Open, Options{Out: t.TempDir(), Workers: 1, Timeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 3 {
		t.Fatalf("%d results, want 3", len(res))
	}
	var te *TimeoutError
	if !errors.As(res[1].Err, &te) || te.RunID != "run/r2" {
		t.Fatalf("r2 ended with %v, want a TimeoutError", res[1].Err)
	}
	if res[0].Err != nil || res[2].Err != nil || res[2].Scores == nil {
		t.Fatalf("the other responses did not grade: %v, %v", res[0].Err, res[2].Err)
	}
	if sum.Infra != 1 || sum.ExitCode() != 3 {
		t.Fatalf("summary infra %d exit %d, want 1 and 3", sum.Infra, sum.ExitCode())
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("the batch took %s: the slow response was not cut off", d)
	}
}

// slowGrader blocks on answers holding "slow" until its context ends, as
// a grade honouring its deadline does.
type slowGrader struct{ *fakeGrader }

func (s *slowGrader) Grade(ctx context.Context, r *rubric.Response) (*report.Scores, *report.Report, error) {
	if r.Answer == "slow" {
		<-ctx.Done()
		return nil, nil, ctx.Err()
	}
	return s.fakeGrader.Grade(ctx, r)
}
