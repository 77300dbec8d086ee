package rubric

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/citecheck/citecheck/retrieval"
)

// ResponseOptions supplies what a plain Markdown response cannot carry
// itself (FORMATS.md: the response: --user, --at, --retrieved) and overrides for JSON ones.
type ResponseOptions struct {
	User string
	// At overrides the time asked; nil leaves the response's (or the
	// case's). A pointer, because 0001-01-01T00:00:00Z is a time too.
	At *time.Time
	// Retrieved is a file holding the retrieval trace: a JSON array of
	// {"chunk_id", "rank", "score", "text"} or an object with a
	// "retrieved" key. Empty: the response's own trace, if any.
	Retrieved string
	// RunID overrides the run ID; for Markdown it defaults to the file
	// name without extension.
	RunID string
	// MaxBytes is the largest response file read (0: DefaultMaxResponseBytes);
	// MaxAnswerBytes the longest answer (0: DefaultMaxAnswerBytes).
	MaxBytes       int64
	MaxAnswerBytes int

	// Decode reads a provider-native response (--from FORMAT; see
	// checks/native) instead of citecheck's own format; nil: citecheck's
	// format (JSON or Markdown). It gets the file's bytes after the
	// size limit and returns the one response model.
	Decode func(path string, data []byte) (*Response, error)
}

// ResponseKeys are the keys a JSON response may carry (FORMATS.md: the response). Any
// other key, or one of these in another case, is bad input.
var ResponseKeys = []string{"run_id", "model", "user", "asked_at", "question", "answer", "retrieved", "metadata"}

// TraceEntryKeys are the keys of one entry of a retrieval trace.
// "doc" names the document of an entry from another system's index
// (retrieval/trace_doc.go); chunk_id is then that system's own ID.
var TraceEntryKeys = []string{"chunk_id", "rank", "score", "text", "doc"}

// LoadResponse reads a response to grade: JSON (FORMATS.md: the response) when the file
// ends in .json or starts with '{', else a plain Markdown answer. Options
// fill in or override user, time, trace and run ID. Errors are
// *InputError naming file, line and field.
func LoadResponse(path string, opt ResponseOptions) (*Response, error) {
	maxFile := opt.MaxBytes
	if maxFile <= 0 {
		maxFile = DefaultMaxResponseBytes
	}
	data, err := readLimited(path, "response", maxFile)
	if err != nil {
		return nil, err
	}
	var r *Response
	trimmed := bytes.TrimLeft(data, " \t\r\n\ufeff")
	if opt.Decode != nil {
		r, err = decodeNative(path, data, opt)
	} else if strings.EqualFold(filepath.Ext(path), ".json") || bytes.HasPrefix(trimmed, []byte("{")) {
		r, err = parseResponse(path, data, opt.MaxAnswerBytes, nil)
	} else {
		r, err = markdownResponse(path, data)
		if err == nil {
			err = checkAnswer(path, 0, r.Answer, opt.MaxAnswerBytes)
		}
	}
	if err != nil {
		return nil, err
	}
	if opt.User != "" {
		r.User, r.UserSource = opt.User, "flag"
	}
	if opt.At != nil {
		at := *opt.At
		r.AskedAt, r.AtSource = &at, "flag"
	}
	if opt.RunID != "" {
		r.RunID = opt.RunID
	}
	if opt.Retrieved != "" {
		trace, raw, err := loadTrace(opt.Retrieved)
		if err != nil {
			return nil, err
		}
		r.Retrieved, r.HasTrace = trace, true
		r.Hash = hashBytes(data, raw)
	}
	return r, nil
}

// decodeNative reads a provider-native response through opt.Decode,
// under the same UTF-8 and answer-length rules as citecheck's format.
func decodeNative(path string, data []byte, opt ResponseOptions) (*Response, error) {
	if err := checkUTF8(path, data); err != nil {
		return nil, err
	}
	r, err := opt.Decode(path, data)
	if err != nil {
		return nil, err
	}
	if err := checkAnswer(path, 0, r.Answer, opt.MaxAnswerBytes); err != nil {
		return nil, err
	}
	r.Path = path
	if r.Hash == "" {
		r.Hash = hashBytes(data)
	}
	return r, nil
}

