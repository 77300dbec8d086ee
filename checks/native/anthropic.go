package native

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// anthropic: {"request": <Messages request body>, "response": <Message>}.
// The trace is the request's document blocks (text, content blocks or a
// PDF, counted in order for document_index) and search_result blocks
// (also inside tool_result content, counted in order for
// search_result_index), each content block its own entry (a custom
// chunking's chunks, located one by one); the answer is the response's text blocks,
// concatenated; each text block with citations is the claim of its
// citations. char_location offsets point into the document's text (end
// exclusive), page_location pages are 1-based with the end exclusive,
// content_block_location and search_result_location blocks are 0-based
// with the end exclusive; cited_text is the provider's quote (trimmed).
var anthropicMessages = Format{
	Name: "anthropic",
	Is: func(top map[string]json.RawMessage) bool {
		if !wrapper(top, "request", "response") {
			return false
		}
		var resp struct {
			Type    string            `json:"type"`
			Content []json.RawMessage `json:"content"`
		}
		return json.Unmarshal(top["response"], &resp) == nil && resp.Type == "message" && resp.Content != nil
	},
	Decode: decodeAnthropic,
}

type antBlock struct {
	Type   string         `json:"type"`
	Text   string         `json:"text"`
	Title  string         `json:"title"`
	Source antSourceField `json:"source"` // an object for documents, a string for search results
	// Content holds a search_result's (or tool_result's) blocks.
	Content json.RawMessage `json:"content"`
}

// antSourceField is a block's "source": a document's source object or a
// search result's source string, decoded in the one pass over the block.
type antSourceField struct {
	obj *antSource
	str string
}

func (f *antSourceField) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &f.str)
	}
	if len(b) > 0 && b[0] == '{' {
		f.obj = &antSource{}
		return json.Unmarshal(b, f.obj)
	}
	return nil
}

type antSource struct {
	Type      string     `json:"type"` // text, content, base64, file, url
	MediaType string     `json:"media_type"`
	Data      string     `json:"data"`
	URL       string     `json:"url"`
	FileID    string     `json:"file_id"`
	Content   []antBlock `json:"content"`
}

// antDoc is a document or search result the request sent: its names,
// its text and, for content blocks, the text of each block.
type antDoc struct {
	field  string
	names  []rubric.DocName
	text   string
	blocks []string
	// entries are the document's trace entries: one for a text or PDF
	// document; for content blocks and search results one per block
	// with text, blockEntry mapping each block to its entry (-1: none).
	entries    []int
	blockEntry []int
}

// addBlocks adds one trace entry per block with text (a custom chunking's
// chunks need not be contiguous in the document, so each is located on
// its own), or, when no block holds text, one empty entry (it retrieved
// nothing, and says so).
func (doc *antDoc) addBlocks(r *rubric.Response) {
	for k, b := range doc.blocks {
		doc.blockEntry = append(doc.blockEntry, -1)
		if strings.TrimSpace(b) == "" {
			continue
		}
		doc.blockEntry[k] = len(r.Retrieved)
		doc.entries = append(doc.entries, len(r.Retrieved))
		r.Retrieved = append(r.Retrieved, traceEntry(doc.names, fmt.Sprintf("%s.content[%d]", doc.field, k), len(r.Retrieved)+1, 0, b))
	}
	if len(doc.entries) == 0 {
		doc.entries = []int{len(r.Retrieved)}
		r.Retrieved = append(r.Retrieved, traceEntry(doc.names, doc.field, len(r.Retrieved)+1, 0, ""))
	}
}

// blockEntries are the trace entries of blocks [start, end).
func (doc *antDoc) blockEntries(start, end int) []int {
	var out []int
	for k := start; k < end && k < len(doc.blockEntry); k++ {
		if doc.blockEntry[k] >= 0 {
			out = append(out, doc.blockEntry[k])
		}
	}
	return out
}

type antCitation struct {
	Type              string `json:"type"`
	CitedText         string `json:"cited_text"`
	DocumentIndex     *int   `json:"document_index"`
	DocumentTitle     string `json:"document_title"`
	StartCharIndex    *int   `json:"start_char_index"`
	EndCharIndex      *int   `json:"end_char_index"`
	StartPageNumber   *int   `json:"start_page_number"`
	EndPageNumber     *int   `json:"end_page_number"`
	StartBlockIndex   *int   `json:"start_block_index"`
	EndBlockIndex     *int   `json:"end_block_index"`
	SearchResultIndex *int   `json:"search_result_index"`
	Source            string `json:"source"`
	Title             string `json:"title"`
}

