package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/runs"
)

// reportOptions are the flags of `citecheck report`.
type reportOptions struct {
	out   string
	title string
	show  bool // --show-denied
}

// newReportCmd is `citecheck report RESULTS_DIR -o run.html`: one page for
// a whole run, from the results folder alone.
func newReportCmd(g *globalOptions) *cobra.Command {
	o := &reportOptions{}
	cmd := &cobra.Command{
		Use:   "report RESULTS_DIR [-o run.html] [--title T]",
		Short: "Write one HTML page for a whole run: pass rates and a response-by-criterion matrix",
		Long: strings.TrimSpace(`
report reads a results folder (the --out folder of a grade run, or its
results/ child) and writes one self-contained HTML page for the run: each
criterion's pass rate and who decided it, a matrix of responses by criteria
(pass, fail or could not be graded, and whether code, the judge or the
offline heuristic judge decided), the citation metrics, filters for
failures that work without scripts, and a link from every response to
its own report.

It also writes each response's own HTML report, report.html, beside its
scores.json, drawn from its report.json alone (the answer, the cited
passages and every finding are stored there). The text of documents the
user could not read stays withheld unless --show-denied (for graders
entitled to read it); a report.json written with it withheld stays so.

Without -o the page is printed to standard output.`),
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReport(cmd.Context(), g, o, args[0])
		},
	}
	f := cmd.Flags()
	f.StringVarP(&o.out, "out", "o", "", "write the page to FILE (atomically) instead of standard output")
	f.StringVar(&o.title, "title", "", "the run's name on the page (default: the folder)")
	f.BoolVar(&o.show, "show-denied", false, "show, in each response's report.html, the text of documents its user could not read (withheld by default)")
	addQuietFlag(cmd, g, "print nothing but errors (and the page, without -o)")
	return cmd
}

func runReport(_ context.Context, g *globalOptions, o *reportOptions, dir string) error {
	run, err := runs.Load(dir)
	if err != nil {
		return err
	}
	if err := writeResponseReports(run, o.show); err != nil {
		return err
	}
	if !g.quiet {
		fmt.Fprintf(g.stderr, "citecheck: wrote report.html beside each of the %d scores.json under %s\n", len(run.Responses), run.Root)
	}
	opt := printer.RunPageOptions{Title: o.title}
	if o.out != "" {
		opt.LinkBase = filepath.Dir(o.out)
	}
	var b bytes.Buffer
	if err := printer.WriteRunHTML(&b, run, opt); err != nil {
		return err
	}
	if o.out == "" {
		_, err := g.stdout.Write(b.Bytes())
		return err
	}
	return report.WriteFileAtomic(o.out, b.Bytes())
}
