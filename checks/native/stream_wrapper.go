package native

import (
	"bytes"
	"encoding/json"
)

// An Anthropic Messages stream and a Cohere Chat v2 stream name their
// documents by their place or id in the request, which the events do
// not carry, so each is read inside its {"request", "response"} wrapper,
// whose "response" is then the stream: a JSON array of the events, or
// the stream's text as one string (JSON Lines or server-sent events,
// as saved from the wire). The events are assembled into the Message or
// the Chat v2 response, and the wrapper is read as usual.

// wrappedStream replaces, in a {"request", "response"} wrapper whose
// response is a saved stream, the stream with the object it assembles
// to. It returns data unchanged (events 0) when the response is no
// stream.
func wrappedStream(path string, data []byte, top map[string]json.RawMessage) ([]byte, map[string]json.RawMessage, int, error) {
	if !wrapper(top, "request", "response") {
		return data, top, 0, nil
	}
	raw := bytes.TrimSpace(top["response"])
	var events []streamEvent
	switch {
	case len(raw) > 0 && raw[0] == '[':
		var arr []json.RawMessage
		if err := json.Unmarshal(raw, &arr); err != nil {
			return nil, nil, 0, streamBad(path, "wrapped", 1, "response: %v", err)
		}
		for _, e := range arr {
			events = append(events, streamEvent{raw: e, line: 1})
		}
		if len(events) > maxStreamEvents {
			return nil, nil, 0, checkStreamSize(path, events)
		}
	case len(raw) > 0 && raw[0] == '"':
		var text string
		if json.Unmarshal(raw, &text) != nil {
			return data, top, 0, nil
		}
		evs, ok, err := readStream(path, []byte(text))
		if err != nil {
			return nil, nil, 0, err
		}
		if !ok {
			return data, top, 0, nil
		}
		events = evs
	default:
		return data, top, 0, nil
	}
	if len(events) == 0 {
		return data, top, 0, nil
	}
	var obj json.RawMessage
	var err error
	switch first := eventType(events[0].raw); {
	case anthropicEventTypes[first]:
		obj, err = assembleAnthropicStream(path, events)
	case cohereEventTypes[first]:
		obj, err = assembleCohereStream(path, events)
	default:
		// Not a stream of a wrapped format: Anthropic's own checks
		// refuse it, naming the first event.
		obj, err = assembleAnthropicStream(path, events)
	}
	if err != nil {
		return nil, nil, 0, err
	}
	out := map[string]json.RawMessage{"request": top["request"], "response": obj}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, nil, 0, streamBad(path, "wrapped", 1, "%v", err)
	}
	return b, out, len(events), nil
}
