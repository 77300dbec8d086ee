package grade

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// fixtureResponse loads a fixture response with edits applied to its
// JSON text (old -> new, each of which must occur), from a temporary
// copy so the error messages name a real file.
func fixtureResponse(t *testing.T, name string, edits ...string) *rubric.Response {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(suiteDir, "responses", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(s, edits[i]) {
			t.Fatalf("%s: %q not in the response", name, edits[i])
		}
		s = strings.Replace(s, edits[i], edits[i+1], 1)
	}
	path := filepath.Join(t.TempDir(), name+".json")
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := rubric.LoadResponse(path, rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// verdictOf is criterion id's verdict and reasoning in s.
func verdictOf(s *report.Scores, id string) (checks.Verdict, string) {
	for _, cr := range s.CriteriaResults {
		if cr.ID == id {
			return cr.Verdict, cr.Reasoning
		}
	}
	return "", ""
}

// A response nobody is known to have asked is bad input: no user in the
// response, the case or a flag means nothing about access can be decided
// and nothing may be sent to a judge or written.
func TestGradeRequiresAUser(t *testing.T) {
	c, ix := openSuite(t)
	noUser := *c
	noUser.User = ""
	g, err := NewGrader(Options{Case: &noUser, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	resp := fixtureResponse(t, "clean-vault-ids", `"user": "u-assoc-17",`, ``)
	s, rep, err := g.Grade(context.Background(), resp)
	var ie *rubric.InputError
	if !errors.As(err, &ie) || ie.Field != "user" || ie.ExitCode() != 2 || s != nil || rep != nil {
		t.Fatalf("Grade without any user = %v, %v, %v; want *InputError on user (exit 2) and nothing graded", s, rep, err)
	}
	if err := g.Validate(resp); err == nil {
		t.Error("Validate accepted a response without a user")
	}
	// The same response with the user from the case is graded.
	g2, _ := NewGrader(Options{Case: c, Vault: ix})
	if _, _, err := g2.Grade(context.Background(), resp); err != nil {
		t.Errorf("the case's user must apply: %v", err)
	}
}

// 0001-01-01T00:00:00Z is Go's zero time. It used to read as "no time
// given", so the case's 2026 time applied and a user with no grant at
// year 1 passed C-002. It is a time like any other.
func TestYearOneIsATime(t *testing.T) {
	c, ix := openSuite(t)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	resp := fixtureResponse(t, "c002-pass-member-memo", `"asked_at": "2026-06-15T14:00:00Z"`, `"asked_at": "0001-01-01T00:00:00Z"`)
	s, rep, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	if rep.AskedAt != "0001-01-01T00:00:00Z" {
		t.Errorf("report asked_at = %q, want 0001-01-01T00:00:00Z", rep.AskedAt)
	}
	if v, why := verdictOf(s, "C-002"); v != checks.Fail || !strings.Contains(why, "VLT-0021") {
		t.Errorf("C-002 at year 1 = %s (%s), want fail: no grant is in force then", v, why)
	}
	// The same through ResponseOptions (--at).
	year1 := time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC)
	r2, err := rubric.LoadResponse(filepath.Join(suiteDir, "responses", "c002-pass-member-memo.json"), rubric.ResponseOptions{At: &year1})
	if err != nil {
		t.Fatal(err)
	}
	if s, _, err := g.Grade(context.Background(), r2); err != nil || func() bool { v, _ := verdictOf(s, "C-002"); return v != checks.Fail }() {
		t.Errorf("--at 0001-01-01T00:00:00Z must be graded at year 1: %v", err)
	}
}

// The response's "metadata" object is copied into report.json and read
// by no check: keys inside it that look like response keys change
// nothing.
func TestMetadataIsCopiedAndNeverRead(t *testing.T) {
	c, ix := openSuite(t)
	g, err := NewGrader(Options{Case: c, Vault: ix, Clock: func() time.Time { return time.Unix(0, 0) }})
	if err != nil {
		t.Fatal(err)
	}
	plain := fixtureResponse(t, "c002-ethical-wall")
	meta := `{"user": "u-partner-02", "retrieved": [], "tokens": {"prompt": 1200}, "tags": ["a", "b"]}`
	withMeta := fixtureResponse(t, "c002-ethical-wall", `"model": "acme-rag-v3",`, `"model": "acme-rag-v3", "metadata": `+meta+`,`)
	s1, _, err := g.Grade(context.Background(), plain)
	if err != nil {
		t.Fatal(err)
	}
	s2, rep, err := g.Grade(context.Background(), withMeta)
	if err != nil {
		t.Fatal(err)
	}
	if string(rep.Metadata) != meta {
		t.Errorf("report metadata = %s, want %s", rep.Metadata, meta)
	}
	for i := range s1.CriteriaResults {
		if s1.CriteriaResults[i].Verdict != s2.CriteriaResults[i].Verdict || s1.CriteriaResults[i].Reasoning != s2.CriteriaResults[i].Reasoning {
			t.Errorf("%s changed with metadata: %q vs %q", s1.CriteriaResults[i].ID, s1.CriteriaResults[i].Reasoning, s2.CriteriaResults[i].Reasoning)
		}
	}
	out, err := report.MarshalIndent(rep)
	if err != nil || !strings.Contains(string(out), `"prompt": 1200`) {
		t.Errorf("report.json does not carry the metadata: %v", err)
	}
}
