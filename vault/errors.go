package vault

import (
	"fmt"
	"strings"
)

// InputError is a problem with a Vault source folder: it names the file,
// the 1-based line (0 when the problem is the file as a whole) and the JSON
// field, so a user can go straight to the mistake. It maps to exit code 2.
type InputError struct {
	File  string // path of the offending file as given (joined to the Vault folder)
	Line  int    // 1-based line; 0 for the whole file
	Field string // JSON field, "" when the line as a whole is wrong
	Msg   string // what is wrong, lower case, no trailing period
}

// Error reads "documents.jsonl:12: field \"id\": duplicate id ...".
func (e *InputError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Field != "" {
		fmt.Fprintf(&b, ": field %q", e.Field)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// ExitCode is 2: bad input (FORMATS.md: exit codes).
func (e *InputError) ExitCode() int { return 2 }

// InfraError is a failure of the machinery rather than of the input: an
// index that cannot be read or written, a cache folder that cannot be
// created. It maps to exit code 3.
type InfraError struct {
	Op   string // what was being done: "open index", "build index"
	Path string
	Err  error
}

// Error reads "open index /path: cause".
func (e *InfraError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("%s: %v", e.Op, e.Err)
	}
	return fmt.Sprintf("%s %s: %v", e.Op, e.Path, e.Err)
}

// Unwrap exposes the cause to errors.Is/As.
func (e *InfraError) Unwrap() error { return e.Err }

// ExitCode is 3: infrastructure failure (FORMATS.md: exit codes).
func (e *InfraError) ExitCode() int { return 3 }

// NotFoundError is a document or chunk ID that the Vault does not hold,
// asked for by a user (vault get): bad input, exit code 2.
type NotFoundError struct {
	ID string
}

// Error reads "no document or chunk \"VLT-0099\" in the Vault".
func (e *NotFoundError) Error() string {
	return fmt.Sprintf("no document or chunk %q in the Vault", e.ID)
}

// ExitCode is 2: the user asked for something that is not there.
func (e *NotFoundError) ExitCode() int { return 2 }
