package report

import (
	"bytes"
	"testing"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/rubric"
)

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
			fixture.InputErrorSane(t, err, "response.json", data)
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
