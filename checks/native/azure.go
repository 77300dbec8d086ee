package native

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// azure-on-your-data: an Azure OpenAI chat completion "on your data"
// (choices[0].message.context). The answer is the message content; a
// "[docN]" marker cites context.citations[N-1] (1-based) and covers the
// sentence holding it. The trace is context.all_retrieved_documents
// when present (the request asked include_contexts: all_retrieved_documents),
// else the citations themselves. A citation or document names its file
// by filepath, url, then title; its content is its text; chunk_id is
// kept. created is the time asked. A citation that matches no retrieved
// document (same content, filepath and title) names a chunk the trace
// does not hold: its content is its cited text. A retrieved document with
// a filter_reason was never given to the model: it is left out of the
// trace and listed in the metadata (filtered_documents).
var azureOnYourData = Format{
	Name: "azure-on-your-data",
	Is: func(top map[string]json.RawMessage) bool {
		var choices []struct {
			Message struct {
				Context json.RawMessage `json:"context"`
			} `json:"message"`
		}
		return hasKeys(top, "choices") && json.Unmarshal(top["choices"], &choices) == nil && len(choices) > 0 && choices[0].Message.Context != nil
	},
	Decode: decodeAzure,
}

type azDoc struct {
	Content  string `json:"content"`
	Title    string `json:"title"`
	URL      string `json:"url"`
	Filepath string `json:"filepath"`
	ChunkID  string `json:"chunk_id"`
	// FilterReason is set on a retrieved document Azure filtered out
	// before the model saw it ("score": under the strictness threshold;
	// "rerank": past top_n_documents after reranking).
	FilterReason string `json:"filter_reason"`
}

func (a azDoc) names() []rubric.DocName {
	return names("uri", a.Filepath, "uri", a.URL, "filename", a.Filepath, "title", a.Title)
}

// docMarker is "[doc1]".
var docMarker = regexp.MustCompile(`\[doc([0-9]+)\]`)

func decodeAzure(d *decoder) (*rubric.Response, error) {
	var choices []struct {
		Message struct {
			Content string `json:"content"`
			Context struct {
				Citations             []azDoc  `json:"citations"`
				AllRetrievedDocuments *[]azDoc `json:"all_retrieved_documents"`
				Intent                string   `json:"intent"`
			} `json:"context"`
		} `json:"message"`
	}
	if err := d.into(d.top["choices"], "choices", &choices); err != nil {
		return nil, err
	}
	msg := choices[0].Message
	r := &rubric.Response{Answer: msg.Content, HasTrace: true}
	_ = json.Unmarshal(d.top["model"], &r.Model)
	if err := d.timeUnix(r, "created"); err != nil {
		return nil, err
	}
	ctx := msg.Context
	trace := ctx.Citations
	field := "choices[0].message.context.citations"
	if ctx.AllRetrievedDocuments != nil {
		trace, field = *ctx.AllRetrievedDocuments, "choices[0].message.context.all_retrieved_documents"
	}
	// A document Azure filtered out (filter_reason) was found by the
	// search but never given to the model: it is no part of what the
	// answer could draw on, so it is not in the trace (an identifier of
	// it would otherwise pass C-005 and C-006); the report's metadata
	// lists it.
	var filtered []map[string]string
	entry := make([]int, len(trace)) // trace document -> entry, -1 filtered
	for i, doc := range trace {
		f := fmt.Sprintf("%s[%d]", field, i)
		entry[i] = -1
		if doc.FilterReason != "" {
			// (Where it stands and why, not its name: it may be a
			// document the asker could not read, which the report
			// never names.)
			filtered = append(filtered, map[string]string{"field": f, "filter_reason": doc.FilterReason})
			continue
		}
		if len(doc.names()) == 0 || strings.TrimSpace(doc.Content) == "" {
			return nil, d.bad(f, "a document needs a filepath, url or title and its content")
		}
		chunk := f
		if doc.ChunkID != "" {
			chunk = doc.Filepath + "#" + doc.ChunkID
		}
		entry[i] = len(r.Retrieved)
		r.Retrieved = append(r.Retrieved, traceEntry(doc.names(), chunk, entry[i]+1, 0, doc.Content))
	}
	// A citation's trace entry: itself, or the retrieved document with
	// the same file and content that the model was given.
	entryOf := func(c azDoc, n int) int {
		if ctx.AllRetrievedDocuments == nil {
			return entry[n]
		}
		for k, doc := range trace {
			if entry[k] >= 0 && doc.Content == c.Content && doc.Filepath == c.Filepath && doc.Title == c.Title {
				return entry[k]
			}
		}
		return -1
	}
	for _, m := range markers(r.Answer, docMarker) {
		f := fmt.Sprintf("choices[0].message.content[%d:%d]", m.start, m.end)
		if m.n < 1 || m.n > len(ctx.Citations) {
			return nil, d.bad(f, "%s names none of the %d citations (markers count them from [doc1])", r.Answer[m.start:m.end], len(ctx.Citations))
		}
		c := ctx.Citations[m.n-1]
		s, e := sentenceAround(r.Answer, m.start, m.end)
		sc := rubric.StructuredCitation{Field: fmt.Sprintf("%s (context.citations[%d])", f, m.n-1), Kind: fmt.Sprintf("[doc%d]", m.n), Start: s, End: e, Names: c.names()}
		if k := entryOf(c, m.n-1); k >= 0 {
			sc.Retrieved = []int{k}
		} else {
			// A citation that is none of all_retrieved_documents: its
			// content is the cited text, which must be in the Vault
			// document (C-005) and in what was retrieved (C-006). Graded
			// as the whole document instead, it would borrow whatever
			// else of the document was retrieved.
			sc.CitedText = strings.TrimSpace(c.Content)
		}
		r.Structured = append(r.Structured, sc)
	}
	meta := map[string]json.RawMessage{}
	for k, v := range d.top {
		meta[k] = v
	}
	delete(meta, "choices")
	if len(filtered) > 0 {
		b, _ := json.Marshal(filtered)
		meta["filtered_documents"] = b
	}
	r.Metadata = d.metadata(meta)
	return r, nil
}
