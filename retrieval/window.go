package retrieval

import (
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// WindowAround answers "what surrounds this passage?" for the judge: the
// excerpt (the passage text, never trimmed; for a passage of several
// chunks, from its first to its last) plus neighbouring chunks of the
// same document, added alternately before and after (nearest first) while
// excerpt, before and after together stay within budgetTokens, counted with
// vault.CountTokens. A neighbour that does not fit closes its side, so each
// side is contiguous document text. Before and After are the document text
// between the chunks' offsets (gaps included) and are never part of the
// excerpt: they were not retrieved, and the judge is told so.
func WindowAround(r vault.Reader, p Passage, budgetTokens int) Window {
	return WindowAroundCounted(r, p, budgetTokens, vault.CountTokens(excerptOf(p)))
}

// excerptOf is the window's excerpt: the passage text, or its chunk's.
func excerptOf(p Passage) string {
	if p.Text == "" && p.Chunk != nil {
		return p.Chunk.Text
	}
	return p.Text
}

// WindowAroundCounted is WindowAround for a caller that has counted the
// excerpt already: excerptTokens must be vault.CountTokens of the
// passage text (of its chunk's text when the passage has none). The
// judge's units count each excerpt once, to size the budget, and need
// not pay for the count again here.
func WindowAroundCounted(r vault.Reader, p Passage, budgetTokens, excerptTokens int) Window {
	w := Window{Excerpt: excerptOf(p), ExcerptTokens: excerptTokens}
	if p.Chunk == nil || budgetTokens-w.ExcerptTokens <= 0 {
		return w
	}
	chunks := r.Chunks(p.Chunk.Doc)
	at, end, ok := p.SpanIn(chunks)
	if !ok {
		return w
	}
	var docText string
	if d, ok := r.Document(p.Chunk.Doc); ok {
		docText = d.Text
	}
	lo, hi := at, end // chunks[lo..hi] is the window
	beforeOpen, afterOpen := at > 0, end < len(chunks)-1
	before, after := "", ""
	bt, atk := 0, 0
	for beforeOpen || afterOpen {
		if beforeOpen {
			text := joinChunks(chunks, docText, lo-1, at-1)
			if n := vault.CountTokens(text); w.ExcerptTokens+n+atk <= budgetTokens {
				lo, before, bt = lo-1, text, n
				w.BeforeChunks = append([]string{chunks[lo].ID}, w.BeforeChunks...)
			} else {
				beforeOpen = false
			}
			beforeOpen = beforeOpen && lo > 0
		}
		if afterOpen {
			text := joinChunks(chunks, docText, end+1, hi+1)
			if n := vault.CountTokens(text); w.ExcerptTokens+bt+n <= budgetTokens {
				hi, after, atk = hi+1, text, n
				w.AfterChunks = append(w.AfterChunks, chunks[hi].ID)
			} else {
				afterOpen = false
			}
			afterOpen = afterOpen && hi < len(chunks)-1
		}
	}
	w.Before, w.After = before, after
	w.ContextTokens = bt + atk
	return w
}

// joinChunks is the text of chunks[i..j]: the document text from the first
// chunk's start to the last one's end when the offsets fit the document,
// else the chunk texts joined by blank lines.
func joinChunks(chunks []*vault.Chunk, docText string, i, j int) string {
	a, b := chunks[i], chunks[j]
	if docText != "" && 0 <= a.Start && a.Start <= b.End && b.End <= len(docText) {
		return docText[a.Start:b.End]
	}
	parts := make([]string, 0, j-i+1)
	for k := i; k <= j; k++ {
		parts = append(parts, chunks[k].Text)
	}
	return strings.Join(parts, "\n\n")
}

// SpanIn is where the passage stands among its document's chunks: the
// indexes of its first and last chunk (a passage of several chunks, a
// pinned range, runs from its first to its last), and false when either
// is not among them.
func (p Passage) SpanIn(chunks []*vault.Chunk) (at, end int, ok bool) {
	if p.Chunk == nil {
		return -1, -1, false
	}
	last := p.Chunk
	if n := len(p.Chunks); n > 0 {
		last = p.Chunks[n-1]
	}
	at, end = -1, -1
	for i, c := range chunks {
		if c.ID == p.Chunk.ID {
			at = i
		}
		if c.ID == last.ID {
			end = i
		}
	}
	return at, end, at >= 0 && end >= at
}
