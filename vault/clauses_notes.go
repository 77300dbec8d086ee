package vault

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault/docfile"
)

// Notes in any text (FORMATS.md: section structure, notes). An opinion's
// or a memo's notes are written after its body, or at the foot of each
// page, each starting with its mark: "(1) The clause ...", "1. See ...",
// "[1] ...", "¹ ...", "[^1]: ...". Read as body text, "(1)" is a
// sub-clause and "1. See" a numbered clause, so a pin into a real
// sub-clause or a footnote pin goes to the wrong place. A note line is a
// note, never a clause, in a notes region, which starts:
//
//   - at a notes heading: a Markdown heading or a line of its own reading
//     "Footnotes", "Notes", "Endnotes" (any case, a colon allowed), up to
//     the next heading of another name: the notes are that section
//     ("Footnotes"), so a footnote pin finds them;
//   - at a separator line ("____", "-----", "———") when the next line
//     starts with the mark of a note the body has referred to ("word.¹",
//     "word.[1]", "[^1]", "n.1", "note 1"), up to the next page marker or
//     heading (a page's footnotes; the body's section stays in force and
//     its clause sequence goes on after them);
//   - at a line starting with a raised or bracketed mark ("¹ ...", "[1]
//     ...", "[^1]: ...") written in the body as a reference the same way,
//     up to the next page marker or heading.
//
// What stays a clause, on purpose: "(1)" or "1." lines with no notes
// heading or separator before them, even when the body has referred to a
// note 1 (a statute quoted in an opinion has real "(1)" sub-clauses), and
// "[1]" paragraphs of a judgment that never writes "[1]" against a word.

// noteMode is how a notes region started, which decides how it ends.
type noteMode int

const (
	notesOff        noteMode = iota
	notesHeading             // under a notes heading: to the next other heading
	notesFootOfPage          // after a separator or a referenced mark: to the next page or heading
)

// notesReader follows the notes regions of a text line by line, with the
// references the body has made so far.
type notesReader struct {
	mode noteMode
	// raised and bracketed are the labels the body wrote as raised
	// ("word.¹") or bracketed ("word.[1]", "[^1]") references; named
	// those it named in prose ("n.1", "note 1", "footnote 1").
	raised, bracketed, named map[string]bool
	// afterSeparator: the last non-blank line was a separator, so a
	// referenced note mark on the next line starts the notes.
	afterSeparator bool
	// last is the number of the region's last plain-marked note ("(2)",
	// "2."), 0 before the first.
	last int
}

// in reports whether the reader is inside a notes region.
func (n *notesReader) in() bool { return n.mode != notesOff }

// heading reads a heading line (label: its text). It reports whether the
// heading names notes, and starts or ends the notes region.
func (n *notesReader) heading(label string) bool {
	n.afterSeparator = false
	if isNotesHeading(label) {
		n.mode, n.last = notesHeading, 0
		return true
	}
	n.mode = notesOff
	return false
}

// endsNotes reports whether a line inside a notes region is the body's
// again: an article, a marked clause or an opinion's part ("ARTICLE V",
// "Section 6. Term.", "III. REMEDIES"), or a numbered line out of the
// notes' sequence ("7. Payment." after note 1: a clause after a "Notes"
// caption). A note numbered 1 again starts a new run (notes numbered by
// section or page).
func (n *notesReader) endsNotes(t, label string, style markStyle, marked bool) bool {
	if m := articleRE.FindStringSubmatch(t); m != nil && captionStarts(m[3]) {
		return true
	}
	if m := markedRE.FindStringSubmatch(t); m != nil && (m[3] == "." || captionStarts(m[4])) {
		return true
	}
	if m := partRE.FindStringSubmatch(t); m != nil && romanRE.MatchString(m[1]) && isPartHeading(m[2]) {
		return true
	}
	if !marked || style != markPlain {
		return false
	}
	v := 0
	for _, c := range label {
		v = v*10 + int(c-'0')
	}
	if n.last > 0 && v != n.last+1 && v != 1 {
		return true
	}
	n.last = v
	return false
}

// page reads a page marker: a page's footnotes end with their page.
func (n *notesReader) page() {
	if n.mode == notesFootOfPage {
		n.mode = notesOff
	}
	n.afterSeparator = false
}

// text reads a text line (t, trimmed) outside a heading or page marker.
// It reports whether the line is a note's own line (its mark starts it)
// and whether it lies in a notes region (a note's line or one of its
// continuation lines): such a line is never a clause.
func (n *notesReader) text(t string) (noteStart, inNotes bool) {
	label, style, marked := noteLineMark(t)
	if n.mode == notesOff && marked {
		switch {
		case n.afterSeparator && (n.raised[label] || n.bracketed[label] || n.named[label]):
			n.mode = notesFootOfPage
		case style == markRaised && n.raised[label], style == markBracketed && n.bracketed[label], style == markDefinition:
			n.mode = notesFootOfPage
		}
		if n.mode != notesOff {
			n.last = 0
		}
	}
	if n.mode != notesOff && n.endsNotes(t, label, style, marked) {
		n.mode = notesOff
	}
	n.afterSeparator = isSeparatorLine(t)
	if n.mode == notesOff {
		n.scanReferences(t)
		return false, false
	}
	return marked, true
}

