package native

import (
	"strings"
	"testing"
)

// TestAnthropicToolBlocks: a response that mixes tool use (a client tool
// call, the server's web search and its results) with cited text reads
// its text blocks only; a web_search_result_location citation names a web
// page, no document the request sent, so it is no structured citation
// (as a Gemini web chunk or an OpenAI url_citation), while the document
// citation beside it still resolves through document_index.
func TestAnthropicToolBlocks(t *testing.T) {
	const claim = "The clause is prima facie valid."
	data := `{"request": {"model": "claude-sonnet-4-5", "messages": [
		{"role": "user", "content": [{"type": "document", "title": "note.docx", "source": {"type": "text", "media_type": "text/plain", "data": "A clause is prima facie valid."}, "citations": {"enabled": true}},
			{"type": "text", "text": "Is the clause valid?"}]}]},
	"response": {"type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": [
		{"type": "server_tool_use", "id": "srvtoolu_1", "name": "web_search", "input": {"query": "forum clause"}},
		{"type": "web_search_tool_result", "tool_use_id": "srvtoolu_1", "content": [{"type": "web_search_result", "url": "https://example.com/a", "title": "A", "encrypted_content": "x"}]},
		{"type": "text", "text": "` + claim + `", "citations": [
			{"type": "web_search_result_location", "url": "https://example.com/a", "title": "A", "encrypted_index": "y", "cited_text": "prima facie valid"},
			{"type": "char_location", "cited_text": "A clause is prima facie valid.", "document_index": 0, "document_title": "note.docx", "start_char_index": 0, "end_char_index": 30}]},
		{"type": "tool_use", "id": "toolu_1", "name": "lookup", "input": {}}],
	"stop_reason": "tool_use"}}`
	r, err := decode(t, "anthropic", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if r.Answer != claim {
		t.Errorf("answer %q, want the text block only", r.Answer)
	}
	if len(r.Structured) != 1 || r.Structured[0].Kind != "char_location" || r.Structured[0].Retrieved[0] != 0 ||
		!strings.HasPrefix(r.Structured[0].Field, "response.content[2].citations[1]") {
		t.Errorf("structured %+v, want the document citation only", r.Structured)
	}
}