func decodeAnthropic(d *decoder) (*rubric.Response, error) {
	var req struct {
		Messages []struct {
			Role    string          `json:"role"`
			Content json.RawMessage `json:"content"`
		} `json:"messages"`
	}
	if err := d.into(d.top["request"], "request", &req); err != nil {
		return nil, err
	}
	var resp struct {
		Content []struct {
			Type      string        `json:"type"`
			Text      string        `json:"text"`
			Citations []antCitation `json:"citations"`
		} `json:"content"`
		Model string `json:"model"`
	}
	if err := d.into(d.top["response"], "response", &resp); err != nil {
		return nil, err
	}
	r := &rubric.Response{Model: resp.Model, HasTrace: true, Retrieved: []retrieval.Retrieved{}}
	var docs, results []*antDoc
	for i, m := range req.Messages {
		var blocks []antBlock
		if len(m.Content) == 0 || m.Content[0] == '"' {
			continue // a plain string message holds no documents
		}
		if err := d.into(m.Content, fmt.Sprintf("request.messages[%d].content", i), &blocks); err != nil {
			return nil, err
		}
		for j, b := range blocks {
			field := fmt.Sprintf("request.messages[%d].content[%d]", i, j)
			if err := d.antBlock(r, b, field, &docs, &results, 0); err != nil {
				return nil, err
			}
		}
	}
	var answer strings.Builder
	for i, blk := range resp.Content {
		if blk.Type != "text" {
			continue
		}
		start := answer.Len()
		answer.WriteString(blk.Text)
		for j, c := range blk.Citations {
			field := fmt.Sprintf("response.content[%d].citations[%d]", i, j)
			if c.Type == "web_search_result_location" {
				// The web search tool's result: a web page, no document
				// the request sent and no Vault document (as a Gemini web
				// chunk or an OpenAI url_citation).
				continue
			}
			scs, err := d.antCitation(c, field, docs, results)
			if err != nil {
				return nil, err
			}
			for _, sc := range scs {
				sc.Start, sc.End = start, answer.Len()
				r.Structured = append(r.Structured, sc)
			}
		}
	}
	r.Answer = answer.String()
	r.Metadata = anthropicMetadata(d)
	return r, nil
}

