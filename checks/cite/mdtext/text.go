// Package mdtext turns a Markdown answer into the text a reader sees:
// markup, backslash escapes, HTML tags and entities removed or decoded,
// Unicode compatibility forms folded (NFKC), every dash read as '-',
// invisible and format characters removed and look-alike letters read as
// the Latin letters they imitate. Every byte of that reader text maps
// back to the bytes of the answer it came from, so a citation found in
// the reader text still reports a span, a verbatim identifier and the
// suspicious code points of what was written.
//
// Markdown structure (blocks, emphasis, links, footnotes, superscripts)
// comes from goldmark, a CommonMark parser that reports source
// positions; only the footnote and table extensions are enabled. Inputs
// that would cost goldmark more than linear time are not given to it
// (see Limits): they are read as plain text, and Text.Fallback says why;
// that reading still decodes and folds every character and inline
// markup as the Markdown reading does (plain.go), so no bound can be
// used to smuggle an undecoded identifier past the checks.
package mdtext

import (
	"sort"
	"strings"
)

// Text is an answer as a reader sees it, with the map back to the
// answer's bytes and the Markdown structure found in it. Every offset in
// it (blocks, spans, markers, folds' R fields) is a byte offset into S
// unless its name says Orig.
type Text struct {
	// S is the reader text: what the scanners read.
	S string
	// Orig is the answer as written.
	Orig string
	// Fallback is empty when the answer was read as Markdown; otherwise it
	// says why it was read as plain text (an input past Limits). Blocks
	// and Links are then empty and S keeps the block markup (heading
	// marks, '>' and list markers, table pipes, link brackets); escapes,
	// entities, tags, code spans, emphasis and superscript markers are
	// read as the Markdown reading reads them, and rule lines dropped.
	Fallback string

	Blocks   []Block
	Emphasis []Span
	Links    []Link
	Markers  []Marker
	// Folds lists every place where the reader text differs from what was
	// written, in order.
	Folds []Fold

	pieces []piece
	// pieceAt and disguised are set once the reading is written
	// (index): find's search narrowed to a bucket of S, and whether any
	// fold is a disguise (Written is S itself when none is). A Text
	// built without them reads as before.
	pieceAt   []int32
	disguised bool
}

// BlockKind is the kind of a leaf block of the answer.
type BlockKind uint8

// Block kinds.
const (
	Para BlockKind = iota
	ListItem
	Heading
	FootnoteDef
	Code
	TableRow
	HTML
	// TableHeader is a table's header row: the columns' names, no
	// statement.
	TableHeader
)

// Block is a leaf block: a paragraph, list item, heading, footnote
// definition, code block, table row or HTML block, as a span of S.
type Block struct {
	Kind       BlockKind
	Start, End int
	// Label is a footnote definition's label ("2" for [^2]).
	Label string
	// Number is an ordered list item's number (0 otherwise).
	Number int
	// Item is the index of the list item this block belongs to (-1 when
	// none), so a paragraph after a list item's first line stays with it.
	Item int
	// Quote is set for a block inside a block quote.
	Quote bool
	// LeadEnd is the end of a bold or italic lead-in that opens the block
	// ("**Pleading around the clause rarely works.**"), or -1.
	LeadEnd int
	// Level is a heading's level (1 for "#" or a "===" underline, 2 for
	// "##" or "---", ...), 0 for other blocks: a heading's section runs to
	// the next heading of the same or a higher level.
	Level int
}

// Span is a span of S marked up in the answer (emphasis, a superscript).
type Span struct {
	Start, End int
	Level      int // emphasis level: 1 italic, 2 bold
}

// Link is a Markdown link, autolink or reference-style link.
type Link struct {
	// Start, End span the link text in S.
	Start, End int
	// OrigStart, OrigEnd span the whole link as written ("[Bremen][1]",
	// "<vault://VLT-0001#c3>", "[x](vault://VLT-0001)").
	OrigStart, OrigEnd int
	// Dest is the destination as the reader's browser would follow it
	// (folded like the text); DestWritten keeps invisible and look-alike
	// characters as written.
	Dest, DestWritten string
	// DestFolds are the folds of the destination.
	DestFolds []Fold
	// Reference is the label of a reference-style link ("1" in
	// [Bremen][1]), empty for an inline link.
	Reference string
	Auto      bool
}

