package heuristic

import (
	"strings"
	"unicode/utf8"
)

// quotedSpans is what quotedRe.FindAllStringSubmatch(s, -1) finds, read
// without the regular expression: for each quotation, in order, its
// straight-quoted text (the first group) or its curly-quoted text (the
// second). The pattern's bounded repetition ({3,400}) compiles to a
// machine of some 800 states that the regexp package steps through for
// every byte; it was a twentieth of a citation unit's work.
// TestQuotedSpansAgreeWithTheRegexp holds the two together.
//
// A quotation opens at a '"' or a '“'. What it holds cannot contain its
// closing mark, so it ends at the first closing mark after the opening
// one; it is a match when 3 to 400 characters (runes, each invalid UTF-8
// byte one) stand between. Where the opening mark starts no match, the
// search goes on at the next character, as the regexp's does; after a
// match it goes on after the match.
func quotedSpans(s string) [][2]string {
	var out [][2]string
	for p := 0; p < len(s); {
		i := strings.IndexAny(s[p:], "\"“")
		if i < 0 {
			break
		}
		i += p
		open, closing, group := 1, "\"", 0
		if s[i] != '"' {
			open, closing, group = len("“"), "”", 1
		}
		body := s[i+open:]
		if j := strings.Index(body, closing); j >= 0 {
			if n := utf8.RuneCountInString(body[:j]); n >= 3 && n <= 400 {
				var m [2]string
				m[group] = body[:j]
				out = append(out, m)
				p = i + open + j + len(closing)
				continue
			}
		}
		p = i + open
	}
	return out
}
