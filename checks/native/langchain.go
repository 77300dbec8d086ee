package native

import (
	"encoding/json"
	"fmt"

	"github.com/citecheck/citecheck/checks/rubric"
)

// langchain: a retrieval chain's output {"input", "context", "answer"}
// (create_retrieval_chain), context being the retrieved Documents
// ({"page_content", "metadata"}, as LangChain serialises them, with or
// without "type": "Document" and "id"; LangChain.js's "pageContent" and
// dumpd's constructor form are the same Documents, langchain_docs.go). It carries no structured
// citations: the answer's own citations are extracted and graded. A
// Document names its file by metadata source (a path or URL), file_path
// or filename, else title; its metadata page is 0-based (page_label,
// when present, is the printed label) and is kept in the report.
var langChain = Format{
	Name: "langchain",
	Is: func(top map[string]json.RawMessage) bool {
		return hasKeys(top, "input", "context", "answer") && len(top) <= 4
	},
	Decode: decodeLangChain,
}

func decodeLangChain(d *decoder) (*rubric.Response, error) {
	r := &rubric.Response{HasTrace: true}
	if err := d.into(d.top["answer"], "answer", &r.Answer); err != nil {
		return nil, err
	}
	var input string
	_ = json.Unmarshal(d.top["input"], &input)
	r.Question = input
	docs, err := langChainDocs(d)
	if err != nil {
		return nil, err
	}
	for i, doc := range docs {
		field := fmt.Sprintf("context[%d]", i)
		str := func(k string) string {
			var s string
			if json.Unmarshal(doc.Metadata[k], &s) == nil {
				return s
			}
			var n json.Number
			if json.Unmarshal(doc.Metadata[k], &n) == nil {
				return n.String()
			}
			return ""
		}
		ns := names("id", str("doc_id"), "uri", str("source"), "uri", str("file_path"), "filename", str("filename"), "filename", str("file_name"), "title", str("title"))
		if len(ns) == 0 {
			return nil, d.bad(field+".metadata", "a Document needs a source, file_path, filename or title in its metadata to be matched to a Vault document")
		}
		chunk := doc.ID
		if chunk == "" {
			chunk = field
		}
		r.Retrieved = append(r.Retrieved, traceEntry(ns, chunk, i+1, 0, *doc.Text))
	}
	r.Metadata = d.metadata(map[string]json.RawMessage{"input": d.top["input"], "documents": langChainDocMeta(d)})
	return r, nil
}

// langChainDocMeta is each Document's metadata (not its text).
func langChainDocMeta(d *decoder) json.RawMessage {
	docs, _ := langChainDocs(d)
	out := make([]map[string]json.RawMessage, 0, len(docs))
	for _, doc := range docs {
		out = append(out, withoutText(doc.Metadata))
	}
	b, _ := json.Marshal(out)
	return b
}
