package native

import (
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestCohereToolResults: tool-use RAG. A tool message's documents are
// trace entries named by their document id, else by
// "<tool_call_id>:<position>" as Chat v2 names tool sources; a source the
// request does not hold is read from its tool_output; bad shapes are bad
// input naming the field.
func TestCohereToolResults(t *testing.T) {
	const answer = "Fraud defeats a forum clause."
	wrap := func(toolMsg, sources string) string {
		msgs := `{"role": "user", "content": "q"}`
		if toolMsg != "" {
			msgs += `, ` + toolMsg
		}
		return `{"request": {"model": "command-a", "messages": [` + msgs + `]}, "response": {"id": "r", "message": {"role": "assistant",` +
			`"content": [{"type": "text", "text": "` + answer + `"}], "citations": [{"start": 0, "end": 29, "text": "` + answer + `", "type": "TEXT_CONTENT", "sources": [` + sources + `]}]}}}`
	}
	doc := `{\"title\": \"Practice Note\", \"text\": \"Fraud defeats it.\", \"url\": \"kb/note.docx\"}`
	tests := []struct {
		name, data string
		entries    []string // trace entries' chunk IDs
		cites      [][]int  // each citation's trace entries
		names      string   // the first citation's first name
		field, msg string   // a bad-input error
	}{
		{"a JSON string document, named by call and position",
			wrap(`{"role": "tool", "tool_call_id": "call_1", "content": [{"type": "document", "document": {"data": "`+doc+`"}}]}`, `{"type": "tool", "id": "call_1:0"}`),
			[]string{"call_1:0"}, [][]int{{0}}, "kb/note.docx", "", ""},
		{"a document with its own id",
			wrap(`{"role": "tool", "tool_call_id": "call_1", "content": [{"type": "text", "text": "preamble"}, {"type": "document", "document": {"id": "pn-3", "data": {"title": "Practice Note", "text": "Fraud defeats it."}}}]}`, `{"type": "document", "id": "pn-3"}`),
			[]string{"call_1:0", "pn-3"}, [][]int{{1}}, "Practice Note", "", ""},
		{"a plain string tool result",
			wrap(`{"role": "tool", "tool_call_id": "call_1", "content": "Fraud defeats it."}`, `{"type": "tool", "id": "call_1:0"}`),
			[]string{"call_1:0"}, [][]int{{0}}, "", "", ""},
		{"only the response's tool_output",
			wrap("", `{"type": "tool", "id": "call_9:0", "tool_output": {"title": "Practice Note", "text": "Fraud defeats it."}}`),
			[]string{"call_9:0"}, [][]int{{0}}, "Practice Note", "", ""},
		{"a source neither the request nor the response holds",
			wrap("", `{"type": "tool", "id": "call_9:0"}`),
			nil, [][]int{nil}, "call_9:0", "", ""},
		{"a tool message without its call id",
			wrap(`{"role": "tool", "content": "x"}`, `{"type": "tool", "id": "call_1:0"}`),
			nil, nil, "", "request.messages[1].tool_call_id", "names the tool call"},
		{"an unknown tool content type",
			wrap(`{"role": "tool", "tool_call_id": "call_1", "content": [{"type": "image", "url": "x"}]}`, `{"type": "tool", "id": "call_1:0"}`),
			nil, nil, "", "request.messages[1].content[0].type", `unknown tool content type "image"`},
		{"two tool results under one id",
			wrap(`{"role": "tool", "tool_call_id": "call_1", "content": [{"type": "document", "document": {"id": "d", "data": {"text": "a"}}}, {"type": "document", "document": {"id": "d", "data": {"text": "b"}}}]}`, `{"type": "document", "id": "d"}`),
			nil, nil, "", "request.messages[1].content[1]", `tool result id "d" is also the id of d`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := decode(t, "cohere", []byte(tt.data))
			if tt.field != "" {
				var ie *rubric.InputError
				if !errors.As(err, &ie) || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
					t.Fatalf("err = %v, want field %q with %q", err, tt.field, tt.msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, e := range r.Retrieved {
				ids = append(ids, e.ChunkID)
			}
			if strings.Join(ids, ",") != strings.Join(tt.entries, ",") {
				t.Errorf("trace %v, want %v", ids, tt.entries)
			}
			if len(r.Structured) != len(tt.cites) {
				t.Fatalf("%d citations, want %d", len(r.Structured), len(tt.cites))
			}
			for i, sc := range r.Structured {
				if len(sc.Retrieved) != len(tt.cites[i]) || (len(sc.Retrieved) > 0 && sc.Retrieved[0] != tt.cites[i][0]) {
					t.Errorf("citation %d names entries %v, want %v", i, sc.Retrieved, tt.cites[i])
				}
			}
			if tt.names != "" && (len(r.Structured[0].Names) == 0 || !hasName(r.Structured[0].Names, tt.names)) {
				t.Errorf("citation names %v lack %q", r.Structured[0].Names, tt.names)
			}
		})
	}
}

func hasName(ns []rubric.DocName, v string) bool {
	for _, n := range ns {
		if n.Value == v {
			return true
		}
	}
	return false
}

// TestCohereWebNamed: a tool result is marked as a possible web page
// only when an http(s) URL (with at most a title) is all that names it;
// an id, another URI or a file name is the firm's, and is graded.
func TestCohereWebNamed(t *testing.T) {
	for _, tt := range []struct {
		names []rubric.DocName
		want  bool
	}{
		{names("uri", "https://www.law.cornell.edu/wex/forum_selection_clause", "title", "Forum selection clause"), true},
		{names("uri", "http://example.org/a"), true},
		{names("title", "Forum selection clause"), false},
		{names("id", "pn-3", "uri", "https://kb.example.com/pn-3"), false},
		{names("uri", "s3://kb/note.docx"), false},
		{names("uri", "kb/note.docx", "title", "Practice Note"), false},
		{names("uri", "https://x.example/a", "filename", "note.docx"), false},
		{names("uri", "https:///no-host"), false},
		{nil, false},
	} {
		if got := webNamed(tt.names); got != tt.want {
			t.Errorf("webNamed(%v) = %v, want %v", tt.names, got, tt.want)
		}
	}
}
