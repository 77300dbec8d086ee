package judge

import "fmt"

// ErrorKind says why a judge could not give a verdict, so callers can
// report it without matching on error text.
type ErrorKind string

// Error kinds. Every kind but KindConfig is an infrastructure failure
// (exit code 3, FORMATS.md: exit codes); KindConfig is bad usage (exit code 2).
const (
	// KindUnreachable: the endpoint did not answer usefully after the
	// configured retries (connection refused or reset, timeouts, 429, 5xx).
	KindUnreachable ErrorKind = "unreachable"
	// KindInvalidOutput: the endpoint answered, but never with valid JSON
	// of the unit's schema for the right unit, after retries.
	KindInvalidOutput ErrorKind = "invalid-output"
	// KindBudget: the per-response token budget cannot hold the unit even
	// with all surrounding context trimmed.
	KindBudget ErrorKind = "budget-exhausted"
	// KindCannotGrade: this judge cannot decide this kind of unit (the
	// heuristic judge and arbitrary match_criteria). Fail closed.
	KindCannotGrade ErrorKind = "cannot-grade"
	// KindBadUnit: the caller built a unit that lacks what its kind needs.
	KindBadUnit ErrorKind = "bad-unit"
	// KindCache: the verdict cache could not be read or written.
	KindCache ErrorKind = "cache"
	// KindConfig: the judge configuration is invalid (bad flag or env),
	// or the endpoint rejected it (HTTP 400 on something citecheck cannot
	// fall back from, 401, 403, 404): the run stops at the first one.
	KindConfig ErrorKind = "config"
	// KindRefused: the model refused to answer (message.refusal) or the
	// endpoint's content filter stopped it, again after one retry.
	KindRefused ErrorKind = "refused"
	// KindNotRecorded: a replaying judge (--judge replay) has no recorded
	// verdict for the unit, and replay never asks an endpoint.
	KindNotRecorded ErrorKind = "not-recorded"
	// KindDryRun: grade --dry-run counts units and never asks.
	KindDryRun ErrorKind = "dry-run"
	// KindStopped: the grade was stopped (its deadline passed, its client
	// went away, Ctrl-C) before the unit was asked.
	KindStopped ErrorKind = "stopped"
)

// Error is every error this package returns from Open and Assess. It
// carries an exit code so the CLI maps it without inspecting text.
type Error struct {
	Kind ErrorKind
	// Unit is the unit ID the error concerns, "" when none.
	Unit string
	Msg  string
	Err  error
}

// Error reads "judge: <kind>: unit P3/C5: <msg>: <cause>".
func (e *Error) Error() string {
	s := "judge: " + string(e.Kind)
	if e.Unit != "" {
		s += ": unit " + e.Unit
	}
	if e.Msg != "" {
		s += ": " + e.Msg
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap exposes the cause (a net error, a context deadline).
func (e *Error) Unwrap() error { return e.Err }

// ExitCode is 2 for a bad configuration and 3 for everything else: a
// judge that cannot answer is an infrastructure failure (FORMATS.md: exit codes; docs/judge.md).
func (e *Error) ExitCode() int {
	if e.Kind == KindConfig {
		return 2
	}
	return 3
}

// Errorf builds the *Error of kind for unit ("" when it concerns no
// unit), with cause kept for errors.Is and errors.As.
func Errorf(kind ErrorKind, unit string, cause error, format string, args ...any) *Error {
	return &Error{Kind: kind, Unit: unit, Msg: fmt.Sprintf(format, args...), Err: cause}
}
