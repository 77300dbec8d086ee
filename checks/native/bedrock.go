package native

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// bedrock-kb: a Bedrock Knowledge Bases RetrieveAndGenerate response
// ({"output": {"text"}, "citations": [...], "sessionId"}). Each citation's
// generatedResponsePart.textResponsePart covers the answer's span
// [start, end] (end inclusive; its text is that slice) and cites each of
// its retrievedReferences, which are also the trace (one entry per
// distinct chunk): content.text is the text, the document is named by
// the chunk-ID metadata's document part, the location's URI or URL
// (S3, web, Confluence, Salesforce, SharePoint, Kendra, custom) and the
// metadata's x-amz-bedrock-kb-source-uri; a PDF chunk's page metadata is
// the citation's page (bedrock_page.go). Chunk IDs in metadata are
// URL-encoded and reported decoded.
var bedrockKB = Format{
	Name: "bedrock-kb",
	Is: func(top map[string]json.RawMessage) bool {
		var out struct {
			Text *string `json:"text"`
		}
		return hasKeys(top, "output", "citations") && json.Unmarshal(top["output"], &out) == nil && out.Text != nil
	},
	Decode: decodeBedrock,
}

type brRef struct {
	Content struct {
		Text string `json:"text"`
	} `json:"content"`
	Location map[string]json.RawMessage `json:"location"`
	Metadata map[string]json.RawMessage `json:"metadata"`
}

func decodeBedrock(d *decoder) (*rubric.Response, error) {
	var out struct {
		Text string `json:"text"`
	}
	if err := d.into(d.top["output"], "output", &out); err != nil {
		return nil, err
	}
	var cits []struct {
		GeneratedResponsePart struct {
			TextResponsePart struct {
				Text string `json:"text"`
				Span *struct {
					Start int `json:"start"`
					End   int `json:"end"`
				} `json:"span"`
			} `json:"textResponsePart"`
		} `json:"generatedResponsePart"`
		RetrievedReferences []brRef `json:"retrievedReferences"`
	}
	if err := d.into(d.top["citations"], "citations", &cits); err != nil {
		return nil, err
	}
	r := &rubric.Response{Answer: out.Text, HasTrace: true}
	byChunk := map[string]int{}
	var refNames [][]rubric.DocName // each trace entry's document names
	for i, c := range cits {
		field := fmt.Sprintf("citations[%d]", i)
		part := c.GeneratedResponsePart.TextResponsePart
		b, e, covers, err := d.bedrockSpan(r.Answer, part.Span, part.Text, field+".generatedResponsePart.textResponsePart")
		if err != nil {
			return nil, err
		}
		for j, ref := range c.RetrievedReferences {
			rf := fmt.Sprintf("%s.retrievedReferences[%d]", field, j)
			// A reference with no location or source URI (a structured
			// data store's ROW) names no Vault document, and one without
			// text (an IMAGE, a ROW) cannot be located: either stays in
			// the trace as a problem the report lists, and the citation
			// resting on it fails, while the rest is graded.
			ns, chunk := bedrockNames(ref)
			key := chunk
			if key == "" {
				key = rf
			}
			k, seen := byChunk[key]
			if seen && (r.Retrieved[k].Text != ref.Content.Text || !slices.Equal(refNames[k], ns)) {
				// The same chunk ID with other text or another location is
				// not the chunk already listed: an entry of its own, whose
				// text is located (and a forgery reported) like any other,
				// never silently read as the first one's.
				key, seen = rf, false
			}
			if !seen {
				k = len(r.Retrieved)
				byChunk[key] = k
				r.Retrieved = append(r.Retrieved, traceEntry(ns, key, k+1, 0, ref.Content.Text))
				refNames = append(refNames, ns)
			}
			page, err := d.bedrockPage(ref, rf)
			if err != nil {
				return nil, err
			}
			if covers {
				sc := rubric.StructuredCitation{Field: rf, Kind: "retrievedReference", Start: b, End: e, Names: ns, Retrieved: []int{k}, Page: page}
				if len(c.RetrievedReferences) > 1 {
					// The references support the span together: one
					// document's are judged as one passage, and each
					// sentence of the span needs one of them, each of
					// them a sentence (checks/judge_span_groups.go).
					sc.Group = field
				}
				r.Structured = append(r.Structured, sc)
			}
		}
	}
	r.Metadata = d.metadata(d.top, "output", "citations")
	return r, nil
}

// bedrockSpan places a citation's generated part in the answer. A span is
// read end-inclusive, as Bedrock writes it; when its text is given and
// only the end-exclusive reading slices it out, that reading. Without a
// span the text is found in the answer (its first place). A part with
// neither span nor text covers no answer text (covers false: its
// references are retrieved, but cite no claim). A text the answer does
// not hold is bad input: attached anywhere, the citation would lend its
// document to a claim it never covered.
func (d *decoder) bedrockSpan(answer string, sp *struct {
	Start int `json:"start"`
	End   int `json:"end"`
}, text, field string) (int, int, bool, error) {
	if sp != nil {
		b, e, _, ok := span(answer, sp.Start, sp.End, true, text, CodePoints, UTF16, Bytes)
		if !ok && strings.TrimSpace(text) != "" {
			b, e, _, ok = span(answer, sp.Start, sp.End, false, text, CodePoints, UTF16, Bytes)
		}
		if !ok {
			return 0, 0, false, d.bad(field+".span", "start %d and end %d (inclusive) do not slice its text %q out of the answer in code points, UTF-16 units or UTF-8 bytes", sp.Start, sp.End, clipText(text))
		}
		return b, e, true, nil
	}
	if strings.TrimSpace(text) == "" {
		return 0, 0, false, nil
	}
	i := strings.Index(answer, text)
	if i < 0 {
		if f := textnorm.Fold(text); f != "" {
			if j := strings.Index(textnorm.Fold(answer), f); j >= 0 {
				return 0, 0, false, d.bad(field+".text", "its text %q is in the answer only after white-space folding, and it has no span to place it", clipText(text))
			}
		}
		return 0, 0, false, d.bad(field+".text", "its text %q is not in the answer, and it has no span to place it", clipText(text))
	}
	return i, i + len(text), true, nil
}

// bedrockNames are a reference's document names and its chunk ID
// (decoded).
func bedrockNames(ref brRef) ([]rubric.DocName, string) {
	str := func(m map[string]json.RawMessage, k string) string {
		var s string
		_ = json.Unmarshal(m[k], &s)
		return s
	}
	chunk := str(ref.Metadata, "x-amz-bedrock-kb-chunk-id")
	if dec, err := url.QueryUnescape(chunk); err == nil {
		chunk = dec
	}
	var locURI []string
	for _, k := range []string{"s3Location", "webLocation", "confluenceLocation", "salesforceLocation", "sharePointLocation", "kendraDocumentLocation", "customDocumentLocation"} {
		var loc map[string]json.RawMessage
		if json.Unmarshal(ref.Location[k], &loc) == nil {
			locURI = append(locURI, firstNonEmpty(str(loc, "uri"), str(loc, "url"), str(loc, "id")))
		}
	}
	// The chunk-ID metadata first, as the format's own ID (a Vault may
	// list it among a document's external_ids), then the locations.
	pairs := []string{"id", chunk}
	for _, u := range locURI {
		pairs = append(pairs, "uri", u)
	}
	pairs = append(pairs, "uri", str(ref.Metadata, "x-amz-bedrock-kb-source-uri"), "title", str(ref.Metadata, "title"))
	return names(pairs...), chunk
}
