package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/batch"
	"github.com/citecheck/citecheck/checks/rubric"
)

// mergeOptions are the flags of `citecheck merge`.
type mergeOptions struct {
	casePath string
	out      string
	json     bool
}

// newMergeCmd is `citecheck merge`: the union of the results folders of
// a sharded batch, checked, summarised and optionally copied into one.
func newMergeCmd(g *globalOptions) *cobra.Command {
	o := &mergeOptions{}
	cmd := &cobra.Command{
		Use:   "merge RESULTS_DIR... [--out DIR] [--case CASE] [--json]",
		Short: "Summarise (and copy into one folder) the results of the shards of a batch",
		Long: strings.TrimSpace(`
merge reads every complete result (results/<run_id>/scores.json with its
report.json) under each RESULTS_DIR (a folder holding results/, such as the
--out of one 'grade --shard K/N' worker, or a results folder itself) and
prints the batch summary of their union: the table grade prints at the end
of a batch. With --out DIR it also copies the union into DIR/results/,
each file atomically; a result already there with other content is refused.

Every result must be of one case (the one --case names, else the first
result's), sit in the folder its run ID names, and be consistent (verdicts
pass or fail, counts that add up). A run ID found in two folders must hold
the same grade in both (report.json byte for byte, scores.json apart from
scored_at and judge_usage); it is then counted once. A folder with a
report.json but no scores.json is a response whose grading was cut short:
it is named on stderr and not counted; grade that shard again to finish it.
Responses refused as bad input, or that met an infrastructure error, wrote
no results and cannot be counted here.

Exit codes: 0 every result passed every criterion; 1 some criterion
failed; 2 bad usage or a result that is not valid (nothing is written);
3 a result with a criterion left incomplete (judge unreachable), or a
folder that could not be written.`),
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runMerge(g, o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.out, "out", "", "copy the union into DIR/results/<run_id>/")
	f.StringVar(&o.casePath, "case", "", "the case every result must have been graded against (default: the first result's)")
	f.BoolVar(&o.json, "json", false, "print the summary as JSON instead of a table")
	addQuietFlag(cmd, g, "print only the one-line summary (and errors)")
	return cmd
}

func runMerge(g *globalOptions, o *mergeOptions, args []string) error {
	var opt batch.MergeOptions
	if o.casePath != "" {
		c, err := rubric.LoadCase(o.casePath)
		if err != nil {
			return err
		}
		opt.Case = c
	}
	opt.Out = o.out
	m, err := batch.MergeResults(args, opt)
	if err != nil {
		return err
	}
	if g.quiet {
		return mergeExit(m.Summary, writeMergeLine(g.stdout, m.Summary))
	}
	for _, dir := range m.Unfinished {
		fmt.Fprintf(g.stderr, "citecheck: %s: report.json without scores.json: grading was cut short; not counted (grade that shard again)\n", dir)
	}
	fmt.Fprintf(g.stderr, "citecheck: %d results from %d folders", m.Results, len(args))
	if m.Duplicates > 0 {
		fmt.Fprintf(g.stderr, " (%d found again with the same grade, counted once)", m.Duplicates)
	}
	if o.out != "" {
		fmt.Fprintf(g.stderr, ", merged into %s", filepath.Join(o.out, "results"))
	}
	fmt.Fprintln(g.stderr)
	if o.json {
		b, err := json.MarshalIndent(m.Summary, "", "  ")
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(g.stdout, "%s\n", b); err != nil {
			return err
		}
	} else if err := m.Summary.WriteTable(g.stdout); err != nil {
		return err
	}
	return mergeExit(m.Summary, nil)
}

// writeMergeLine is merge -q's output: the union's counts on one line.
func writeMergeLine(w io.Writer, s *batch.Summary) error {
	_, err := fmt.Fprintf(w, "%d responses: %d all-pass, %d failed, %d infra errors\n", s.Responses, s.AllPass, s.Failed, s.Infra)
	return err
}

// mergeExit is merge's exit: err if printing failed, else the union's.
func mergeExit(s *batch.Summary, err error) error {
	if err != nil {
		return err
	}
	switch s.ExitCode() {
	case exitInfra:
		return &silentError{code: exitInfra}
	case exitFailed:
		return errFailed
	}
	return nil
}
