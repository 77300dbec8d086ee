package printer

import (
	"fmt"
	"strings"
)

// writeMDFindings writes the Markdown report's "What fails, by source":
// the reviewer's findings (reviewer.go) as the HTML report shows them,
// one entry per source, each proposition once, each failing criterion
// once in plain words.
func writeMDFindings(b *strings.Builder, sources []sourceFinding, others []answerFinding) {
	if len(sources)+len(others) == 0 {
		return
	}
	b.WriteString("\n## What fails, by source\n\n")
	for _, src := range sources {
		fmt.Fprintf(b, "%d. **%s**, %s\n", src.N, mdText(src.Label), mdText(src.Where))
		for _, p := range src.Props {
			if p.Prop != "" {
				fmt.Fprintf(b, "   - Cited for “%s”\n", mdText(p.Prop))
			}
			for _, pr := range p.Reasons {
				writeMDReason(b, "     ", pr)
			}
			if p.Judge != "" {
				fmt.Fprintf(b, "     - The judge's reasons: %s\n", mdText(p.Judge))
			}
			if p.Quote != "" {
				fmt.Fprintf(b, "     - The passage says: “%s”\n", mdText(p.Quote))
			}
		}
	}
	if len(others) > 0 {
		b.WriteString("\nAbout the answer, not one source:\n\n")
		for _, o := range others {
			fmt.Fprintf(b, "- %s\n", mdText(o.Subject))
			for _, pr := range o.Reasons {
				writeMDReason(b, "  ", pr)
			}
		}
	}
}

func writeMDReason(b *strings.Builder, indent string, pr plainReason) {
	fmt.Fprintf(b, "%s- **%s** (%s)", indent, mdText(pr.Label), pr.Criterion)
	if pr.Text != "" {
		fmt.Fprintf(b, ": %s", mdText(pr.Text))
	}
	b.WriteString("\n")
}

// docTitleOrNone names a document for a table cell, "(none)" when the
// citation resolved to none.
func docTitleOrNone(doc, title string) string {
	if doc == "" {
		return "(none)"
	}
	return titleFirst(doc, title)
}
