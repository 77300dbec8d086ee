package native

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// cohere: {"request": <Chat v2 request with "documents">, "response":
// <Chat v2 response>}. The request's documents are the trace (a string,
// or {"id", "data": {...}} whose data's text fields are the text); the
// answer is the response message's text content; each
// message.citations[] entry covers answer[start:end] (code points, end
// exclusive; its "text" is that slice) and cites the documents its
// sources[] name by id. Cohere gives no quote of the document: the
// passage is the cited document's text. Tool-use RAG: the request's tool
// messages hold the documents a tool returned, which are retrieved too;
// a source of type "tool" names one by its document id or
// "<tool_call_id>:<position>", and one the request lacks is read from the
// source's own tool_output.
var cohere = Format{
	Name: "cohere",
	Is: func(top map[string]json.RawMessage) bool {
		if !wrapper(top, "request", "response") {
			return false
		}
		var resp struct {
			Message *struct {
				Content json.RawMessage `json:"content"`
			} `json:"message"`
		}
		return json.Unmarshal(top["response"], &resp) == nil && resp.Message != nil && resp.Message.Content != nil
	},
	Decode: decodeCohere,
}

func decodeCohere(d *decoder) (*rubric.Response, error) {
	var req struct {
		Documents []json.RawMessage `json:"documents"`
		Messages  []struct {
			Role       string          `json:"role"`
			ToolCallID string          `json:"tool_call_id"`
			Content    json.RawMessage `json:"content"`
		} `json:"messages"`
	}
	if err := d.into(d.top["request"], "request", &req); err != nil {
		return nil, err
	}
	var resp struct {
		Message struct {
			Content []struct {
				Type string `json:"type"`
				Text string `json:"text"`
			} `json:"content"`
			Citations []struct {
				Type         string `json:"type"`
				ContentIndex *int   `json:"content_index"`
				Start        *int   `json:"start"`
				End          *int   `json:"end"`
				Text         string `json:"text"`
				Sources      []struct {
					Type       string          `json:"type"`
					ID         string          `json:"id"`
					ToolOutput json.RawMessage `json:"tool_output"`
				} `json:"sources"`
			} `json:"citations"`
		} `json:"message"`
	}
	if err := d.into(d.top["response"], "response", &resp); err != nil {
		return nil, err
	}
	r := &rubric.Response{HasTrace: true}
	byID := map[string]int{}
	var docNames [][]rubric.DocName
	for i, raw := range req.Documents {
		field := fmt.Sprintf("request.documents[%d]", i)
		id, text, ns, err := d.cohereDocument(raw, field, i)
		if err != nil {
			return nil, err
		}
		if k, dup := byID[id]; dup {
			// A citation names its document by this id alone: two
			// documents under one id would let it rest on either.
			return nil, d.bad(field, "document id %q is also the id of request.documents[%d] (documents without an id are doc_0, doc_1, ... by position): a citation's sources[].id would name two documents", id, k)
		}
		byID[id] = len(r.Retrieved)
		docNames = append(docNames, ns)
		r.Retrieved = append(r.Retrieved, traceEntry(ns, id, i+1, 0, text))
	}
	// Tool-use RAG: the documents a tool returned, in the request's tool
	// messages, are retrieved as the documents parameter's are; a
	// citation names each by its id, else "<tool_call_id>:<position>".
	for i, m := range req.Messages {
		if m.Role != "tool" {
			continue
		}
		field := fmt.Sprintf("request.messages[%d]", i)
		docs, err := d.cohereToolContent(m.ToolCallID, m.Content, field)
		if err != nil {
			return nil, err
		}
		for _, td := range docs {
			if k, dup := byID[td.id]; dup {
				return nil, d.bad(td.field, "tool result id %q is also the id of %s: a citation's sources[].id would name two documents", td.id, r.Retrieved[k].ChunkID)
			}
			byID[td.id] = len(r.Retrieved)
			docNames = append(docNames, td.names)
			e := traceEntry(td.names, td.id, len(r.Retrieved)+1, 0, td.text)
			e.Web = webNamed(td.names)
			r.Retrieved = append(r.Retrieved, e)
		}
	}
	var answer strings.Builder
	// contentStart is where each content item's text begins in the
	// answer, -1 for an item that is no part of it (thinking).
	contentStart := make([]int, len(resp.Message.Content))
	for i, c := range resp.Message.Content {
		contentStart[i] = -1
		if c.Type == "text" || c.Type == "" {
			contentStart[i] = answer.Len()
			answer.WriteString(c.Text)
		}
	}
	r.Answer = answer.String()
	for i, c := range resp.Message.Citations {
		field := fmt.Sprintf("response.message.citations[%d]", i)
		b, e, cited, err := d.cohereSpan(r.Answer, contentStart, resp.Message.Content, c.Type, c.ContentIndex, c.Start, c.End, c.Text, field)
		if err != nil {
			return nil, err
		}
		if !cited {
			continue
		}
		group := "" // the sources support the span together (checks/judge_span_groups.go)
		if len(c.Sources) > 1 {
			group = field
		}
		for j, src := range c.Sources {
			k, ok := byID[src.ID]
			if !ok && src.Type == "tool" && len(src.ToolOutput) > 0 && string(src.ToolOutput) != "null" {
				// A tool result the wrapper's request does not hold: the
				// response carries it as the source's tool_output.
				data, err := toolData(src.ToolOutput)
				if err != nil {
					return nil, d.bad(fmt.Sprintf("%s.sources[%d].tool_output", field, j), "unexpected shape: %v", err)
				}
				ns, text := cohereData(data)
				k, ok = len(r.Retrieved), true
				byID[src.ID] = k
				docNames = append(docNames, ns)
				e := traceEntry(ns, src.ID, k+1, 0, text)
				e.Web = webNamed(ns)
				r.Retrieved = append(r.Retrieved, e)
			}
			if !ok {
				// A tool result or a document the request did not send:
				// named, not retrieved.
				r.Structured = append(r.Structured, rubric.StructuredCitation{Field: fmt.Sprintf("%s.sources[%d]", field, j), Kind: "citation",
					Start: b, End: e, Names: names("id", src.ID), Group: group})
				continue
			}
			r.Structured = append(r.Structured, rubric.StructuredCitation{Field: fmt.Sprintf("%s.sources[%d]", field, j), Kind: "citation",
				Start: b, End: e, Names: docNames[k], Retrieved: []int{k}, Web: r.Retrieved[k].Web, Group: group})
		}
	}
	r.Metadata = wrapperMetadata(d, "request", []string{"messages", "documents"}, "response", []string{"message"})
	return r, nil
}

