package native

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// Teams that stream their RAG answers save what they received: the
// events, one JSON object a line (JSON Lines), the server-sent-event
// text itself ("event: ..." and "data: {...}" lines), or a JSON array of
// the events. Such a log was refused as "not one JSON object", though
// it carries everything the final object does. A stream is therefore
// assembled into the object the provider returns without streaming, and
// that object is decoded as usual; where the events and a final object
// both say what was cited, they must agree (a later event revising an
// earlier one would otherwise grade one while the user saw the other).

// streamEvent is one event of a saved stream and the line it began on.
// name is the server-sent event's "event:" line before its data ("" in
// JSON Lines and arrays): an OpenAI Assistants stream names its events
// there only (the data is the object, a thread.message.delta or a
// thread.run), so it is kept.
type streamEvent struct {
	raw  json.RawMessage
	line int
	name string
}

// maxStreamEvents bounds the events one saved stream may hold (a stream
// of one-character deltas of a long answer stays far below it).
const maxStreamEvents = 200000

// readStream reads data as a saved stream of event objects. ok is false
// when data is not one (a single JSON object, or text of another kind),
// so the caller reads it as an object; err is a line that is neither an
// event nor stream framing, once data has the shape of a stream.
func readStream(path string, data []byte) (events []streamEvent, ok bool, err error) {
	data = bytes.TrimPrefix(bytes.TrimSpace(data), []byte("\ufeff"))
	if len(data) == 0 {
		return nil, false, nil
	}
	if data[0] == '[' {
		var arr []json.RawMessage
		if json.Unmarshal(data, &arr) != nil || len(arr) == 0 || !isObject(arr[0]) {
			return nil, false, nil
		}
		for k, raw := range arr {
			if !isObject(raw) {
				return nil, true, &rubric.InputError{File: path, Line: 1, Field: fmt.Sprintf("[%d]", k), Msg: "a saved stream's events must each be a JSON object"}
			}
			events = append(events, streamEvent{raw: raw, line: 1})
		}
		return events, true, checkStreamSize(path, events)
	}
	if data[0] == '{' && json.Valid(data) {
		return nil, false, nil // one object: not a stream
	}
	sse := bytes.HasPrefix(data, []byte("event:")) || bytes.HasPrefix(data, []byte("data:"))
	if data[0] != '{' && !sse {
		return nil, false, nil
	}
	name := "" // the SSE event name of the data to come
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			name = "" // an SSE event ends at a blank line
			continue
		case strings.HasPrefix(line, "event:"):
			name = strings.TrimSpace(strings.TrimPrefix(line, "event:"))
			continue
		case strings.HasPrefix(line, ":"), strings.HasPrefix(line, "id:"), strings.HasPrefix(line, "retry:"):
			continue // SSE framing
		case strings.HasPrefix(line, "data:"):
			line = strings.TrimSpace(strings.TrimPrefix(line, "data:"))
			if line == "[DONE]" {
				continue
			}
		}
		raw := json.RawMessage(line)
		if len(events) == 0 && !sse && !(json.Valid(raw) && (StartsStream(raw) || anthropicEventTypes[eventType(raw)] || cohereEventTypes[eventType(raw)])) {
			return nil, false, nil // a malformed object, or lines of another kind: not a stream
		}
		if !isObject(raw) || !json.Valid(raw) {
			return nil, true, &rubric.InputError{File: path, Line: n + 1, Msg: "a saved stream (JSON Lines or server-sent events) holds one JSON event object a line; this line is none"}
		}
		events = append(events, streamEvent{raw: raw, line: n + 1, name: name})
		if len(events) > maxStreamEvents {
			break
		}
	}
	if len(events) == 0 {
		return nil, false, nil
	}
	return events, true, checkStreamSize(path, events)
}

func checkStreamSize(path string, events []streamEvent) error {
	if len(events) > maxStreamEvents {
		return &rubric.InputError{File: path, Line: 1, Msg: fmt.Sprintf("a saved stream of more than %d events is more than citecheck reads", maxStreamEvents)}
	}
	return nil
}

