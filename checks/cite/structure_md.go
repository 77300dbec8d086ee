package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// structureOf is the outline of an answer read as Markdown: goldmark's
// blocks and footnote markers in reader-text offsets. An answer read as
// plain text (past the Markdown limits) is outlined by parseStructure,
// the hand-written line rules.
func structureOf(tx *mdtext.Text) *docStructure {
	if tx.Fallback != "" {
		return parseStructure(tx.S)
	}
	d := &docStructure{}
	if len(tx.Blocks) > 0 {
		d.blocks = make([]block, 0, len(tx.Blocks)) // at most one block each: grown once
	}
	for _, b := range tx.Blocks {
		blk := block{start: b.Start, end: b.End, lead: -1, quote: b.Quote}
		switch b.Kind {
		case mdtext.ListItem:
			blk.kind, blk.number = blockListItem, b.Number
		case mdtext.Heading:
			blk.kind, blk.level = blockHeading, b.Level
		case mdtext.FootnoteDef:
			blk.kind, blk.label, blk.defStart = blockFootnote, b.Label, b.Start
		case mdtext.Code:
			blk.kind = blockCode
		case mdtext.TableHeader:
			// the columns' names ("Issue | Rule | Authority") head the
			// rows below as a heading does, and state law only where a
			// heading would (statesLaw)
			blk.kind, blk.level = blockHeading, 7
		default:
			blk.kind = blockPara
		}
		if b.LeadEnd > b.Start && blk.kind != blockHeading {
			if leadIsWhole(tx.S, b) {
				blk.kind = blockHeading // a bold line alone heads what follows
			} else {
				blk.lead = b.LeadEnd
			}
		}
		trimBlock(tx.S, &blk)
		if blk.end > blk.start {
			d.blocks = append(d.blocks, blk)
		}
	}
	for i := range d.blocks {
		if d.blocks[i].kind == blockFootnote {
			d.footnotes = append(d.footnotes, &d.blocks[i])
		}
	}
	for _, m := range tx.Markers {
		if m.Kind == mdtext.FootnoteRef && m.Label != "" {
			d.markers = append(d.markers, marker{m.Start, m.End, m.Label})
		}
	}
	return d
}

// leadIsWhole reports whether a block is nothing but its emphasised
// lead-in ("**Short answer**", "**Sources:**"), short and without
// digits: a heading in all but name.
func leadIsWhole(s string, b mdtext.Block) bool {
	rest := strings.TrimSpace(strings.Trim(strings.TrimSpace(s[b.LeadEnd:b.End]), ":.—-"))
	lead := s[b.Start:b.LeadEnd]
	return rest == "" && len(lead) <= 120 && !strings.ContainsAny(lead, "0123456789")
}

// trimBlock trims white space at both ends of a block.
func trimBlock(s string, b *block) {
	for b.start < b.end && isSpaceByte(s[b.start]) {
		b.start++
	}
	for b.end > b.start && isSpaceByte(s[b.end-1]) {
		b.end--
	}
	if b.defStart > b.start || b.kind == blockFootnote {
		b.defStart = b.start
	}
}
