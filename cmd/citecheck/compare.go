package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/runs"
)

// compareOptions are the flags of `citecheck compare`.
type compareOptions struct {
	json    bool
	matchBy string
	width   int
}

// newCompareCmd is `citecheck compare RUN_A RUN_B`: two results folders
// side by side, exit 1 on any regression so CI can gate on it.
func newCompareCmd(g *globalOptions) *cobra.Command {
	o := &compareOptions{}
	cmd := &cobra.Command{
		Use:   "compare RUN_A RUN_B [--match-by name|run-id|FIELD] [--json]",
		Short: "Compare two grading runs: pass rates side by side and every verdict that changed",
		Long: strings.TrimSpace(`
compare reads two results folders (the --out folders of two grade runs, or
their results/ children: two models, two prompt versions, two releases) and
prints each criterion's pass rate in both, then every response whose verdict
changed, with the reasoning of both runs, regressions first.

Responses are matched by --match-by:
  name     (default) the run ID without its model segment, so
           task/model-a/r1 and task/model-b/r1 pair up
  run-id   the run ID exactly
  FIELD    a field of the response as report.json records it: question,
           user, asked_at, model, or metadata.KEY

Exit codes: 0 nothing that passed in RUN_A fails in RUN_B; 1 at least one
regression; 2 bad usage, or a folder that is not a complete results folder
(or two responses of one run that match alike).`),
		Args: exactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCompare(cmd.Context(), g, o, args[0], args[1])
		},
	}
	f := cmd.Flags()
	f.BoolVar(&o.json, "json", false, "print the comparison as JSON")
	f.StringVar(&o.matchBy, "match-by", runs.ByName, "how responses pair up: name, run-id, or a report.json field")
	f.IntVar(&o.width, "width", 100, "wrap reasons at this many columns")
	addQuietFlag(cmd, g, "print only the one-line result (and errors)")
	return cmd
}

func runCompare(_ context.Context, g *globalOptions, o *compareOptions, dirA, dirB string) error {
	a, err := runs.Load(dirA)
	if err != nil {
		return err
	}
	b, err := runs.Load(dirB)
	if err != nil {
		return err
	}
	d, err := runs.Compare(a, b, o.matchBy)
	if err != nil {
		return err
	}
	switch {
	case g.quiet:
		err = writeCompareLine(g.stdout, d)
	case o.json:
		err = runs.WriteJSON(g.stdout, d)
	default:
		err = runs.WriteText(g.stdout, d, o.width)
	}
	if err != nil {
		return err
	}
	if d.Regressions > 0 {
		return errFailed
	}
	return nil
}

// writeCompareLine is compare -q's output: the verdict changes on one line.
func writeCompareLine(w io.Writer, d *runs.Diff) error {
	improved := len(d.Changes) - d.Regressions // as runs.WriteText counts them
	_, err := fmt.Fprintf(w, "%d response(s) in both: %d regression(s), %d improvement(s)\n", d.Matched, d.Regressions, improved)
	return err
}
