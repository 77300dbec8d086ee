package vault

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// jsonLine is one non-blank line of a JSON Lines file.
type jsonLine struct {
	n    int    // 1-based line number
	data []byte // the line without its line ending
}

// readJSONL reads a JSON Lines file into its non-blank lines (eachJSONL
// says what is checked). For the small files (principals, ACL).
func readJSONL(path string) ([]jsonLine, error) {
	var lines []jsonLine
	err := eachJSONL(path, func(l jsonLine) error {
		lines = append(lines, l)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return lines, nil
}

// eachJSONL hands each non-blank line of a JSON Lines file to fn, one at
// a time, so that a caller that decodes each line need not hold the raw
// file: documents.jsonl with inline texts is as large as the Vault's text
// (650 MB at 1M chunks), and holding its lines beside the decoded
// documents doubled the load's memory. It rejects invalid UTF-8
// (encoding/json would silently turn it into U+FFFD, and a document text
// must be what its author wrote) and strips a leading byte order mark
// and CR line endings. A missing file is an input error; an error from
// fn stops the reading and is returned as it is.
func eachJSONL(path string, fn func(jsonLine) error) error {
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return &InputError{File: path, Msg: "required file is missing"}
		}
		return &InputError{File: path, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<16)
	for n := 1; ; n++ {
		b, err := r.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return &InputError{File: path, Line: n, Msg: fmt.Sprintf("cannot read: %v", err)}
		}
		if n == 1 {
			b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
		}
		b = bytes.TrimRight(b, "\r\n")
		if len(bytes.TrimSpace(b)) > 0 {
			if !utf8.Valid(b) {
				return &InputError{File: path, Line: n, Msg: fmt.Sprintf("invalid UTF-8 at byte %d of the line", invalidUTF8At(b))}
			}
			if ferr := fn(jsonLine{n: n, data: b}); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// invalidUTF8At is the 1-based byte column of the first invalid UTF-8
// sequence in b.
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i + 1
		}
		i += size
	}
	return 0
}

// decodeLine unmarshals one JSON line into v. When known is non-nil,
// fields outside it are rejected, naming the key meant (a misspelt
// "untill" would silently change access, a "citation" silently lose a
// document's identifiers). The error names the field for type
// mismatches and unknown fields; a line that opens an object it does not
// close says the file must hold one object per line.
func decodeLine(file string, l jsonLine, v any, known []string) error {
	if known != nil {
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(l.data, &obj); err == nil {
			if err := checkObjectKeys(file, l.n, "", obj, known); err != nil {
				return err
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(l.data))
	if err := dec.Decode(v); err != nil {
		if t := bytes.TrimSpace(l.data); (errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)) && len(t) > 0 && (t[0] == '{' || t[0] == '[') {
			return multiLineObject(file, l)
		}
		return jsonError(file, l.n, l.data, err)
	}
	if dec.More() {
		return &InputError{File: file, Line: l.n, Msg: "malformed JSON: more than one value on the line (JSON Lines holds one object per line)"}
	}
	return nil
}

// jsonError turns an encoding/json error into an InputError naming the
// field or the column.
func jsonError(file string, line int, data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		l, col := line, int(se.Offset)
		if line == 0 { // a whole-file JSON document: find the line
			l, col = lineCol(data, int(se.Offset))
		}
		return &InputError{File: file, Line: l, Msg: fmt.Sprintf("malformed JSON at column %d: %v", col, se)}
	case errors.As(err, &te):
		l := line
		if line == 0 {
			l, _ = lineCol(data, int(te.Offset))
		}
		return &InputError{File: file, Line: l, Field: te.Field, Msg: fmt.Sprintf("must be a JSON %s, not %s", jsonKind(te.Type.Kind().String()), te.Value)}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return &InputError{File: file, Line: max(line, 1), Msg: "malformed JSON: unexpected end of input"}
	}
	return &InputError{File: file, Line: line, Msg: fmt.Sprintf("malformed JSON: %v", err)}
}

// jsonKind names a Go kind the way a JSON author thinks of it.
func jsonKind(k string) string {
	switch k {
	case "string":
		return "string"
	case "slice", "array":
		return "array"
	case "struct", "map":
		return "object"
	case "int", "int64", "int32", "float64", "uint", "uint64":
		return "number"
	case "bool":
		return "boolean"
	}
	return k
}

// lineCol converts a byte offset into a 1-based line and column.
func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}
