package retrieval

import (
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// chunkPageSpan is the decimal pages a chunk holds. A chunk that begins
// on a page whose name is no number (a brief's cover "unnumbered-1", its
// front matter "i", "ii") and ends on a numbered one holds the numbered
// pages from the first "[*N]" marker in its text to its end: without
// this the chunk held no numbered page at all, so a pin on the page
// printed 1 of such a brief was placed nowhere.
func chunkPageSpan(c *vault.Chunk) (span, bool) {
	if cs, ok := chunkSpan(c.PageStart, c.PageEnd); ok {
		return cs, true
	}
	b, ok := leadingInt(c.PageEnd)
	if !ok {
		return span{}, false
	}
	for _, line := range strings.Split(c.Text, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "[*") || !strings.HasSuffix(line, "]") {
			continue
		}
		label := line[2 : len(line)-1]
		if a, ok := leadingInt(label); ok && isDigits(label) && a <= b {
			return span{a, b}, true
		}
	}
	return span{}, false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
