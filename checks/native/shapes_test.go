package native

import (
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestAdapterClaims: each format's citations cover the answer text they
// must (read in the format's own offset unit and end convention), name
// the trace entries they must, and carry the time asked the format has.
func TestAdapterClaims(t *testing.T) {
	tests := []struct {
		fixture string
		claims  []string // the answer text each structured citation covers, in order
		entries [][]int  // the trace entries each names
		at      int64    // Unix seconds of the time asked from the format, 0: none
	}{
		{"llamaindex-clean", []string{"A choice-of-forum provision", "The grounds for refusing"}, [][]int{{0}, {1}}, 0},
		{"cohere-clean", []string{"A choice-of-forum provision", "The grounds for refusing"}, [][]int{{0}, {1}}, 0},
		{"gemini-clean", []string{"Résumé 🏛️ — « clause attributive »", "Under the client’s MSA"}, [][]int{{0}, {1}}, 1781531882},
		{"bedrock-kb-clean", []string{"A choice-of-forum provision", "A contractual choice-of-forum clause"}, [][]int{{0}, {1}}, 0},
		{"azure-on-your-data-clean", []string{"A choice-of-forum provision", "The grounds for refusing"}, [][]int{{0}, {1}}, 1781532100},
		{"openai-assistants-clean", []string{"A choice-of-forum provision", "The grounds for refusing"}, [][]int{{0, 1}, {0, 1}}, 1781532000},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			r, err := decode(t, Auto, load(t, tt.fixture))
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Structured) != len(tt.claims) {
				t.Fatalf("%d structured citations, want %d", len(r.Structured), len(tt.claims))
			}
			for i, sc := range r.Structured {
				got := r.Answer[sc.Start:sc.End]
				if !strings.HasPrefix(got, tt.claims[i]) || strings.Count(got, ". ") > 1 {
					t.Errorf("citation %d covers %q, want the sentence starting %q", i, got, tt.claims[i])
				}
				if len(sc.Names) == 0 || len(sc.Retrieved) != len(tt.entries[i]) || (len(sc.Retrieved) > 0 && sc.Retrieved[0] != tt.entries[i][0]) {
					t.Errorf("citation %d names %v, entries %v, want %v", i, sc.Names, sc.Retrieved, tt.entries[i])
				}
			}
			switch {
			case tt.at == 0 && r.AskedAt != nil:
				t.Errorf("asked at %v, the format carries no time", r.AskedAt)
			case tt.at != 0 && (r.AskedAt == nil || r.AskedAt.Unix() != tt.at || r.AtSource != "format"):
				t.Errorf("asked at %v, want %d from the format", r.AskedAt, tt.at)
			}
		})
	}
}

