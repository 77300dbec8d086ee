package mdtext

import (
	"strings"
	"testing"
)

// TestRuleLinesStayMarkdown (issue 22.1): a line of rule characters (a
// horizontal rule, a setext underline, a table's delimiter row without a
// leading pipe, an email-style quote run) opens no containers past the
// bound, so the answer around it is still read as Markdown.
func TestRuleLinesStayMarkdown(t *testing.T) {
	for _, line := range []string{
		"----------",
		strings.Repeat("-", 200),
		"**********",
		"++++++++++",
		"__________",
		"==========",
		"- - - - - - - - - - - -",
		"* * * * * * * * * * * *",
		"---------|----------|---------",
		":---------|:---------:|---------:",
		">>>>>>>>>>",
		"> > > > > > > > > > quoted",
		"1. 2. 3. 4. 5. 6. 7. 8. 9. 10. nested",
		"-->-->-->-->-->",
		"+-+-+-+-+-+-+-+-+-+-+",
	} {
		src := "Title\n" + line + "\n\nAccord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d&nbsp;1102, 1107 (9th Cir. 2019)."
		tx := Read(src, DefaultLimits())
		if tx.Fallback != "" {
			t.Errorf("%q: read as plain text: %s", line, tx.Fallback)
		}
		if !strings.Contains(tx.S, "918 F.3d 1102") {
			t.Errorf("%q: entities not decoded: %q", line, tx.S)
		}
	}
}

// TestNestingCountsContainers: what a line really opens is counted, as
// CommonMark reads its start; past the bound the answer is read as
// plain text and the reason names the depth.
func TestNestingCountsContainers(t *testing.T) {
	for _, tc := range []struct {
		line  string
		depth int
	}{
		{"plain text", 0},
		{"----------", 0},
		{"> quote", 1},
		{">>>", 3},
		{"> > - item", 3},
		{"   > > 1. item", 3},
		{"- * + 1) 2. x", 5},
		{"- - -", 0},
		{"- * * *", 1},
		{"-x", 0},
		{"1234567890. not a marker", 0},
		{"-\tx", 1},
		{"- ", 1},
		{">" + strings.Repeat("-", 20), 1},
	} {
		if got := containerDepth(tc.line, 0); got != tc.depth {
			t.Errorf("containerDepth(%q) = %d, want %d", tc.line, got, tc.depth)
		}
	}
	deep := strings.Repeat("> ", 40) + "deep"
	tx := Read("ok\n\n"+deep, DefaultLimits())
	if !strings.Contains(tx.Fallback, "line 3 nests block quotes or lists 40 deep") {
		t.Errorf("fallback %q, want the depth of line 3 named", tx.Fallback)
	}
}
