package native

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// A Cohere Chat v2 stream (co.chat_stream, or the HTTP stream as JSON
// Lines or server-sent events) has no final object: message-start gives
// the message's id and role, content-start / content-delta /
// content-end each content item's text (a thinking item's thinking),
// tool-plan-delta and tool-call-* the tool plan and calls, each
// citation-start one citation whole (start, end, text, sources, type,
// content_index) and citation-end closes it, message-end gives the
// finish_reason and usage. The Chat v2 response is assembled from them
// as the SDK's non-streamed call returns it, inside the cohere wrapper
// (the request's documents are the trace; the events name them only by
// id). A stream cut short (no message-end, an item or a citation never
// ended), one that finished in an error, an event naming no item begun
// before it or one after the stream's end, and a citation given twice
// are bad input: what the user was shown cannot be told.

// cohereEventTypes are the event types of a Chat v2 stream.
var cohereEventTypes = map[string]bool{
	"message-start": true, "content-start": true, "content-delta": true, "content-end": true,
	"tool-plan-delta": true, "tool-call-start": true, "tool-call-delta": true, "tool-call-end": true,
	"citation-start": true, "citation-end": true, "message-end": true, "debug": true,
}

// cohereFinished are the finish reasons of an answer given: complete,
// at a stop sequence, at the token limit (what was streamed is the
// answer, as a non-streamed response so cut is graded), or ending in
// tool calls. ERROR, ERROR_TOXIC, ERROR_LIMIT, TIMEOUT and USER_CANCEL
// end a stream that failed or was abandoned.
var cohereFinished = map[string]bool{"COMPLETE": true, "STOP_SEQUENCE": true, "MAX_TOKENS": true, "TOOL_CALL": true}

// cohStreamEvent is the part of a Chat v2 stream event read here.
type cohStreamEvent struct {
	Type  string  `json:"type"`
	ID    *string `json:"id"`
	Index *int    `json:"index"`
	Delta struct {
		Message struct {
			Role      *string         `json:"role"`
			Content   json.RawMessage `json:"content"`
			ToolPlan  *string         `json:"tool_plan"`
			ToolCalls json.RawMessage `json:"tool_calls"`
			Citations json.RawMessage `json:"citations"`
		} `json:"message"`
		FinishReason *string         `json:"finish_reason"`
		Usage        json.RawMessage `json:"usage"`
		Error        *string         `json:"error"`
	} `json:"delta"`
}

// cohStreamItem is one content item or tool call being assembled.
type cohStreamItem struct {
	fields map[string]json.RawMessage
	key    string // the text member deltas extend ("text", "thinking"; "" for a tool call)
	text   string
	args   string // a tool call's arguments
	ended  bool
}

