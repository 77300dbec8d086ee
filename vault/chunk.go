package vault

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// unit is a piece of document text that chunking keeps whole: a
// paragraph, a sentence of an over-long paragraph, or a heading. Page
// markers are glued to the unit after them, so a page break travels with
// the text of its page.
type unit struct {
	start, end int
	tokens     int
	heading    bool // starts a new chunk
}

// ChunkDocument splits a document's text into chunks of at most budget
// tokens (cl100k_base, EncodeOrdinary). Chunks break at paragraph
// boundaries; a paragraph longer than the budget is split between
// sentences, and only a sentence longer than the budget on its own is
// split between words. A heading always starts a new chunk, together with
// any page marker directly before it, and the short paragraphs after it
// are packed into that chunk up to the budget. Each chunk's Text is
// d.Text[Start:End] and carries the pages, section and paragraphs it covers.
func ChunkDocument(d *Document, budget int) []*Chunk {
	if budget <= 0 {
		budget = DefaultChunkTokens
	}
	text := d.Text
	blocks := parseBlocks(text)
	units := buildUnits(text, blocks, budget)
	track := newLocatorTrack(blocks)
	var chunks []*Chunk
	for i := 0; i < len(units); {
		j := i + 1
		est := units[i].tokens
		for j < len(units) && !units[j].heading {
			add := CountTokens(text[units[j-1].end:units[j].start]) + units[j].tokens
			if est+add > budget {
				break
			}
			est += add
			j++
		}
		var n int
		for {
			n = CountTokens(text[units[i].start:units[j-1].end])
			if n <= budget || j == i+1 {
				break
			}
			j-- // the estimate was optimistic: leave the last unit for the next chunk
		}
		chunks = append(chunks, newChunk(d.ID, len(chunks)+1, text, units[i].start, units[j-1].end, n, blocks, track))
		i = j
	}
	return chunks
}

// newChunk fills a chunk's locators from the track.
func newChunk(doc string, n int, text string, start, end, tokens int, blocks []block, track *locatorTrack) *Chunk {
	// Blocks from the first one starting inside the chunk (binary search:
	// documents can have thousands of chunks).
	blocks = blocks[sort.Search(len(blocks), func(i int) bool { return blocks[i].start >= start }):]
	first := start // first position that is not a page marker
	for _, b := range blocks {
		if b.start >= end {
			break
		}
		if b.kind != blockPage {
			first = b.start
			break
		}
	}
	atStart, atFirst, atEnd := track.at(start), track.at(first), track.at(end-1)
	paraStart := atFirst.para
	for _, b := range blocks { // a chunk opening with a heading starts at its first numbered paragraph
		if paraStart != "" || b.start >= end {
			break
		}
		if b.kind == blockText && b.label != "" {
			paraStart = b.label
		}
	}
	return &Chunk{
		ID: fmt.Sprintf("%s#c%d", doc, n), Doc: doc, N: n,
		PageStart: atStart.page, PageEnd: atEnd.page,
		Section:        atFirst.section,
		Sections:       sectionsHeld(atFirst, blocks, first, end),
		ParagraphStart: paraStart, ParagraphEnd: atEnd.para,
		Start: start, End: end, Tokens: tokens, Text: text[start:end],
	}
}

// buildUnits turns blocks into units, gluing page markers to what follows
// and splitting over-long paragraphs by sentences (and over-long sentences
// by words).
func buildUnits(text string, blocks []block, budget int) []unit {
	var units []unit
	pend := -1 // start of page markers waiting for the next unit
	for i, b := range blocks {
		if b.breaks && i > 0 && blocks[i-1].kind == blockHeading {
			b.breaks = false // a clause right under its heading shares the heading's chunk
		}
		switch b.kind {
		case blockPage:
			if pend < 0 {
				pend = b.start
			}
			continue
		case blockHeading:
			s := b.start
			if pend >= 0 {
				s = pend
			}
			units = append(units, unit{start: s, end: b.end, tokens: CountTokens(text[s:b.end]), heading: true})
		case blockText:
			s := b.start
			if pend >= 0 {
				s = pend
			}
			if n := CountTokens(text[s:b.end]); n <= budget {
				units = append(units, unit{start: s, end: b.end, tokens: n, heading: b.breaks})
				break
			}
			first := len(units)
			for k, sp := range sentenceSpans(text, b.start, b.end) {
				if k == 0 {
					sp[0] = s
				}
				units = append(units, sentenceUnits(text, sp[0], sp[1], budget)...)
			}
			if first < len(units) {
				units[first].heading = b.breaks // a numbered clause starts a chunk, as a heading does
			}
		}
		pend = -1
	}
	if pend >= 0 { // page markers at the very end: a unit of their own
		end := blocks[len(blocks)-1].end
		units = append(units, unit{start: pend, end: end, tokens: CountTokens(text[pend:end])})
	}
	return units
}

