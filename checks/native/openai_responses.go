package native

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// openai-responses: a Responses API object ("object": "response"). The
// trace is the file_search_call items' results (present when the
// request asked include=["file_search_call.results"]); the answer is
// the output_text parts of the message items; a file_citation
// annotation names file_id and filename and carries a single index, an
// insertion point: the cited claim is the sentence ending there, and
// with no quote the passage is that file's result text.
var openAIResponses = Format{
	Name: "openai-responses",
	Is: func(top map[string]json.RawMessage) bool {
		var obj string
		_ = json.Unmarshal(top["object"], &obj)
		return obj == "response" && hasKeys(top, "output")
	},
	Decode: decodeOpenAIResponses,
}

type oaiItem struct {
	Type    string `json:"type"`
	ID      string `json:"id"`
	Role    string `json:"role"`
	Results *[]struct {
		FileID     string         `json:"file_id"`
		Filename   string         `json:"filename"`
		Score      float64        `json:"score"`
		Text       string         `json:"text"`
		Attributes map[string]any `json:"attributes"`
	} `json:"results"`
	Content []struct {
		Type        string `json:"type"`
		Text        string `json:"text"`
		Annotations []struct {
			Type     string `json:"type"`
			FileID   string `json:"file_id"`
			Filename string `json:"filename"`
			Index    *int   `json:"index"`
		} `json:"annotations"`
	} `json:"content"`
}

func decodeOpenAIResponses(d *decoder) (*rubric.Response, error) {
	var items []oaiItem
	if err := d.into(d.top["output"], "output", &items); err != nil {
		return nil, err
	}
	r := &rubric.Response{}
	if err := d.timeUnix(r, "created_at"); err != nil {
		return nil, err
	}
	_ = json.Unmarshal(d.top["model"], &r.Model)
	var answer strings.Builder
	byFile := map[string][]int{} // file_id -> trace entries
	for i, it := range items {
		switch it.Type {
		case "file_search_call":
			if it.Results == nil {
				continue // results not included: this call says nothing of what was retrieved
			}
			r.HasTrace = true
			for j, res := range *it.Results {
				field := fmt.Sprintf("output[%d].results[%d]", i, j)
				if strings.TrimSpace(res.Text) == "" {
					return nil, d.bad(field+".text", "a file search result without text cannot be located in the Vault")
				}
				byFile[res.FileID] = append(byFile[res.FileID], len(r.Retrieved))
				r.Retrieved = append(r.Retrieved, traceEntry(names("id", res.FileID, "filename", res.Filename),
					field, len(r.Retrieved)+1, res.Score, res.Text))
			}
		case "message":
			for k, part := range it.Content {
				if part.Type != "output_text" {
					continue
				}
				if answer.Len() > 0 {
					answer.WriteString("\n\n")
				}
				base := answer.Len()
				answer.WriteString(part.Text)
				for a, an := range part.Annotations {
					field := fmt.Sprintf("output[%d].content[%d].annotations[%d]", i, k, a)
					if an.Type != "file_citation" {
						continue // url_citation, file_path, container_file_citation: no Vault document
					}
					if an.Index == nil {
						return nil, d.bad(field+".index", "a file_citation carries its insertion point in index")
					}
					at, ok := insertionPoint(part.Text, *an.Index, CodePoints, UTF16, Bytes)
					if !ok {
						return nil, d.bad(field+".index", "index %d lies outside its text (%d bytes) in every unit (code points, UTF-16 units, UTF-8 bytes)", *an.Index, len(part.Text))
					}
					s, e := sentenceBefore(part.Text, at)
					sc := rubric.StructuredCitation{Field: field, Kind: "file_citation", Start: base + s, End: base + e,
						Names: names("id", an.FileID, "filename", an.Filename), Retrieved: byFile[an.FileID]}
					r.Structured = append(r.Structured, sc)
				}
			}
		}
	}
	if answer.Len() == 0 {
		return nil, d.bad("output", "no message item with output_text: nothing to grade")
	}
	r.Answer = answer.String()
	r.Metadata = d.metadata(d.top, "output", "input", "instructions")
	return r, nil
}
