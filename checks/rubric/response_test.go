package rubric

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLoadResponse(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	trace := write("trace.json", `[{"chunk_id": "VLT-0001#c1", "rank": 1}, {"chunk_id": "VLT-0002#c1", "text": "as seen"}]`)
	tests := []struct {
		name     string
		path     string
		opt      ResponseOptions
		runID    string
		user     string
		hasTrace bool
		nTrace   int
	}{
		{"json with trace", write("a.json", `{"run_id": "x/y", "user": "u-1", "asked_at": "2026-06-15T14:00:00Z", "answer": "A", "retrieved": [{"chunk_id": "VLT-0001#c1", "rank": 1}]}`), ResponseOptions{}, "x/y", "u-1", true, 1},
		{"json without trace", write("b.json", `{"answer": "A"}`), ResponseOptions{}, "", "", false, 0},
		{"json empty trace is a trace", write("c.json", `{"answer": "A", "retrieved": []}`), ResponseOptions{}, "", "", true, 0},
		{"flags override", write("d.json", `{"answer": "A", "user": "u-1"}`), ResponseOptions{User: "u-2", At: &at}, "", "u-2", false, 0},
		{"markdown", write("answer-7.md", "# Answer\n\nSee [VLT-0001]."), ResponseOptions{User: "u-3", At: &at, Retrieved: trace}, "answer-7", "u-3", true, 2},
		{"trace file object form", write("e.md", "text"), ResponseOptions{Retrieved: write("t2.json", `{"retrieved": [{"chunk_id": "VLT-0001#c1"}]}`)}, "e", "", true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := LoadResponse(tt.path, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.RunID != tt.runID || r.User != tt.user || r.HasTrace != tt.hasTrace || len(r.Retrieved) != tt.nTrace {
				t.Errorf("got run %q user %q trace %v/%d", r.RunID, r.User, r.HasTrace, len(r.Retrieved))
			}
			if tt.opt.At != nil && (r.AskedAt == nil || !r.AskedAt.Equal(*tt.opt.At)) {
				t.Errorf("at %v", r.AskedAt)
			}
		})
	}
	mdr, err := LoadResponse(filepath.Join(dir, "answer-7.md"), ResponseOptions{Retrieved: trace})
	if err != nil || mdr.Retrieved[1].Rank != 2 || mdr.Retrieved[1].Text != "as seen" {
		t.Errorf("trace rank defaults to position and keeps text: %+v %v", mdr, err)
	}
}

func TestLoadResponseErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line       int
		field, msg string
	}{
		{"no answer", `{"run_id": "x"}`, 1, "answer", "required key missing"},
		{"answer not string", "{\n\"answer\": 5}", 2, "answer", "want a string"},
		{"bad time", "{\"answer\": \"a\",\n\"asked_at\": \"yesterday\"}", 2, "asked_at", "not an RFC 3339 time"},
		{"trace not array", `{"answer": "a", "retrieved": {}}`, 1, "retrieved", "want a JSON array"},
		{"trace null", `{"answer": "a", "retrieved": null}`, 1, "retrieved", "got null"},
		{"entry without chunk", "{\"answer\": \"a\", \"retrieved\": [\n {\"chunk_id\": \"VLT-0001#c1\"},\n {\"rank\": 2}\n]}", 3, "retrieved[1].chunk_id", "required key missing"},
		{"entry rank not int", "{\"answer\": \"a\", \"retrieved\": [\n {\"chunk_id\": \"VLT-0001#c1\", \"rank\": \"one\"}]}", 2, "retrieved[0].rank", "want a positive integer"},
		// FORMATS.md: the response: keys are exact and known. encoding/json would match
		// these case-insensitively or drop them without a word.
		{"unknown key askedAt", "{\"answer\": \"a\",\n \"askedAt\": \"2026-06-15T14:00:00Z\"}", 2, "askedAt", `did you mean "asked_at"`},
		{"key in another case User", "{\"answer\": \"a\", \"User\": \"u-9\"}", 1, "User", `did you mean "user"`},
		{"unknown key entirely", "{\"answer\": \"a\", \"tokens\": 12}", 1, "tokens", "known keys: run_id"},
		{"entry key in another case beside the right one", "{\"answer\": \"a\", \"retrieved\": [\n {\"chunk_id\": \"VLT-0001#c1\", \"Chunk_Id\": \"VLT-0011#c2\"}]}", 2, "retrieved[0].Chunk_Id", `did you mean "chunk_id"`},
		{"entry unknown key", "{\"answer\": \"a\", \"retrieved\": [{\"chunk_id\": \"VLT-0001#c1\", \"source\": \"VLT-0001\"}]}", 1, "retrieved[0].source", "unknown key"},
		{"entry not an object", "{\"answer\": \"a\", \"retrieved\": [\"VLT-0001#c1\"]}", 1, "retrieved[0]", "want a JSON object"},
		{"metadata not an object", "{\"answer\": \"a\", \"metadata\": [1]}", 1, "metadata", "want a JSON object"},
		{"rank zero", "{\"answer\": \"a\", \"retrieved\": [{\"chunk_id\": \"VLT-0001#c1\", \"rank\": 0}]}", 1, "retrieved[0].rank", "positive integer"},
		{"empty user", "{\"answer\": \"a\", \"user\": \"\"}", 1, "user", "without surrounding white space"},
		{"offset beyond 23:59", "{\"answer\": \"a\", \"asked_at\": \"2026-06-15T14:00:00+24:00\"}", 1, "asked_at", "beyond +-23:59"},
		{"offset minute 60", "{\"answer\": \"a\", \"asked_at\": \"2026-06-15T14:00:00-23:60\"}", 1, "asked_at", "beyond +-23:59"},
		{"malformed", "{\"answer\": \"a\",\n\n \"model\" \"m\"}", 3, "model", "malformed JSON"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseResponse("r.json", []byte(tt.text))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v, want *InputError", err)
			}
			if ie.Line != tt.line || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("got %q (line %d field %q), want line %d field %q containing %q", ie.Error(), ie.Line, ie.Field, tt.line, tt.field, tt.msg)
			}
		})
	}
}
