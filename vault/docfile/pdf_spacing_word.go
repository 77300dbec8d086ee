package docfile

// Character spacing that is a word space. Ghostscript's pdfwrite, re-
// distilling PostScript that justifies lines by moving words (groff -Tps
// through ps2pdf, many print drivers), sets the character spacing (Tc)
// on the last letter of a word and draws the next word that far on:
// "Attorne" + "y" with Tc 2.64 + "General". Read as letter-spacing, the
// gap was taken away and the words ran together ("AttorneyGeneral",
// "byagiven"), so a true quotation failed. Letter-spacing starts with the
// first letter of what it spaces (a heading, a word set in small
// capitals); a run of spacing that starts on a letter drawn right after
// an unspaced one, inside a word, is the word spacing of a justified
// line, and the gaps it leaves are word gaps. So is a gap after which the
// spacing stops: letter-spacing spaces every letter of what it spaces,
// while a justified line spaces a one-letter word ("a") alone, and the
// letter after the gap is drawn right after it although its spacing is
// set.

// midWordSpacing reports whether g, just added to fragment cur after its
// previous glyph (whose spacing cur.cs held until now), carries character
// spacing that began inside a word: g is drawn right after an unspaced
// letter (no gap), or continues such a run.
func midWordSpacing(cur *fragment, g glyph, gapBefore bool) bool {
	switch {
	case g.cs <= 0:
		return false
	case cur.cs > 0:
		return cur.midWordSpacing // the run goes on
	default:
		return !gapBefore // the run starts here: inside a word, or at its first letter
	}
}

// spacedOn reports whether glyphs[i] (gw wide) is followed by the gap its
// own character spacing asks for, as in letter-spaced text: false when
// the next glyph on its line is drawn right after it, or it has no
// spacing; true when nothing follows on the line (not known: the gap
// before it stays letter-spacing, as before).
func spacedOn(glyphs []glyph, i int, gw float64) bool {
	g := glyphs[i]
	if g.cs <= 0 {
		return false
	}
	if i+1 >= len(glyphs) {
		return true
	}
	n := glyphs[i+1]
	if n.y != g.y || n.s == "" || isSpaceGlyph(n.s) || n.x < g.x {
		return true
	}
	return n.x-(g.x+gw) >= 0.5*float64(g.cs)
}
