package retrieval

import (
	"strconv"

	"github.com/citecheck/citecheck/vault"
)

// Paragraphs numbered as sections: a memo, letter or short agreement
// numbers its paragraphs "1.", "2.", "3." at the start of each, which
// the Vault reads as sections 1, 2 and 3 (no line opens with "¶"). A
// reader cites them as paragraphs, "[DOC-3, ¶ 2]", and that names the
// place as plainly as "§ 2" does. Where a document has no ¶-numbered
// paragraphs, a paragraph locator therefore names the sections with
// exactly its numbers; one naming a number no section carries still
// names no place (C-009 fails on it), and a document that numbers
// paragraphs with "¶" is read by those alone.

// maxParagraphsAsSections bounds a range read this way.
const maxParagraphsAsSections = 50

// paragraphsAsSections is the chunks holding sections numbered lo..hi
// of the paragraph span s (ok: it parsed), or nil unless every number
// of the span is some chunk's section.
func paragraphsAsSections(chunks []*vault.Chunk, s span, ok bool) []*vault.Chunk {
	if !ok || s.lo < 1 || s.hi < s.lo || s.hi-s.lo >= maxParagraphsAsSections {
		return nil
	}
	var got []*vault.Chunk
	seen := map[*vault.Chunk]bool{}
	for n := s.lo; n <= s.hi; n++ {
		num, found := strconv.Itoa(n), false
		for _, c := range chunks {
			if chunkSectionIs(c, num) {
				found = true
				if !seen[c] {
					seen[c] = true
					got = append(got, c)
				}
			}
		}
		if !found {
			return nil
		}
	}
	return inDocumentOrder(got, chunks)
}

// chunkSectionIs reports whether the chunk holds section num itself (not
// a subsection of it, nor one "2" only begins, such as "2.1").
func chunkSectionIs(c *vault.Chunk, num string) bool {
	if len(c.Sections) == 0 {
		return c.Section == num
	}
	for _, s := range c.Sections {
		if s == num {
			return true
		}
	}
	return false
}

// inDocumentOrder orders got as they stand in chunks.
func inDocumentOrder(got, chunks []*vault.Chunk) []*vault.Chunk {
	in := map[*vault.Chunk]bool{}
	for _, c := range got {
		in[c] = true
	}
	var out []*vault.Chunk
	for _, c := range chunks {
		if in[c] {
			out = append(out, c)
		}
	}
	return out
}
