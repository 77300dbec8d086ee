package mdtext

import (
	"fmt"
	"strings"
	"testing"
)

// typographyCases are the inline typographic and disguise forms a reader
// sees through (issue 12's list): each reads the same as Markdown and as
// plain text.
var typographyCases = []string{
	"*Id.* at 12",
	"**918** F.3d 1102",
	"918 *F.3d* 1102",
	"918&nbsp;F.3d&nbsp;1102, 1107",
	"VLT&#45;0027",
	"VLT-0&#8203;027",
	`918 F\.3d 1102`,
	`\*Bremen\* at 10`,
	"918 <i>F.3d</i> 1102",
	`918 <span class="x">F.3d</span> 1102`,
	"918\u00a0F.3d",
	"VLT\u20110099 and 10\u201312",
	"VLT-\u20620027",
	"[VLT-\u200b0027, \u00b6 2]",
	"499 U.\u0405. 585",
	"[VL\u0422-0027]",
	"\uff14\uff10\uff17 U.S. 1",
	"\ufb01ne",
	"valid.\u00b9 Next",
	"valid.<sup>2</sup> Next",
	"valid.<SUP>1, 3</SUP> Next",
	"`407 U.S. 1`",
	"`918&nbsp;F.3d`",
	"<vault://VLT-0027#c4>",
	"before <!-- hidden 918 F.3d 1102 --> after",
	"***Bremen*** and _Carnival_ and snake_case_name",
	"a * b and 2*3*4",
	"918 F.3d 1102\u2013\u200b1107",
	"**Short answer.** Clauses are valid.",
}

// reading is what a reader sees, as compared between the two paths.
func reading(tx *Text) string {
	var b strings.Builder
	fmt.Fprintf(&b, "S=%q\nwritten=%q\n", tx.S, tx.Written(0, len(tx.S)))
	for _, e := range tx.Emphasis {
		fmt.Fprintf(&b, "emphasis %q level %d\n", tx.S[e.Start:e.End], e.Level)
	}
	for _, m := range tx.Markers {
		fmt.Fprintf(&b, "marker %d at %d %q\n", m.Kind, m.Start, m.Label)
	}
	for _, f := range tx.Folds {
		fmt.Fprintf(&b, "fold %s/%d %q->%q at %d [%d,%d)\n", f.Kind, f.Class, f.Written, f.Read, f.R, f.OrigStart, f.OrigEnd)
	}
	return b.String()
}

// TestPlainReadsAsMarkdown (issue 22.1): an answer past the Markdown
// limits is read as plain text, and that reading decodes entities,
// escapes and tags, folds typography and emphasis and finds disguises
// exactly as the Markdown reading does: same reader text, same folds,
// same emphasis and markers, same spans.
func TestPlainReadsAsMarkdown(t *testing.T) {
	plain := DefaultLimits()
	plain.MaxBytes = 1 // everything is past it
	for _, in := range typographyCases {
		md, pt := Read(in, DefaultLimits()), Read(in, plain)
		if md.Fallback != "" || pt.Fallback == "" {
			t.Fatalf("%q: fallback %q / %q", in, md.Fallback, pt.Fallback)
		}
		if a, b := reading(md), reading(pt); a != b {
			t.Errorf("%q reads differently:\nMarkdown:\n%s\nplain:\n%s", in, a, b)
		}
	}
}

// TestPlainDropsRuleLines: a rule line is markup in the plain reading
// too, and block markup stays for the plain outline.
func TestPlainDropsRuleLines(t *testing.T) {
	plain := DefaultLimits()
	plain.MaxBytes = 1
	tx := Read("# Heading\n\n----------\n\n> quoted 918&nbsp;F.3d\n\n| a | b |\n|---|---|\n", plain)
	want := "# Heading\n\n\n\n> quoted 918 F.3d\n\n| a | b |\n\n"
	if tx.S != want {
		t.Errorf("plain reading %q, want %q", tx.S, want)
	}
}
