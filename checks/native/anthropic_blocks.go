package native

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/checks/rubric"
)

// A content_block_location or search_result_location citing several
// blocks quotes them all: its cited_text is the blocks' texts one after
// another. The blocks of a custom chunking, or of a search result, need
// not be contiguous in the document (each is located on its own as a
// trace entry), so the joined text is often in no place of the Vault
// document, and such a citation failed C-005 and C-006 though every
// block it quotes is the document's. perBlock therefore cites each
// block on its own, its cited text that block's text and its passage
// that block's entry: a block the document lacks still fails its own
// citation, and no text outside the blocks is ever read as quoted. The
// split citations share a Group, so the judge still reads the claim
// against all the blocks at once, as the provider cited them.

// perBlock splits sc, a citation of blocks [start, end) of doc, into one
// citation per block holding text, when it spans several and its cited
// text is absent or is their texts joined (white space between and
// within them aside). Otherwise it returns sc alone: a cited text that
// is not the blocks' own is checked as given.
func perBlock(sc rubric.StructuredCitation, doc *antDoc, start, end int) []rubric.StructuredCitation {
	if end-start < 2 {
		return []rubric.StructuredCitation{sc}
	}
	var joined strings.Builder
	for _, b := range doc.blocks[start:end] {
		joined.WriteString(b)
	}
	if sc.CitedText != "" && noSpace(sc.CitedText) != noSpace(joined.String()) {
		return []rubric.StructuredCitation{sc}
	}
	var out []rubric.StructuredCitation
	for k := start; k < end; k++ {
		text := strings.TrimSpace(doc.blocks[k])
		if text == "" {
			continue // a block with no text quotes nothing
		}
		one := sc
		one.Field = fmt.Sprintf("%s (block %d)", sc.Field, k)
		one.CitedText = text
		one.Names = append([]rubric.DocName(nil), sc.Names...)
		one.Retrieved = doc.blockEntries(k, k+1)
		one.Group = sc.Field // judged together (rubric.StructuredCitation.Group)
		out = append(out, one)
	}
	if len(out) == 0 {
		return []rubric.StructuredCitation{sc}
	}
	return out
}

// noSpace is s without its white space: the API joins the blocks it
// quotes without saying with what.
func noSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}
