package grade

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestNativeEmptyDocumentRetrievesNothing: an Anthropic request's text
// (or content) document that carries no text sent the model nothing, so
// it must not count as the whole Vault document retrieved (it did: every
// chunk of the practice note counted, and a ¶ 5 pin passed C-005 and
// C-006); a document sent as a PDF, whose text the response does not
// carry, still retrieves the whole document.
func TestNativeEmptyDocumentRetrievesNothing(t *testing.T) {
	c, ix := openSuiteAt(t, nativeSuite)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	dec, err := native.Decoder("anthropic")
	if err != nil {
		t.Fatal(err)
	}
	answer := `A non-negotiated choice-of-forum term in a consumer form contract may be enforced, but it is subject to judicial scrutiny for fundamental fairness [VLT-0017, ¶ 5].`
	object := func(source string) string {
		return `{"request": {"model": "claude", "max_tokens": 100, "messages": [{"role": "user", "content": [` +
			`{"type": "document", "title": "practice-note-2026-03.docx", "source": ` + source + `}, {"type": "text", "text": "When is a forum clause enforced?"}]}]},` +
			`"response": {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude", "created_at": 0,` +
			`"content": [{"type": "text", "text": "` + answer + `"}]}}`
	}
	for _, tt := range []struct{ name, source, want string }{
		{"a text document with no text", `{"type": "text", "media_type": "text/plain", "data": ""}`, "fail"},
		{"a text document of white space", `{"type": "text", "media_type": "text/plain", "data": "  \n "}`, "fail"},
		{"a content document with no blocks", `{"type": "content", "content": []}`, "fail"},
		{"a PDF sent whole", `{"type": "base64", "media_type": "application/pdf", "data": "JVBERi0xLjQK"}`, "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := rubric.ParseResponseLimited("r.json", []byte(object(tt.source)), rubric.ResponseOptions{Decode: dec})
			if err != nil {
				t.Fatal(err)
			}
			s, _, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			for _, cr := range s.CriteriaResults {
				if (cr.ID == "C-005" || cr.ID == "C-006") && string(cr.Verdict) != tt.want {
					t.Errorf("%s %s, want %s: %s", cr.ID, cr.Verdict, tt.want, cr.Reasoning)
				}
			}
		})
	}
}
