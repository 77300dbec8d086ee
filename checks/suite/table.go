package suite

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"
)

// WriteTable prints the comparison for people: one line per response and
// criterion (expected, actual, how the verdict was reached, and MISMATCH
// or "not compared"), then the reasoning behind each mismatch, then the
// totals, including how many judge verdicts came from a live call, the
// cache or the heuristic judge.
func WriteTable(w io.Writer, r *Result) error { return WriteTableOpt(w, r, TableOptions{}) }

// TableOptions adjust WriteTableOpt.
type TableOptions struct {
	// MismatchesOnly leaves out the rows that matched or were not
	// compared, for long suites in CI logs (the totals still count them).
	MismatchesOnly bool
}

// WriteTableOpt is WriteTable with options.
func WriteTableOpt(w io.Writer, r *Result, opt TableOptions) error {
	var b strings.Builder
	for _, warn := range r.Suite.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", warn)
	}
	nameW := len("RESPONSE")
	for _, rr := range r.Responses {
		nameW = max(nameW, utf8.RuneCountInString(rr.Entry.Name))
	}
	fmt.Fprintf(&b, "%-*s  %-9s  %-8s  %-6s  %-26s  %s\n", nameW, "RESPONSE", "CRITERION", "EXPECTED", "ACTUAL", "DECIDED BY", "RESULT")
	for _, rr := range r.Responses {
		for _, row := range rr.Rows {
			if opt.MismatchesOnly && !row.Mismatch() {
				continue
			}
			exp, mark := string(row.Expected), "ok"
			switch {
			case !row.Compared():
				exp, mark = "-", "not compared"
			case row.Mismatch():
				mark = "MISMATCH"
			}
			if row.Incomplete {
				mark += " (incomplete)"
			}
			fmt.Fprintf(&b, "%-*s  %-9s  %-8s  %-6s  %-26s  %s\n", nameW, rr.Entry.Name, row.Criterion, exp, row.Actual, row.DecidedBy(), mark)
		}
	}
	c := r.Counts()
	if c.Mismatches > 0 {
		b.WriteString("\nMismatches:\n")
		for _, rr := range r.Responses {
			for _, row := range rr.Rows {
				if row.Mismatch() {
					fmt.Fprintf(&b, "  %s %s: expected %s, got %s (%s): %s\n", rr.Entry.Name, row.Criterion, row.Expected, row.Actual, row.DecidedBy(), clip(row.Reasoning, 400))
				}
			}
		}
	}
	fmt.Fprintf(&b, "\n%d responses, %d verdicts compared: %d match, %d mismatch; %d not compared.\n",
		c.Responses, c.Compared, c.Compared-c.Mismatches, c.Mismatches, c.NotCompared)
	fmt.Fprintf(&b, "Judge verdicts by origin: %s.\n", origins(c.Origins))
	if c.Incomplete > 0 {
		fmt.Fprintf(&b, "%d criteria could not be graded (judge unreachable or out of budget).\n", c.Incomplete)
	}
	_, err := io.WriteString(w, b.String())
	return err
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

// clip shortens s to n runes on one line.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-3]) + "..."
}
