package rubric

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
)

// field is one key of a JSON object with its raw value and the 1-based
// line its key stands on, so loaders can name the line of a bad field.
type field struct {
	Key  string
	Raw  json.RawMessage
	Line int
	Off  int64 // offset of the value in the whole file
}

// lineAt is the 1-based line of byte offset off in data.
func lineAt(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	return bytes.Count(data[:off], []byte{'\n'}) + 1
}

// lineCursor counts lines forward through data, so the lines of many
// keys and elements of one file cost one pass over it, not one pass per
// key (a trace of 10,000 entries made lineAt quadratic).
type lineCursor struct {
	data []byte
	off  int64
	line int
}

// newLineCursor starts at offset off, whose line is line (0: count it).
func newLineCursor(data []byte, off int64, line int) *lineCursor {
	if line <= 0 {
		line = lineAt(data, off)
	}
	return &lineCursor{data: data, off: min(off, int64(len(data))), line: line}
}

// at is the line of offset off; an offset before the cursor is counted
// from the start of data.
func (c *lineCursor) at(off int64) int {
	off = min(off, int64(len(c.data)))
	if off < c.off {
		return lineAt(c.data, off)
	}
	c.line += bytes.Count(c.data[c.off:off], []byte{'\n'})
	c.off = off
	return c.line
}

// syntaxLine turns a decoding error into (line, message) with the line of
// the offending byte when the error knows its offset.
func syntaxLine(data []byte, err error, fallback int64) (int, string) {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return lineAt(data, se.Offset), "malformed JSON: " + se.Error()
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return lineAt(data, int64(len(data))), "malformed JSON: unexpected end of input"
	}
	return lineAt(data, fallback), "malformed JSON: " + err.Error()
}

// objectFields reads the JSON object that starts at data[base:] and returns
// its keys in order. Lines are counted in whole (the full file), so base
// is the offset of the object within whole.
func objectFields(whole []byte, base int64, file, path string) ([]field, error) {
	return objectFieldsAt(whole, base, 0, file, path)
}

// objectFieldsAt is objectFields for an object whose first line is known
// (baseLine > 0), so its keys' lines are counted from there: reading the
// elements of an array costs O(file), not O(elements x file).
func objectFieldsAt(whole []byte, base int64, baseLine int, file, path string) ([]field, error) {
	lines := newLineCursor(whole, base, baseLine)
	dec := json.NewDecoder(bytes.NewReader(whole[base:]))
	tok, err := dec.Token()
	if err != nil {
		line, msg := syntaxLine(whole, err, base+dec.InputOffset())
		return nil, &InputError{File: file, Line: line, Field: path, Msg: msg}
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, &InputError{File: file, Line: lineAt(whole, base), Field: path, Msg: fmt.Sprintf("want a JSON object, got %v", describeToken(tok))}
	}
	var out []field
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			line, msg := syntaxLine(whole, err, base+dec.InputOffset())
			return nil, &InputError{File: file, Line: line, Field: path, Msg: msg}
		}
		key, _ := tok.(string)
		line := lines.at(base + dec.InputOffset())
		off := skipSpace(whole, base+dec.InputOffset(), ':')
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			l, msg := syntaxLine(whole, err, base+dec.InputOffset())
			return nil, &InputError{File: file, Line: l, Field: join(path, key), Msg: msg}
		}
		if seen[key] {
			return nil, &InputError{File: file, Line: line, Field: join(path, key), Msg: "duplicate key"}
		}
		seen[key] = true
		out = append(out, field{Key: key, Raw: raw, Line: line, Off: off})
	}
	if _, err := dec.Token(); err != nil {
		line, msg := syntaxLine(whole, err, base+dec.InputOffset())
		return nil, &InputError{File: file, Line: line, Field: path, Msg: msg}
	}
	if path == "" {
		// Nothing but white space may follow the top-level object.
		if _, err := dec.Token(); err != io.EOF {
			return nil, &InputError{File: file, Line: lineAt(whole, base+dec.InputOffset()), Msg: "malformed JSON: trailing data after the object"}
		}
	}
	return out, nil
}

// arrayElems reads the JSON array f (a field of whole) and returns each
// element with the line it starts on.
func arrayElems(whole []byte, f field, file, path string) ([]field, error) {
	base, raw := f.Off, f.Raw
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, &InputError{File: file, Line: lineAt(whole, base), Field: path, Msg: "malformed JSON"}
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, &InputError{File: file, Line: lineAt(whole, base), Field: path, Msg: fmt.Sprintf("want a JSON array, got %v", describeToken(tok))}
	}
	var out []field
	lines := newLineCursor(whole, base, 0) // f.Line is its key's line; the value may start below it
	for i := 0; dec.More(); i++ {
		// InputOffset is after the previous value; skip the comma and
		// white space to find where this element starts.
		off := skipSpace(whole, base+dec.InputOffset(), ',')
		var el json.RawMessage
		if err := dec.Decode(&el); err != nil {
			return nil, &InputError{File: file, Line: lineAt(whole, off), Field: fmt.Sprintf("%s[%d]", path, i), Msg: "malformed JSON: " + err.Error()}
		}
		out = append(out, field{Key: fmt.Sprintf("%s[%d]", path, i), Raw: el, Line: lines.at(off), Off: off})
	}
	return out, nil
}

// skipSpace advances off past white space and at most one sep byte (the
// ':' after a key, the ',' between elements) to where a value starts.
func skipSpace(whole []byte, off int64, sep byte) int64 {
	seenSep := false
	for off < int64(len(whole)) {
		c := whole[off]
		switch {
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
		case c == sep && !seenSep:
			seenSep = true
		default:
			return off
		}
		off++
	}
	return off
}

func describeToken(tok any) string {
	switch t := tok.(type) {
	case json.Delim:
		return string(t)
	case string:
		return "a string"
	case nil:
		return "null"
	case bool:
		return "a boolean"
	default:
		return "a number"
	}
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// checkKeys refuses a key of an object that is not one of known, exactly
// (FORMATS.md: the response: keys are exact and known). encoding/json would match
// "Chunk_Id" or "CHUNK_ID" to chunk_id and drop "askedAt" silently, so
// a key in another case or spelling could change what is graded without
// anyone seeing it. The message names the key and, when it folds to a
// known one, which key was meant.
func checkKeys(file, path string, fields []field, known ...string) error {
	for _, f := range fields {
		if slices.Contains(known, f.Key) {
			continue
		}
		msg := fmt.Sprintf("unknown key %q; known keys: %s", f.Key, strings.Join(known, ", "))
		for _, k := range known {
			if foldKey(k) == foldKey(f.Key) {
				msg = fmt.Sprintf("unknown key %q: keys are exact, did you mean %q?", f.Key, k)
				break
			}
		}
		return &InputError{File: file, Line: f.Line, Field: join(path, f.Key), Msg: msg}
	}
	return nil
}

// foldKey is a key without case, '_', '-' or spaces, to recognise
// "askedAt", "Asked-At" and "ASKED_AT" as attempts at "asked_at".
func foldKey(k string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '_', '-', ' ':
			return -1
		}
		return unicode.ToLower(r)
	}, k)
}
