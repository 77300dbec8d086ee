package batch

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSavedStream: a .jsonl file beginning with a provider stream's
// first event is one saved stream; a batch of responses, or of whole
// provider objects, is not.
func TestSavedStream(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		name, text string
		want       bool
	}{
		{"openai events", "\n{\"type\":\"response.created\",\"response\":{}}\n{\"type\":\"response.completed\",\"response\":{}}\n", true},
		{"bedrock events", "{\"output\":{\"text\":\"A\"}}\n{\"citation\":{}}\n", true},
		{"a batch of responses", "{\"run_id\":\"r\",\"answer\":\"A\"}\n{\"run_id\":\"s\",\"answer\":\"B\"}\n", false},
		{"a batch of provider objects", "{\"object\":\"response\",\"output\":[]}\n", false},
		{"a batch of bedrock responses", "{\"output\":{\"text\":\"A\"},\"citations\":[]}\n", false},
		{"empty", "", false},
	} {
		path := filepath.Join(dir, tt.name+".jsonl")
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := savedStream(path); got != tt.want {
			t.Errorf("%s: savedStream = %v, want %v", tt.name, got, tt.want)
		}
	}
	if savedStream(filepath.Join(dir, "missing.jsonl")) {
		t.Error("a missing file is a saved stream")
	}
}