// sentenceUnits returns one unit for a sentence within budget, else the
// sentence split between words into pieces within budget; a single word
// longer than the budget is split between characters.
func sentenceUnits(text string, start, end, budget int) []unit {
	if n := CountTokens(text[start:end]); n <= budget {
		return []unit{{start: start, end: end, tokens: n}}
	}
	var out []unit
	for start < end {
		cut := fitWords(text, start, end, budget)
		if cut == start {
			cut = fitRunes(text, start, end, budget)
		}
		out = append(out, unit{start: start, end: cut, tokens: CountTokens(text[start:cut])})
		start = cut
		for start < end { // the next piece starts at its first non-space
			r, size := utf8.DecodeRuneInString(text[start:])
			if !unicode.IsSpace(r) {
				break
			}
			start += size
		}
	}
	return out
}

// fitWords returns the end of the longest run of whole words from start
// that fits the budget, or start when even the first word does not.
func fitWords(text string, start, end, budget int) int {
	best := start
	est := 0
	for i := start; i < end; {
		j := strings.IndexFunc(text[i:end], unicode.IsSpace)
		wordEnd := end
		if j >= 0 {
			wordEnd = i + j
		}
		if wordEnd > i {
			est += CountTokens(text[best:wordEnd]) // the gap and the word
			if est > budget {
				break
			}
			best = wordEnd
		}
		i = wordEnd + 1
	}
	for best > start && CountTokens(text[start:best]) > budget {
		k := strings.LastIndexFunc(text[start:best], unicode.IsSpace)
		if k <= 0 {
			return start
		}
		best = start + k
	}
	return best
}

// fitRunes returns the longest prefix of text[start:end] (at a rune
// boundary, at least one rune) that fits the budget.
func fitRunes(text string, start, end, budget int) int {
	var cuts []int // rune ends
	for i := start; i < end; {
		_, size := utf8.DecodeRuneInString(text[i:])
		i += size
		cuts = append(cuts, i)
	}
	lo, hi := 0, len(cuts)-1 // answer: largest k with prefix up to cuts[k] within budget; at least 0
	for lo < hi {
		m := (lo + hi + 1) / 2
		if CountTokens(text[start:cuts[m]]) <= budget {
			lo = m
		} else {
			hi = m - 1
		}
	}
	return cuts[lo]
}

// sectionsHeld lists every section a chunk holds text of, in order:
// the one in force at its first block (with the clauses enclosing it),
// then every heading and numbered clause that starts inside it. blocks
// start at the chunk's first block. Nil when the chunk holds only the
// one section of Chunk.Section, so unstructured documents store nothing
// more.
func sectionsHeld(atFirst locatorState, blocks []block, first, end int) []string {
	var out []string
	add := func(within, label string) {
		for _, l := range append(strings.Split(within, withinSep), label) {
			if l != "" && !slices.Contains(out, l) {
				out = append(out, l)
			}
		}
	}
	add(atFirst.within, atFirst.section)
	for _, b := range blocks {
		if b.start >= end {
			break
		}
		if b.start <= first {
			continue
		}
		switch {
		case b.kind == blockHeading:
			add(b.within, b.label)
		case b.kind == blockText && b.clause != "":
			add(b.within, b.clause)
		}
	}
	if len(out) <= 1 {
		return nil
	}
	return out
}
