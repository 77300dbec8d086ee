package heuristic

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestQuotedSpansAgreeWithTheRegexp: quotedSpans finds exactly
// quotedRe's matches, group by group, on every fixture file and its
// lines, on quotations of 0 to 402 characters at the pattern's bounds,
// and on 40,000 random texts of quotation marks (straight, curly,
// unbalanced, empty), letters, multi-byte and invalid UTF-8.
func TestQuotedSpansAgreeWithTheRegexp(t *testing.T) {
	var texts []string
	root := filepath.Join("..", "..", "fixtures")
	for _, file := range fixtureFiles(t) {
		if len(file) <= 50000 {
			texts = append(texts, file)
		}
		texts = append(texts, strings.Split(file, "\n")...)
	}
	if len(texts) < 100 {
		t.Fatalf("only %d fixture texts under %s", len(texts), root)
	}
	for _, body := range []string{"a", "é", "\xff", "\"", "“", "”", " "} {
		for n := 0; n <= 402; n++ {
			in := strings.Repeat(body, n)
			texts = append(texts, `x "`+in+`" y`, "“"+in+"”", `"`+in+`"`+in+`"`, "“"+in+`"`+in+"”")
		}
	}
	pieces := []string{"\"", "\"", "“", "”", "“", "”", "a", "bc", " ", "held that", "É", "\xff", "\xe2\x80", "\xe2", "\x9c", "’", "'", "...", strings.Repeat("w", 130), strings.Repeat("é", 70)}
	texts = append(texts, randomTexts(pieces, 40000, 16, 0)...)
	matched := 0
	for _, s := range texts {
		want := quotedRe.FindAllStringSubmatch(s, -1)
		got := quotedSpans(s)
		if len(got) != len(want) {
			t.Fatalf("%q: %d quotations, the regexp finds %d (%q)", s, len(got), len(want), want)
		}
		for i, m := range want {
			if got[i][0] != m[1] || got[i][1] != m[2] {
				t.Fatalf("%q: quotation %d is %q, the regexp's %q", s, i, got[i], m[1:])
			}
		}
		matched += len(want)
	}
	if matched < 1000 {
		t.Fatalf("only %d quotations in the test texts", matched)
	}
}