// ParseResponse parses a JSON response read from path. It refuses
// invalid UTF-8, an empty answer, one longer than DefaultMaxAnswerBytes,
// and any key not in ResponseKeys (exactly).
func ParseResponse(path string, data []byte) (*Response, error) {
	return parseResponse(path, data, 0, nil)
}

// ParseResponseLimited is ParseResponse under the limits of opt: a
// response larger than opt.MaxBytes or an answer longer than
// opt.MaxAnswerBytes is refused (zero: the defaults). Every input path
// that is not a file (a JSONL line, a request body) parses through it, so
// --max-response-bytes and --max-answer-bytes mean the same everywhere.
// Extra names top-level keys accepted besides ResponseKeys and not read
// (the HTTP service's "case" selects the rubric).
func ParseResponseLimited(path string, data []byte, opt ResponseOptions, extra ...string) (*Response, error) {
	max := opt.MaxBytes
	if max <= 0 {
		max = DefaultMaxResponseBytes
	}
	if int64(len(data)) > max {
		return nil, &InputError{File: path, Msg: fmt.Sprintf("response is %d bytes, larger than the limit of %d bytes (--max-response-bytes)", len(data), max)}
	}
	if opt.Decode != nil {
		return decodeNative(path, data, opt)
	}
	return parseResponse(path, data, opt.MaxAnswerBytes, extra)
}

// ParseResponseWith is ParseResponse accepting, besides ResponseKeys,
// the extra top-level keys given, which it does not read.
func ParseResponseWith(path string, data []byte, extra ...string) (*Response, error) {
	return parseResponse(path, data, 0, extra)
}

func parseResponse(path string, data []byte, maxAnswer int, extra []string) (*Response, error) {
	if err := checkUTF8(path, data); err != nil {
		return nil, err
	}
	fields, err := objectFields(data, 0, path, "")
	if err != nil {
		return nil, err
	}
	if err := checkKeys(path, "", fields, append(append([]string{}, ResponseKeys...), extra...)...); err != nil {
		return nil, err
	}
	r := &Response{Path: path, Hash: hashBytes(data)}
	gotAnswer := false
	for _, f := range fields {
		bad := func(format string, args ...any) error {
			return &InputError{File: path, Line: f.Line, Field: f.Key, Msg: fmt.Sprintf(format, args...)}
		}
		switch f.Key {
		case "run_id", "model", "user", "question", "answer":
			dst := map[string]*string{"run_id": &r.RunID, "model": &r.Model, "user": &r.User, "question": &r.Question, "answer": &r.Answer}[f.Key]
			if err := json.Unmarshal(f.Raw, dst); err != nil {
				return nil, bad("want a string")
			}
			switch f.Key {
			case "answer":
				gotAnswer = true
				if err := checkAnswer(path, f.Line, r.Answer, maxAnswer); err != nil {
					return nil, err
				}
			case "user":
				if strings.TrimSpace(r.User) != r.User || r.User == "" {
					return nil, bad("want a user ID without surrounding white space, got %q", r.User)
				}
				r.UserSource = "response"
			}
		case "asked_at":
			t, err := parseTime(f.Raw)
			if err != nil {
				return nil, bad("%v", err)
			}
			r.AskedAt, r.AtSource = &t, "response"
		case "retrieved":
			trace, err := parseTrace(path, data, f)
			if err != nil {
				return nil, err
			}
			r.Retrieved, r.HasTrace = trace, true
		case "metadata":
			if _, err := objectFields(data, f.Off, path, "metadata"); err != nil {
				return nil, err
			}
			r.Metadata = append(json.RawMessage(nil), f.Raw...)
		}
	}
	if !gotAnswer {
		return nil, &InputError{File: path, Line: 1, Field: "answer", Msg: "required key missing"}
	}
	return r, nil
}

