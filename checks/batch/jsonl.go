package batch

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// A JSONL line is one response, so the longest line accepted is the
// response limit (ResponseOptions.MaxBytes, --max-response-bytes, default
// rubric.DefaultMaxResponseBytes). The scanner's buffer never grows past
// it: memory grows with the limit, never with the line or the stream.

// jsonlIter reads one response per line. Blank lines are skipped; every
// error names the stream and the line.
type jsonlIter struct {
	f      *os.File
	sc     *bufio.Scanner
	name   string // for messages: the path, or <stdin>
	line   int
	caseID string
	limits rubric.ResponseOptions
	max    int64
}

func openJSONL(path, name, caseID string, limits rubric.ResponseOptions) (iter, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &rubric.InputError{File: name, Msg: "cannot read JSONL stream: " + err.Error()}
	}
	max := limits.MaxBytes
	if max <= 0 {
		max = rubric.DefaultMaxResponseBytes
	}
	sc := bufio.NewScanner(f)
	// +2: the line's own bytes up to the limit, plus "\r\n".
	sc.Buffer(make([]byte, 0, min(64<<10, max+2)), int(max+2))
	return &jsonlIter{f: f, sc: sc, name: name, caseID: caseID, limits: limits, max: max}, nil
}

func (j *jsonlIter) next() (*Item, error) {
	for j.sc.Scan() {
		j.line++
		data := bytes.TrimSuffix(j.sc.Bytes(), []byte("\r"))
		if len(bytes.TrimSpace(data)) == 0 {
			continue
		}
		// ParseResponse keeps no reference to data beyond this call's
		// strings, but copy anyway: the scanner reuses its buffer.
		data = append([]byte(nil), data...)
		r, err := rubric.ParseResponseLimited(j.name, data, j.limits)
		if err != nil {
			var ie *rubric.InputError
			if errors.As(err, &ie) {
				// A line is one JSON object with no raw newline, so the
				// parser's line is always 1: report the stream's line.
				out := *ie
				out.File, out.Line = j.name, j.line
				return nil, &out
			}
			return nil, err
		}
		origin := fmt.Sprintf("%s:%d", j.name, j.line)
		r.Path = origin
		if r.RunID == "" {
			r.RunID = fmt.Sprintf("%s/%s/line-%d", j.caseID, streamStem(j.name), j.line)
		}
		return &Item{Origin: origin, Response: r}, nil
	}
	if err := j.sc.Err(); err != nil {
		msg := err.Error()
		if errors.Is(err, bufio.ErrTooLong) {
			msg = fmt.Sprintf("line longer than the limit of %d bytes (--max-response-bytes)", j.max)
		}
		return nil, &rubric.InputError{File: j.name, Line: j.line + 1, Msg: msg}
	}
	return nil, io.EOF
}

func (j *jsonlIter) close() error { return j.f.Close() }

// streamStem is a stream's name for default run IDs: the file name
// without extension, or "stdin".
func streamStem(name string) string {
	if name == StdinName {
		return "stdin"
	}
	base := filepath.Base(name)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
