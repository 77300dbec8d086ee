package main

import (
	"strings"
	"testing"
)

// TestExtractSaysPlainText (issue 22.1): an answer past the Markdown
// limits is read as plain text, and extract says so and why, in text
// and in --json --propositions.
func TestExtractSaysPlainText(t *testing.T) {
	answer := strings.Repeat("> ", 40) + "deep\n\nAccord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d 1102, 1107 (9th Cir. 2019).\n"
	for _, args := range [][]string{{"extract", "-"}, {"extract", "--json", "--propositions", "-"}} {
		code, out, errOut := extractCLI(t, answer, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		if !strings.Contains(out, "40 deep") || !strings.Contains(out, "918 F.3d 1102") {
			t.Errorf("%v: output does not say the answer was read as plain text, or lost the citation:\n%s", args, out)
		}
	}
}
