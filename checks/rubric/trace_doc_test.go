package rubric

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/retrieval"
)

// TestParseTraceOtherIndex: an entry of another system's index names its
// document and carries its text; its chunk_id is that system's and may
// be absent.
func TestParseTraceOtherIndex(t *testing.T) {
	r, err := ParseResponse("r.json", []byte(`{"answer": "a", "retrieved": [
 {"doc": "VLT-0001", "chunk_id": "their-id-17", "rank": 1, "text": "The party seeking"},
 {"doc": "s3://kb/bremen.pdf", "text": "must show", "score": 0.5},
 {"chunk_id": "VLT-0001#c3", "rank": 3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []retrieval.Retrieved{
		{Doc: "VLT-0001", ChunkID: "their-id-17", Rank: 1, Text: "The party seeking"},
		{Doc: "s3://kb/bremen.pdf", Rank: 2, Score: 0.5, Text: "must show"},
		{ChunkID: "VLT-0001#c3", Rank: 3},
	}
	if !reflect.DeepEqual(r.Retrieved, want) {
		t.Errorf("trace = %+v\nwant %+v", r.Retrieved, want)
	}
}

func TestParseTraceOtherIndexErrors(t *testing.T) {
	tests := []struct{ name, text, field, msg string }{
		{"doc without text", `{"answer": "a", "retrieved": [{"doc": "VLT-0001", "chunk_id": "x"}]}`, "retrieved[0].text", `required with "doc"`},
		{"doc with blank text", `{"answer": "a", "retrieved": [{"doc": "VLT-0001", "text": "  "}]}`, "retrieved[0].text", `required with "doc"`},
		{"empty doc", `{"answer": "a", "retrieved": [{"doc": "", "text": "x"}]}`, "retrieved[0].doc", "a document name"},
		{"doc not a string", `{"answer": "a", "retrieved": [{"doc": 7, "text": "x"}]}`, "retrieved[0].doc", "a document name"},
		{"doc in another case", `{"answer": "a", "retrieved": [{"Doc": "VLT-0001", "text": "x"}]}`, "retrieved[0].Doc", `did you mean "doc"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseResponse("r.json", []byte(tt.text))
			var ie *InputError
			if !errors.As(err, &ie) || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("err = %v, want field %q with %q", err, tt.field, tt.msg)
			}
		})
	}
}
