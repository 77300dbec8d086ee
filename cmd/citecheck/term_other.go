//go:build !unix

package main

import "os"

// termWidth is 0 where citecheck does not ask the terminal (the printer
// then wraps at its default width; $COLUMNS overrides it).
func termWidth(*os.File) int { return 0 }
