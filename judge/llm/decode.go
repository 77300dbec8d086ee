package llm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// Decoding is tolerant of how models wrap a reply and strict about what
// the reply says (reply.go). Every path (message content, tool-call
// arguments, json_schema, json_object or plain prompts) goes through
// extractJSON, so one rule decides what text around the JSON means:
//
//   - <think>...</think> blocks (and everything before a lone </think>,
//     which servers emit when the opening tag was in the template) are
//     the model's reasoning and are removed first;
//   - then the reply must hold exactly one complete JSON object (repeated
//     copies of the same object count as one); Markdown fences, prose
//     before or after it and text in braces that is not JSON are ignored;
//   - a second, different JSON object anywhere in the reply makes it
//     ambiguous: it is invalid and asked again, never guessed at.

// maxReplyBytes bounds what is scanned for JSON; completions are capped
// far below it, so a larger one is an endpoint fault.
const maxReplyBytes = 1 << 20

// maxObjectStarts bounds how many '{' are tried as the start of an
// object, so prose full of braces cannot make decoding quadratic.
const maxObjectStarts = 256

var (
	thinkBlock = regexp.MustCompile(`(?is)<(think|thinking|reasoning)>.*?</(think|thinking|reasoning)>`)
	thinkClose = regexp.MustCompile(`(?is)^.*</(think|thinking|reasoning)>`)
	thinkOpen  = regexp.MustCompile(`(?is)<(think|thinking|reasoning)>`)
)

// stripThinking removes reasoning blocks. An opening tag that is never
// closed means the reply is all reasoning (cut off, usually): nothing is
// left.
func stripThinking(s string) string {
	s = thinkBlock.ReplaceAllString(s, "")
	s = thinkClose.ReplaceAllString(s, "")
	if loc := thinkOpen.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	return s
}

// errNoJSON: the reply holds no complete JSON object.
var errNoJSON = errors.New("the reply holds no JSON object")

// extractJSON returns the one JSON object of a reply under the rule
// above.
func extractJSON(content string) (json.RawMessage, error) {
	if len(content) > maxReplyBytes {
		return nil, fmt.Errorf("the reply is %d bytes, more than the %d a verdict can take", len(content), maxReplyBytes)
	}
	s := stripThinking(content)
	var found json.RawMessage
	tries := 0
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '{')
		if j < 0 {
			break
		}
		start := i + j
		if tries++; tries > maxObjectStarts {
			break
		}
		obj, n, ok := decodeObjectAt(s[start:])
		if !ok {
			i = start + 1
			continue
		}
		if found == nil {
			found = obj
		} else if !sameJSON(found, obj) {
			return nil, errors.New("the reply holds more than one JSON object; it must hold exactly one")
		}
		i = start + n
	}
	if found == nil {
		return nil, errNoJSON
	}
	return found, nil
}

// decodeObjectAt decodes the JSON object that starts s, returning it
// and the bytes it took.
func decodeObjectAt(s string) (json.RawMessage, int, bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil || len(raw) == 0 || raw[0] != '{' {
		return nil, 0, false
	}
	return raw, int(dec.InputOffset()), true
}

// sameJSON reports whether two JSON texts are equal once compacted.
func sameJSON(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	if json.Compact(&x, a) != nil || json.Compact(&y, b) != nil {
		return false
	}
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// object is a JSON object's members, each member once: a repeated key
// is ambiguous and is reported, not resolved (encoding/json would keep
// the last).
type object struct {
	order  []string
	fields map[string]json.RawMessage
	dup    map[string]bool
}

// decodeObject reads raw as a JSON object. partial accepts a cut-off
// object (a reply stopped at the completion limit): the members read
// whole before the cut are kept and complete is false.
func decodeObject(raw []byte, partial bool) (o *object, complete bool, err error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, false, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, false, fmt.Errorf("want a JSON object, got %v", tok)
	}
	o = &object{fields: map[string]json.RawMessage{}, dup: map[string]bool{}}
	for {
		tok, err := dec.Token()
		if err != nil {
			if partial {
				return o, false, nil
			}
			return nil, false, err
		}
		if d, ok := tok.(json.Delim); ok && d == '}' {
			return o, true, nil
		}
		key, ok := tok.(string)
		if !ok {
			return nil, false, fmt.Errorf("want an object key, got %v", tok)
		}
		off := dec.InputOffset()
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			if partial {
				// The value was cut: keep what there is of it, so a
				// nested object can be read partially in turn.
				if _, seen := o.fields[key]; !seen {
					o.order = append(o.order, key)
					o.fields[key] = bytes.TrimLeft(raw[off:], " \t\r\n:")
				}
				return o, false, nil
			}
			return nil, false, err
		}
		if _, seen := o.fields[key]; seen {
			o.dup[key] = true
			continue
		}
		o.order = append(o.order, key)
		o.fields[key] = v
	}
}

// partialObjectStart returns the text from the first '{' of a reply
// with no complete object, for decodeObject(partial): a reply cut off
// at the completion limit keeps the items it finished.
func partialObjectStart(content string) []byte {
	s := stripThinking(content)
	if i := strings.IndexByte(s, '{'); i >= 0 {
		return []byte(s[i:])
	}
	return nil
}

// looseBool reads a JSON boolean, or the strings "true" and "false" in
// any case with surrounding space: some servers' grammars and some
// models emit booleans as strings. Anything else is an error.
func looseBool(raw json.RawMessage) (bool, error) {
	var b bool
	if err := json.Unmarshal(raw, &b); err == nil {
		return b, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
	}
	return false, fmt.Errorf("want true or false, got %s", clip(string(raw), 40))
}

// clip shortens s for an error message.
func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "..."
	}
	return s
}
