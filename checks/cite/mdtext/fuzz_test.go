package mdtext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReaderText feeds arbitrary Markdown to Read. It must never panic,
// and its map back to the answer must hold: every reader offset maps
// into the answer, in order, on rune boundaries; every block, span,
// link, marker and fold lies inside the reader text; folds are in order
// and name answer bytes that exist; Written never returns more bytes
// than the answer holds. Run: go test -fuzz FuzzReaderText ./checks/cite/mdtext
func FuzzReaderText(f *testing.F) {
	for _, s := range []string{
		"",
		"*Id.* at 12 and **918** F.3d 1102",
		"918&nbsp;F.3d, VLT&#45;0027, F\\.3d, 918 <i>F.3d</i>, <sup>2</sup>, \u00b9",
		"[Bremen][1] <vault://VLT-0027#c4> `VLT-0001`\n\n[1]: vault://VLT-0001#c3\n",
		"> quoted 407 U.S. 1\n> next\n\n- item **lead.** text\n  1. nested\n",
		"| a | b |\n|---|---|\n| 407 U.S. 1 | x |\n",
		"clause.[^2]\n\n[^2]: VLT-0004, § 3.1\n",
		"```\ncode 1 F.4th 2\n```\n<div>html &amp; 1 U.S. 1</div>\n",
		"VLT\u20110027 VLT-\u20620027 \u0412LT \uff14\uff10\uff17 \ufb01 \u00a0\u2028",
		strings.Repeat("[a](", 20) + strings.Repeat("*a ", 20),
		"\xff\xfe broken \xc3 utf-8 &#xD800; &#0; &bogus;",
		"Title\n----------\n\nAccord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d&nbsp;1102, 1107 (9th Cir. 2019).",
		"x\n>>>>>>>>>>\n\n[VLT&#45;0027, \u00b6 3]\n---|---|---\n- - - - - - - - - -\n",
		strings.Repeat("> ", 40) + "**918** F.3d <i>1102</i> `a&amp;` <!-- c --> <sup>1</sup> \\* *_a_* <vault://x>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<15 {
			t.Skip()
		}
		plain := DefaultLimits()
		plain.MaxBytes = 1 // the plain reading keeps the same map
		for _, lim := range []Limits{DefaultLimits(), plain} {
			checkReading(t, src, Read(src, lim))
		}
	})
}

// checkReading checks FuzzReaderText's invariants on one reading.
func checkReading(t *testing.T, src string, tx *Text) {
	{
		if tx.Orig != src {
			t.Fatal("Orig is not the answer")
		}
		prev := 0
		for i := 0; i <= len(tx.S); i++ {
			o := tx.ToOrig(i)
			if o < 0 || o > len(src) {
				t.Fatalf("ToOrig(%d) = %d outside the answer (%d bytes)", i, o, len(src))
			}
			// leaf blocks are written in source order, so the map is monotone
			if o < prev {
				t.Fatalf("ToOrig not monotone at %d: %d after %d", i, o, prev)
			}
			prev = o
			if utf8.ValidString(src) && (i == len(tx.S) || utf8.RuneStart(tx.S[i])) && o < len(src) && !utf8.RuneStart(src[o]) {
				t.Fatalf("ToOrig(%d) = %d splits a rune", i, o)
			}
			if e := tx.ToOrigEnd(i); e < 0 || e > len(src) {
				t.Fatalf("ToOrigEnd(%d) = %d outside the answer", i, e)
			}
		}
		in := func(what string, a, b int) {
			if a < 0 || b < a || b > len(tx.S) {
				t.Fatalf("%s [%d,%d) outside the reader text (%d bytes)", what, a, b, len(tx.S))
			}
		}
		for _, b := range tx.Blocks {
			in("block", b.Start, b.End)
		}
		for _, e := range tx.Emphasis {
			in("emphasis", e.Start, e.End)
		}
		for _, m := range tx.Markers {
			in("marker", m.Start, m.End)
		}
		for _, l := range tx.Links {
			in("link", l.Start, l.End)
			if l.OrigStart < 0 || l.OrigEnd < l.OrigStart || l.OrigEnd > len(src) {
				t.Fatalf("link answer span [%d,%d) outside the answer", l.OrigStart, l.OrigEnd)
			}
		}
		for k, fd := range tx.Folds {
			if fd.R < 0 || fd.R > len(tx.S) || fd.OrigStart < 0 || fd.OrigEnd > len(src) || fd.OrigEnd < fd.OrigStart {
				t.Fatalf("fold %+v out of range", fd)
			}
			if k > 0 && fd.R < tx.Folds[k-1].R {
				t.Fatalf("folds out of order at %d", k)
			}
			if src[fd.OrigStart:fd.OrigEnd] != fd.Written {
				t.Fatalf("fold %d writes %q, the answer holds %q", k, fd.Written, src[fd.OrigStart:fd.OrigEnd])
			}
		}
		if w := tx.Written(0, len(tx.S)); len(w) > len(src)+len(tx.S) {
			t.Fatalf("Written holds %d bytes for an answer of %d", len(w), len(src))
		}
	}
}