func isObject(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) > 0 && raw[0] == '{'
}

// eventType is an event's "type" ("" when it has none).
func eventType(raw json.RawMessage) string {
	var e struct {
		Type string `json:"type"`
	}
	_ = json.Unmarshal(raw, &e)
	return e.Type
}

// assembleStream turns a saved stream into the provider object it
// stands for: an OpenAI Responses stream ("response.*" events) into its
// final Response, a Bedrock retrieveAndGenerateStream log into a
// RetrieveAndGenerate response, Gemini streamGenerateContent chunks into
// one generateContent response, Chat Completions chunks (Azure "on your
// data") into the chat completion, an OpenAI Assistants run stream into
// the openai-assistants wrapper. An Anthropic or Cohere stream needs its
// request (document_index counts the request's documents; a Cohere
// source's id names one of them), so it is read inside its wrapper
// (wrappedStream) and is refused alone, saying so.
func assembleStream(path string, events []streamEvent) ([]byte, error) {
	first := eventType(events[0].raw)
	switch {
	case strings.HasPrefix(first, "response."):
		return assembleOpenAIStream(path, events)
	case anthropicEventTypes[first]:
		return nil, &rubric.InputError{File: path, Line: events[0].line, Msg: `an Anthropic Messages stream names its documents by document_index into the request, which the events do not carry: give {"request": <Messages request body>, "response": [<event>, ...]} (the events in order)`}
	case cohereEventTypes[first]:
		return nil, &rubric.InputError{File: path, Line: events[0].line, Msg: `a Cohere Chat v2 stream names its documents by id in the request, whose documents (the trace) the events do not carry: give {"request": <Chat v2 request with "documents">, "response": [<event>, ...]} (the events in order, or the stream's text as one string)`}
	case first == "" && isBedrockStreamEvent(events[0].raw):
		return assembleBedrockStream(path, events)
	case first == "" && isGeminiChunk(events[0].raw):
		return assembleGeminiStream(path, events)
	case isChatChunk(events[0].raw):
		return assembleChatStream(path, events)
	case isAssistantsEvent(events[0]):
		return assembleAssistantsStream(path, events)
	}
	return nil, &rubric.InputError{File: path, Line: events[0].line, Msg: fmt.Sprintf(
		"a saved stream whose first event (type %q) is of no stream citecheck reads (openai-responses \"response.*\" events, openai-assistants run events, azure-on-your-data chat.completion.chunk chunks, anthropic Messages and cohere Chat v2 events inside their wrappers, gemini streamGenerateContent chunks, bedrock-kb retrieveAndGenerateStream events)", first)}
}

// streamBad is a bad-input error about a stream's event at line.
func streamBad(path, format string, line int, msg string, args ...any) error {
	return &rubric.InputError{File: path, Line: line, Msg: format + " stream: " + fmt.Sprintf(msg, args...)}
}

// StartsStream reports whether line, the first line of a JSON Lines
// file, is the first event of a provider stream citecheck assembles
// alone (an OpenAI Responses "response.*" event, a Bedrock
// retrieveAndGenerateStream event, a Chat Completions chunk, an OpenAI
// Assistants run event) rather than one response of a batch. A batch
// of provider objects never starts so: no format's object has a
// "response.*" type, a single "output" or "citation" member, a
// "chat.completion.chunk" object, a "thread.*" object or an "event"
// and "data" pair.
func StartsStream(line []byte) bool {
	raw := json.RawMessage(bytes.TrimSpace(line))
	if !isObject(raw) || !json.Valid(raw) {
		return false
	}
	return strings.HasPrefix(eventType(raw), "response.") || eventType(raw) == "" && isBedrockStreamEvent(raw) ||
		isChatChunk(raw) || isAssistantsEvent(streamEvent{raw: raw})
}
