package retrieval

import "fmt"

// Exit codes carried by Error, matching FORMATS.md: exit codes so the command line can map
// a retrieval failure to its exit code without matching on text.
const (
	codeInput = 2 // bad input: an empty question, a negative k
	codeInfra = 3 // the index failed or broke the ACL contract
)

// Error is a retrieval failure that knows whether the caller's input or the
// infrastructure is at fault, so the command line exits 2 or 3 accordingly.
type Error struct {
	Code int    // 2 bad input, 3 infrastructure
	Msg  string // a sentence naming what failed
	Err  error  // the underlying error, if any
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Msg + ": " + e.Err.Error()
	}
	return e.Msg
}

// Unwrap exposes the underlying error to errors.Is / errors.As.
func (e *Error) Unwrap() error { return e.Err }

// ExitCode is the exit code (FORMATS.md: exit codes) for this failure.
func (e *Error) ExitCode() int { return e.Code }

func inputErrorf(format string, args ...any) error {
	return &Error{Code: codeInput, Msg: fmt.Sprintf(format, args...)}
}

func infraError(err error, format string, args ...any) error {
	return &Error{Code: codeInfra, Msg: fmt.Sprintf(format, args...), Err: err}
}
