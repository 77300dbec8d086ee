package service

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// TestRequestLog: one JSON record per request with method, path, status,
// duration and run ID, and nothing of the body or the token.
func TestRequestLog(t *testing.T) {
	var logs bytes.Buffer
	_, ts := newTest(t, Config{Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
	secretAnswer := "ok and a secret sentence of the answer"
	for _, body := range []string{`{"run_id": "r/logged", "answer": "` + secretAnswer + `"}`, `{"answer": `} {
		req, _ := http.NewRequest("POST", ts.URL+PathGrade+"?token=in-the-query", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+testToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d log records, want 2:\n%s", len(lines), logs.String())
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec["method"] != "POST" || rec["path"] != PathGrade || rec["status"] != float64(200) || rec["run_id"] != "r/logged" || rec["duration_ms"] == nil {
		t.Errorf("record %v lacks method, path, status, run ID or duration", rec)
	}
	if !strings.Contains(lines[1], `"status":400`) {
		t.Errorf("the bad request was not logged with its status: %s", lines[1])
	}
	for _, secret := range []string{"secret sentence", testToken, "in-the-query"} {
		if strings.Contains(logs.String(), secret) {
			t.Errorf("the log holds %q", secret)
		}
	}
}