// isNotesHeading reports whether a heading's text names a notes section.
func isNotesHeading(label string) bool {
	l := strings.ToLower(strings.TrimRight(foldSpaces(strings.TrimLeft(label, "# ")), ": "))
	switch l {
	case "footnotes", "notes", "endnotes", "foot notes", "end notes", "footnotes numbered by page":
		return true
	}
	return false
}

// isSeparatorLine reports whether a line is a rule between a page's text
// and its notes: three or more of one of "_", "-", "—", "–", "=" and
// nothing else.
func isSeparatorLine(t string) bool {
	if utf8.RuneCountInString(t) < 3 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(t)
	if !strings.ContainsRune("_-—–=", first) {
		return false
	}
	for _, r := range t {
		if r != first && r != ' ' {
			return false
		}
	}
	return true
}

// markStyle is how a note's mark is written.
type markStyle int

const (
	markPlain      markStyle = iota + 1 // "(1)", "1.", "1)", "1 ", "n.1"
	markRaised                          // "¹"
	markBracketed                       // "[1]"
	markDefinition                      // "[^1]:" (a Markdown footnote definition)
)

// noteLineMark reads the mark a note's line may start with: a raised mark
// ("¹ ", "ⁱⁱ "), a bracketed one ("[1] ", "[fn1] "), a Markdown footnote
// definition ("[^1]: "), "(1) ", "1. ", "1) ", "n.1 ", "fn. 1 ", "Note 1.
// ", or a bare "1 " before a capital, a digit or "§". It returns the note's label ("1",
// "ii") and how the mark is written. Labels are at most three digits
// (or, raised or bracketed, what Word's note numbering writes).
func noteLineMark(t string) (label string, style markStyle, ok bool) {
	if strings.HasPrefix(t, "[^") {
		if end := strings.Index(t, "]:"); end > 2 && end < 14 && !strings.ContainsAny(t[2:end], " []") {
			return strings.ToLower(t[2:end]), markDefinition, true
		}
		return "", 0, false
	}
	if strings.HasPrefix(t, "[fn") || strings.HasPrefix(t, "[FN") {
		if end := strings.Index(t, "] "); end > 3 && isDigits(t[3:end], 3) {
			return t[3:end], markBracketed, true
		}
	}
	if l, _, ok := docfile.ReadNoteMark(t); ok {
		if strings.HasPrefix(t, "[") {
			return strings.ToLower(l), markBracketed, true
		}
		return strings.ToLower(l), markRaised, true
	}
	lower := strings.ToLower(t)
	for _, w := range []string{"n. ", "n.", "fn. ", "fn.", "note ", "footnote "} {
		if strings.HasPrefix(lower, w) {
			d := leadingDigits(t[len(w):], 3)
			rest := t[len(w)+len(d):]
			rest = strings.TrimPrefix(strings.TrimPrefix(rest, "."), ":")
			if d != "" && strings.HasPrefix(rest, " ") {
				return d, markPlain, true
			}
			return "", 0, false
		}
	}
	if strings.HasPrefix(t, "(") {
		if d := leadingDigits(t[1:], 3); d != "" && strings.HasPrefix(t[1+len(d):], ") ") {
			return d, markPlain, true
		}
		return "", 0, false
	}
	d := leadingDigits(t, 3)
	if d == "" || d[0] == '0' {
		return "", 0, false
	}
	rest := t[len(d):]
	switch {
	case strings.HasPrefix(rest, ". "), strings.HasPrefix(rest, ") "):
		return d, markPlain, true
	case strings.HasPrefix(rest, " ") && startsNote(strings.TrimLeft(rest, " ")):
		return d, markPlain, true
	}
	return "", 0, false
}

// NoteLineMark reads the mark a note's line starts with, as the notes of
// a text under a notes heading write it ("(1) ", "1. ", "[^1]: ", "¹ ",
// "[1] "): its label, or ok false. Footnote pins use it to find a note
// among a notes section's lines.
func NoteLineMark(line string) (label string, ok bool) {
	label, _, ok = noteLineMark(strings.TrimLeft(line, " \t"))
	return label, ok
}

