package main

import (
	"fmt"
	"io"

	"github.com/citecheck/citecheck/vault"
)

// printVaultLint writes the Vault lint's warnings (vault.Lint) to
// stderr: a valid Vault where some criterion can never pass. They do not
// fail the build.
func printVaultLint(w io.Writer, docs []*vault.Document) {
	for _, warning := range vault.Lint(docs) {
		fmt.Fprintf(w, "warning: %s\n", warning)
	}
}
