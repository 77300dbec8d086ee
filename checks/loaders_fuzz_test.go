package checks

import (
	"bytes"
	"errors"
	"github.com/citecheck/citecheck/checks/rubric"
	"testing"
	"unicode/utf8"
)

// inputErrorSane checks that a loader error is an *InputError naming the
// file and a line that exists in data (0 meaning the whole file).
func inputErrorSane(t *testing.T, err error, file string, data []byte) {
	t.Helper()
	var ie *rubric.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error is %T, not *InputError: %v", err, err)
	}
	if ie.File != file {
		t.Fatalf("error names %q, want %q: %v", ie.File, file, err)
	}
	if lines := bytes.Count(data, []byte{'\n'}) + 1; ie.Line < 0 || ie.Line > lines {
		t.Fatalf("error names line %d of a %d-line file: %v", ie.Line, lines, err)
	}
	if ie.Msg == "" {
		t.Fatalf("error without a message: %#v", ie)
	}
}

// FuzzParseCase parses arbitrary case files. ParseCase must never panic;
// it fails with an *InputError naming the file and a real line, or
// returns a case whose criteria have unique non-empty IDs and known
// checks.
func FuzzParseCase(f *testing.F) {
	for _, s := range []string{
		`{"title": "T", "instructions": "I", "criteria": [{"id": "C-001", "title": "t", "match_criteria": "m", "check": "citations-exist"}]}`,
		`{"id": "x", "title": "T", "instructions": "I", "vault": "vault", "user": "u", "asked_at": "2026-06-15T14:00:00Z",
 "topic": {"label": "forum", "terms": ["forum selection"]},
 "criteria": [{"id": "C-006", "title": "t", "match_criteria": "m", "is_negative": true, "check": "passages-on-topic"},
  {"id": "C-010", "title": "free", "match_criteria": "anything"}]}`,
		`{"title": "T", "instructions": "I", "criteria": [{"id": "C-001", "title": "t", "match_criteria": "m", "check": "citations-exists"}]}`,
		`{"title": "T", "instructions": "I", "criteria": [{"id": "A", "title": "t", "match_criteria": "m"}, {"id": "A", "title": "t", "match_criteria": "m"}]}`,
		`{"title": "T", "instructions": "I", "asked_at": "2026-02-30T00:00:00Z", "criteria": []}`,
		`{"title": "T", "instructions": "I", "asked_at": "10000-01-01T00:00:00Z", "criteria": [{}]}`,
		`{"title": 1, "instructions": null, "criteria": {}}`,
		`{"title": "T", "title": "U"}`,
		`{"title": "T", "instructions": "I", "criteria": [`,
		`[]`,
		"{\"title\": \"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := rubric.ParseCase("case.json", data)
		if err != nil {
			inputErrorSane(t, err, "case.json", data)
			return
		}
		if len(c.Criteria) == 0 {
			t.Fatal("a case without criteria was accepted")
		}
		seen := map[string]bool{}
		for _, cr := range c.Criteria {
			if cr.ID == "" || seen[cr.ID] {
				t.Fatalf("empty or duplicate criterion id %q accepted", cr.ID)
			}
			seen[cr.ID] = true
			if _, err := BindingFor(cr); err != nil {
				t.Fatalf("criterion %s: accepted but cannot be bound: %v", cr.ID, err)
			}
		}
	})
}

// FuzzParseResponse parses arbitrary response bodies (the CLI's JSON
// responses and the service's request bodies share this parser). It must
// never panic; it fails with an *InputError naming the file and a real
// line, or returns a response whose answer is valid UTF-8 and whose trace
// entries all name a chunk.
func FuzzParseResponse(f *testing.F) {
	for _, s := range []string{
		`{"answer": "See [VLT-0001, p. 10]."}`,
		`{"run_id": "a/b/c", "model": "m", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "question": "q", "answer": "x",
 "retrieved": [{"chunk_id": "VLT-0001#c3", "rank": 1, "text": "t"}, {"chunk_id": "VLT-0002#c1"}]}`,
		`{"answer": "x", "retrieved": null}`,
		`{"answer": "x", "retrieved": [{"rank": 1}]}`,
		`{"answer": "x", "retrieved": [{"chunk_id": 5}]}`,
		`{"answer": 5}`,
		`{"answer": "x", "asked_at": "2026-02-30T14:00:00Z"}`,
		`{"answer": "x", "asked_at": "10000-01-01T00:00:00Z"}`,
		`{"answer": "x", "answer": "y"}`,
		`{"run_id": "../../etc/passwd", "answer": "x"}`,
		`{"answer": "x"`,
		`{"answer": "x"} {}`,
		"{\"answer\": \"\xff\xfe\"}",
		`{"answer": "\ud800"}`,
		``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := rubric.ParseResponse("response.json", data)
		if err != nil {
			inputErrorSane(t, err, "response.json", data)
			return
		}
		if !utf8.ValidString(r.Answer) {
			t.Fatalf("accepted an answer that is not valid UTF-8: %q", r.Answer)
		}
		for i, e := range r.Retrieved {
			if e.ChunkID == "" {
				t.Fatalf("trace entry %d has no chunk_id", i)
			}
		}
		if id := SanitizeRunID(r.RunID); id == "" || id[0] == '/' || bytes.Contains([]byte("/"+id+"/"), []byte("/../")) {
			t.Fatalf("run id %q sanitises to unsafe %q", r.RunID, id)
		}
	})
}
