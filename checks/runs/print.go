package runs

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/citecheck/citecheck/checks/report"
)

// WriteText prints d for a person: the pass rates side by side, then each
// changed verdict with both reasons, regressions first. Reasons are
// printed whole, wrapped at width columns, never cut.
func WriteText(w io.Writer, d *Diff, width int) error {
	var b strings.Builder
	fmt.Fprintf(&b, "A: %s\nB: %s\nmatched by %s: %d response(s) in both", d.A, d.B, d.By, d.Matched)
	if len(d.OnlyA) > 0 || len(d.OnlyB) > 0 {
		fmt.Fprintf(&b, ", %d only in A, %d only in B", len(d.OnlyA), len(d.OnlyB))
	}
	b.WriteString(".\n\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "criterion\tA\t\tB\t\tchange\ttitle")
	for _, c := range d.Criteria {
		fmt.Fprintf(tw, "%s\t%d/%d\t%s\t%d/%d\t%s\t%s\t%s\n", c.ID, c.PassedA, c.TotalA, pct(c.PassedA, c.TotalA),
			c.PassedB, c.TotalB, pct(c.PassedB, c.TotalB), delta(c), c.Title)
	}
	tw.Flush()
	improved := len(d.Changes) - d.Regressions
	fmt.Fprintf(&b, "\n%d regression(s) (pass in A, fail in B), %d improvement(s).\n", d.Regressions, improved)
	for _, regress := range []bool{true, false} {
		for _, ch := range d.Changes {
			if ch.Regression != regress {
				continue
			}
			label := "improved"
			if regress {
				label = "REGRESSED"
			}
			fmt.Fprintf(&b, "\n%s  %s  %s: %s -> %s\n", ch.Key, ch.Criterion, label, ch.A, ch.B)
			writeReason(&b, "A", ch.RunA, ch.ReasonA, width)
			writeReason(&b, "B", ch.RunB, ch.ReasonB, width)
		}
	}
	for _, side := range []struct {
		name string
		keys []string
	}{{"A", d.OnlyA}, {"B", d.OnlyB}} {
		if len(side.keys) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\nonly in %s (not compared):\n", side.name)
		for _, k := range side.keys {
			fmt.Fprintf(&b, "  %s\n", k)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON prints d as one indented JSON object.
func WriteJSON(w io.Writer, d *Diff) error {
	data, err := report.MarshalIndent(struct {
		A  string `json:"a"`
		B  string `json:"b"`
		By string `json:"match_by"`
		*Diff
	}{d.A, d.B, d.By, d})
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

func writeReason(b *strings.Builder, side, runID, reason string, width int) {
	fmt.Fprintf(b, "  %s (%s):\n", side, runID)
	for _, line := range wrap(reason, width-4) {
		fmt.Fprintf(b, "    %s\n", line)
	}
}

// wrap breaks s into lines of at most width columns at spaces; a word
// longer than width stands on a line of its own, whole.
func wrap(s string, width int) []string {
	if width < 20 {
		width = 20
	}
	var lines []string
	var cur strings.Builder
	n := 0
	for _, word := range strings.Fields(s) {
		wl := len([]rune(word))
		if n > 0 && n+1+wl > width {
			lines = append(lines, cur.String())
			cur.Reset()
			n = 0
		}
		if n > 0 {
			cur.WriteByte(' ')
			n++
		}
		cur.WriteString(word)
		n += wl
	}
	if n > 0 || len(lines) == 0 {
		lines = append(lines, cur.String())
	}
	return lines
}

func pct(n, total int) string {
	if total == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(total))
}

// delta is B's pass rate minus A's, in points.
func delta(c CriterionDiff) string {
	if c.TotalA == 0 || c.TotalB == 0 {
		return "-"
	}
	d := 100 * (float64(c.PassedB)/float64(c.TotalB) - float64(c.PassedA)/float64(c.TotalA))
	if d > -0.05 && d < 0.05 {
		return "0.0"
	}
	return fmt.Sprintf("%+.1f", d)
}