// parseTrace reads a "retrieved" array: each entry is an object with
// exactly the keys of TraceEntryKeys; chunk_id is required, rank
// defaults to the entry's position (1-based).
func parseTrace(path string, data []byte, f field) ([]retrieval.Retrieved, error) {
	if bytes.Equal(bytes.TrimSpace(f.Raw), []byte("null")) {
		return nil, &InputError{File: path, Line: f.Line, Field: "retrieved", Msg: "want an array of retrieved chunks, got null"}
	}
	elems, err := arrayElems(data, f, path, "retrieved")
	if err != nil {
		return nil, err
	}
	out := make([]retrieval.Retrieved, 0, len(elems))
	for i, el := range elems {
		kv, err := objectFieldsAt(data, el.Off, el.Line, path, el.Key)
		if err != nil {
			return nil, err
		}
		if err := checkKeys(path, el.Key, kv, TraceEntryKeys...); err != nil {
			return nil, err
		}
		rt := retrieval.Retrieved{Rank: i + 1}
		gotChunk := false
		for _, k := range kv {
			bad := func(want string) error {
				return &InputError{File: path, Line: k.Line, Field: el.Key + "." + k.Key, Msg: "want " + want}
			}
			switch k.Key {
			case "chunk_id":
				if json.Unmarshal(k.Raw, &rt.ChunkID) != nil {
					return nil, bad("a string")
				}
				gotChunk = strings.TrimSpace(rt.ChunkID) != ""
			case "rank":
				if json.Unmarshal(k.Raw, &rt.Rank) != nil || rt.Rank < 1 {
					return nil, bad("a positive integer")
				}
			case "score":
				if json.Unmarshal(k.Raw, &rt.Score) != nil {
					return nil, bad("a number")
				}
			case "text":
				if json.Unmarshal(k.Raw, &rt.Text) != nil {
					return nil, bad("a string")
				}
			case "doc":
				if json.Unmarshal(k.Raw, &rt.Doc) != nil || strings.TrimSpace(rt.Doc) == "" {
					return nil, bad("a document name: a Vault ID, a file name or an external ID")
				}
			}
		}
		if rt.Doc != "" {
			// Another system's chunk: its text is how it is found.
			if strings.TrimSpace(rt.Text) == "" {
				return nil, &InputError{File: path, Line: el.Line, Field: el.Key + ".text", Msg: "required with \"doc\": the chunk's text is how it is found in the document"}
			}
			out = append(out, rt)
			continue
		}
		if !gotChunk {
			return nil, &InputError{File: path, Line: el.Line, Field: el.Key + ".chunk_id", Msg: "required key missing or empty"}
		}
		out = append(out, rt)
	}
	return out, nil
}

// checkAnswer refuses an answer with nothing to grade or one longer than
// max bytes (0: DefaultMaxAnswerBytes).
func checkAnswer(path string, line int, answer string, max int) error {
	if max <= 0 {
		max = DefaultMaxAnswerBytes
	}
	if len(answer) > max {
		return &InputError{File: path, Line: line, Field: "answer", Msg: fmt.Sprintf("the answer is %d bytes, longer than the limit of %d bytes", len(answer), max)}
	}
	if strings.TrimSpace(answer) == "" {
		return &InputError{File: path, Line: line, Field: "answer", Msg: "the answer is empty: nothing to grade"}
	}
	return nil
}

// markdownResponse wraps a plain Markdown answer. Its run ID is the file
// name without extension; user, time and trace come from options.
func markdownResponse(path string, data []byte) (*Response, error) {
	if err := checkUTF8(path, data); err != nil {
		return nil, err
	}
	return &Response{
		RunID:  strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)),
		Answer: string(bytes.TrimPrefix(data, []byte("\ufeff"))),
		Path:   path,
		Hash:   hashBytes(data),
	}, nil
}
