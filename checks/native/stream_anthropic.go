package native

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// An Anthropic Messages stream has no final object: message_start gives
// the message with no content, content_block_start each block,
// content_block_delta its text (text_delta), its citations
// (citations_delta, one citation appended to the block's list each), a
// tool's input (input_json_delta) or thinking, message_delta the stop
// reason and usage, message_stop the end. The Message is assembled from
// them as the SDKs accumulate it, in the anthropic wrapper, whose
// "response" may be that list of events. A stream cut short (no
// message_stop), a block started twice or changed after its stop, or an
// error event is bad input: what the user was shown cannot be told.

// anthropicEventTypes are the event types of a Messages stream.
var anthropicEventTypes = map[string]bool{
	"message_start": true, "content_block_start": true, "content_block_delta": true,
	"content_block_stop": true, "message_delta": true, "message_stop": true, "ping": true,
}

// antStreamEvent is the part of a Messages stream event read here.
type antStreamEvent struct {
	Type         string                     `json:"type"`
	Message      map[string]json.RawMessage `json:"message"`
	Index        *int                       `json:"index"`
	ContentBlock map[string]json.RawMessage `json:"content_block"`
	Delta        struct {
		Type        string          `json:"type"`
		Text        *string         `json:"text"`
		Citation    json.RawMessage `json:"citation"`
		PartialJSON *string         `json:"partial_json"`
		Thinking    *string         `json:"thinking"`
		Signature   *string         `json:"signature"`
		// message_delta's delta
		StopReason   json.RawMessage `json:"stop_reason"`
		StopSequence json.RawMessage `json:"stop_sequence"`
	} `json:"delta"`
	Usage map[string]json.RawMessage `json:"usage"`
	Error json.RawMessage            `json:"error"`
}

// antStreamBlock is one content block being assembled.
type antStreamBlock struct {
	fields    map[string]json.RawMessage
	text      *string // text or thinking, as the block type has it
	textKey   string
	citations []json.RawMessage
	input     string // a tool_use block's partial JSON
	inputSeen bool
	stopped   bool
}

func assembleAnthropicStream(path string, events []streamEvent) (json.RawMessage, error) {
	const format = "anthropic"
	var msg map[string]json.RawMessage
	var blocks []*antStreamBlock
	stopped := false
	for k, ev := range events {
		at := func(m string, args ...any) error {
			return streamBad(path, format, ev.line, "response[%d]: %s", k, fmt.Sprintf(m, args...))
		}
		var e antStreamEvent
		if err := json.Unmarshal(ev.raw, &e); err != nil {
			return nil, at("event of unexpected shape: %v", err)
		}
		if stopped {
			return nil, at("event %q after message_stop", e.Type)
		}
		if msg == nil && e.Type != "message_start" && e.Type != "ping" {
			return nil, at("the stream begins with %q, not message_start", e.Type)
		}
		block := func() (*antStreamBlock, error) {
			if e.Index == nil || *e.Index < 0 || *e.Index >= len(blocks) {
				return nil, at("%s names no block started before it", e.Type)
			}
			b := blocks[*e.Index]
			if b.stopped {
				return nil, at("%s of block %d after its content_block_stop", e.Type, *e.Index)
			}
			return b, nil
		}
		switch e.Type {
		case "ping":
		case "error":
			return nil, at("the stream ended in an error event: there is no answer to grade")
		case "message_start":
			if msg != nil {
				return nil, at("a second message_start")
			}
			if e.Message == nil {
				return nil, at("message_start without its message")
			}
			msg = e.Message
		case "content_block_start":
			if e.Index == nil || *e.Index != len(blocks) || e.ContentBlock == nil {
				return nil, at("content_block_start of block %v, where block %d comes next", indexOrNil(e.Index), len(blocks))
			}
			b := &antStreamBlock{fields: e.ContentBlock}
			var typ string
			_ = json.Unmarshal(e.ContentBlock["type"], &typ)
			switch typ {
			case "text":
				b.textKey = "text"
			case "thinking":
				b.textKey = "thinking"
			}
			if b.textKey != "" {
				var s string
				_ = json.Unmarshal(e.ContentBlock[b.textKey], &s)
				b.text = &s
			}
			if raw, ok := e.ContentBlock["citations"]; ok && !bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
				if err := json.Unmarshal(raw, &b.citations); err != nil {
					return nil, at("content_block.citations: %v", err)
				}
			}
			blocks = append(blocks, b)
		case "content_block_delta":
			b, err := block()
			if err != nil {
				return nil, err
			}
			switch d := e.Delta; {
			case d.Type == "text_delta" && d.Text != nil && b.textKey == "text":
				*b.text += *d.Text
			case d.Type == "citations_delta" && len(d.Citation) > 0 && b.textKey == "text":
				b.citations = append(b.citations, d.Citation)
			case d.Type == "thinking_delta" && d.Thinking != nil && b.textKey == "thinking":
				*b.text += *d.Thinking
			case d.Type == "signature_delta" && d.Signature != nil:
				sig, _ := json.Marshal(*d.Signature)
				b.fields["signature"] = sig
			case d.Type == "input_json_delta" && d.PartialJSON != nil:
				b.input += *d.PartialJSON
				b.inputSeen = true
			default:
				return nil, at("a content_block_delta of type %q does not fit block %d", d.Type, *e.Index)
			}
		case "content_block_stop":
			b, err := block()
			if err != nil {
				return nil, err
			}
			b.stopped = true
		case "message_delta":
			if len(e.Delta.StopReason) > 0 {
				msg["stop_reason"] = e.Delta.StopReason
			}
			if len(e.Delta.StopSequence) > 0 {
				msg["stop_sequence"] = e.Delta.StopSequence
			}
			if e.Usage != nil {
				usage := map[string]json.RawMessage{}
				_ = json.Unmarshal(msg["usage"], &usage)
				for key, v := range e.Usage {
					usage[key] = v
				}
				msg["usage"], _ = json.Marshal(usage)
			}
		case "message_stop":
			stopped = true
		default:
			return nil, at("an event of type %q, which a Messages stream does not send", e.Type)
		}
	}
	if !stopped {
		return nil, streamBad(path, format, 1, "the %d events end without message_stop: the stream was cut short", len(events))
	}
	content := make([]json.RawMessage, len(blocks))
	for k, b := range blocks {
		if !b.stopped {
			return nil, streamBad(path, format, 1, "block %d never stopped (content_block_stop)", k)
		}
		if b.text != nil {
			b.fields[b.textKey], _ = json.Marshal(*b.text)
		}
		if b.textKey == "text" && (len(b.citations) > 0 || b.fields["citations"] != nil) {
			b.fields["citations"], _ = json.Marshal(b.citations)
		}
		if b.inputSeen {
			in := b.input
			if in == "" {
				in = "{}"
			}
			if !json.Valid([]byte(in)) {
				return nil, streamBad(path, format, 1, "block %d: its input_json_delta parts do not join to JSON", k)
			}
			b.fields["input"] = json.RawMessage(in)
		}
		content[k], _ = json.Marshal(b.fields)
	}
	msg["content"], _ = json.Marshal(content)
	return json.Marshal(msg)
}

func indexOrNil(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}
