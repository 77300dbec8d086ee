package checks

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
// itself (SPEC §3: --user, --at, --retrieved) and overrides for JSON ones.
type ResponseOptions struct {
	User string
	At   time.Time
	// Retrieved is a file holding the retrieval trace: a JSON array of
	// {"chunk_id", "rank", "text"} or an object with a "retrieved" key.
	// Empty: no trace (the grader runs retrieval itself).
	Retrieved string
	// RunID overrides the run ID; for Markdown it defaults to the file
	// name without extension.
	RunID string
	// MaxBytes is the largest response file read (0: DefaultMaxResponseBytes);
	// MaxAnswerBytes the longest answer (0: DefaultMaxAnswerBytes).
	MaxBytes       int64
	MaxAnswerBytes int
}

// LoadResponse reads a response to grade: JSON (SPEC §3) when the file
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
	if strings.EqualFold(filepath.Ext(path), ".json") || bytes.HasPrefix(trimmed, []byte("{")) {
		r, err = parseResponse(path, data, opt.MaxAnswerBytes)
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
		r.User = opt.User
	}
	if !opt.At.IsZero() {
		r.AskedAt = opt.At
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

// ParseResponse parses a JSON response read from path. It refuses
// invalid UTF-8, an empty answer and one longer than
// DefaultMaxAnswerBytes.
func ParseResponse(path string, data []byte) (*Response, error) {
	return parseResponse(path, data, 0)
}

// ParseResponseLimited is ParseResponse under the limits of opt: a
// response larger than opt.MaxBytes or an answer longer than
// opt.MaxAnswerBytes is refused (zero: the defaults). Every input path
// that is not a file (a JSONL line, a request body) parses through it, so
// --max-response-bytes and --max-answer-bytes mean the same everywhere.
func ParseResponseLimited(path string, data []byte, opt ResponseOptions) (*Response, error) {
	max := opt.MaxBytes
	if max <= 0 {
		max = DefaultMaxResponseBytes
	}
	if int64(len(data)) > max {
		return nil, &InputError{File: path, Msg: fmt.Sprintf("response is %d bytes, larger than the limit of %d bytes (--max-response-bytes)", len(data), max)}
	}
	return parseResponse(path, data, opt.MaxAnswerBytes)
}

func parseResponse(path string, data []byte, maxAnswer int) (*Response, error) {
	if err := checkUTF8(path, data); err != nil {
		return nil, err
	}
	fields, err := objectFields(data, 0, path, "")
	if err != nil {
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
			if f.Key == "answer" {
				gotAnswer = true
				if err := checkAnswer(path, f.Line, r.Answer, maxAnswer); err != nil {
					return nil, err
				}
			}
		case "asked_at":
			t, err := parseTime(f.Raw)
			if err != nil {
				return nil, bad("%v", err)
			}
			r.AskedAt = t
		case "retrieved":
			trace, err := parseTrace(path, data, f)
			if err != nil {
				return nil, err
			}
			r.Retrieved, r.HasTrace = trace, true
		}
	}
	if !gotAnswer {
		return nil, &InputError{File: path, Line: 1, Field: "answer", Msg: "required key missing"}
	}
	return r, nil
}

// parseTrace reads a "retrieved" array: each entry needs a chunk_id; rank
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
		var e struct {
			ChunkID *string `json:"chunk_id"`
			Rank    *int    `json:"rank"`
			Score   float64 `json:"score"`
			Text    *string `json:"text"`
		}
		if err := json.Unmarshal(el.Raw, &e); err != nil {
			return nil, &InputError{File: path, Line: el.Line, Field: el.Key, Msg: "want {\"chunk_id\": string, \"rank\": integer, \"text\": string}: " + err.Error()}
		}
		if e.ChunkID == nil || strings.TrimSpace(*e.ChunkID) == "" {
			return nil, &InputError{File: path, Line: el.Line, Field: el.Key + ".chunk_id", Msg: "required key missing or empty"}
		}
		rt := retrieval.Retrieved{ChunkID: *e.ChunkID, Rank: i + 1, Score: e.Score}
		if e.Rank != nil {
			rt.Rank = *e.Rank
		}
		if e.Text != nil {
			rt.Text = *e.Text
		}
		out = append(out, rt)
	}
	return out, nil
}

// LoadTrace reads a retrieval trace file for --retrieved: a JSON array of
// retrieved chunks, or an object holding one under "retrieved" (a SPEC §3
// response or `citecheck retrieve` output).
func LoadTrace(path string) ([]retrieval.Retrieved, error) {
	t, _, err := loadTrace(path)
	return t, err
}

func loadTrace(path string) ([]retrieval.Retrieved, []byte, error) {
	data, err := readLimited(path, "retrieval trace", DefaultMaxResponseBytes)
	if err != nil {
		return nil, nil, err
	}
	if err := checkUTF8(path, data); err != nil {
		return nil, nil, err
	}
	t, err := parseTraceFile(path, data)
	return t, data, err
}

func parseTraceFile(path string, data []byte) ([]retrieval.Retrieved, error) {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if bytes.HasPrefix(trimmed, []byte("[")) {
		whole := field{Key: "retrieved", Raw: trimmed, Line: lineAt(data, int64(len(data)-len(trimmed))), Off: int64(len(data) - len(trimmed))}
		return parseTrace(path, data, whole)
	}
	fields, err := objectFields(data, 0, path, "")
	if err != nil {
		return nil, err
	}
	for _, f := range fields {
		if f.Key == "retrieved" {
			return parseTrace(path, data, f)
		}
	}
	return nil, &InputError{File: path, Line: 1, Field: "retrieved", Msg: "a trace file is a JSON array of retrieved chunks or an object with a \"retrieved\" key"}
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
