package native

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// openai-assistants: {"message": <thread.message>, "run_steps": [<run
// step>...]} (or the run steps' list object, {"object": "list", "data":
// [...]}). The run steps' file_search tool calls' results are the trace
// (present when the steps were listed with
// include[]=step_details.tool_calls[*].file_search.results[*].content);
// the answer is the message's text content. A file_citation annotation
// covers its marker ("【4:0†source】", start_index/end_index in code
// points): the citation is the sentence holding the marker, of the file
// its file_citation.file_id names (and the file name the marker carries,
// "【4:0†Acme-MSA.pdf】"); its passage is that file's results, or the
// quote an Assistants v1 file_citation carries (its cited text). Run
// steps of another run than the message's are bad input.
var openAIAssistants = Format{
	Name: "openai-assistants",
	Is: func(top map[string]json.RawMessage) bool {
		if !wrapper(top, "message", "run_steps") {
			return false
		}
		var m struct {
			Object string `json:"object"`
		}
		return json.Unmarshal(top["message"], &m) == nil && m.Object == "thread.message"
	},
	Decode: decodeAssistants,
}

type asstStep struct {
	RunID       string `json:"run_id"`
	StepDetails struct {
		ToolCalls []struct {
			Type       string `json:"type"`
			FileSearch *struct {
				// Results is nil when the steps were listed without the
				// include parameter: the call is there, what it found is
				// not.
				Results []struct {
					FileID   string  `json:"file_id"`
					FileName string  `json:"file_name"`
					Score    float64 `json:"score"`
					Content  []struct {
						Type string `json:"type"`
						Text string `json:"text"`
					} `json:"content"`
				} `json:"results"`
			} `json:"file_search"`
		} `json:"tool_calls"`
	} `json:"step_details"`
}

// assistantsInclude is the query parameter that makes runs.steps.list
// return each file search result with its content.
const assistantsInclude = "include[]=step_details.tool_calls[*].file_search.results[*].content"

func decodeAssistants(d *decoder) (*rubric.Response, error) {
	var msg struct {
		RunID     string  `json:"run_id"`
		CreatedAt float64 `json:"created_at"`
		Content   []struct {
			Type string `json:"type"`
			Text *struct {
				Value       string `json:"value"`
				Annotations []struct {
					Type         string `json:"type"`
					Text         string `json:"text"`
					StartIndex   *int   `json:"start_index"`
					EndIndex     *int   `json:"end_index"`
					FileCitation *struct {
						FileID string `json:"file_id"`
						Quote  string `json:"quote"` // Assistants v1: the cited text
					} `json:"file_citation"`
				} `json:"annotations"`
			} `json:"text"`
		} `json:"content"`
	}
	if err := d.into(d.top["message"], "message", &msg); err != nil {
		return nil, err
	}
	var steps []asstStep
	raw := d.top["run_steps"]
	var list struct {
		Data []asstStep `json:"data"`
	}
	if len(raw) > 0 && raw[0] == '{' {
		if err := d.into(raw, "run_steps", &list); err != nil {
			return nil, err
		}
		steps = list.Data
	} else if err := d.into(raw, "run_steps", &steps); err != nil {
		return nil, err
	}
	r := &rubric.Response{}
	atUnix(r, msg.CreatedAt)
	byFile := map[string][]int{}
	for i, st := range steps {
		if msg.RunID != "" && st.RunID != "" && st.RunID != msg.RunID {
			// Another run's file search is no part of what this message
			// drew on: counted, its results would pass C-005 and C-006
			// for files this run never retrieved.
			return nil, d.bad(fmt.Sprintf("run_steps[%d].run_id", i), "the step is of run %q, the message of run %q: list the steps of the run that wrote the message", st.RunID, msg.RunID)
		}
		for j, tc := range st.StepDetails.ToolCalls {
			if tc.Type != "file_search" || tc.FileSearch == nil {
				continue
			}
			if tc.FileSearch.Results == nil {
				// Read as a search that found nothing, every citation
				// would fail as "not retrieved": true of the file, false
				// of the run. Nothing here says what it retrieved.
				return nil, d.bad(fmt.Sprintf("run_steps[%d].step_details.tool_calls[%d].file_search", i, j),
					"the run steps carry no file search results (they were listed without the include parameter), so what the run retrieved is unknown: list them again with %s", assistantsInclude)
			}
			r.HasTrace = true
			for k, res := range tc.FileSearch.Results {
				field := fmt.Sprintf("run_steps[%d].step_details.tool_calls[%d].file_search.results[%d]", i, j, k)
				var text strings.Builder
				for _, c := range res.Content {
					text.WriteString(c.Text)
				}
				if strings.TrimSpace(text.String()) == "" {
					return nil, d.bad(field+".content", "the file search result carries no content (the run steps were listed without the include parameter), so it cannot be located in the Vault: list them again with %s", assistantsInclude)
				}
				byFile[res.FileID] = append(byFile[res.FileID], len(r.Retrieved))
				r.Retrieved = append(r.Retrieved, traceEntry(names("id", res.FileID, "filename", res.FileName), field, len(r.Retrieved)+1, res.Score, text.String()))
			}
		}
	}
	var answer strings.Builder
	for i, c := range msg.Content {
		if c.Type != "text" || c.Text == nil {
			continue
		}
		if answer.Len() > 0 {
			answer.WriteString("\n\n")
		}
		base := answer.Len()
		v := c.Text.Value
		answer.WriteString(v)
		for a, an := range c.Text.Annotations {
			field := fmt.Sprintf("message.content[%d].text.annotations[%d]", i, a)
			if an.Type != "file_citation" || an.FileCitation == nil {
				continue
			}
			if an.StartIndex == nil || an.EndIndex == nil {
				return nil, d.bad(field, "a file_citation carries start_index and end_index")
			}
			ms, me, _, ok := span(v, *an.StartIndex, *an.EndIndex, false, an.Text, CodePoints, UTF16, Bytes)
			if !ok {
				return nil, d.bad(field, "start_index %d and end_index %d do not slice its marker %q out of the text in code points, UTF-16 units or UTF-8 bytes", *an.StartIndex, *an.EndIndex, clipText(an.Text))
			}
			s, e := sentenceAround(v, ms, me)
			ns := names("id", an.FileCitation.FileID, "filename", markerSource(an.Text))
			r.Structured = append(r.Structured, rubric.StructuredCitation{Field: field, Kind: "file_citation", Start: base + s, End: base + e,
				Names: ns, Retrieved: byFile[an.FileCitation.FileID], MarkerStart: base + ms, MarkerEnd: base + me,
				CitedText: strings.TrimSpace(an.FileCitation.Quote)})
		}
	}
	r.Answer = answer.String()
	var m map[string]json.RawMessage
	_ = json.Unmarshal(d.top["message"], &m)
	delete(m, "content")
	meta := map[string]any{"format": d.format, "message": m}
	if d.streamEvents > 0 {
		meta["stream_events"] = d.streamEvents // assembled from a saved stream (stream_assistants.go)
	}
	out, _ := json.Marshal(meta)
	r.Metadata = out
	return r, nil
}

// markerSource is the source a marker names after its dagger
// ("【4:0†Acme-MSA.pdf】" -> "Acme-MSA.pdf"); "source", the placeholder
// the API writes, names nothing.
func markerSource(m string) string {
	m = strings.TrimSuffix(strings.TrimPrefix(m, "【"), "】")
	i := strings.Index(m, "†")
	if i < 0 {
		return ""
	}
	s := strings.TrimSpace(m[i+len("†"):])
	if s == "source" {
		return ""
	}
	return s
}
