package native

import "encoding/json"

// textKeys are metadata keys that LlamaIndex and LangChain pipelines
// fill with the document's own words: a sentence window and the sentence
// it was built around (SentenceWindowNodeParser), extractor summaries,
// the questions an excerpt answers, its keywords. Report metadata never
// carries document text (the trace holds it, under the usual redaction,
// and a walled document's words are never written), so these are left
// out of it.
var textKeys = []string{"window", "original_text", "section_summary", "prev_section_summary", "next_section_summary",
	"questions_this_excerpt_can_answer", "excerpt_keywords", "page_content", "text", "content"}

// withoutText is a copy of a metadata object without its textKeys.
func withoutText(m map[string]json.RawMessage) map[string]json.RawMessage {
	if m == nil {
		return nil
	}
	out := make(map[string]json.RawMessage, len(m))
	for k, v := range m {
		out[k] = v
	}
	for _, k := range textKeys {
		delete(out, k)
	}
	return out
}
