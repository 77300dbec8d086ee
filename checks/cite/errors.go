package cite

import (
	"encoding/json"
	"errors"
	"fmt"
)

// InputError is bad input to the extractor's setup (a reporters file, an
// ID pattern): it names the file, line and field, and maps to exit code 2.
type InputError struct {
	File  string
	Line  int
	Field string
	Msg   string
}

// Error renders "file:line: field: message", the form every loader uses.
func (e *InputError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	if e.Field != "" {
		s += ": " + e.Field
	}
	if s != "" {
		s += ": "
	}
	return s + e.Msg
}

// ExitCode makes bad input exit with code 2 (FORMATS.md: exit codes).
func (e *InputError) ExitCode() int { return 2 }

// lineCol turns a JSON decoding error into a 1-based line and column.
func lineCol(data []byte, err error) (int, int) {
	off := int64(-1)
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 {
		return 0, 0
	}
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}