// TestMoreAdapterErrors: offsets no unit agrees with, markers naming no
// citation, references without text are bad input naming the citation.
func TestMoreAdapterErrors(t *testing.T) {
	br := string(load(t, "bedrock-kb-clean"))
	co := string(load(t, "cohere-clean"))
	ge := string(load(t, "gemini-clean"))
	az := string(load(t, "azure-on-your-data-clean"))
	li := string(load(t, "llamaindex-clean"))
	as := string(load(t, "openai-assistants-clean"))
	an := string(load(t, "anthropic-clean"))
	anEmpty := strings.Replace(strings.Replace(an, `"cited_text": "A choice-of-forum provision is prima facie valid and should be enforced unless the resisting party shows that enforcement would be unreasonable under the circumstances.",`, `"cited_text": "",`, 1), `"end_char_index": 172`, `"end_char_index": 4`, 1)
	tests := []struct {
		name, format, data, field, msg string
	}{
		{"bedrock span that ends mid-claim", "bedrock-kb", strings.Replace(br, `"end": 167`, `"end": 150`, 1), "citations[0].generatedResponsePart.textResponsePart.span", "(inclusive) do not slice"},
		{"cohere offsets in bytes", "cohere", strings.Replace(co, `"start": 11`, `"start": 17`, 1), "response.message.citations[0]", "do not slice its text"},
		{"gemini segment without end", "gemini", strings.Replace(ge, `"endIndex"`, `"endIndexX"`, 1), "candidates[0].groundingMetadata.groundingSupports[0].segment.endIndex", "required"},
		{"llamaindex two nodes numbered Source 1", "llamaindex", strings.Replace(li, `"text": "Source 2:`, `"text": "Source 1:`, 1), "source_nodes[1].node.text", `starts "Source 1:" as source_nodes[0] does`},
		{"cohere documents sharing an id", "cohere", strings.Replace(co, `"id": "pn-p4"`, `"id": "pn-p3"`, 1), "request.documents[1]", `document id "pn-p3" is also the id of request.documents[0]`},
		{"cohere id colliding with a string document's position id", "cohere", strings.Replace(co, `"documents": [`, `"documents": ["A string document.", {"id": "doc_0", "data": {"text": "Another."}}, `, 1), "request.documents[1]", `document id "doc_0" is also the id of request.documents[0]`},
		{"azure marker past the citations", "azure-on-your-data", strings.Replace(az, `[doc2]`, `[doc7]`, 1), "", "[doc7] names none of the 2 citations"},
		{"azure marker numbered 0", "azure-on-your-data", strings.Replace(az, `[doc1]`, `[doc0]`, 1), "choices[0].message.content[168:174]", "[doc0] names none of the 2 citations"},
		{"azure marker with a leading zero only", "azure-on-your-data", strings.Replace(az, `[doc1]`, `[doc00]`, 1), "", "[doc00] names none"},
		{"azure marker too long to be a number", "azure-on-your-data", strings.Replace(az, `[doc1]`, `[doc99999999999999999999999]`, 1), "", "names none of the 2 citations"},
		{"assistants run steps of another run", "openai-assistants", strings.Replace(as, `"run_id": "run_01",
        "type"`, `"run_id": "run_02",
        "type"`, 1), "run_steps[0].run_id", `the step is of run "run_02", the message of run "run_01"`},
		// A char_location quoting nothing (an empty cited_text over an
		// empty range) was read as a citation of the whole document sent,
		// and passed every criterion.
		{"anthropic char_location of no text", "anthropic", anEmpty, "response.content[1].citations[0]", "a char_location that quotes nothing cites no passage"},
		{"azure marker past four digits", "azure-on-your-data", strings.Replace(az, `[doc1]`, `[doc10001]`, 1), "", "[doc10001] names none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if strings.Contains(tt.data, "\x00") {
				t.Fatal("bad edit")
			}
			_, err := decode(t, tt.format, []byte(tt.data))
			var ie *rubric.InputError
			if !errors.As(err, &ie) || (tt.field != "" && ie.Field != tt.field) || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("err = %v, want field %q with %q", err, tt.field, tt.msg)
			}
		})
	}
}

// TestGeminiSnakeCase: the google-genai SDK's model_dump() (snake_case
// keys) reads as the REST JSON does.
func TestGeminiSnakeCase(t *testing.T) {
	rest := load(t, "gemini-clean")
	snake := strings.NewReplacer(`"groundingMetadata"`, `"grounding_metadata"`, `"groundingChunks"`, `"grounding_chunks"`,
		`"groundingSupports"`, `"grounding_supports"`, `"retrievedContext"`, `"retrieved_context"`, `"documentName"`, `"document_name"`,
		`"ragChunk"`, `"rag_chunk"`, `"pageSpan"`, `"page_span"`, `"firstPage"`, `"first_page"`, `"lastPage"`, `"last_page"`,
		`"startIndex"`, `"start_index"`, `"endIndex"`, `"end_index"`, `"groundingChunkIndices"`, `"grounding_chunk_indices"`,
		`"createTime"`, `"create_time"`, `"modelVersion"`, `"model_version"`).Replace(string(rest))
	if snake == string(rest) {
		t.Fatal("no key rewritten")
	}
	a, err := decode(t, "gemini", rest)
	if err != nil {
		t.Fatal(err)
	}
	b, err := decode(t, Auto, []byte(snake))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Structured) != len(b.Structured) || len(a.Retrieved) != len(b.Retrieved) || a.Structured[1].Start != b.Structured[1].Start ||
		a.Structured[1].Page != b.Structured[1].Page || b.AskedAt == nil || !a.AskedAt.Equal(*b.AskedAt) || a.Model != b.Model {
		t.Errorf("snake_case read differently:\n%+v\n%+v", a.Structured, b.Structured)
	}
}