// antBlock reads one request content block: a document, a search result,
// or a tool result holding search results.
func (d *decoder) antBlock(r *rubric.Response, b antBlock, field string, docs, results *[]*antDoc, depth int) error {
	switch b.Type {
	case "document":
		if b.Source.obj == nil {
			return d.bad(field+".source", "a document block carries its source object")
		}
		src := *b.Source.obj
		doc := &antDoc{field: field, names: names("id", src.FileID, "uri", src.URL, "title", b.Title)}
		whole := false
		switch src.Type {
		case "text":
			doc.text = src.Data
		case "content":
			for _, cb := range src.Content {
				doc.blocks = append(doc.blocks, cb.Text)
			}
			doc.text = strings.Join(doc.blocks, "\n\n")
		case "base64", "file", "url":
			// A PDF (or a file the response does not carry): the whole
			// document was sent; its pages are in the Vault.
			whole = true
		default:
			return d.bad(field+".source.type", "unknown document source type %q", src.Type)
		}
		// A document without title, file_id or url names no Vault
		// document: it stays in the trace (reported as naming none) and
		// each citation of it fails C-001, while the rest is graded.
		if src.Type == "content" {
			doc.field = field + ".source"
			doc.addBlocks(r)
			*docs = append(*docs, doc)
			break
		}
		doc.entries = []int{len(r.Retrieved)}
		e := traceEntry(doc.names, field, len(r.Retrieved)+1, 0, doc.text)
		// Only a document whose text the response does not carry was
		// sent whole; a text or content document sent exactly what it
		// carries, and one that carries nothing retrieved nothing.
		e.Whole = whole
		r.Retrieved = append(r.Retrieved, e)
		*docs = append(*docs, doc)
	case "search_result":
		source := b.Source.str
		var content []antBlock
		if err := d.into(b.Content, field+".content", &content); err != nil {
			return err
		}
		doc := &antDoc{field: field, names: names("uri", source, "title", b.Title)}
		for _, cb := range content {
			doc.blocks = append(doc.blocks, cb.Text)
		}
		doc.text = strings.Join(doc.blocks, "\n\n")
		if strings.TrimSpace(doc.text) == "" {
			return d.bad(field+".content", "a search_result carries its text in content blocks")
		}
		doc.addBlocks(r)
		*results = append(*results, doc)
	case "tool_result":
		if depth > 0 || len(b.Content) == 0 || b.Content[0] != '[' {
			return nil
		}
		var content []antBlock
		if err := d.into(b.Content, field+".content", &content); err != nil {
			return err
		}
		for k, cb := range content {
			if err := d.antBlock(r, cb, fmt.Sprintf("%s.content[%d]", field, k), docs, results, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// antCitation reads one citation of a response text block: one
// structured citation, or one per block it quotes (perBlock).
func (d *decoder) antCitation(c antCitation, field string, docs, results []*antDoc) ([]rubric.StructuredCitation, error) {
	sc, err := d.antCitationOf(c, field, docs, results)
	if err != nil {
		return nil, err
	}
	if (c.Type == "content_block_location" || c.Type == "search_result_location") && c.StartBlockIndex != nil && c.EndBlockIndex != nil {
		var doc *antDoc
		if c.Type == "search_result_location" {
			doc = results[*c.SearchResultIndex]
		} else {
			doc = docs[*c.DocumentIndex]
		}
		return perBlock(sc, doc, *c.StartBlockIndex, *c.EndBlockIndex), nil
	}
	return []rubric.StructuredCitation{sc}, nil
}

func (d *decoder) antCitationOf(c antCitation, field string, docs, results []*antDoc) (rubric.StructuredCitation, error) {
	sc := rubric.StructuredCitation{Field: field, Kind: c.Type, CitedText: strings.TrimSpace(c.CitedText)}
	var doc *antDoc
	switch c.Type {
	case "char_location", "page_location", "content_block_location":
		if c.DocumentIndex == nil || *c.DocumentIndex < 0 || *c.DocumentIndex >= len(docs) {
			return sc, d.bad(field+".document_index", "document_index %s names none of the request's %d document blocks", intOrNil(c.DocumentIndex), len(docs))
		}
		doc = docs[*c.DocumentIndex]
	case "search_result_location":
		if c.SearchResultIndex == nil || *c.SearchResultIndex < 0 || *c.SearchResultIndex >= len(results) {
			return sc, d.bad(field+".search_result_index", "search_result_index %s names none of the request's %d search_result blocks", intOrNil(c.SearchResultIndex), len(results))
		}
		doc = results[*c.SearchResultIndex]
	default:
		return sc, d.bad(field+".type", "unknown citation type %q", c.Type)
	}
	sc.Names = append(append([]rubric.DocName{}, doc.names...), names("title", c.DocumentTitle, "uri", c.Source, "title", c.Title)...)
	sc.Retrieved = doc.entries
	switch c.Type {
	case "char_location":
		if c.StartCharIndex == nil || c.EndCharIndex == nil {
			return sc, d.bad(field, "a char_location carries start_char_index and end_char_index")
		}
		if doc.text != "" {
			b, e, _, ok := span(doc.text, *c.StartCharIndex, *c.EndCharIndex, false, sc.CitedText, CodePoints, UTF16, Bytes)
			if !ok {
				return sc, d.bad(field, "start_char_index %d and end_char_index %d do not slice cited_text out of document %d's text in code points, UTF-16 units or UTF-8 bytes", *c.StartCharIndex, *c.EndCharIndex, *c.DocumentIndex)
			}
			if sc.CitedText == "" {
				sc.CitedText = strings.TrimSpace(doc.text[b:e])
			}
			if sc.CitedText == "" {
				// A range of no text (start = end, or white space only)
				// quotes nothing, so it names no passage; read on, it
				// became a citation of the whole document sent, which
				// passed C-009 as tied to a span and let the judge pick
				// any passage.
				return sc, d.bad(field, "start_char_index %d and end_char_index %d slice no text of document %d: a char_location that quotes nothing cites no passage", *c.StartCharIndex, *c.EndCharIndex, *c.DocumentIndex)
			}
		}
	case "page_location":
		if c.StartPageNumber == nil || *c.StartPageNumber < 1 {
			return sc, d.bad(field+".start_page_number", "a page_location carries a 1-based start_page_number")
		}
		sc.Page = strconv.Itoa(*c.StartPageNumber)
	case "content_block_location", "search_result_location":
		if c.StartBlockIndex == nil || c.EndBlockIndex == nil || *c.StartBlockIndex < 0 || *c.EndBlockIndex <= *c.StartBlockIndex || *c.EndBlockIndex > len(doc.blocks) {
			return sc, d.bad(field, "start_block_index %s and end_block_index %s name no blocks of the %d the document has", intOrNil(c.StartBlockIndex), intOrNil(c.EndBlockIndex), len(doc.blocks))
		}
		if sc.CitedText == "" && *c.EndBlockIndex-*c.StartBlockIndex == 1 {
			sc.CitedText = strings.TrimSpace(doc.blocks[*c.StartBlockIndex])
		}
		// The blocks cited are what the citation rests on, not the rest
		// of the document.
		sc.Retrieved = doc.blockEntries(*c.StartBlockIndex, *c.EndBlockIndex)
	}
	return sc, nil
}

func intOrNil(p *int) string {
	if p == nil {
		return "(absent)"
	}
	return strconv.Itoa(*p)
}

// anthropicMetadata is the request without its messages (they hold the
// document texts) and the response without its content.
func anthropicMetadata(d *decoder) json.RawMessage {
	var req, resp map[string]json.RawMessage
	_ = json.Unmarshal(d.top["request"], &req)
	_ = json.Unmarshal(d.top["response"], &resp)
	delete(req, "messages")
	delete(resp, "content")
	m := map[string]any{"format": d.format, "request": req, "response": resp}
	if d.streamEvents > 0 {
		m["stream_events"] = d.streamEvents // assembled from a saved stream (stream_anthropic.go)
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil
	}
	return b
}
