package native

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// A Bedrock retrieveAndGenerateStream log is a list of events, each an
// object of one member: "output" ({"text": a piece of the answer}),
// "citation" (a citation event: generatedResponsePart and
// retrievedReferences, as one entry of RetrieveAndGenerate's citations;
// older SDKs nest them in a deprecated "citation" member, read when the
// event has them nowhere else) or "guardrail" ({"action"}); a saved log
// may also carry the response's "sessionId" as an event of its own. The
// spans count in the whole answer, as RetrieveAndGenerate's do, so the
// log is assembled into that response: the text pieces joined, the
// citations in order. An exception event (validationException, ...) is
// bad input: the stream failed.

// bedrockStreamMembers are the members a stream event may have.
var bedrockStreamMembers = map[string]bool{"output": true, "citation": true, "guardrail": true, "sessionId": true}

// isBedrockStreamEvent reports whether raw is an object of one member a
// retrieveAndGenerateStream event has ("output" alone, as the first
// event usually is, or "citation").
func isBedrockStreamEvent(raw json.RawMessage) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil || len(m) != 1 {
		return false
	}
	for k := range m {
		return k == "output" || k == "citation"
	}
	return false
}

func assembleBedrockStream(path string, events []streamEvent) ([]byte, error) {
	const format = "bedrock-kb"
	var text bytes.Buffer
	citations := []json.RawMessage{}
	out := map[string]json.RawMessage{}
	for k, ev := range events {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(ev.raw, &m); err != nil || len(m) != 1 {
			return nil, streamBad(path, format, ev.line, "event %d is not an object of one member (output, citation, guardrail)", k)
		}
		for key, v := range m {
			if !bedrockStreamMembers[key] {
				return nil, streamBad(path, format, ev.line, "event %d is %q: the stream failed, and there is no answer to grade", k, key)
			}
			switch key {
			case "output":
				var o struct {
					Text *string `json:"text"`
				}
				if json.Unmarshal(v, &o) != nil || o.Text == nil {
					return nil, streamBad(path, format, ev.line, "event %d: output without its text", k)
				}
				text.WriteString(*o.Text)
			case "citation":
				c, err := bedrockStreamCitation(v)
				if err != nil {
					return nil, streamBad(path, format, ev.line, "event %d: %v", k, err)
				}
				citations = append(citations, c)
			case "guardrail":
				var g struct {
					Action json.RawMessage `json:"action"`
				}
				_ = json.Unmarshal(v, &g)
				if len(g.Action) > 0 {
					out["guardrailAction"] = g.Action
				}
			case "sessionId":
				out["sessionId"] = v
			}
		}
	}
	t, _ := json.Marshal(map[string]string{"text": text.String()})
	out["output"] = t
	out["citations"], _ = json.Marshal(citations)
	return json.Marshal(out)
}

// bedrockStreamCitation is one citation event as a RetrieveAndGenerate
// citation: its own generatedResponsePart and retrievedReferences, else
// those of its deprecated "citation" member.
func bedrockStreamCitation(v json.RawMessage) (json.RawMessage, error) {
	var c struct {
		GeneratedResponsePart json.RawMessage `json:"generatedResponsePart"`
		RetrievedReferences   json.RawMessage `json:"retrievedReferences"`
		Citation              *struct {
			GeneratedResponsePart json.RawMessage `json:"generatedResponsePart"`
			RetrievedReferences   json.RawMessage `json:"retrievedReferences"`
		} `json:"citation"`
	}
	if err := json.Unmarshal(v, &c); err != nil {
		return nil, fmt.Errorf("citation of unexpected shape: %v", err)
	}
	part, refs := c.GeneratedResponsePart, c.RetrievedReferences
	if len(part) > 0 && c.Citation != nil && len(c.Citation.GeneratedResponsePart) > 0 &&
		(!sameJSON(part, c.Citation.GeneratedResponsePart) || len(refs) > 0 && len(c.Citation.RetrievedReferences) > 0 && !sameJSON(refs, c.Citation.RetrievedReferences)) {
		return nil, fmt.Errorf("its generatedResponsePart or retrievedReferences differ from those of its deprecated citation member: which the user was shown cannot be told")
	}
	if len(part) == 0 && len(refs) == 0 && c.Citation != nil {
		part, refs = c.Citation.GeneratedResponsePart, c.Citation.RetrievedReferences
	}
	if len(part) == 0 {
		return nil, fmt.Errorf("citation without generatedResponsePart")
	}
	if len(refs) == 0 {
		refs = json.RawMessage("[]")
	}
	return json.Marshal(map[string]json.RawMessage{"generatedResponsePart": part, "retrievedReferences": refs})
}