func assembleCohereStream(path string, events []streamEvent) (json.RawMessage, error) {
	const format = "cohere"
	resp := map[string]json.RawMessage{}
	msg := map[string]json.RawMessage{"role": json.RawMessage(`"assistant"`)}
	var content, calls []*cohStreamItem
	var plan *string
	type cit struct {
		raw   json.RawMessage
		line  int
		ended bool
	}
	cits := map[int]*cit{}
	var citOrder []int
	started, ended := false, false
	for k, ev := range events {
		at := func(m string, args ...any) error {
			return streamBad(path, format, ev.line, "response[%d]: %s", k, fmt.Sprintf(m, args...))
		}
		var e cohStreamEvent
		if err := json.Unmarshal(ev.raw, &e); err != nil {
			return nil, at("event of unexpected shape: %v", err)
		}
		if ended {
			return nil, at("event %q after message-end", e.Type)
		}
		if !started && e.Type != "message-start" && e.Type != "debug" {
			return nil, at("the stream begins with %q, not message-start", e.Type)
		}
		// item is the content item or tool call e.Index names, begun and
		// not ended.
		item := func(list []*cohStreamItem, what string) (*cohStreamItem, error) {
			if e.Index == nil || *e.Index < 0 || *e.Index >= len(list) {
				return nil, at("%s names no %s begun before it (index %v)", e.Type, what, indexOrNil(e.Index))
			}
			it := list[*e.Index]
			if it.ended {
				return nil, at("%s of %s %d after its end", e.Type, what, *e.Index)
			}
			return it, nil
		}
		d := e.Delta.Message
		switch e.Type {
		case "debug":
		case "message-start":
			if started {
				return nil, at("a second message-start")
			}
			started = true
			if e.ID != nil {
				resp["id"], _ = json.Marshal(*e.ID)
			}
			if d.Role != nil {
				msg["role"], _ = json.Marshal(*d.Role)
			}
		case "content-start":
			if e.Index == nil || *e.Index != len(content) {
				return nil, at("content-start of item %v, where item %d comes next", indexOrNil(e.Index), len(content))
			}
			var c map[string]json.RawMessage
			if err := json.Unmarshal(d.Content, &c); err != nil || c == nil {
				return nil, at("content-start without its delta.message.content object")
			}
			it := &cohStreamItem{fields: c, key: "text"}
			var typ string
			_ = json.Unmarshal(c["type"], &typ)
			if typ == "thinking" {
				it.key = "thinking"
			}
			_ = json.Unmarshal(c[it.key], &it.text)
			content = append(content, it)
		case "content-delta":
			it, err := item(content, "content item")
			if err != nil {
				return nil, err
			}
			var c map[string]*string
			if json.Unmarshal(d.Content, &c) != nil || c[it.key] == nil {
				return nil, at("a content-delta without delta.message.content.%s, which item %d (%s) streams", it.key, *e.Index, it.key)
			}
			it.text += *c[it.key]
		case "content-end":
			it, err := item(content, "content item")
			if err != nil {
				return nil, err
			}
			it.ended = true
		case "tool-plan-delta":
			if d.ToolPlan == nil {
				return nil, at("a tool-plan-delta without delta.message.tool_plan")
			}
			if plan == nil {
				plan = new(string)
			}
			*plan += *d.ToolPlan
		case "tool-call-start":
			if e.Index == nil || *e.Index != len(calls) {
				return nil, at("tool-call-start of call %v, where call %d comes next", indexOrNil(e.Index), len(calls))
			}
			var c map[string]json.RawMessage
			if err := json.Unmarshal(d.ToolCalls, &c); err != nil || c == nil {
				return nil, at("tool-call-start without its delta.message.tool_calls object")
			}
			it := &cohStreamItem{fields: c}
			var fn struct {
				Arguments string `json:"arguments"`
			}
			_ = json.Unmarshal(c["function"], &fn)
			it.args = fn.Arguments
			calls = append(calls, it)
		case "tool-call-delta":
			it, err := item(calls, "tool call")
			if err != nil {
				return nil, err
			}
			var c struct {
				Function struct {
					Arguments *string `json:"arguments"`
				} `json:"function"`
			}
			if json.Unmarshal(d.ToolCalls, &c) != nil || c.Function.Arguments == nil {
				return nil, at("a tool-call-delta without delta.message.tool_calls.function.arguments")
			}
			it.args += *c.Function.Arguments
		case "tool-call-end":
			it, err := item(calls, "tool call")
			if err != nil {
				return nil, err
			}
			it.ended = true
		case "citation-start":
			if e.Index == nil || *e.Index < 0 {
				return nil, at("citation-start without its index")
			}
			if prev, ok := cits[*e.Index]; ok {
				// The same citation given twice: the user's client
				// showed one of them, and which cannot be told.
				return nil, at("citation %d is begun again (first at line %d)", *e.Index, prev.line)
			}
			if !isObject(d.Citations) {
				return nil, at("citation-start without its delta.message.citations object")
			}
			cits[*e.Index] = &cit{raw: d.Citations, line: ev.line}
			citOrder = append(citOrder, *e.Index)
		case "citation-end":
			c, ok := cits[indexOr(e.Index, -1)]
			if !ok {
				return nil, at("citation-end names no citation begun before it (index %v)", indexOrNil(e.Index))
			}
			if c.ended {
				return nil, at("citation %d ended twice", *e.Index)
			}
			c.ended = true
		case "message-end":
			ended = true
			if e.Delta.Error != nil && *e.Delta.Error != "" {
				return nil, at("the stream ended in an error (delta.error): there is no answer to grade")
			}
			if e.Delta.FinishReason == nil {
				return nil, at("message-end without delta.finish_reason")
			}
			fr := *e.Delta.FinishReason
			if !cohereFinished[fr] {
				return nil, at("the stream finished with %q (delta.finish_reason): it failed or was abandoned, and there is no answer to grade", fr)
			}
			resp["finish_reason"], _ = json.Marshal(fr)
			if len(e.Delta.Usage) > 0 && !bytes.Equal(e.Delta.Usage, []byte("null")) {
				resp["usage"] = e.Delta.Usage
			}
		default:
			return nil, at("an event of type %q, which a Chat v2 stream does not send", e.Type)
		}
	}
	if !ended {
		return nil, streamBad(path, format, events[len(events)-1].line, "the %d events end without message-end: the stream was cut short", len(events))
	}
	items := make([]json.RawMessage, len(content))
	for k, it := range content {
		if !it.ended {
			return nil, streamBad(path, format, events[len(events)-1].line, "content item %d never ended (content-end): the stream was cut short", k)
		}
		it.fields[it.key], _ = json.Marshal(it.text)
		items[k], _ = json.Marshal(it.fields)
	}
	msg["content"], _ = json.Marshal(items)
	if len(calls) > 0 {
		out := make([]json.RawMessage, len(calls))
		for k, it := range calls {
			if !it.ended {
				return nil, streamBad(path, format, events[len(events)-1].line, "tool call %d never ended (tool-call-end): the stream was cut short", k)
			}
			fn := map[string]json.RawMessage{}
			_ = json.Unmarshal(it.fields["function"], &fn)
			fn["arguments"], _ = json.Marshal(it.args)
			it.fields["function"], _ = json.Marshal(fn)
			out[k], _ = json.Marshal(it.fields)
		}
		msg["tool_calls"], _ = json.Marshal(out)
	}
	if plan != nil {
		msg["tool_plan"], _ = json.Marshal(*plan)
	}
	slices.Sort(citOrder) // the message's citations in index order, as the response lists them
	list := make([]json.RawMessage, 0, len(citOrder))
	for _, k := range citOrder {
		c := cits[k]
		if !c.ended {
			return nil, streamBad(path, format, c.line, "citation %d never ended (citation-end): the stream was cut short", k)
		}
		list = append(list, c.raw)
	}
	msg["citations"], _ = json.Marshal(list)
	resp["message"], _ = json.Marshal(msg)
	return json.Marshal(resp)
}

func indexOr(p *int, def int) int {
	if p == nil {
		return def
	}
	return *p
}
