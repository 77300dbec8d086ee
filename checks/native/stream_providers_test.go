package native

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestProviderStreams: Cohere Chat v2, Azure "on your data" and OpenAI
// Assistants streams (testdata, written by make_streams.py with invented
// lease text) were refused as "not one JSON object". Each is assembled
// into the object the non-streamed call returns and decoded exactly as
// that object is: the same answer, citations, trace and time. A stream
// cut short, one that failed, one whose final object revises what its
// events showed, or whose events add a citation the final object lacks,
// is bad input naming the place.
func TestProviderStreams(t *testing.T) {
	dec, err := Decoder(Auto)
	if err != nil {
		t.Fatal(err)
	}
	read := func(t *testing.T, name string) ([]byte, *rubric.Response, error) {
		t.Helper()
		path := filepath.Join("testdata", name)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := dec(path, data)
		return data, r, err
	}
	for _, tt := range []struct {
		stream, whole, format string
		events                int      // stream_events in the metadata
		refused               []string // the bad-input message's words, when refused
	}{
		{"cohere-stream.json", "cohere-whole.json", "cohere", 31, nil},
		{"cohere-stream-sse.json", "cohere-whole.json", "cohere", 31, nil},
		{"azure-stream.sse", "azure-whole.json", "azure-on-your-data", 48, nil},
		{"azure-stream.jsonl", "azure-whole.json", "azure-on-your-data", 48, nil},
		{"assistants-stream.sse", "assistants-whole.json", "openai-assistants", 35, nil},
		{"assistants-stream.jsonl", "assistants-whole.json", "openai-assistants", 35, nil},
		{"assistants-stream-objects.jsonl", "assistants-whole.json", "openai-assistants", 35, nil},

		{"cohere-stream-cut.json", "", "", 0, []string{"end without message-end", "cut short"}},
		{"cohere-stream-error.json", "", "", 0, []string{`finished with "ERROR" (delta.finish_reason)`}},
		{"cohere-stream-citation-twice.json", "", "", 0, []string{"citation 0 is begun again"}},
		{"cohere-stream-offsets-past.json", "", "", 0, []string{"response.message.citations[0]", "do not slice its text"}},
		{"cohere-events-alone.jsonl", "", "", 0, []string{`give {"request": <Chat v2 request with "documents">`}},
		{"azure-stream-cut.sse", "", "", 0, []string{"end without a finish_reason", "cut short"}},
		{"azure-stream-two-contexts.sse", "", "", 0, []string{"gives another delta.context than the chunk at line 3"}},
		{"azure-stream-error.sse", "", "", 0, []string{"is an error: the stream failed"}},
		{"azure-stream-after-finish.sse", "", "", 0, []string{`streams more of the answer after finish_reason "stop"`}},
		{"assistants-stream-cut.sse", "", "", 0, []string{"end without thread.run.completed", "cut short"}},
		{"assistants-stream-failed.sse", "", "", 0, []string{"(thread.run.failed): the run ended failed"}},
		{"assistants-stream-revised.sse", "", "", 0, []string{`annotation 1 of message "msg_lease" content[0] as streamed is not the completed message's`, "[file_citation.file_id]"}},
		{"assistants-stream-extra-annotation.sse", "", "", 0, []string{"annotation 2 of message \"msg_lease\" content[0] was streamed, and the completed message has no such annotation"}},
		{"assistants-stream-step-twice.sse", "", "", 0, []string{`run step "step_lease" is given again with other content after it completed`}},
		{"assistants-stream-message-never-completed.sse", "", "", 0, []string{`text was streamed for message "msg_other", which never completed`}},
		{"assistants-stream-unstreamed-part.sse", "", "", 0, []string{`content[1] of message "msg_lease" holds text that no thread.message.delta streamed`}},
		{"assistants-stream-text-revised.sse", "", "", 0, []string{"the text streamed for content[0] of message \"msg_lease\" is not the completed message's text"}},
	} {
		t.Run(tt.stream, func(t *testing.T) {
			data, got, err := read(t, tt.stream)
			if tt.refused != nil {
				var ie *rubric.InputError
				if !errors.As(err, &ie) {
					t.Fatalf("err = %v, want bad input", err)
				}
				for _, m := range tt.refused {
					if !strings.Contains(err.Error(), m) {
						t.Errorf("%v\ndoes not say %q", err, m)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("bad input (%v); want it read", err)
			}
			if f := Detect(data); f != tt.format {
				t.Errorf("detected as %q, want %q", f, tt.format)
			}
			_, want, err := read(t, tt.whole)
			if err != nil {
				t.Fatal(err)
			}
			if got.Answer != want.Answer {
				t.Errorf("answer %q\nwant %q", got.Answer, want.Answer)
			}
			if len(want.Structured) == 0 || !reflect.DeepEqual(got.Structured, want.Structured) {
				t.Errorf("citations %+v\nwant %+v", got.Structured, want.Structured)
			}
			if len(want.Retrieved) == 0 || !reflect.DeepEqual(got.Retrieved, want.Retrieved) {
				t.Errorf("trace %+v\nwant %+v", got.Retrieved, want.Retrieved)
			}
			if !reflect.DeepEqual(got.AskedAt, want.AskedAt) || got.AtSource != want.AtSource || got.Model != want.Model {
				t.Errorf("asked at %v (%s), model %q; want %v (%s), %q", got.AskedAt, got.AtSource, got.Model, want.AskedAt, want.AtSource, want.Model)
			}
			var m map[string]any
			_ = json.Unmarshal(got.Metadata, &m)
			if m["stream_events"] != float64(tt.events) {
				t.Errorf("metadata %s: want stream_events %d", got.Metadata, tt.events)
			}
		})
	}
}
