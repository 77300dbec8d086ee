package service

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

const testToken = "s3cret-token"

// fakeGrader answers from the response's answer text: "judge-down"
// leaves C-002 incomplete, "index-down" fails with an infrastructure
// error, "slow" waits for ctx to end; started and release (when set) let
// a test hold a grade in flight.
type fakeGrader struct {
	c       *rubric.Case
	started chan string
	release chan struct{}
}

func newFake(id string) *fakeGrader {
	return &fakeGrader{c: &rubric.Case{ID: id, Hash: "sha256:" + id, Criteria: []rubric.Criterion{{ID: "C-001", Title: "Exists"}, {ID: "C-002", Title: "Supports"}}}}
}

func (f *fakeGrader) Case() *rubric.Case { return f.c }

func (f *fakeGrader) Grade(ctx context.Context, r *rubric.Response) (*report.Scores, *report.Report, error) {
	if f.started != nil {
		f.started <- r.RunID
	}
	if f.release != nil {
		select {
		case <-f.release:
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		}
	}
	switch {
	case strings.Contains(r.Answer, "slow"):
		<-ctx.Done()
		return nil, nil, &rubric.InfraError{Op: "retrieval", Err: ctx.Err()}
	case strings.Contains(r.Answer, "index-down"):
		return nil, nil, &rubric.InfraError{Op: "opening the index", Err: errors.New("unreadable")}
	}
	s := &report.Scores{RunID: report.SanitizeRunID(r.RunID), Task: f.c.ID, MaxScore: 1, NCriteria: 2, NPassed: 2, AllPass: true, Score: 1,
		JudgeModel: "fake", Hashes: report.Hashes{Case: f.c.Hash, Response: r.Hash},
		CriteriaResults: []report.CriterionResult{{ID: "C-001", Verdict: checks.Pass}, {ID: "C-002", Verdict: checks.Pass}}}
	if strings.Contains(r.Answer, "judge-down") {
		s.CriteriaResults[1].Verdict, s.NPassed, s.AllPass, s.Score = checks.Fail, 1, false, 0
		s.Incomplete = []string{"C-002"}
	}
	s.Summary = report.Summarize(s.NPassed, s.NCriteria)
	return s, &report.Report{RunID: s.RunID, Task: s.Task, Notes: []string{"fake"}}, nil
}

// do sends one request to url with the token (when tok is not empty).
func do(t *testing.T, c *http.Client, method, url, tok, body string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(data)
}

// newClient is a loopback client with a bound on every request.
func newClient() *http.Client { return &http.Client{Timeout: 30 * time.Second} }

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
