package rubric

import (
	"fmt"
	"strings"
)

// InputError is bad input: a case or response file that cannot be used.
// It names the file, the line (when one is meaningful) and the field, so a
// user can fix the file without guessing, and maps to exit code 2.
type InputError struct {
	File  string // path as given
	Line  int    // 1-based; 0 when no line applies
	Field string // JSON path of the field ("criteria[2].check"), "" for the whole file
	Msg   string
}

// Error renders "file:line: field: message".
func (e *InputError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Field != "" {
		b.WriteString(": ")
		b.WriteString(e.Field)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// ExitCode is 2: bad input (FORMATS.md: exit codes).
func (e *InputError) ExitCode() int { return 2 }

// InfraError is a failure of something the grader depends on (the Vault
// index, the file system when writing results): exit code 3.
type InfraError struct {
	Op  string
	Err error
}

// Error renders "op: cause".
func (e *InfraError) Error() string { return e.Op + ": " + e.Err.Error() }

// Unwrap exposes the cause.
func (e *InfraError) Unwrap() error { return e.Err }

// ExitCode is 3: infrastructure failure (FORMATS.md: exit codes).
func (e *InfraError) ExitCode() int { return 3 }
