package native

import "encoding/json"

// Two provider objects are often taken for RAG responses but are none of
// the formats SPEC lists, so they are refused (exit 2) like any unknown
// shape; the message names them, so a user who saved one knows it was
// recognised and not read, rather than wondering which key is missing:
//
//   - an OpenAI Chat Completions object (alone, or wrapped with its
//     request as {"request", "response"}): its tool messages are whatever
//     the caller's own function returned, with no document names or
//     citations of the API's;
//   - a Bedrock Converse response (output.message, citationsContent when
//     citations were enabled): it cites documents attached to the prompt,
//     not a knowledge base (bedrock-kb is RetrieveAndGenerate).

// unreadHint names a recognised shape that is no format read, "" for any
// other.
func unreadHint(top map[string]json.RawMessage) string {
	obj := top
	if wrapper(top, "request", "response") {
		var resp map[string]json.RawMessage
		if json.Unmarshal(top["response"], &resp) != nil {
			return ""
		}
		obj = resp
	}
	switch {
	case isChatCompletion(obj):
		return "; it is an OpenAI Chat Completions object, which is not one of them (its tool messages carry no document names or citations of the API's): write the answer and its trace as a citecheck response instead"
	case isConverse(obj):
		return "; it is a Bedrock Converse response, which is not one of them (its citations name documents attached to the prompt; a knowledge base's RetrieveAndGenerate response is bedrock-kb): write the answer and its trace as a citecheck response instead"
	}
	return ""
}

// isChatCompletion: {"object": "chat.completion", "choices": [...]}.
func isChatCompletion(obj map[string]json.RawMessage) bool {
	var o string
	return hasKeys(obj, "choices") && json.Unmarshal(obj["object"], &o) == nil && o == "chat.completion"
}

// isConverse: {"output": {"message": {...}}, "stopReason": ...}.
func isConverse(obj map[string]json.RawMessage) bool {
	if !hasKeys(obj, "output", "stopReason") {
		return false
	}
	var out struct {
		Message json.RawMessage `json:"message"`
	}
	return json.Unmarshal(obj["output"], &out) == nil && out.Message != nil
}
