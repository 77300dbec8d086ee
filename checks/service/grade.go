package service

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// BodyName is how error messages name the request body, where the CLI
// would name a file: "request body:3: answer: want a string".
const BodyName = "request body"

// GradeReply is the body of POST /v1/grade: the scores.json object, with
// report.json under "report". Error is set only on a 503 or 504 reply
// that still carries the (incomplete) verdicts.
type GradeReply struct {
	*report.Scores
	Report *report.Report `json:"report"`
	Error  string         `json:"error,omitempty"`
}

// handleGrade grades one response: read the body within the size limit,
// parse it as the CLI would, pick the case, wait for a slot, grade with
// the timeout, and reply.
func (s *Service) handleGrade(w http.ResponseWriter, r *http.Request) {
	if r.ContentLength > s.cfg.MaxBody {
		writeError(w, http.StatusRequestEntityTooLarge, tooLarge(s.cfg.MaxBody))
		return
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.MaxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			writeError(w, http.StatusRequestEntityTooLarge, tooLarge(s.cfg.MaxBody))
			return
		}
		writeError(w, http.StatusBadRequest, BodyName+": cannot read: "+err.Error())
		return
	}
	resp, g, err := s.parseAs(data, r.URL.Query().Get("case"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	setRunID(w, resp.RunID)
	release, ok := s.acquire(r.Context())
	if !ok {
		if r.Context().Err() != nil {
			clientGone(w) // the client went away while queued
			return
		}
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, fmt.Sprintf("busy: %d grades in progress and no slot freed within %s; retry later", s.cfg.Concurrency, s.cfg.QueueWait))
		return
	}
	scores, rep, err, stop := s.gradeWithin(r.Context(), g, resp, release)
	switch stop {
	case stopClientGone:
		clientGone(w) // the client went away; nobody to answer
		return
	case stopTimeout:
		writeError(w, http.StatusGatewayTimeout, fmt.Sprintf("grading did not finish within %s (--timeout); the grade was cancelled", s.cfg.Timeout))
		return
	}
	if err != nil {
		code := http.StatusInternalServerError
		var ec interface{ ExitCode() int }
		if errors.As(err, &ec) {
			switch ec.ExitCode() {
			case 2:
				code = http.StatusBadRequest
			case 3:
				code = http.StatusServiceUnavailable
			}
		}
		writeError(w, code, err.Error())
		return
	}
	setRunID(w, scores.RunID)
	s.metrics.graded(scores)
	if !s.cfg.ShowDenied {
		scores, rep = report.Redact(scores, rep)
	}
	w.Header().Add("Vary", "Accept")
	html := wantsHTML(r.Header.Get("Accept"))
	reply := GradeReply{Scores: scores, Report: rep}
	if scores.Infra() {
		reply.Error = "the judge could not complete " + strings.Join(scores.Incomplete, ", ") + "; these criteria are \"fail\" until it can (the deterministic criteria are graded)"
		w.Header().Set("Retry-After", "5")
		if html {
			writeHTMLReply(w, http.StatusServiceUnavailable, scores, rep, s.cfg.ShowDenied)
			return
		}
		writeJSON(w, http.StatusServiceUnavailable, reply)
		return
	}
	if html {
		writeHTMLReply(w, http.StatusOK, scores, rep, s.cfg.ShowDenied)
		return
	}
	writeJSON(w, http.StatusOK, reply)
}

func tooLarge(max int64) string {
	return BodyName + ": larger than the limit of " + strconv.FormatInt(max, 10) + " bytes (--max-body)"
}

// parseAs is parse, or, with Config.Decode (serve --from), the body read
// as a provider's native object, graded against the case the query's
// "case" names (or the only one).
func (s *Service) parseAs(data []byte, caseID string) (*rubric.Response, Grader, error) {
	if s.cfg.Decode == nil {
		return s.parse(data)
	}
	resp, err := s.cfg.Decode(BodyName, data)
	if err != nil {
		return nil, nil, err
	}
	if strings.TrimSpace(resp.Answer) == "" {
		return nil, nil, &rubric.InputError{File: BodyName, Field: "answer", Msg: "the answer is empty: nothing to grade"}
	}
	resp.Path = BodyName
	if caseID == "" {
		if len(s.ids) == 1 {
			g := s.graders[s.ids[0]]
			return resp, g, validate(g, resp)
		}
		return nil, nil, &rubric.InputError{File: BodyName, Field: "case", Msg: "required as the query parameter ?case=ID: this service grades several cases: " + strings.Join(s.ids, ", ")}
	}
	g, ok := s.graders[caseID]
	if !ok {
		return nil, nil, &rubric.InputError{File: BodyName, Field: "case", Msg: fmt.Sprintf("unknown case %q; this service grades: %s", caseID, strings.Join(s.ids, ", "))}
	}
	return resp, g, validate(g, resp)
}

// parse reads the body as a response (FORMATS.md: the response; the same
// parser and the same messages as `citecheck grade`, plus the key "case")
// and picks the grader its "case" names; with one case configured,
// "case" may be left out.
func (s *Service) parse(data []byte) (*rubric.Response, Grader, error) {
	resp, err := rubric.ParseResponseWith(BodyName, data, "case")
	if err != nil {
		return nil, nil, err
	}
	var sel struct {
		Case json.RawMessage `json:"case"`
	}
	json.Unmarshal(data, &sel) // the body already parsed as an object
	if len(sel.Case) == 0 || string(sel.Case) == "null" {
		if len(s.ids) == 1 {
			g := s.graders[s.ids[0]]
			return resp, g, validate(g, resp)
		}
		return nil, nil, &rubric.InputError{File: BodyName, Field: "case", Msg: "required: this service grades several cases: " + strings.Join(s.ids, ", ")}
	}
	var id string
	if err := json.Unmarshal(sel.Case, &id); err != nil {
		return nil, nil, &rubric.InputError{File: BodyName, Field: "case", Msg: "want a string (a case id)"}
	}
	g, ok := s.graders[id]
	if !ok {
		return nil, nil, &rubric.InputError{File: BodyName, Field: "case", Msg: fmt.Sprintf("unknown case %q; this service grades: %s", id, strings.Join(s.ids, ", "))}
	}
	return resp, g, validate(g, resp)
}

// validate refuses, before a grading slot is taken, a response the
// grader cannot grade (no user or time anywhere): 400 with the CLI's
// message.
func validate(g Grader, resp *rubric.Response) error {
	if v, ok := g.(interface{ Validate(*rubric.Response) error }); ok {
		return v.Validate(resp)
	}
	return nil
}

// acquire takes a grading slot, waiting up to QueueWait. It fails when
// none frees in time or the client goes away.
func (s *Service) acquire(ctx context.Context) (func(), bool) {
	release := func() { <-s.slots }
	select {
	case s.slots <- struct{}{}:
		return release, true
	default:
	}
	t := time.NewTimer(s.cfg.QueueWait)
	defer t.Stop()
	select {
	case s.slots <- struct{}{}:
		return release, true
	case <-t.C:
	case <-ctx.Done():
	}
	return nil, false
}

// StatusClientClosed is the status the metrics record for a request whose
// client went away before the reply (nginx's 499); nothing is sent.
const StatusClientClosed = 499

func clientGone(w http.ResponseWriter) {
	if sw, ok := w.(*statusWriter); ok {
		sw.code = StatusClientClosed
	}
}