// MarkerKind is what kind of reference marker a Marker is.
type MarkerKind uint8

// Marker kinds.
const (
	FootnoteRef MarkerKind = iota // [^2]
	Superscript                   // ¹, <sup>2</sup>
)

// Marker is a footnote reference or a superscript number in the text.
// Its span in S may be empty (the marker's text is not reader text).
type Marker struct {
	Kind       MarkerKind
	Start, End int
	Label      string // "2"; a superscript's digits ("1,3")
}

// FoldClass separates typographic folds, which change nothing a reader
// sees, from folds that hide what was written (possible spoofing).
type FoldClass uint8

// Fold classes.
const (
	Typographic FoldClass = iota
	Disguise
)

// Fold is one place where the reader text differs from the answer.
type Fold struct {
	Class FoldClass
	// Kind names what was folded: "markup", "escape", "entity", "tag",
	// "space", "dash", "compatibility", "superscript", "invisible",
	// "look-alike", "full-width".
	Kind string
	// Written is the answer's text, Read what the reader text holds.
	Written, Read string
	// R is the offset in S; OrigStart, OrigEnd the span in the answer.
	R                  int
	OrigStart, OrigEnd int
	// Rune is the code point for character folds (0 for markup).
	Rune rune
}

// piece maps a run of S to the answer: exact pieces are byte-for-byte
// copies (S[r:r+n] == Orig[o:o+n]); others replace Orig[o:oEnd] by
// S[r:r+n] as a whole.
type piece struct {
	r, n    int
	o, oEnd int
	exact   bool
}

// find returns the index of the piece holding reader offset i (the last
// piece starting at or before i).
func (t *Text) find(i int) int {
	if b := i / pieceBucket; i >= 0 && b+1 < len(t.pieceAt) {
		// the first piece starting after i lies between the first
		// starting after the bucket's start and the first after the
		// next bucket's (pieces are in order of r)
		lo, hi := int(t.pieceAt[b]), int(t.pieceAt[b+1])
		return lo + sort.Search(hi-lo, func(j int) bool { return t.pieces[lo+j].r > i }) - 1
	}
	k := sort.Search(len(t.pieces), func(j int) bool { return t.pieces[j].r > i })
	return k - 1
}

// pieceBucket is how many bytes of S one entry of Text.pieceAt covers.
const pieceBucket = 64

// index sets pieceAt (for every multiple of pieceBucket up to one past
// the end of S, the index of the first piece starting after it) and
// disguised, once S, its pieces and its folds are written.
func (t *Text) index() {
	idx := make([]int32, len(t.S)/pieceBucket+2)
	j := 0
	for b := range idx {
		for x := b * pieceBucket; j < len(t.pieces) && t.pieces[j].r <= x; {
			j++
		}
		idx[b] = int32(j)
	}
	t.pieceAt = idx
	for _, f := range t.Folds {
		if f.Class == Disguise {
			t.disguised = true
			break
		}
	}
}

// ToOrig maps a reader offset (the start of a span) to the answer.
func (t *Text) ToOrig(i int) int {
	if len(t.pieces) == 0 {
		return min(i, len(t.Orig))
	}
	k := t.find(i)
	if k < 0 {
		return t.pieces[0].o
	}
	p := t.pieces[k]
	if i >= p.r+p.n {
		return p.oEnd
	}
	if p.exact {
		return p.o + (i - p.r)
	}
	return p.o
}

// ToOrigEnd maps the end of a reader span (exclusive) to the answer: just
// past the original of the span's last byte, so markup and invisible
// characters right after a span stay outside it.
func (t *Text) ToOrigEnd(i int) int {
	if i <= 0 || len(t.pieces) == 0 {
		return t.ToOrig(i)
	}
	k := t.find(i - 1)
	if k < 0 {
		return t.pieces[0].o
	}
	p := t.pieces[k]
	if i-1 >= p.r+p.n {
		return p.oEnd
	}
	if p.exact {
		return p.o + (i - p.r)
	}
	return p.oEnd
}

