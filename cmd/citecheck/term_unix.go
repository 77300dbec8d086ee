//go:build unix

package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// termWidth asks the terminal for its width (TIOCGWINSZ); 0 when it
// does not say.
func termWidth(f *os.File) int {
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil || ws.Col == 0 {
		return 0
	}
	return int(ws.Col)
}