// cohereSpan places one citation in the answer. A THINKING_CONTENT or
// PLAN citation covers the model's reasoning or tool plan, no part of
// the answer, so it cites nothing there (cited false); one whose
// content_index names a thinking item is the same. Otherwise start and
// end count within the content item content_index names (the answer
// joins the text items), read in the unit that agrees with its text; a
// citation whose offsets agree only with the whole answer's text is read
// so too. No agreement, or a content_index naming no item, is bad input.
func (d *decoder) cohereSpan(answer string, contentStart []int, content []struct {
	Type string `json:"type"`
	Text string `json:"text"`
}, typ string, index, start, end *int, text, field string) (int, int, bool, error) {
	switch typ {
	case "", "TEXT_CONTENT":
	case "THINKING_CONTENT", "PLAN":
		return 0, 0, false, nil
	default:
		return 0, 0, false, d.bad(field+".type", "unknown citation type %q (TEXT_CONTENT, THINKING_CONTENT or PLAN)", typ)
	}
	if start == nil || end == nil {
		return 0, 0, false, d.bad(field, "a citation carries start and end")
	}
	units := []Unit{CodePoints, UTF16, Bytes}
	if index != nil {
		k := *index
		if k < 0 || k >= len(content) {
			return 0, 0, false, d.bad(field+".content_index", "%d names none of the message's %d content items", k, len(content))
		}
		if contentStart[k] < 0 {
			return 0, 0, false, nil // a citation of a thinking item
		}
		item := content[k].Text
		if b, e, _, ok := span(item, *start, *end, false, text, units...); ok {
			return contentStart[k] + b, contentStart[k] + e, true, nil
		}
	}
	b, e, _, ok := span(answer, *start, *end, false, text, units...)
	if !ok {
		return 0, 0, false, d.bad(field, "start %d and end %d do not slice its text %q out of the answer in code points, UTF-16 units or UTF-8 bytes", *start, *end, clipText(text))
	}
	return b, e, true, nil
}

// cohereDocument reads one request document: a string (id "doc_<i>", as
// Cohere names it) or {"id", "data"}.
func (d *decoder) cohereDocument(raw json.RawMessage, field string, i int) (string, string, []rubric.DocName, error) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		id := fmt.Sprintf("doc_%d", i)
		return id, s, names("id", id), nil
	}
	var doc struct {
		ID   string                     `json:"id"`
		Data map[string]json.RawMessage `json:"data"`
	}
	if err := d.into(raw, field, &doc); err != nil {
		return "", "", nil, err
	}
	ns, text := cohereData(doc.Data)
	if strings.TrimSpace(text) == "" {
		return "", "", nil, d.bad(field+".data", "a document needs text (data.text, snippet, content or body) to be located in the Vault")
	}
	id := doc.ID
	if id == "" {
		id = fmt.Sprintf("doc_%d", i)
	}
	return id, text, append(names("id", doc.ID), ns...), nil
}

