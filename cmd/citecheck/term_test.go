package main

import (
	"bytes"
	"os"
	"testing"
)

// TestUseColor: never for what is not a terminal, never with NO_COLOR
// (any value, even empty) or TERM=dumb.
func TestUseColor(t *testing.T) {
	if useColor(&bytes.Buffer{}) {
		t.Error("colour for a buffer")
	}
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if useColor(f) {
		t.Error("colour for a regular file")
	}
	t.Setenv("NO_COLOR", "")
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		defer tty.Close()
		if useColor(tty) {
			t.Error("colour on a terminal with NO_COLOR set (empty)")
		}
	}
	if terminalWidth(&bytes.Buffer{}) != 0 && os.Getenv("COLUMNS") == "" {
		t.Error("a width for a buffer")
	}
}
