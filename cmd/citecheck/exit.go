package main

import (
	"errors"
	"fmt"
	"io"
)

// Exit codes, FORMATS.md, "Exit codes". They are decided here and nowhere else.
const (
	exitOK      = 0 // success, and everything graded passed
	exitFailed  = 1 // graded, and something failed
	exitInput   = 2 // bad usage or bad input
	exitInfra   = 3 // infrastructure failure (index unreadable, judge unreachable)
	exitUnknown = 3 // an error that says nothing about its kind is treated as infrastructure
)

// exitCoder is implemented by errors that know their exit code. Library
// packages define their own error types with an ExitCode method, so this
// command never matches on error text.
type exitCoder interface {
	ExitCode() int
}

// errFailed reports that grading completed and something failed: exit 1
// with no error message (the report already said what failed).
var errFailed = errors.New("graded: something failed")

// usageError is bad command-line usage: exit 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }
func (e *usageError) ExitCode() int { return exitInput }

func usagef(format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...)}
}

// silentError carries an exit code without a message: the command has
// already printed what the user needs.
type silentError struct{ code int }

func (e *silentError) Error() string { return fmt.Sprintf("exit %d", e.code) }
func (e *silentError) ExitCode() int { return e.code }

// exitCode maps an error to its exit code and prints its message.
func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	if errors.Is(err, errFailed) {
		return exitFailed
	}
	var s *silentError
	if errors.As(err, &s) {
		return s.code
	}
	fmt.Fprintf(stderr, "citecheck: %v\n", err)
	var c exitCoder
	if errors.As(err, &c) {
		return c.ExitCode()
	}
	return exitUnknown
}
