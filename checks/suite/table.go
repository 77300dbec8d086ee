package suite

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/printer"
)

// WriteTable prints the comparison for people: one line per response and
// criterion (expected, actual, how the verdict was reached, and MISMATCH,
// KNOWN or "not compared"), then the reasons behind each mismatch, one
// failing citation per line, then the known differences, then the
// totals, including how many judge verdicts came from a live call, the
// cache or the heuristic judge.
func WriteTable(w io.Writer, r *Result) error { return WriteTableOpt(w, r, TableOptions{}) }

// TableOptions adjust WriteTableOpt.
type TableOptions struct {
	// MismatchesOnly leaves out the rows that matched or were not
	// compared, for long suites in CI logs (the totals still count them).
	MismatchesOnly bool
	// TotalsOnly prints the totals alone (test -q): no rows, no reasons.
	TotalsOnly bool
	// Color paints MISMATCH red, KNOWN yellow and ok green (a terminal
	// without NO_COLOR only; the command decides).
	Color bool
}

// WriteTableOpt is WriteTable with options.
func WriteTableOpt(w io.Writer, r *Result, opt TableOptions) error {
	paint := func(code, s string) string {
		if !opt.Color {
			return s
		}
		return code + s + "\x1b[0m"
	}
	var b strings.Builder
	for _, warn := range r.Suite.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", warn)
	}
	nameW := len("RESPONSE")
	for _, rr := range r.Responses {
		nameW = max(nameW, utf8.RuneCountInString(rr.Entry.Name))
	}
	var rows strings.Builder // the header is written only above rows
	for _, rr := range r.Responses {
		for _, row := range rr.Rows {
			if opt.MismatchesOnly && !row.Fails() && !row.KnownDiff() {
				continue
			}
			if row.Unselected && row.Expected == "" {
				continue
			}
			exp, mark := string(row.Expected), paint("\x1b[32m", "ok")
			switch {
			case row.Unselected:
				mark = "not selected"
			case !row.Compared():
				exp, mark = "-", "not compared"
			case row.Mismatch():
				mark = paint("\x1b[1;31m", "MISMATCH")
			case row.KnownDiff():
				mark = paint("\x1b[33m", "KNOWN") + " (" + row.Known + ")"
			case row.KnownResolved():
				mark = paint("\x1b[1;31m", "CHANGED") + " (the grader no longer gives " + string(otherVerdict(row.Expected)) + ", recorded as known to be wrong)"
			}
			if row.Incomplete {
				mark += " (incomplete)"
			}
			fmt.Fprintf(&rows, "%-*s  %-9s  %-8s  %-6s  %-26s  %s\n", nameW, rr.Entry.Name, row.Criterion, orDash(exp), row.Actual, row.DecidedBy(), mark)
		}
	}
	c := r.Counts()
	switch {
	case opt.TotalsOnly:
	case rows.Len() > 0:
		fmt.Fprintf(&b, "%-*s  %-9s  %-8s  %-6s  %-26s  %s\n", nameW, "RESPONSE", "CRITERION", "EXPECTED", "ACTUAL", "DECIDED BY", "RESULT")
		b.WriteString(rows.String())
	case opt.MismatchesOnly:
		b.WriteString("No mismatches.\n")
	}
	if c.Mismatches > 0 && !opt.TotalsOnly {
		b.WriteString("\nMismatches:\n")
		for _, rr := range r.Responses {
			for _, row := range rr.Rows {
				if row.Mismatch() {
					writeWhy(&b, rr.Entry.Name, row)
				}
			}
		}
	}
	if (c.Known > 0 || c.KnownResolved > 0) && !opt.TotalsOnly {
		b.WriteString("\nKnown differences (recorded in the expected files: the verdict recorded as known to be wrong does not fail the run; a change from it does):\n")
		for _, rr := range r.Responses {
			for _, row := range rr.Rows {
				switch {
				case row.KnownDiff():
					fmt.Fprintf(&b, "  %s %s: expected %s, got %s (%s): known: %s\n", rr.Entry.Name, row.Criterion, row.Expected, row.Actual, row.DecidedBy(), row.Known)
				case row.KnownResolved():
					fmt.Fprintf(&b, "  %s %s: now %s, a change from %s, the verdict recorded as known to be wrong (%s): remove the \"known\" mark in %s (or run --update)\n",
						rr.Entry.Name, row.Criterion, row.Actual, otherVerdict(row.Expected), row.DecidedBy(), rr.Entry.ExpectedPath)
				}
			}
		}
	}
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%d responses, %d verdicts compared: %d match, %d mismatch", c.Responses, c.Compared, c.Compared-c.Mismatches-c.Known-c.KnownResolved, c.Mismatches)
	if c.Known > 0 {
		fmt.Fprintf(&b, ", %d known to differ", c.Known)
	}
	if c.KnownResolved > 0 {
		fmt.Fprintf(&b, ", %d changed from a known difference", c.KnownResolved)
	}
	fmt.Fprintf(&b, "; %d not compared.\n", c.NotCompared)
	if c.Unselected > 0 {
		fmt.Fprintf(&b, "%d expected verdicts of criteria not selected (--criteria or --deterministic) were left out.\n", c.Unselected)
	}
	fmt.Fprintf(&b, "Judge verdicts by origin: %s.\n", origins(c.Origins))
	if c.Incomplete > 0 {
		fmt.Fprintf(&b, "%d criteria could not be graded (judge unreachable or out of budget).\n", c.Incomplete)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeWhy writes a mismatch and its reasons, one failing citation per
// line; a criterion that failed with no finding (or passed when it should
// not have) gives its reasoning.
func writeWhy(b *strings.Builder, name string, row Row) {
	fmt.Fprintf(b, "  %s %s: expected %s, got %s (%s)\n", name, row.Criterion, row.Expected, row.Actual, row.DecidedBy())
	if len(row.Reasons) == 0 {
		fmt.Fprintf(b, "      %s\n", printer.TermSafe(strings.Join(strings.Fields(row.Reasoning), " ")))
		return
	}
	for _, why := range row.Reasons {
		fmt.Fprintf(b, "    - %s\n", printer.TermSafe(why))
	}
}

// origins renders origin counts in a fixed order: "live 0, cache 12, heuristic 3".
func origins(m map[string]int) string {
	known := []string{"live", "cache", "heuristic"}
	parts := []string{}
	for _, k := range known {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	var mixed []string
	for k := range m {
		if k != "live" && k != "cache" && k != "heuristic" {
			mixed = append(mixed, k)
		}
	}
	sort.Strings(mixed)
	for _, k := range mixed {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