// cohereData is a document's names (its data's url, source, filename and
// title, in that order) and text (text, snippet, content or body).
func cohereData(data map[string]json.RawMessage) ([]rubric.DocName, string) {
	str := func(k string) string {
		var v string
		_ = json.Unmarshal(data[k], &v)
		return v
	}
	text := firstNonEmpty(str("text"), str("snippet"), str("content"), str("body"))
	return names("id", str("id"), "uri", str("url"), "uri", str("source"), "filename", str("filename"), "title", str("title")), text
}

// webNamed reports whether a tool result is named as a web search
// tool's result is: by an http(s) URL, perhaps a title, and nothing of
// the firm's (no id, no other URI, no file name). Chat v2 has no web
// search of its own, and such a tool returns pages as {"url", "title",
// "text"}: a web page, no Vault document, unless the Vault knows the URL
// (the grader decides, rubric.StructuredCitation.Web).
func webNamed(ns []rubric.DocName) bool {
	web := false
	for _, n := range ns {
		switch {
		case n.Kind == "uri" && isHTTPURL(n.Value):
			web = true
		case n.Kind == "title":
		default:
			return false
		}
	}
	return web
}

// isHTTPURL reports whether s is an absolute http or https URL.
func isHTTPURL(s string) bool {
	u, err := url.Parse(strings.TrimSpace(s))
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// toolData reads a tool result's data: an object, or a string holding
// one (the JSON text a tool returns, json.dumps'd), or plain text.
func toolData(raw json.RawMessage) (map[string]json.RawMessage, error) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		var m map[string]json.RawMessage
		if strings.HasPrefix(strings.TrimSpace(s), "{") && json.Unmarshal([]byte(s), &m) == nil {
			return m, nil
		}
		t, _ := json.Marshal(s)
		return map[string]json.RawMessage{"text": t}, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// toolDoc is one document a tool message carries.
type toolDoc struct {
	id, field, text string
	names           []rubric.DocName
}

// cohereToolContent reads a tool message's content: a string (one
// document), or items of type "document" ({"document": {"id", "data"}})
// or "text". Each is named by its document id, else by
// "<tool_call_id>:<position>", as Chat v2 names tool sources. A result
// with no text stays in the trace (it is reported, and a citation of it
// fails) rather than refusing the response.
func (d *decoder) cohereToolContent(callID string, raw json.RawMessage, field string) ([]toolDoc, error) {
	if callID == "" {
		return nil, d.bad(field+".tool_call_id", "a tool message names the tool call it answers")
	}
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var items []struct {
		Type     string `json:"type"`
		Text     string `json:"text"`
		Document *struct {
			ID   string          `json:"id"`
			Data json.RawMessage `json:"data"`
		} `json:"document"`
	}
	if raw[0] == '"' {
		data, _ := toolData(raw)
		ns, text := cohereData(data)
		return []toolDoc{{id: callID + ":0", field: field + ".content", text: text, names: ns}}, nil
	}
	if err := d.into(raw, field+".content", &items); err != nil {
		return nil, err
	}
	var out []toolDoc
	for i, it := range items {
		f := fmt.Sprintf("%s.content[%d]", field, i)
		var data map[string]json.RawMessage
		id := fmt.Sprintf("%s:%d", callID, i)
		switch {
		case it.Type == "document" && it.Document != nil:
			var err error
			if data, err = toolData(it.Document.Data); err != nil {
				return nil, d.bad(f+".document.data", "unexpected shape: %v", err)
			}
			if it.Document.ID != "" {
				id = it.Document.ID
			}
		case it.Type == "text":
			data, _ = toolData(mustJSON(it.Text))
		default:
			return nil, d.bad(f+".type", "unknown tool content type %q (document or text)", it.Type)
		}
		ns, text := cohereData(data)
		out = append(out, toolDoc{id: id, field: f, text: text, names: ns})
	}
	return out, nil
}

func mustJSON(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

func clipText(s string) string {
	r := []rune(s)
	if len(r) > 60 {
		return string(r[:60]) + "..."
	}
	return s
}

// wrapperMetadata is a {request, response} wrapper's metadata: each
// side without the keys that hold texts.
func wrapperMetadata(d *decoder, a string, dropA []string, b string, dropB []string) json.RawMessage {
	var x, y map[string]json.RawMessage
	_ = json.Unmarshal(d.top[a], &x)
	_ = json.Unmarshal(d.top[b], &y)
	for _, k := range dropA {
		delete(x, k)
	}
	for _, k := range dropB {
		delete(y, k)
	}
	m := map[string]any{"format": d.format, a: x, b: y}
	if d.streamEvents > 0 {
		m["stream_events"] = d.streamEvents // assembled from a saved stream (stream_cohere.go)
	}
	out, err := json.Marshal(m)
	if err != nil {
		return nil
	}
	return out
}
