package printer

import (
	"fmt"
	"io"
	"strings"

	"github.com/citecheck/citecheck/checks/report"
)

// WriteMarkdown writes the Markdown report: the summary, the criterion
// table, each criterion's reasoning, every citation with its status,
// document, chunk, locators and passage (quoted), each proposition's
// judge verdicts with evidence, and the retrieval trace. Answer and
// passage text is escaped so a renderer shows it as text: untrusted
// Markdown or HTML in an answer cannot restyle or script the report.
func WriteMarkdown(w io.Writer, s *report.Scores, r *report.Report, opt Options) error {
	if err := needInput(s, r); err != nil {
		return err
	}
	s, r = redact(s, r, opt.ShowDenied)
	v := newView(s, r, opt)
	var b strings.Builder
	fmt.Fprintf(&b, "# citecheck report: %s\n\n", mdText(s.RunID))
	fmt.Fprintf(&b, "**%s**\n\n", mdText(s.Summary))
	if h := HeuristicBanner(s); h != "" {
		fmt.Fprintf(&b, "> **Offline heuristic judge.** %s\n\n", mdText(h))
	}
	fmt.Fprintf(&b, "- Question: %s\n", mdText(r.Question))
	fmt.Fprintf(&b, "- Task: %s\n- Model: %s\n- User: %s at %s\n- Judge: %s\n- Scored at: %s\n- Retrieval trace: %s\n",
		mdCode(s.Task), mdCode(orNone(s.Model, "(not given)")), mdCode(orNone(r.User, "(none)")), mdCode(orNone(r.AskedAt, "(none)")),
		mdCode(s.JudgeModel), mdCode(s.ScoredAt), traceSource(r.TraceSource))
	if r.TraceSource == "none" {
		fmt.Fprintf(&b, "\n> **%s.** C-005 cannot be decided without a trace; every passage was located in the cited document.\n\n", strings.ToUpper(NoTraceBanner[:1])+NoTraceBanner[1:])
	}
	if s.PlainText != "" {
		fmt.Fprintf(&b, "\n> **The answer was read as plain text, not as Markdown:** %s.\n\n", mdText(s.PlainText))
	}
	fmt.Fprintf(&b, "- %s\n", mdText(deniedTextLine(opt.ShowDenied, len(v.Denied), r.User, r.AskedAt)))
	x := redactor{on: !opt.ShowDenied, r: r}
	texts := readable(x, textsFor(r, opt.Texts))
	sources, others := reviewerFindings(s, r, x, texts, nil)
	writeMDFindings(&b, sources, others)
	b.WriteString("\n## Criteria\n\n| ID | Verdict | Criterion | Decided by |\n|---|---|---|---|\n")
	for _, cr := range s.CriteriaResults {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cr.ID, strings.ToUpper(outcomeLabel(cr.Verdict, cr.NeedsReview())), mdCell(cr.Title), mdCell(how(cr)))
	}
	b.WriteString("\n")
	if r.Metrics != nil {
		fmt.Fprintf(&b, "%s\n\n", mdText(metricsLine(r.Metrics)))
	}
	for _, c := range criteriaRows(criterionReasons(s, r, x, texts), sources, others, x, texts) {
		fmt.Fprintf(&b, "### %s %s: %s\n\n%s\n\n", c.ID, strings.ToUpper(c.Label), mdText(c.Title), mdText(c.Summary))
		for _, f := range c.Fails {
			fmt.Fprintf(&b, "- Fails: **%s**\n", mdText(f.Label))
		}
		for _, f := range c.Reviews {
			fmt.Fprintf(&b, "- Needs review: **%s**\n", mdText(f.Label))
		}
		for _, w := range c.Warnings {
			fmt.Fprintf(&b, "- Warning: %s\n", mdText(w))
		}
		if len(c.Fails)+len(c.Reviews)+len(c.Warnings) > 0 {
			b.WriteString("\n")
		}
	}
	b.WriteString("## Citations\n\n")
	if len(v.Cites) == 0 {
		b.WriteString("The answer cites nothing.\n\n")
	} else {
		b.WriteString("| # | Citation | Status | Document | Passage | Pinpoint |\n|---|---|---|---|---|---|\n")
		for _, c := range v.Cites {
			fmt.Fprintf(&b, "| %d | %s | %s | %s | %s | %s |\n", c.N, mdCell(c.Text), statusWord(c.Status), mdCell(docTitleOrNone(c.Doc, c.Title)), mdCell(c.Place), mdCell(c.Locators))
		}
		b.WriteString("\n")
	}
	for _, c := range v.Cites {
		fmt.Fprintf(&b, "### [%d] %s\n\n- Status: %s\n- Resolution: %s\n", c.N, mdText(c.Text), statusWord(c.Status), mdText(c.Resolution))
		if c.Source != "" {
			fmt.Fprintf(&b, "- Source: %s\n", mdText(c.Source))
		}
		if c.Chunk != "" {
			fmt.Fprintf(&b, "- Passage: %s\n", mdText(orNone(c.Place, "located")))
		}
		if c.HasProp {
			fmt.Fprintf(&b, "- Cited for: “%s”\n", mdText(c.PropText))
		}
		for _, f := range c.Findings {
			fmt.Fprintf(&b, "- **%s** (%s): %s\n", mdText(f.Label), f.Criterion, mdText(f.Plain))
		}
		if c.Passage != "" {
			b.WriteString("\n" + mdQuote(plainPassage(c.Passage)))
		}
		b.WriteString("\n")
	}
	b.WriteString("## Propositions and judge verdicts\n\n")
	for _, p := range v.Props {
		fmt.Fprintf(&b, "- **%d.** %s", p.N+1, mdText(p.Text))
		if len(p.Cites) > 0 {
			fmt.Fprintf(&b, " (citations %s)", joinInts(p.Cites))
		}
		b.WriteString("\n")
		for _, j := range p.Judged {
			writeMDJudged(&b, "  ", j)
		}
	}
	if len(v.Props) == 0 {
		b.WriteString("No propositions.\n")
	}
	if len(v.AnswerJudged) > 0 {
		b.WriteString("\nWhole-answer judgements:\n\n")
		for _, j := range v.AnswerJudged {
			writeMDJudged(&b, "", j)
		}
	}
	if len(v.Holdings) > 0 {
		b.WriteString("\n## Holdings read from the cited cases\n\n")
		for _, h := range v.Holdings {
			fmt.Fprintf(&b, "- %s: %s", mdText(titleFirst(h.Doc, h.Title)), mdText(orNone(h.Outcome, "no holding could be read")))
			if h.Outcome != "" && h.From != "" {
				fmt.Fprintf(&b, " (read from %s%s)", fromWords(h.From), pick(len(h.Sentences) > 0, ", in these sentences", ""))
			}
			b.WriteString("\n")
			for _, sn := range h.Sentences {
				fmt.Fprintf(&b, "  > %s\n", mdText(sn))
			}
			if h.Note != "" {
				fmt.Fprintf(&b, "  Note: %s\n", mdText(h.Note))
			}
		}
	}
	b.WriteString("\n## Retrieval trace\n\n")
	if len(v.Trace) == 0 {
		b.WriteString("Nothing was retrieved.\n")
	}
	for _, t := range v.Trace {
		fmt.Fprintf(&b, "%d. %s%s%s\n", t.Rank, mdText(titleFirst(t.Doc, t.Title)), pick(t.Place != "", ", "+mdText(t.Place), ""), pick(t.Cited, " (cited)", ""))
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "\n> Note: %s\n", mdText(plainIDs(n, texts)))
	}
	if len(v.Denied) > 0 {
		b.WriteString("\n## Documents the user could not read\n\n")
		for _, a := range v.Denied {
			fmt.Fprintf(&b, "- %s: %s%s\n", mdCode(a.Doc), mdText(orNone(a.Reason, "denied")), ruleNote(a.Rule))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeMDJudged(b *strings.Builder, indent string, j judgeView) {
	b.WriteString(indent + "- Judge (")
	if j.Cite > 0 {
		fmt.Fprintf(b, "citation %d%s; ", j.Cite, pick(j.Place != "", ", "+mdText(j.Place), ""))
	}
	fmt.Fprintf(b, "%s; %s): **%s**", mdText(orNone(j.Criteria, "no criterion")), mdText(orNone(j.Origin, "no verdict")), mdText(j.Verdict))
	if j.Error != "" {
		fmt.Fprintf(b, ". Error: %s", mdText(j.Error))
	}
	if j.Holding != "" {
		fmt.Fprintf(b, ". Adverse holding: “%s”", mdText(j.Holding))
	}
	if j.Evidence != "" {
		fmt.Fprintf(b, ". %s: “%s”", orNone(j.EvidenceLabel, "Evidence"), mdText(j.Evidence))
	}
	if j.Plain != "" {
		fmt.Fprintf(b, ". The judge's reasons: %s", mdText(j.Plain))
	}
	b.WriteString("\n")
}

// mdText escapes text so a Markdown renderer shows it literally: HTML
// is entity-escaped and Markdown punctuation backslash-escaped; line
// breaks become spaces.
func mdText(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '\\', '`', '*', '_', '[', ']', '|':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdCell is mdText for a table cell.
func mdCell(s string) string { return mdText(s) }

// mdCode is an identifier in code style (backticks inside become ').
func mdCode(s string) string {
	if s == "" {
		return ""
	}
	return "`" + strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "`", "'") + "`"
}

// mdQuote is a block quote of s, its lines kept, each escaped.
func mdQuote(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		b.WriteString("> " + mdText(line) + "\n")
	}
	return b.String()
}

// statusWord says what a citation's colour means.
func statusWord(st string) string {
	switch st {
	case statusFail:
		return "failed"
	case statusWarn:
		return "warning"
	}
	return "passed all checks"
}

// docLabel is "VLT-0001 (Title)" or just the ID.
func docLabel(doc, title string) string {
	switch {
	case doc == "":
		return "(none)"
	case title == "":
		return doc
	}
	return doc + " (" + title + ")"
}

func traceSource(src string) string {
	switch src {
	case "response":
		// report.json does not say which of the two it was, so the words
		// name both.
		return "given with the response (its \"retrieved\" list or a --retrieved file), checked against the Vault"
	case "grader":
		return "run by the grader (the response carried none)"
	}
	return NoTraceBanner
}

// NoTraceBanner is what every report says of a response graded without a
// retrieval trace.
const NoTraceBanner = "no retrieval trace: the answer was checked against the Vault itself"

func ruleNote(rule string) string {
	if rule == "" {
		return ""
	}
	return " (rule: " + mdText(rule) + ")"
}

func joinInts(ns []int) string {
	var parts []string
	for _, n := range ns {
		parts = append(parts, fmt.Sprint(n))
	}
	return strings.Join(parts, ", ")
}
