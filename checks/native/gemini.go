package native

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// gemini: a generateContent response (Gemini API or Vertex AI) with the
// first candidate's groundingMetadata. groundingChunks[] are the trace:
// a retrievedContext (Vertex AI Search, RAG Engine, file search) names
// its document by documentName, uri and title, and carries its text
// (text, or ragChunk.text with its ragChunk.pageSpan); web chunks are no
// Vault documents. groundingSupports[] are the citations: each covers
// answer bytes [segment.startIndex, segment.endIndex) (UTF-8 bytes;
// startIndex is omitted when 0; segment.text is that slice) and cites
// the chunks groundingChunkIndices name. createTime is the time asked.
//
// The google-genai SDK's model_dump() writes the same object in
// snake_case (grounding_metadata, start_index, create_time): it is read
// the same (camel.go).
var gemini = Format{
	Name: "gemini",
	Is: func(top map[string]json.RawMessage) bool {
		var cands []struct {
			Content json.RawMessage `json:"content"`
		}
		return hasKeys(top, "candidates") && json.Unmarshal(top["candidates"], &cands) == nil && len(cands) > 0 && cands[0].Content != nil
	},
	Decode: decodeGemini,
}

type gemChunk struct {
	RetrievedContext *struct {
		URI          string `json:"uri"`
		Title        string `json:"title"`
		Text         string `json:"text"`
		DocumentName string `json:"documentName"`
		RagChunk     *struct {
			Text     string `json:"text"`
			PageSpan *struct {
				FirstPage int `json:"firstPage"`
				LastPage  int `json:"lastPage"`
			} `json:"pageSpan"`
		} `json:"ragChunk"`
	} `json:"retrievedContext"`
	Web *struct {
		URI   string `json:"uri"`
		Title string `json:"title"`
	} `json:"web"`
}