// Span maps a reader span to the answer's bytes.
func (t *Text) Span(start, end int) (int, int) {
	a, b := t.ToOrig(start), t.ToOrigEnd(end)
	if b < a {
		b = a
	}
	return a, b
}

// Written returns S[start:end] with every disguise undone: typographic
// folds stay folded (so "**918** F.3d" and "918&nbsp;F.3d" read "918
// F.3d") while an invisible or look-alike character is put back as it
// was written, so a spoofed identifier stays different from the genuine
// one.
func (t *Text) Written(start, end int) string { return t.written(start, end, false) }

// WrittenEdges is Written, counting invisible characters dropped right
// at start or end as part of the span: an identifier's disguise may sit
// at its edge.
func (t *Text) WrittenEdges(start, end int) string { return t.written(start, end, true) }

// written is Written; edges says whether invisible characters dropped
// right at start or end belong to the span.
func (t *Text) written(start, end int, edges bool) string {
	if start >= end {
		return ""
	}
	if t.pieceAt != nil && !t.disguised {
		return t.S[start:end] // no disguise anywhere to undo
	}
	inside := func(f Fold) bool {
		if f.Class != Disguise {
			return false
		}
		if f.Read == "" { // a dropped character belongs to the span only inside it
			return edges && f.R >= start && f.R <= end || f.R > start && f.R < end
		}
		return f.R >= start && f.R < end
	}
	k := sort.Search(len(t.Folds), func(j int) bool { return t.Folds[j].R >= start })
	has := false
	for j := k; j < len(t.Folds) && t.Folds[j].R <= end; j++ {
		if inside(t.Folds[j]) {
			has = true
			break
		}
	}
	if !has {
		return t.S[start:end]
	}
	var b strings.Builder
	pos := start
	for j := k; j < len(t.Folds) && t.Folds[j].R <= end; j++ {
		f := t.Folds[j]
		if !inside(f) || f.R < pos {
			continue
		}
		b.WriteString(t.S[pos:f.R])
		b.WriteString(f.Written)
		pos = f.R + len(f.Read)
	}
	if pos < end {
		b.WriteString(t.S[pos:end])
	}
	return b.String()
}

// FoldsIn returns the folds whose original bytes lie inside the answer
// span [origStart, origEnd), nil for none. The result is read-only: when
// the folds are a run of t.Folds it is that run (its capacity cut, so an
// append copies), not a copy.
func (t *Text) FoldsIn(origStart, origEnd int) []Fold {
	k := sort.Search(len(t.Folds), func(j int) bool { return t.Folds[j].OrigEnd > origStart })
	first, last, n := -1, -1, 0
	for j := k; j < len(t.Folds); j++ {
		f := t.Folds[j]
		if f.OrigStart >= origEnd {
			if f.OrigStart > origEnd {
				break
			}
			continue
		}
		if f.OrigStart >= origStart && f.OrigEnd <= origEnd {
			if first < 0 {
				first = j
			}
			last = j
			n++
		}
	}
	switch {
	case n == 0:
		return nil
	case n == last-first+1:
		return t.Folds[first : last+1 : last+1]
	}
	var out []Fold
	for ; k < len(t.Folds); k++ {
		f := t.Folds[k]
		if f.OrigStart >= origEnd {
			if f.OrigStart > origEnd {
				break
			}
			continue
		}
		if f.OrigStart >= origStart && f.OrigEnd <= origEnd {
			out = append(out, f)
		}
	}
	return out
}

// FoldString folds a string that has no place in the answer's text (a
// link destination): read is what a reader's browser follows, written
// keeps disguises as written, folds lists them (offsets relative to s).
func FoldString(s string) (read, written string, folds []Fold) {
	w := &builder{src: s}
	w.text(0, len(s), false)
	t := &Text{S: w.b.String(), Orig: s, Folds: w.folds, pieces: w.pieces}
	return t.S, t.written(0, len(t.S), true), w.folds
}
