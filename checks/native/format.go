package native

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// Auto is the --from value that detects the format from the object's
// shape.
const Auto = "auto"

// Bounds on what one provider object may make the grader do, besides
// the response size limit the loader applies first.
const (
	// MaxCitations bounds the structured citations of one response.
	MaxCitations = 5000
	// MaxTraceEntries bounds the trace entries an adapter produces (the
	// grader's --max-trace-entries applies after it as well).
	MaxTraceEntries = 10000
)

// Format is one provider format.
type Format struct {
	// Name is the --from value ("openai-responses").
	Name string
	// Is reports whether a decoded top-level object has this format's
	// shape (for auto detection; decoding checks the shape in full).
	Is func(top map[string]json.RawMessage) bool
	// Decode turns the object into the response model.
	Decode func(d *decoder) (*rubric.Response, error)
}

// Formats lists every format, in the order auto detection tries them.
func Formats() []Format {
	return []Format{openAIResponses, anthropicMessages, langChain, llamaIndex, cohere, gemini, bedrockKB, azureOnYourData, openAIAssistants}
}

// Names are the --from values: auto and every format's name.
func Names() []string {
	out := []string{Auto}
	for _, f := range Formats() {
		out = append(out, f.Name)
	}
	return out
}

// Decoder returns the rubric.ResponseOptions Decode function for a
// --from value, or an error naming the values known.
func Decoder(name string) (func(path string, data []byte) (*rubric.Response, error), error) {
	if name == Auto {
		return func(path string, data []byte) (*rubric.Response, error) { return decodeAs(path, data, "") }, nil
	}
	for _, f := range Formats() {
		if f.Name == name {
			return func(path string, data []byte) (*rubric.Response, error) { return decodeAs(path, data, name) }, nil
		}
	}
	return nil, fmt.Errorf("unknown --from format %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Detect names the format of a provider object, or "" when its shape is
// none this package knows.
func Detect(data []byte) string {
	data, top, _, err := unstream("", data)
	if err != nil {
		return ""
	}
	for _, f := range Formats() {
		if f.Is(top) {
			return f.Name
		}
	}
	return ""
}

// decodeAs decodes data as the named format ("" detects it). A shape
// that is not the format's is bad input (exit 2), and so is one auto
// does not know.
func decodeAs(path string, data []byte, name string) (*rubric.Response, error) {
	data, top, events, err := unstream(path, data)
	if err != nil {
		return nil, err
	}
	var f *Format
	for _, g := range Formats() {
		if (name == "" && g.Is(top)) || g.Name == name {
			f = &g
			break
		}
	}
	if f == nil {
		return nil, &rubric.InputError{File: path, Line: 1, Msg: fmt.Sprintf(
			"--from auto: the object's shape (top-level keys %s) is none of the formats known (%s)%s", keyList(top), strings.Join(Names()[1:], ", "), unreadHint(top))}
	}
	if !f.Is(top) {
		hint := detectedHint(top)
		if hint == "" {
			hint = unreadHint(top)
		}
		return nil, &rubric.InputError{File: path, Line: 1, Msg: fmt.Sprintf(
			"--from %s: the object does not have that format's shape (top-level keys %s)%s", f.Name, keyList(top), hint)}
	}
	d := &decoder{path: path, data: data, top: top, format: f.Name, streamEvents: events}
	r, err := f.Decode(d)
	if err != nil {
		return nil, err
	}
	r.Format = f.Name
	if len(r.Structured) > MaxCitations {
		return nil, d.bad("", "%d structured citations, more than the limit of %d", len(r.Structured), MaxCitations)
	}
	if len(r.Retrieved) > MaxTraceEntries {
		return nil, d.bad("", "%d retrieved entries, more than the limit of %d", len(r.Retrieved), MaxTraceEntries)
	}
	return r, nil
}

// unstream reads data as one provider object: a saved stream assembled
// into the object it stands for (stream.go), an anthropic or cohere
// wrapper whose response is a saved stream with the object it
// assembles to (stream_wrapper.go), else the object itself. events is how many stream events were
// read (0: none).
func unstream(path string, data []byte) ([]byte, map[string]json.RawMessage, int, error) {
	events := 0
	if evs, ok, err := readStream(path, data); err != nil {
		return nil, nil, 0, err
	} else if ok {
		if data, err = assembleStream(path, evs); err != nil {
			return nil, nil, 0, err
		}
		events = len(evs)
	}
	top, err := topLevel(data)
	if err != nil {
		return nil, nil, 0, &rubric.InputError{File: path, Line: 1, Msg: "a provider-native response must be one JSON object, or a saved stream of one provider's events: " + err.Error()}
	}
	if events == 0 {
		var n int
		if data, top, n, err = wrappedStream(path, data, top); err != nil {
			return nil, nil, 0, err
		}
		events = n
	}
	return data, top, events, nil
}

func detectedHint(top map[string]json.RawMessage) string {
	for _, f := range Formats() {
		if f.Is(top) {
			return fmt.Sprintf("; it looks like %s (--from %s or --from auto)", f.Name, f.Name)
		}
	}
	return ""
}

func topLevel(data []byte) (map[string]json.RawMessage, error) {
	data = bytes.TrimPrefix(bytes.TrimSpace(data), []byte("\ufeff"))
	if len(data) == 0 || data[0] != '{' {
		return nil, fmt.Errorf("it is not a JSON object")
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, err
	}
	return top, nil
}

func keyList(top map[string]json.RawMessage) string {
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(keys) > 12 {
		keys = append(keys[:12], "...")
	}
	return "[" + strings.Join(keys, ", ") + "]"
}

// hasKeys reports whether top holds every key given.
func hasKeys(top map[string]json.RawMessage, keys ...string) bool {
	for _, k := range keys {
		if _, ok := top[k]; !ok {
			return false
		}
	}
	return true
}

// wrapper reports whether top is exactly a {a, b} wrapper object.
func wrapper(top map[string]json.RawMessage, a, b string) bool {
	return len(top) == 2 && hasKeys(top, a, b)
}
