package grade

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestNativeStreams: a saved stream (testdata/native-probes, written by
// make_streams.py from the native suite's clean fixtures) was refused
// as "not one JSON object", and a LangChain output serialised another
// way than model_dump as missing its page_content. Assembled into the object it stands for, it
// is graded exactly as that object: every criterion's verdict and
// reasoning the same. A stream cut short, or whose final object revises
// what an event gave, is bad input naming it.
func TestNativeStreams(t *testing.T) {
	g := nativeGrader(t)
	dec, err := native.Decoder(native.Auto)
	if err != nil {
		t.Fatal(err)
	}
	parse := func(t *testing.T, path string) (*rubric.Response, error) {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return rubric.ParseResponseLimited(path, data, rubric.ResponseOptions{Decode: dec})
	}
	for _, tt := range []struct {
		stream, whole, format string
		refused               []string // the bad-input message's words, when refused
	}{
		{"openai-responses-stream.jsonl", "openai-responses-clean.json", "openai-responses", nil},
		{"openai-responses-stream.sse", "openai-responses-clean.json", "openai-responses", nil},
		{"anthropic-stream.json", "anthropic-clean.json", "anthropic", nil},
		{"bedrock-kb-stream.jsonl", "bedrock-kb-clean.json", "bedrock-kb", nil},
		{"bedrock-kb-stream-deprecated.jsonl", "bedrock-kb-clean.json", "bedrock-kb", nil},
		// The same LangChain chain output saved by langchain_core's dumpd
		// and by LangChain.js: refused before ("page_content: required
		// field missing").
		{"langchain-dumpd.json", "langchain-clean.json", "langchain", nil},
		{"langchain-js.json", "langchain-clean.json", "langchain", nil},
		// Gemini streamGenerateContent chunks (a JSON array, or alt=sse),
		// non-ASCII text before the segments, byte offsets over the whole
		// answer.
		{"gemini-stream.json", "gemini-clean.json", "gemini", nil},
		{"gemini-stream.sse", "gemini-clean.json", "gemini", nil},
		{"gemini-stream-two-groundings.json", "", "", []string{"chunk 11 gives other groundingMetadata than chunk 1"}},
		{"openai-responses-stream-revised.jsonl", "", "", []string{"annotation 1 of output[1].content[0] as streamed is not the final response's annotation 1", "[file_id filename]"}},
		{"openai-responses-stream-cut.jsonl", "", "", []string{"ends without response.completed", "cut short"}},
		{"anthropic-stream-cut.json", "", "", []string{"end without message_stop", "cut short"}},
		// Cohere Chat v2 events inside the cohere wrapper (a list, and
		// the wire's text as one string), Azure "on your data"
		// chat.completion.chunk data: lines, an OpenAI Assistants run's
		// event:/data: lines: refused before as "not one JSON object".
		{"cohere-stream.json", "cohere-clean.json", "cohere", nil},
		{"cohere-stream-sse.json", "cohere-clean.json", "cohere", nil},
		{"azure-on-your-data-stream.sse", "azure-on-your-data-clean.json", "azure-on-your-data", nil},
		{"openai-assistants-stream.sse", "openai-assistants-clean.json", "openai-assistants", nil},
		{"cohere-stream-cut.json", "", "", []string{"end without message-end", "cut short"}},
		{"azure-on-your-data-stream-cut.sse", "", "", []string{"end without a finish_reason", "cut short"}},
		{"openai-assistants-stream-revised.sse", "", "", []string{`annotation 1 of message "msg_01" content[0] as streamed is not the completed message's annotation 1`, "[file_citation.file_id]"}},
	} {
		t.Run(tt.stream, func(t *testing.T) {
			path := filepath.Join("testdata", "native-probes", tt.stream)
			data, _ := os.ReadFile(path)
			if got := native.Detect(data); got != tt.format {
				t.Fatalf("detected as %q, want %q", got, tt.format)
			}
			resp, err := parse(t, path)
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
				t.Fatalf("bad input (%v); want it graded", err)
			}
			whole, err := parse(t, filepath.Join(nativeSuite, "responses", tt.whole))
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			want, _, err := g.Grade(context.Background(), whole)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.CriteriaResults) != len(want.CriteriaResults) || len(got.CriteriaResults) == 0 {
				t.Fatalf("%d criteria, want %d", len(got.CriteriaResults), len(want.CriteriaResults))
			}
			for k, w := range want.CriteriaResults {
				c := got.CriteriaResults[k]
				if c.ID != w.ID || c.Verdict != w.Verdict || c.Reasoning != w.Reasoning {
					t.Errorf("%s %s: %s\nwant %s %s: %s", c.ID, c.Verdict, c.Reasoning, w.ID, w.Verdict, w.Reasoning)
				}
			}
		})
	}
}
