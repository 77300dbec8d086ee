// Command citecheck verifies the citations of retrieval-augmented answers
// against a document Vault and a rubric. See README.md.
package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	os.Exit(runWithSignals(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// runWithSignals is run under a context that SIGINT (Ctrl-C) and SIGTERM
// cancel: every step of a grade watches it, so the command stops within a
// moment, leaving only complete results behind.
func runWithSignals(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return run(ctx, args, stdin, stdout, stderr)
}