// scanReferences records the note references a body line writes: a run
// of raised digits or letters right after a word or punctuation
// ("unreasonable.¹", "clause²"), a short bracketed label right after one
// ("held.[1]", "clause[2]"), a Markdown footnote reference ("[^1]"), a
// PDF's reference whose raise was lost ("unreasonable.1 The", named: it
// counts after a separator only), and a note named in prose ("n.1", "n.
// 1", "note 1", "footnote 1").
func (n *notesReader) scanReferences(t string) {
	if !hasReferenceHint(t) {
		return
	}
	add := func(m *map[string]bool, label string) {
		if *m == nil {
			*m = map[string]bool{}
		}
		(*m)[strings.ToLower(label)] = true
	}
	prev := ' '
	for i := 0; i < len(t); {
		r, size := utf8.DecodeRuneInString(t[i:])
		switch {
		case r == '[' && i+1 < len(t):
			end := strings.IndexByte(t[i:min(len(t), i+16)], ']')
			if end > 1 {
				inner := t[i+1 : i+end]
				switch {
				case strings.HasPrefix(inner, "^") && len(inner) > 1 && !strings.ContainsAny(inner, " [:"):
					add(&n.bracketed, inner[1:])
				case !unicode.IsSpace(prev) && prev != '[' && isDigits(inner, 3):
					add(&n.bracketed, inner)
				case !unicode.IsSpace(prev) && (strings.HasPrefix(inner, "fn") || strings.HasPrefix(inner, "FN")) && isDigits(inner[2:], 3):
					add(&n.bracketed, inner[2:])
				}
			}
		case isRaised(r) && !unicode.IsSpace(prev) && !isRaised(prev):
			j := i
			for j < len(t) {
				q, qs := utf8.DecodeRuneInString(t[j:])
				if !isRaised(q) {
					break
				}
				j += qs
			}
			if l, _, ok := docfile.ReadNoteMark(t[i:j] + " "); ok {
				add(&n.raised, l)
			}
		case r >= '1' && r <= '9' && strings.ContainsRune(".,;:", prev) && i >= 2 && isLowerASCII(t[i-2]):
			// a PDF's reference, its raise lost: "unreasonable.1 The"
			if d := leadingDigits(t[i:], 3); d != "" && (i+len(d) == len(t) || t[i+len(d)] == ' ') {
				add(&n.named, d)
			}
		case (r == 'n' || r == 'N') && (prev == ' ' || prev == '(') && i+1 < len(t) && t[i+1] == '.':
			k := i + 2
			for k < len(t) && t[k] == ' ' {
				k++
			}
			if d := leadingDigits(t[k:], 3); d != "" {
				add(&n.named, d)
			}
		case (r == 'n' || r == 'N' || r == 'f' || r == 'F') && (prev == ' ' || prev == '('):
			lower := strings.ToLower(t[i:min(len(t), i+12)])
			for _, w := range []string{"note ", "footnote ", "notes ", "footnotes "} {
				if strings.HasPrefix(lower, w) {
					if d := leadingDigits(t[i+len(w):], 3); d != "" {
						add(&n.named, d)
					}
				}
			}
		}
		prev = r
		i += size
	}
}

func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

// hasReferenceHint is a cheap test that a line may hold a note
// reference, so most lines are not walked rune by rune.
func hasReferenceHint(t string) bool {
	if strings.ContainsAny(t, "[0123456789") || strings.Contains(t, "n.") || strings.Contains(t, "N.") || strings.Contains(t, "note") || strings.Contains(t, "Note") {
		return true
	}
	for _, r := range t {
		if isRaised(r) {
			return true
		}
	}
	return false
}

// isRaised reports whether r is a superscript digit or letter (a note
// reference as a word processor shows it).
func isRaised(r rune) bool {
	switch {
	case r == 0xB9, r == 0xB2, r == 0xB3, r >= 0x2070 && r <= 0x209F, r >= 0x02B0 && r <= 0x02FF, r >= 0x1D00 && r <= 0x1DBF:
	default:
		return false // not a superscript block: no allocation for "§" or "—"
	}
	_, _, ok := docfile.ReadNoteMark(string(r) + " ")
	return ok
}

// leadingDigits is the run of up to max ASCII digits s starts with.
func leadingDigits(s string, max int) string {
	i := 0
	for i < len(s) && i < max && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i < len(s) && s[i] >= '0' && s[i] <= '9' {
		return "" // longer than max: a year or a number, not a note
	}
	return s[:i]
}

// isDigits reports whether s is one to max ASCII digits.
func isDigits(s string, max int) bool {
	return s != "" && len(s) <= max && leadingDigits(s, max) == s
}

// block places a line of a notes region: a note's own line starts a
// text block of its own (so chunks can break between notes), any other
// line continues the open block. It returns the open block's index.
func (n *notesReader) block(out *[]block, open, s, e int, noteStart bool) int {
	if noteStart || open < 0 {
		*out = append(*out, block{kind: blockText, start: s, end: e})
		return len(*out) - 1
	}
	(*out)[open].end = e
	return open
}

// notesHeadingLine reports whether a plain line (not a Markdown or "§"
// heading) is a notes heading: it reads "Footnotes", "Notes" or
// "Endnotes" (a colon allowed) and the next line with text starts with
// a note's mark, so a "Notes" caption over prose stays text.
func notesHeadingLine(line, after string) bool {
	t := strings.TrimSpace(line)
	if len(t) > 24 || !isNotesHeading(t) {
		return false
	}
	for after != "" {
		l, rest, _ := strings.Cut(after, "\n")
		if l = strings.TrimSpace(l); l != "" {
			_, _, ok := noteLineMark(l)
			return ok
		}
		after = rest
	}
	return false
}

// startsNote reports whether what follows a bare note number reads as a
// note's text: a capital, a digit or a sign ("3 The court", "3 28 U.S.C.
// § 1404", "4 § 2"), where "30 days" is a sentence.
func startsNote(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return startsCapital(s) || r >= '0' && r <= '9' || r == '§' || r == '¶'
}