func decodeGemini(d *decoder) (*rubric.Response, error) {
	for k, v := range d.top {
		delete(d.top, k)
		d.top[camel(k)] = camelKeys(v)
	}
	var cands []struct {
		Content struct {
			Parts []struct {
				Text    string `json:"text"`
				Thought bool   `json:"thought"`
			} `json:"parts"`
		} `json:"content"`
		GroundingMetadata *struct {
			GroundingChunks   []gemChunk `json:"groundingChunks"`
			GroundingSupports []struct {
				Segment struct {
					PartIndex  int    `json:"partIndex"`
					StartIndex int    `json:"startIndex"`
					EndIndex   *int   `json:"endIndex"`
					Text       string `json:"text"`
				} `json:"segment"`
				GroundingChunkIndices []int `json:"groundingChunkIndices"`
			} `json:"groundingSupports"`
		} `json:"groundingMetadata"`
	}
	if err := d.into(d.top["candidates"], "candidates", &cands); err != nil {
		return nil, err
	}
	c := cands[0]
	r := &rubric.Response{}
	_ = json.Unmarshal(d.top["modelVersion"], &r.Model)
	if err := d.timeRFC3339(r, "createTime"); err != nil {
		return nil, err
	}
	// The answer: the text parts (thoughts are not the answer), joined
	// as the API means them; partStart maps a part to its first byte.
	var answer strings.Builder
	partStart := make([]int, len(c.Content.Parts))
	for i, p := range c.Content.Parts {
		partStart[i] = answer.Len()
		if !p.Thought {
			answer.WriteString(p.Text)
		}
	}
	r.Answer = answer.String()
	gm := c.GroundingMetadata
	if gm == nil {
		r.Metadata = d.metadata(d.top, "candidates")
		return r, nil
	}
	r.HasTrace = true
	entry := make([]int, len(gm.GroundingChunks)) // chunk -> trace entry, -1 none
	chunkNames := make([][]rubric.DocName, len(gm.GroundingChunks))
	pages := make([]string, len(gm.GroundingChunks))
	for i, ch := range gm.GroundingChunks {
		entry[i] = -1
		rc := ch.RetrievedContext
		if rc == nil {
			if ch.Web != nil {
				chunkNames[i] = names("uri", ch.Web.URI, "title", ch.Web.Title)
			}
			continue
		}
		chunkNames[i] = names("id", rc.DocumentName, "uri", rc.URI, "title", rc.Title)
		text := rc.Text
		if rc.RagChunk != nil {
			text = firstNonEmpty(text, rc.RagChunk.Text)
			if rc.RagChunk.PageSpan != nil && rc.RagChunk.PageSpan.FirstPage > 0 {
				pages[i] = strconv.Itoa(rc.RagChunk.PageSpan.FirstPage)
			}
		}
		// A chunk that names no document, or carries no text, is still
		// an entry of the trace: the grader reports it (it names no Vault
		// document, or nothing of its document is known to be retrieved)
		// and a support citing it has no retrieved passage, rather than
		// being graded on another chunk of the same document.
		entry[i] = len(r.Retrieved)
		r.Retrieved = append(r.Retrieved, traceEntry(chunkNames[i], fmt.Sprintf("groundingChunks[%d]", i), len(r.Retrieved)+1, 0, text))
	}
	for i, s := range gm.GroundingSupports {
		field := fmt.Sprintf("candidates[0].groundingMetadata.groundingSupports[%d]", i)
		seg := s.Segment
		if seg.EndIndex == nil {
			return nil, d.bad(field+".segment.endIndex", "required field missing")
		}
		// Offsets count within the part partIndex names: a part the
		// response lacks is bad input, and a thought part is no answer
		// text, so its support grounds nothing there.
		if seg.PartIndex < 0 || seg.PartIndex >= len(c.Content.Parts) {
			return nil, d.bad(field+".segment.partIndex", "%d names none of the candidate's %d parts", seg.PartIndex, len(c.Content.Parts))
		}
		if c.Content.Parts[seg.PartIndex].Thought {
			continue
		}
		base := partStart[seg.PartIndex]
		part := r.Answer[base : base+len(c.Content.Parts[seg.PartIndex].Text)]
		b, e, _, ok := span(part, seg.StartIndex, *seg.EndIndex, false, seg.Text, Bytes, CodePoints, UTF16)
		if !ok && seg.PartIndex == 0 && seg.Text != "" {
			// A streamed response assembled part by part carries the
			// last chunk's offsets, counted over the whole text.
			b, e, _, ok = span(r.Answer, seg.StartIndex, *seg.EndIndex, false, seg.Text, Bytes, CodePoints, UTF16)
		}
		if !ok {
			return nil, d.bad(field+".segment", "startIndex %d and endIndex %d do not slice its text %q out of part %d of the answer in UTF-8 bytes, code points or UTF-16 units", seg.StartIndex, *seg.EndIndex, clipText(seg.Text), seg.PartIndex)
		}
		for j, k := range s.GroundingChunkIndices {
			if k < 0 || k >= len(gm.GroundingChunks) {
				return nil, d.bad(fmt.Sprintf("%s.groundingChunkIndices[%d]", field, j), "%d names none of the %d grounding chunks", k, len(gm.GroundingChunks))
			}
			if gm.GroundingChunks[k].RetrievedContext == nil {
				continue // a web source: no Vault document
			}
			sc := rubric.StructuredCitation{Field: fmt.Sprintf("%s.groundingChunkIndices[%d]", field, j), Kind: "groundingSupport",
				Start: base + b, End: base + e, Names: chunkNames[k], Page: pages[k]}
			if entry[k] >= 0 {
				sc.Retrieved = []int{entry[k]}
			}
			if len(s.GroundingChunkIndices) > 1 {
				sc.Group = field // the chunks ground the segment together (checks/judge_span_groups.go)
			}
			r.Structured = append(r.Structured, sc)
		}
	}
	r.Metadata = d.metadata(d.top, "candidates")
	return r, nil
}
