package native

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// A retrieval chain's context Documents come in three serialisations,
// all of one Document: Python's model_dump or json ({"page_content",
// "metadata", "id", "type": "Document"}), LangChain.js's JSON
// ({"pageContent", "metadata", "id"}), and langchain_core.load.dumpd /
// dumps, which teams use to save a chain's output whole ({"lc": 1,
// "type": "constructor", "id": [..., "Document"], "kwargs":
// {"page_content", "metadata", "id"}}, metadata left out when empty).
// Only the first was read: the other two were bad input ("page_content:
// required field missing"), though each carries the same Document.

// lcDoc is one context Document, in whichever serialisation.
type lcDoc struct {
	ID       string
	Text     *string
	Metadata map[string]json.RawMessage
}

// langChainDoc reads one context Document; field names it in messages.
func langChainDoc(d *decoder, field string, raw json.RawMessage) (lcDoc, error) {
	var ser struct {
		LC     *int            `json:"lc"`
		Type   string          `json:"type"`
		ID     []string        `json:"id"`
		Kwargs json.RawMessage `json:"kwargs"`
	}
	if err := json.Unmarshal(raw, &ser); err == nil && ser.LC != nil {
		if ser.Type != "constructor" || len(ser.ID) == 0 || ser.ID[len(ser.ID)-1] != "Document" || len(ser.Kwargs) == 0 {
			return lcDoc{}, d.bad(field, "a serialised LangChain object (lc %d, type %q, id %v) that is no Document constructor", *ser.LC, ser.Type, ser.ID)
		}
		raw, field = ser.Kwargs, field+".kwargs"
	}
	var doc struct {
		ID           json.RawMessage            `json:"id"`
		PageContent  *string                    `json:"page_content"`
		PageContent2 *string                    `json:"pageContent"`
		Metadata     map[string]json.RawMessage `json:"metadata"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return lcDoc{}, d.bad(field, "unexpected shape: %v", err)
	}
	text := doc.PageContent
	if text == nil {
		text = doc.PageContent2
	} else if doc.PageContent2 != nil && *doc.PageContent2 != *text {
		return lcDoc{}, d.bad(field, "page_content and pageContent differ: which the chain used cannot be told")
	}
	if text == nil {
		return lcDoc{}, d.bad(field+".page_content", "required field missing")
	}
	out := lcDoc{Text: text, Metadata: doc.Metadata}
	if id := bytes.TrimSpace(doc.ID); len(id) > 0 && !bytes.Equal(id, []byte("null")) {
		if json.Unmarshal(id, &out.ID) != nil {
			var n json.Number
			if json.Unmarshal(id, &n) != nil {
				return lcDoc{}, d.bad(field+".id", "an id that is neither a string nor a number")
			}
			out.ID = n.String()
		}
	}
	return out, nil
}

// langChainDocs reads the chain's context.
func langChainDocs(d *decoder) ([]lcDoc, error) {
	var raws []json.RawMessage
	if err := d.into(d.top["context"], "context", &raws); err != nil {
		return nil, err
	}
	docs := make([]lcDoc, 0, len(raws))
	for i, raw := range raws {
		doc, err := langChainDoc(d, fmt.Sprintf("context[%d]", i), raw)
		if err != nil {
			return nil, err
		}
		docs = append(docs, doc)
	}
	return docs, nil
}
