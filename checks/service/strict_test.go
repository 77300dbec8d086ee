package service

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
)

// The service reads a request as strictly as the CLI reads a file (issue
// 11): unknown keys and keys in another case are a 400 naming the key,
// and with RequireTrace a request without a trace is refused.
func TestRequestsAreReadStrictly(t *testing.T) {
	c, ix := checkstest.Fixture(t)
	strict, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, RequireTrace: true, Clock: func() time.Time { return checkstest.Clock }})
	if err != nil {
		t.Fatal(err)
	}
	_, ts := newTest(t, Config{Graders: []Grader{strict}})
	clean, err := os.ReadFile(filepath.Join(suite, "responses", "clean-vault-ids.json"))
	if err != nil {
		t.Fatal(err)
	}
	noTrace, _ := os.ReadFile(filepath.Join(suite, "responses", "no-trace-answer.json"))
	tests := []struct {
		name, body string
		code       int
		msg        string
	}{
		{"clean", string(clean), 200, ""},
		{"the case key is accepted", strings.Replace(string(clean), `"model":`, `"case": "`+c.ID+`", "model":`, 1), 200, ""},
		{"Case in another case", strings.Replace(string(clean), `"model":`, `"Case": "x", "model":`, 1), 400, "request body:3: Case: unknown key"},
		{"askedAt", strings.Replace(string(clean), `"asked_at"`, `"askedAt"`, 1), 400, `askedAt`},
		{"Chunk_Id beside chunk_id", strings.Replace(string(clean), `"chunk_id": "VLT-0001#c4",`, `"chunk_id": "VLT-0001#c4", "Chunk_Id": "VLT-0011#c999",`, 1), 400, "Chunk_Id"},
		{"no trace with RequireTrace", string(noTrace), 400, "--require-trace"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, body := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, tt.body)
			if code != tt.code || !strings.Contains(body, tt.msg) {
				t.Errorf("%d %s, want %d with %q", code, body, tt.code, tt.msg)
			}
		})
	}
}

// Replies withhold the text of documents the asker could not read,
// unless the service was started with ShowDenied, and say which.
func TestRepliesAreRedactedByDefault(t *testing.T) {
	g := realGrader(t)
	body, err := os.ReadFile(filepath.Join(suite, "responses", "walled-document-cited.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, show := range []bool{false, true} {
		_, ts := newTest(t, Config{Graders: []Grader{g}, ShowDenied: show})
		code, _, reply := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, string(body))
		want := `"denied_text":"withheld"`
		if show {
			want = `"denied_text":"shown"`
		}
		if code != 200 || !strings.Contains(reply, want) {
			t.Errorf("ShowDenied=%v: %d, reply lacks %s", show, code, want)
		}
		if !show && (strings.Contains(reply, "Do not discuss the forum-selection strategy") || strings.Contains(reply, "screened from one associate who")) {
			t.Error("a default reply shows the walled document's text")
		}
	}
}
