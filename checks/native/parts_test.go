package native

import (
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestCitationParts: offsets that count within one part of the answer
// (Cohere's content_index, Gemini's partIndex) are read in that part;
// citations of the model's reasoning (Cohere THINKING_CONTENT and PLAN,
// a Gemini thought part) cite no answer text; Bedrock parts are placed
// by their span (end inclusive, else exclusive when only that slices the
// text) or their text, and a part the answer does not hold is bad input,
// never a citation attached to the answer's first claim. Each row gives
// the object, the covered answer text of each structured citation, or
// the bad-input field and message.
func TestCitationParts(t *testing.T) {
	const (
		a1 = "The clause is prima facie valid."
		a2 = "Fraud defeats it."
	)
	cohere := func(content, citations string) string {
		return `{"request": {"documents": [{"id": "d1", "data": {"text": "A clause is prima facie valid. Fraud defeats it."}}]},
			"response": {"message": {"role": "assistant", "content": ` + content + `, "citations": ` + citations + `}}}`
	}
	gemini := func(parts, supports string) string {
		return `{"candidates": [{"content": {"role": "model", "parts": ` + parts + `},
			"groundingMetadata": {"groundingChunks": [{"retrievedContext": {"uri": "gs://kb/note.docx", "title": "Note", "text": "A clause is prima facie valid."}}],
			"groundingSupports": ` + supports + `}}]}`
	}
	bedrock := func(part string) string {
		return `{"output": {"text": "` + a1 + ` ` + a2 + `"}, "citations": [{"generatedResponsePart": {"textResponsePart": ` + part + `},
			"retrievedReferences": [{"content": {"text": "A clause is prima facie valid."}, "location": {"type": "S3", "s3Location": {"uri": "s3://kb/note.docx"}}}]}]}`
	}
	tests := []struct {
		name, format, data string
		covered            []string // each structured citation's answer text
		field, msg         string   // bad input
	}{
		{"cohere: offsets within the second text item", "cohere",
			cohere(`[{"type": "text", "text": "`+a1+`"}, {"type": "text", "text": " `+a2+`"}]`,
				`[{"start": 1, "end": 18, "text": "`+a2+`", "content_index": 1, "type": "TEXT_CONTENT", "sources": [{"type": "document", "id": "d1"}]}]`),
			[]string{a2}, "", ""},
		{"cohere: offsets over the whole answer, content_index given", "cohere",
			cohere(`[{"type": "text", "text": "`+a1+`"}, {"type": "text", "text": " `+a2+`"}]`,
				`[{"start": 33, "end": 50, "text": "`+a2+`", "content_index": 1, "sources": [{"type": "document", "id": "d1"}]}]`),
			[]string{a2}, "", ""},
		{"cohere: a citation of the thinking cites no answer text", "cohere",
			cohere(`[{"type": "thinking", "thinking": "Fraud defeats it, the note says."}, {"type": "text", "text": "`+a1+`"}]`,
				`[{"start": 0, "end": 17, "text": "Fraud defeats it,", "content_index": 0, "type": "THINKING_CONTENT", "sources": [{"type": "document", "id": "d1"}]}]`),
			nil, "", ""},
		{"cohere: a plan citation cites no answer text", "cohere",
			cohere(`[{"type": "text", "text": "`+a1+`"}]`,
				`[{"start": 0, "end": 4, "text": "find", "type": "PLAN", "sources": [{"type": "document", "id": "d1"}]}]`),
			nil, "", ""},
		{"cohere: content_index past the content", "cohere",
			cohere(`[{"type": "text", "text": "`+a1+`"}]`,
				`[{"start": 0, "end": 3, "text": "The", "content_index": 4, "sources": [{"type": "document", "id": "d1"}]}]`),
			nil, "response.message.citations[0].content_index", "names none of the message's 1 content items"},
		{"cohere: unknown citation type", "cohere",
			cohere(`[{"type": "text", "text": "`+a1+`"}]`,
				`[{"start": 0, "end": 3, "text": "The", "type": "IMAGE", "sources": [{"type": "document", "id": "d1"}]}]`),
			nil, "response.message.citations[0].type", `unknown citation type "IMAGE"`},
		{"gemini: offsets within the second part", "gemini",
			gemini(`[{"text": "`+a1+` "}, {"text": "`+a2+`"}]`, `[{"segment": {"partIndex": 1, "endIndex": 17, "text": "`+a2+`"}, "groundingChunkIndices": [0]}]`),
			[]string{a2}, "", ""},
		{"gemini: a support past its part is bad input", "gemini",
			gemini(`[{"text": "`+a1+`"}, {"text": " `+a2+`"}]`, `[{"segment": {"startIndex": 4, "endIndex": 40}, "groundingChunkIndices": [0]}]`),
			nil, "candidates[0].groundingMetadata.groundingSupports[0].segment", "out of part 0"},
		{"gemini: streamed parts, offsets over the whole text", "gemini",
			gemini(`[{"text": "`+a1+`"}, {"text": " `+a2+`"}]`, `[{"segment": {"startIndex": 33, "endIndex": 50, "text": "`+a2+`"}, "groundingChunkIndices": [0]}]`),
			[]string{a2}, "", ""},
		{"gemini: a thought part grounds no answer text", "gemini",
			gemini(`[{"text": "Fraud defeats it.", "thought": true}, {"text": "`+a1+`"}]`, `[{"segment": {"endIndex": 17, "text": "Fraud defeats it."}, "groundingChunkIndices": [0]}]`),
			nil, "", ""},
		{"gemini: partIndex past the parts", "gemini",
			gemini(`[{"text": "`+a1+`"}]`, `[{"segment": {"partIndex": 2, "endIndex": 3}, "groundingChunkIndices": [0]}]`),
			nil, "candidates[0].groundingMetadata.groundingSupports[0].segment.partIndex", "names none of the candidate's 1 parts"},
		{"bedrock: inclusive span", "bedrock-kb", bedrock(`{"text": "` + a2 + `", "span": {"start": 33, "end": 49}}`), []string{a2}, "", ""},
		{"bedrock: exclusive span that only so slices the text", "bedrock-kb", bedrock(`{"text": "` + a2 + `", "span": {"start": 33, "end": 50}}`), []string{a2}, "", ""},
		{"bedrock: text without span", "bedrock-kb", bedrock(`{"text": "` + a2 + `"}`), []string{a2}, "", ""},
		{"bedrock: neither span nor text cites no claim", "bedrock-kb", bedrock(`{"text": ""}`), nil, "", ""},
		{"bedrock: text the answer lacks, no span", "bedrock-kb", bedrock(`{"text": "Fraud never defeats it."}`),
			nil, "citations[0].generatedResponsePart.textResponsePart.text", "is not in the answer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := decode(t, tt.format, []byte(tt.data))
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
			if len(r.Structured) != len(tt.covered) {
				t.Fatalf("%d structured citations, want %d: %+v", len(r.Structured), len(tt.covered), r.Structured)
			}
			for i, sc := range r.Structured {
				if got := r.Answer[sc.Start:sc.End]; strings.TrimSpace(got) != tt.covered[i] {
					t.Errorf("citation %d covers %q, want %q", i, got, tt.covered[i])
				}
			}
			if len(r.Retrieved) == 0 {
				t.Error("no trace entries: the documents sent are retrieved whatever their citations cite")
			}
		})
	}
}
