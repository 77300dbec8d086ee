package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/printer"
)

// printGradeSummary writes the short human summary of one graded
// response: the run, the Harvey summary line, one row per criterion and,
// for failures, the start of the reasoning; then where the files went.
func printGradeSummary(w io.Writer, s *checks.Scores, dir string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s  %s\n", s.RunID, printer.SummaryLine(s))
	for _, cr := range s.CriteriaResults {
		fmt.Fprintf(&b, "  %-7s %-4s  %-13s %s\n", cr.ID, strings.ToUpper(string(cr.Verdict)), cr.Method, clip(cr.Title, 60))
		if cr.Verdict != checks.Pass {
			fmt.Fprintf(&b, "          %s\n", clip(cr.Reasoning, 220))
		}
	}
	if len(s.Incomplete) > 0 {
		fmt.Fprintf(&b, "  not completed (infrastructure): %s\n", strings.Join(s.Incomplete, ", "))
	}
	if s.NoTrace {
		fmt.Fprintf(&b, "  %s\n", printer.NoTraceBanner)
	}
	fmt.Fprintf(&b, "  judge: %s\n  wrote %s and report.json\n", s.JudgeModel, filepath.Join(dir, "scores.json"))
	_, err := io.WriteString(w, b.String())
	return err
}

// clip shortens s to n runes on one line, marking the cut with "...".
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-3]) + "..."
}
