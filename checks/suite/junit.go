package suite

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/citecheck/citecheck/checks/printer"
)

// JUnit builds the suite's JUnit report: one <testsuite> per response and
// one <testcase> per criterion. A mismatch is a <failure> whose text is
// the expectation, the actual verdict, how it was reached and the
// reasoning; a criterion that could not be graded is an <error>; one the
// expected file does not name is <skipped>.
func JUnit(r *Result) *printer.JUnitSuites {
	name := filepath.Base(filepath.Clean(r.Suite.Dir))
	j := &printer.JUnitSuites{Name: "citecheck test " + name}
	for _, rr := range r.Responses {
		ts := printer.JUnitSuite{Name: name + "/" + rr.Entry.Name, Properties: []printer.JUnitProperty{
			{Name: "response", Value: rr.Entry.ResponsePath}, {Name: "expected", Value: rr.Entry.ExpectedPath},
			{Name: "run_id", Value: rr.Scores.RunID}, {Name: "judge_model", Value: rr.Scores.JudgeModel},
			{Name: "summary", Value: rr.Scores.Summary},
		}}
		for _, row := range rr.Rows {
			c := printer.JUnitCase{Name: row.Criterion + " " + row.Title, Classname: printer.Classname(name + "." + rr.Entry.Name),
				SystemOut: fmt.Sprintf("expected %s, got %s (%s): %s", orDash(string(row.Expected)), row.Actual, row.DecidedBy(), row.Reasoning)}
			detail := fmt.Sprintf("expected %s, got %s (decided by %s)", row.Expected, row.Actual, row.DecidedBy())
			why := reasonText(row)
			switch {
			case row.Unselected:
				c.Skipped = &printer.JUnitSkipped{Message: "not selected (--criteria or --deterministic), so not compared"}
			case row.Incomplete && row.Compared():
				c.Error = &printer.JUnitFailure{Message: detail + ": could not be graded: " + why, Type: "incomplete", Text: detail + "\n\n" + reasonLines(row) + row.Reasoning}
			case row.Mismatch():
				c.Failure = &printer.JUnitFailure{Message: detail + ": " + why, Type: "mismatch", Text: detail + "\n\n" + reasonLines(row) + row.Reasoning}
			case row.KnownDiff():
				c.Skipped = &printer.JUnitSkipped{Message: "known difference (" + row.Known + "): " + detail}
			case row.KnownResolved():
				msg := fmt.Sprintf("changed from a known difference: the grader now gives %s, not %s as recorded (%s); remove the \"known\" mark in %s",
					row.Actual, otherVerdict(row.Expected), row.Known, rr.Entry.ExpectedPath)
				c.Failure = &printer.JUnitFailure{Message: msg, Type: "known-changed", Text: detail + "\n\n" + row.Reasoning}
			case !row.Compared():
				c.Skipped = &printer.JUnitSkipped{Message: "not in " + rr.Entry.ExpectedPath + ", so not compared"}
			}
			ts.Cases = append(ts.Cases, c)
		}
		j.Add(ts)
	}
	return j
}

// WriteJUnit writes the suite's JUnit XML.
func WriteJUnit(w io.Writer, r *Result) error { return printer.WriteJUnitXML(w, JUnit(r)) }

// reasonText is a row's reason for a JUnit failure message, which CI
// tools show as the headline: the failing citations' plain reasons, or,
// when none failed (a verdict that passed against expectation), the
// criterion's summary. Never cut.
func reasonText(row Row) string {
	if len(row.Reasons) > 0 {
		return strings.Join(row.Reasons, "; ")
	}
	return strings.Join(strings.Fields(row.Reasoning), " ")
}

// reasonLines is the reasons one per line, then a blank line.
func reasonLines(row Row) string {
	if len(row.Reasons) == 0 {
		return ""
	}
	return "- " + strings.Join(row.Reasons, "\n- ") + "\n\n"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
