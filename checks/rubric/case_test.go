package rubric

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const goodCase = `{
  "id": "fs",
  "title": "Forum selection",
  "instructions": "What must a party show?",
  "vault": "vault",
  "user": "u-1",
  "asked_at": "2026-06-15T14:00:00Z",
  "topic": {"label": "forum selection", "terms": ["forum selection"]},
  "extra": {"ignored": true},
  "criteria": [
    {"id": "C-001", "title": "Exist", "match_criteria": "PASS if ...", "check": "citations-exist"},
    {"id": "C-006", "title": "Topic", "match_criteria": "PASS if ...", "is_negative": true, "check": "passages-on-topic"},
    {"id": "C-100", "title": "Harvey style", "match_criteria": "PASS if ..."}
  ]
}`

func TestLoadCase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "case.json")
	if err := os.WriteFile(path, []byte(goodCase), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := LoadCase(path)
	if err != nil {
		t.Fatal(err)
	}
	if c.ID != "fs" || len(c.Criteria) != 3 || !c.Criteria[1].IsNegative || c.Criteria[2].Check != "" {
		t.Errorf("case not read as written: %+v", c)
	}
	if c.VaultPath != filepath.Join(dir, "vault") {
		t.Errorf("VaultPath %q, want relative to the case file", c.VaultPath)
	}
	if !c.AskedAt.Equal(time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)) || c.User != "u-1" {
		t.Errorf("defaults not read: %v %q", c.AskedAt, c.User)
	}
	if !strings.HasPrefix(c.Hash, "sha256:") {
		t.Errorf("hash %q", c.Hash)
	}
}

func TestLoadCaseErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line       int
		field, msg string
	}{
		{"malformed", "{\n \"title\": \"x\",\n \"instructions\": ,\n}", 3, "instructions", "malformed JSON"},
		{"not an object", `["x"]`, 1, "", "want a JSON object"},
		{"missing title", `{"instructions": "q", "criteria": []}`, 1, "title", "required key missing"},
		{"missing criteria", `{"title": "t", "instructions": "q"}`, 1, "criteria", "required key missing"},
		{"empty criteria", `{"title": "t", "instructions": "q", "criteria": []}`, 1, "criteria", "at least one"},
		{"title not string", "{\"title\": 3,\n \"instructions\": \"q\", \"criteria\": []}", 1, "title", "want a string"},
		{"criterion missing match", "{\"title\": \"t\", \"instructions\": \"q\", \"criteria\": [\n  {\"id\": \"C-1\", \"title\": \"x\"}\n]}", 2, "criteria[0].match_criteria", "required key missing"},
		{"duplicate id", "{\"title\": \"t\", \"instructions\": \"q\", \"criteria\": [\n{\"id\": \"C-1\", \"title\": \"x\", \"match_criteria\": \"m\"},\n{\"id\": \"C-1\", \"title\": \"y\", \"match_criteria\": \"m\"}]}", 3, "criteria[1].id", "duplicate criterion id \"C-1\""},
		{"unknown check", "{\"title\": \"t\", \"instructions\": \"q\", \"criteria\": [\n{\"id\": \"C-1\", \"title\": \"x\", \"match_criteria\": \"m\",\n \"check\": \"citations-exists\"}]}", 3, "criteria[0].check", `unknown check "citations-exists"`},
		{"internal check name", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "check": "judge:criterion"}]}`, 1, "criteria[0].check", "unknown check"},
		{"topic needed", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "check": "passages-on-topic"}]}`, 1, "topic.terms", "needs at least one topic term"},
		{"bad time", "{\"title\": \"t\", \"instructions\": \"q\",\n\"asked_at\": \"June 15\", \"criteria\": []}", 2, "asked_at", "not an RFC 3339 time"},
		{"is_negative not bool", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "is_negative": "yes"}]}`, 1, "criteria[0].is_negative", "want true or false"},
		{"duplicate key", "{\"title\": \"t\",\n\"title\": \"u\", \"instructions\": \"q\", \"criteria\": []}", 2, "title", "duplicate key"},
		{"trailing data", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m"}]} {}`, 1, "", "trailing data"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseCase("case.json", []byte(tt.text))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v (%T), want *InputError", err, err)
			}
			if ie.File != "case.json" || ie.Line != tt.line || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("got %q (line %d, field %q), want line %d field %q containing %q", ie.Error(), ie.Line, ie.Field, tt.line, tt.field, tt.msg)
			}
			if ie.ExitCode() != 2 {
				t.Errorf("exit code %d", ie.ExitCode())
			}
		})
	}
}

func TestLoadCaseUnreadable(t *testing.T) {
	_, err := LoadCase(filepath.Join(t.TempDir(), "nope.json"))
	var ie *InputError
	if !errors.As(err, &ie) || !strings.Contains(ie.Error(), "nope.json") {
		t.Fatalf("got %v", err)
	}
}
