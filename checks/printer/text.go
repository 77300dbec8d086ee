package printer

import (
	"fmt"
	"io"
	"strings"

	"github.com/citecheck/citecheck/checks"
)

// WriteText writes the human summary for a terminal: the run and its
// Harvey summary line, then one row per criterion (verdict, how it was
// decided and, for judge-bound criteria, where the verdicts came from)
// with a short reason under it. The full reasoning is in the other
// formats.
func WriteText(w io.Writer, s *checks.Scores, r *checks.Report, opt Options) error {
	if s == nil {
		return fmt.Errorf("printer: no scores to print")
	}
	if r != nil {
		s, _ = redact(s, r, opt.ShowDenied)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s  %s\n", s.RunID, SummaryLine(s))
	for _, cr := range s.CriteriaResults {
		fmt.Fprintf(&b, "  %-7s %-4s  %-25s %s\n", cr.ID, strings.ToUpper(string(cr.Verdict)), how(cr), clip(cr.Title, 60))
		n := 110
		if cr.Verdict != checks.Pass {
			n = 300
		}
		fmt.Fprintf(&b, "          %s\n", clip(cr.Reasoning, n))
	}
	if len(s.Incomplete) > 0 {
		fmt.Fprintf(&b, "  not completed (infrastructure): %s\n", strings.Join(s.Incomplete, ", "))
	}
	if s.NoTrace {
		fmt.Fprintf(&b, "  %s\n", NoTraceBanner)
	}
	fmt.Fprintf(&b, "  judge: %s\n", s.JudgeModel)
	if r != nil {
		fmt.Fprintf(&b, "  %s\n", deniedTextLine(opt.ShowDenied, deniedCount(r), r.User, r.AskedAt))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// deniedCount is how many documents the report marks as not readable.
func deniedCount(r *checks.Report) int {
	n := 0
	for _, a := range r.Access {
		if !a.Allowed {
			n++
		}
	}
	return n
}
