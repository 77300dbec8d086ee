package printer

import (
	"fmt"
	"io"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// WriteText writes the human summary for a terminal: the run and its
// Harvey summary line, then one row per criterion (verdict, how it was
// decided and, for judge-bound criteria, where the verdicts came from)
// with the check's summary under it and, one per line, every failing
// citation: the citation as written, the document and passage it
// resolved to, and why. Nothing is cut: long lines wrap at opt.Width
// with a hanging indent. Byte offsets and rule IDs stay in report.json
// and --json.
func WriteText(w io.Writer, s *report.Scores, r *report.Report, opt Options) error {
	if s == nil {
		return fmt.Errorf("printer: no scores to print")
	}
	if r != nil {
		s, r = redact(s, r, opt.ShowDenied)
	}
	width := opt.Width
	if width <= 0 {
		width = DefaultWidth
	}
	width = max(width, 60)
	p := painter{on: opt.Color}
	x := redactor{on: !opt.ShowDenied, r: r}
	var b strings.Builder
	fmt.Fprintf(&b, "%s  %s\n", p.bold(TermSafe(s.RunID)), p.verdictLine(s.AllPass, TermSafe(SummaryLine(s))))
	texts := textsFor(r, opt.Texts)
	for _, c := range criterionReasons(s, r, x, texts) {
		label := strings.ToUpper(c.Label())
		head := fmt.Sprintf("  %-7s %-4s  %-25s ", c.ID, label, c.How)
		row := wrapAfter(head, TermSafe(c.Title), width, 10)
		if p.on {
			row = strings.Replace(row, " "+label+" ", " "+p.verdict(c.Verdict, label)+" ", 1)
		}
		b.WriteString(row + "\n")
		if opt.Brief && c.Verdict == checks.Pass && len(c.Warnings) == 0 {
			continue
		}
		if c.Summary != "" && !(opt.Brief && c.Verdict == checks.Pass) {
			b.WriteString(wrap(TermSafe(placedIDs(c.Summary, x, texts)), width, 10, 10) + "\n")
		}
		for _, l := range c.Errors {
			writeTextLine(&b, p, l, "", width, x, texts)
		}
		for _, l := range c.Reviews {
			writeTextLine(&b, p, l, NeedsReview+": ", width, x, texts)
		}
		for _, l := range c.Warnings {
			writeTextLine(&b, p, l, "warning: ", width, x, texts)
		}
	}
	if len(s.Incomplete) > 0 {
		fmt.Fprintf(&b, "  not completed (infrastructure): %s\n", strings.Join(s.Incomplete, ", "))
	}
	if s.NoTrace {
		fmt.Fprintf(&b, "  %s\n", NoTraceBanner)
	}
	if s.PlainText != "" {
		b.WriteString(wrap("answer read as plain text, not as Markdown: "+TermSafe(s.PlainText), width, 2, 4) + "\n")
	}
	if r != nil && r.Metrics != nil {
		b.WriteString(wrap(metricsLine(r.Metrics), width, 2, 4) + "\n")
	}
	fmt.Fprintf(&b, "  judge: %s\n", TermSafe(s.JudgeModel))
	if r != nil && !opt.Brief {
		fmt.Fprintf(&b, "  %s\n", TermSafe(deniedTextLine(opt.ShowDenied, deniedCount(r), r.User, r.AskedAt)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeTextLine writes one reason line: "- [2] VLT-0027, ¶ 2 -> VLT-0027
// (title), ¶ 2, passage VLT-0027#c4", then the reason, wrapped and
// indented under it, each chunk ID it names followed by its place.
func writeTextLine(b *strings.Builder, p painter, l reasonLine, lead string, width int, x redactor, texts Texts) {
	head := "- " + lead + TermSafe(l.Subject())
	if w := l.Where(); w != "" {
		head += " -> " + TermSafe(w)
	}
	line := wrap(head, width, 10, 12) // wrapped before colouring: escapes take no column
	if lead != "" {
		line = strings.Replace(line, "- "+lead, "- "+p.warn(strings.TrimSpace(lead))+" ", 1)
	}
	b.WriteString(line + "\n")
	b.WriteString(wrap(TermSafe(placedIDs(l.Why, x, texts)), width, 12, 12) + "\n")
}

// deniedCount is how many documents the report marks as not readable.
func deniedCount(r *report.Report) int {
	n := 0
	for _, a := range r.Access {
		if !a.Allowed {
			n++
		}
	}
	return n
}
