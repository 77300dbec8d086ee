package native

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Azure OpenAI "on your data" streams a chat completion as
// chat.completion.chunk objects (server-sent "data:" lines ending in
// "data: [DONE]", or JSON Lines as a client logs each chunk's
// model_dump): the first chunk of the choice gives the role and the
// message's context (its citations, intent and, when asked for,
// all_retrieved_documents) in delta.context; the chunks after it the
// answer's text in delta.content, "[doc1]" markers split between
// chunks as they come; the last the finish_reason (a usage chunk with
// no choices may follow). A chunk of prompt_filter_results without
// choices may come first. The chunks are assembled into the chat
// completion the non-streamed call returns (object "chat.completion",
// choices[0].message with the content joined and the context), and
// that is read as azure-on-your-data; without a context it is a plain
// Chat Completions object, refused as such. A stream cut short (no
// finish_reason), one ending in an error or a tool call, text after the
// finish_reason, a second choice, and a context given twice with other
// content are bad input.

// chatFinished are the finish reasons of an answer given: complete, or
// at the token limit (what was streamed is the answer, as a
// non-streamed completion so cut is graded), or cut by the content
// filter (the text before it is what the user was shown).
var chatFinished = map[string]bool{"stop": true, "length": true, "content_filter": true}

// isChatChunk reports whether raw is a Chat Completions stream chunk:
// object "chat.completion.chunk" ("extensions.chat.completion.chunk" in
// older "on your data" versions), choices whose first has a delta, or
// the prompt_filter_results chunk Azure sends first (no object, no
// choices).
func isChatChunk(raw json.RawMessage) bool {
	var c struct {
		Object              *string           `json:"object"`
		Choices             *[]map[string]any `json:"choices"`
		PromptFilterResults json.RawMessage   `json:"prompt_filter_results"`
	}
	if json.Unmarshal(raw, &c) != nil || c.Choices == nil {
		return false
	}
	if c.Object != nil && strings.HasSuffix(*c.Object, "chat.completion.chunk") {
		return true
	}
	if len(*c.Choices) > 0 {
		_, ok := (*c.Choices)[0]["delta"]
		return ok
	}
	return len(c.PromptFilterResults) > 0 && (c.Object == nil || *c.Object == "")
}

// chatChunk is the part of a chunk read here.
type chatChunk struct {
	Choices []struct {
		Index        *int                       `json:"index"`
		Delta        map[string]json.RawMessage `json:"delta"`
		FinishReason *string                    `json:"finish_reason"`
		EndTurn      json.RawMessage            `json:"end_turn"`
	} `json:"choices"`
	Error json.RawMessage `json:"error"`
}

func assembleChatStream(path string, events []streamEvent) ([]byte, error) {
	const format = "azure-on-your-data"
	top := map[string]json.RawMessage{}
	msg := map[string]json.RawMessage{}
	var content strings.Builder
	var context json.RawMessage
	contextLine := 0
	var finish *string
	finishLine := 0
	var endTurn json.RawMessage
	for k, ev := range events {
		var c chatChunk
		if err := json.Unmarshal(ev.raw, &c); err != nil {
			return nil, streamBad(path, format, ev.line, "chunk %d of unexpected shape: %v", k, err)
		}
		if len(c.Error) > 0 && !bytes.Equal(c.Error, []byte("null")) {
			return nil, streamBad(path, format, ev.line, "chunk %d is an error: the stream failed, and there is no answer to grade", k)
		}
		var fields map[string]json.RawMessage
		_ = json.Unmarshal(ev.raw, &fields)
		for key, v := range fields {
			switch key {
			case "choices", "object", "error":
			case "usage":
				if !bytes.Equal(v, []byte("null")) {
					top[key] = v // the last chunk's counts are the whole completion's
				}
			default:
				// The first chunk of prompt_filter_results gives no id
				// (""), created 0 and model "": the first real value
				// of each is the completion's.
				if _, ok := top[key]; !ok && !emptyJSON(v) {
					top[key] = v
				}
			}
		}
		for _, ch := range c.Choices {
			if ch.Index != nil && *ch.Index != 0 {
				return nil, streamBad(path, format, ev.line, "chunk %d carries choice %d: a stream of several choices is not read", k, *ch.Index)
			}
			if finish != nil && len(ch.Delta) > 0 && hasContent(ch.Delta) {
				return nil, streamBad(path, format, ev.line, "chunk %d streams more of the answer after finish_reason %q (line %d)", k, *finish, finishLine)
			}
			for key, v := range ch.Delta {
				switch key {
				case "content":
					var s *string
					if err := json.Unmarshal(v, &s); err != nil {
						return nil, streamBad(path, format, ev.line, "chunk %d: delta.content is no string", k)
					}
					if s != nil {
						content.WriteString(*s)
					}
				case "context":
					if emptyJSON(v) {
						continue
					}
					if context != nil && !sameJSON(context, v) {
						// Which citations the [docN] markers name
						// would depend on which context is read.
						return nil, streamBad(path, format, ev.line, "chunk %d gives another delta.context than the chunk at line %d: which citations the user was shown cannot be told", k, contextLine)
					}
					context, contextLine = v, ev.line
				case "tool_calls", "function_call":
					if !emptyJSON(v) {
						return nil, streamBad(path, format, ev.line, "chunk %d streams a tool call (delta.%s): the model called a tool, and no answer was given", k, key)
					}
				default:
					if _, ok := msg[key]; !ok && !emptyJSON(v) {
						msg[key] = v // role, refusal, ...
					}
				}
			}
			if ch.FinishReason != nil {
				if !chatFinished[*ch.FinishReason] {
					return nil, streamBad(path, format, ev.line, "the stream finished with %q (choices[0].finish_reason): there is no answer to grade", *ch.FinishReason)
				}
				finish, finishLine = ch.FinishReason, ev.line
			}
			if len(ch.EndTurn) > 0 {
				endTurn = ch.EndTurn
			}
		}
	}
	if finish == nil {
		return nil, streamBad(path, format, events[len(events)-1].line, "the %d chunks end without a finish_reason: the stream was cut short", len(events))
	}
	msg["content"], _ = json.Marshal(content.String())
	if _, ok := msg["role"]; !ok {
		msg["role"] = json.RawMessage(`"assistant"`)
	}
	if context != nil {
		msg["context"] = context
	}
	if endTurn != nil {
		msg["end_turn"] = endTurn
	}
	choice := map[string]any{"index": 0, "message": msg, "finish_reason": *finish}
	top["choices"], _ = json.Marshal([]any{choice})
	top["object"] = json.RawMessage(`"chat.completion"`)
	return json.Marshal(top)
}

// emptyJSON reports whether v is null, "", 0, [] or {} (a value a
// chunk gives for a field it does not carry).
func emptyJSON(v json.RawMessage) bool {
	switch string(bytes.TrimSpace(v)) {
	case "", "null", `""`, "0", "[]", "{}":
		return true
	}
	return false
}

// hasContent reports whether a delta carries text or a context (a
// delta of "content": "" or null alone, as the last chunk sends, does
// not).
func hasContent(delta map[string]json.RawMessage) bool {
	for _, k := range []string{"content", "context"} {
		if v, ok := delta[k]; ok && !emptyJSON(v) {
			return true
		}
	}
	return false
}
