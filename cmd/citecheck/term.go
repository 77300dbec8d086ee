package main

import (
	"io"
	"os"
	"strconv"

	"github.com/mattn/go-isatty"
)

// useColor reports whether output to w may be coloured: w is a terminal
// (go-isatty, which also knows Cygwin and MSYS terminals on Windows),
// NO_COLOR is not set to anything (https://no-color.org), and TERM is
// not "dumb". Files, pipes, CI logs and golden files stay plain.
func useColor(w io.Writer) bool {
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return false
	}
	if os.Getenv("TERM") == "dumb" {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}

// terminalWidth is the width reasons wrap at: $COLUMNS when it is a
// number, else the terminal's own width where the platform can tell
// (termWidth), else 0 (the printer's default).
func terminalWidth(w io.Writer) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	f, ok := w.(*os.File)
	if !ok || !isatty.IsTerminal(f.Fd()) {
		return 0
	}
	return termWidth(f)
}
