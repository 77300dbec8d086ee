package service

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWorkLimitsApplyToRequests: the limits on work that multiplies are
// the same for a request as for a file: a trace over --max-trace-entries
// is a 400 naming the limit, before a slot is taken.
func TestWorkLimitsApplyToRequests(t *testing.T) {
	_, ts := newTest(t, Config{Graders: []Grader{realGrader(t)}})
	data, err := os.ReadFile(filepath.Join(suite, "responses", "clean-bluebook.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	json.Unmarshal(data, &r)
	var trace []map[string]any
	for i := range 2001 {
		trace = append(trace, map[string]any{"chunk_id": fmt.Sprintf("VLT-0001#c%d", i%5+1), "rank": i + 1})
	}
	r["retrieved"] = trace
	body, _ := json.Marshal(r)
	req, _ := http.NewRequest("POST", ts.URL+PathGrade, strings.NewReader(string(body)))
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(got), "--max-trace-entries") {
		t.Fatalf("%d %s, want 400 naming --max-trace-entries", resp.StatusCode, got)
	}
}
