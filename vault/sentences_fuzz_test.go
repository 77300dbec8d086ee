package vault

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// FuzzSentenceSpans splits arbitrary text into sentences. The splitter
// must never panic and its spans must tile the requested range: in order,
// non-overlapping, inside [start, end), never splitting a rune, and
// covering every non-space byte of the range.
func FuzzSentenceSpans(f *testing.F) {
	for _, s := range []string{
		"",
		"One. Two.",
		"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). The Court held so.",
		"See Fed. R. Civ. P. 12(b)(3). Id. at 4! Why? \"Quoted.\" (Parenthetical.) Next.",
		"U.S. v. Co. Inc. Ltd. e.g. i.e. F. Supp. 2d 100. § 14.2 applies. ¶ 3 too.",
		"Ａ。Ｂ．\u00a0C.\u2028D.\u3000E.",
		"\xff. \xfe. A.",
	} {
		f.Add(s, 0, len(s))
	}
	f.Fuzz(func(t *testing.T, text string, start, end int) {
		if !utf8.ValidString(text) {
			return // chunk text is validated UTF-8 before it is split
		}
		if start < 0 || end > len(text) || start > end {
			start, end = 0, len(text)
		}
		for start > 0 && start < len(text) && !utf8.RuneStart(text[start]) {
			start--
		}
		for end < len(text) && !utf8.RuneStart(text[end]) {
			end++
		}
		spans := sentenceSpans(text, start, end)
		at := start
		for i, sp := range spans {
			if sp[0] < at || sp[1] < sp[0] || sp[1] > end {
				t.Fatalf("span %d %v out of order or range (prev end %d, range [%d,%d))", i, sp, at, start, end)
			}
			if gap := text[at:sp[0]]; strings.TrimFunc(gap, unicode.IsSpace) != "" {
				t.Fatalf("text %q between sentences is not white space", gap)
			}
			for _, b := range sp {
				if b < len(text) && !utf8.RuneStart(text[b]) {
					t.Fatalf("span %d %v splits a rune", i, sp)
				}
			}
			at = sp[1]
		}
		if rest := text[at:end]; strings.TrimFunc(rest, unicode.IsSpace) != "" {
			t.Fatalf("text %q after the last sentence is in no sentence", rest)
		}
	})
}
