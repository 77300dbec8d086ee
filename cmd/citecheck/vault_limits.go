package main

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/docfile"
)

// fileLimitFlags are the bounds on reading one document file
// (docfile.Limits), flags of `vault build`.
type fileLimitFlags struct {
	bytes   int64
	pages   int
	objects int
	timeout time.Duration
}

func (l *fileLimitFlags) register(cmd *cobra.Command) {
	d := docfile.DefaultLimits
	f := cmd.Flags()
	f.Int64Var(&l.bytes, "max-file-bytes", d.MaxBytes, "most bytes one document file may hold or inflate to (PDF streams, DOCX members); exit 2 above")
	f.IntVar(&l.pages, "max-pages", d.MaxPages, "most pages one document file may have; exit 2 above")
	f.IntVar(&l.objects, "max-objects", d.MaxObjects, "most objects one document file may declare (PDF objects, zip members); exit 2 above")
	f.DurationVar(&l.timeout, "file-timeout", d.Timeout, "longest time reading one document file may take; exit 2 above")
}

// options checks the flags and returns them as vault.LoadOptions.
func (l *fileLimitFlags) options() (vault.LoadOptions, error) {
	if l.bytes < 1 || l.pages < 1 || l.objects < 1 || l.timeout <= 0 {
		return vault.LoadOptions{}, usagef("vault build: --max-file-bytes, --max-pages, --max-objects and --file-timeout must be positive")
	}
	return vault.LoadOptions{Files: docfile.Limits{MaxBytes: l.bytes, MaxPages: l.pages, MaxObjects: l.objects, Timeout: l.timeout}}, nil
}

// custom reports whether any limit differs from its default.
func (l *fileLimitFlags) custom() bool {
	d := docfile.DefaultLimits
	return l.bytes != d.MaxBytes || l.pages != d.MaxPages || l.objects != d.MaxObjects || l.timeout != d.Timeout
}
