package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
)

// printGradeSummary writes the human summary of one graded response:
// the run, the Harvey summary line, one row per criterion and, for every
// failing one, its failing citations one per line with their reasons
// (printer.WriteText, Brief), wrapped to the terminal, never cut; then
// where the files went.
func printGradeSummary(w io.Writer, s *report.Scores, r *report.Report, dir string, opt printer.Options) error {
	opt.Brief = true
	if err := printer.WriteText(w, s, r, opt); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "  wrote %s and report.json\n", filepath.Join(dir, "scores.json"))
	return err
}

// printSummaryLine is -q for one response: its run ID and summary line.
func printSummaryLine(w io.Writer, s *report.Scores, opt printer.Options) error {
	_, err := fmt.Fprintf(w, "%s  %s\n", printer.TermSafe(s.RunID), printer.SummaryLine(s))
	return err
}
