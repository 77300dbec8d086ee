package native

import (
	"encoding/json"
	"fmt"
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
// passage is the cited document's text.
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
					Type string `json:"type"`
					ID   string `json:"id"`
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
		for j, src := range c.Sources {
			k, ok := byID[src.ID]
			if !ok {
				// A tool result or a document the request did not send:
				// named, not retrieved.
				r.Structured = append(r.Structured, rubric.StructuredCitation{Field: fmt.Sprintf("%s.sources[%d]", field, j), Kind: "citation",
					Start: b, End: e, Names: names("id", src.ID)})
				continue
			}
			r.Structured = append(r.Structured, rubric.StructuredCitation{Field: fmt.Sprintf("%s.sources[%d]", field, j), Kind: "citation",
				Start: b, End: e, Names: docNames[k], Retrieved: []int{k}})
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
	str := func(k string) string {
		var v string
		_ = json.Unmarshal(doc.Data[k], &v)
		return v
	}
	text := firstNonEmpty(str("text"), str("snippet"), str("content"), str("body"))
	if strings.TrimSpace(text) == "" {
		return "", "", nil, d.bad(field+".data", "a document needs text (data.text, snippet, content or body) to be located in the Vault")
	}
	id := doc.ID
	if id == "" {
		id = fmt.Sprintf("doc_%d", i)
	}
	return id, text, names("id", doc.ID, "uri", str("url"), "uri", str("source"), "filename", str("filename"), "title", str("title")), nil
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
	out, err := json.Marshal(map[string]any{"format": d.format, a: x, b: y})
	if err != nil {
		return nil
	}
	return out
}
