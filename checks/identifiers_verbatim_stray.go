package checks

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// strayIdentifierFindings finds identifier-shaped words of the answer that
// no citation covers and that carry a suspicious code point: a digit
// spoofed by a look-alike letter ("VLT-Ο001" with a Greek omicron,
// "2Ο23 WL 4417730") no longer has an identifier's shape, so the
// extractor does not see a citation and no other check would look at it.
// A word counts when it holds an ASCII digit; each such word fails C-005
// and names the code point.
func strayIdentifierFindings(check string, in *Input) []Finding {
	if in.Answer == nil {
		return nil
	}
	text := in.Answer.Text
	// Words come left to right, so the citations' spans, merged and in
	// order, are walked once: O(words + citations), not their product.
	spans := mergedSpans(in.Answer.Citations)
	next := 0
	covered := func(start, end int) bool {
		for next < len(spans) && spans[next][1] <= start {
			next++
		}
		return next < len(spans) && spans[next][0] < end
	}
	var out []Finding
	for start := 0; start < len(text); {
		// A word: a maximal run of non-space runes (invisible characters
		// are not spaces, so they stay inside the word they spoof).
		end := start
		for end < len(text) {
			r, size := decodeRune(text[end:])
			if unicode.IsSpace(r) {
				break
			}
			end += size
		}
		if end == start {
			_, size := decodeRune(text[start:])
			start += size
			continue
		}
		word := text[start:end]
		if strings.ContainsAny(word, "0123456789") && !covered(start, end) {
			if sus := textnorm.Suspicious(word); len(sus) > 0 {
				names := make([]string, len(sus))
				for k, s := range sus {
					names[k] = fmt.Sprintf("%s at byte %d", s.Name, start+s.Offset)
				}
				f := answerFinding(check, in, SevError, fmt.Sprintf("%q (bytes %d-%d) has the shape of an identifier but contains %s: possible spoofing; it matches no identifier the Vault or the trace holds",
					word, start, end, strings.Join(names, ", ")))
				f.Text, f.Start, f.End = word, start, end
				out = append(out, f)
			}
		}
		start = end
	}
	return out
}

func decodeRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }

// mergedSpans are the byte spans of cs, sorted and with overlaps merged.
func mergedSpans(cs []cite.Citation) [][2]int {
	spans := make([][2]int, 0, len(cs))
	for _, c := range cs {
		spans = append(spans, [2]int{c.Start, c.End})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	out := spans[:0]
	for _, sp := range spans {
		if n := len(out); n > 0 && sp[0] <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], sp[1])
			continue
		}
		out = append(out, sp)
	}
	return out
}
