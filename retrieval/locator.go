package retrieval

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/vault"
)

// span is an inclusive numeric range of pages, paragraphs or lines.
type span struct{ lo, hi int }

func (a span) overlaps(b span) bool { return a.lo <= b.hi && b.lo <= a.hi }

// parseSpan reads "10", "*3", "10-12", "10–12", "593-95", "*3-*4", "L10-L14",
// "¶ 12", "460 n.3" (the footnote is dropped: it sits on page 460). An
// abbreviated range end takes the start's leading digits ("593-95" is
// 593..595). It reports false for anything without a leading number.
func parseSpan(v string) (span, bool) {
	v = strings.TrimSpace(v)
	if i := strings.Index(v, " n."); i > 0 {
		v = v[:i]
	}
	v = strings.NewReplacer("–", "-", "—", "-", "‑", "-", " ", "").Replace(v)
	lo, hi, isRange := strings.Cut(v, "-")
	a, ok := leadingInt(lo)
	if !ok {
		return span{}, false
	}
	if !isRange {
		return span{a, a}, true
	}
	b, ok := leadingInt(hi)
	if !ok {
		return span{a, a}, true
	}
	digitsA, digitsB := strconv.Itoa(a), strconv.Itoa(b)
	if b < a && len(digitsB) < len(digitsA) {
		b, _ = strconv.Atoi(digitsA[:len(digitsA)-len(digitsB)] + digitsB)
	}
	if b < a {
		a, b = b, a
	}
	return span{a, b}, true
}

// trimMarks drops the markers a locator number may carry: star paging,
// the paragraph sign, a line prefix.
func trimMarks(s string) string {
	return strings.TrimLeft(s, "*¶§Ll.p ")
}

// leadingInt reads the number at the start of s after its markers.
func leadingInt(s string) (int, bool) {
	s = trimMarks(s)
	end := 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	if end == 0 || end > 9 {
		return 0, false
	}
	n, err := strconv.Atoi(s[:end])
	return n, err == nil
}

// chunkSpan is the range a chunk covers from its start and end fields;
// a missing end means the start alone.
func chunkSpan(start, end string) (span, bool) {
	a, ok := leadingInt(start)
	if !ok {
		return span{}, false
	}
	b, ok := leadingInt(end)
	if !ok || b < a {
		b = a
	}
	return span{a, b}, true
}

// sectionKey reduces a section locator or heading to the token that names
// it: "§ 3.2" -> "3.2", "Section 14.2 Forum" -> "14.2", "Art. IV" -> "iv",
// "II.B. Public policy" -> "ii.b". A heading without such a token keeps
// its whole folded text, so "Background" still equals "background".
func sectionKey(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimLeft(s, "#§ ")
	for _, p := range []string{"section", "sec.", "article", "art.", "part", "chapter", "ch."} {
		if strings.HasPrefix(s, p) {
			s = strings.TrimSpace(s[len(p):])
			break
		}
	}
	s = strings.TrimLeft(s, "§ ")
	first, _, _ := strings.Cut(s, " ")
	first = strings.TrimRight(first, ".:)—-")
	if first != "" && (strings.ContainsAny(first, "0123456789") || isRomanish(first)) {
		return first
	}
	return strings.Join(strings.Fields(s), " ")
}

// isRomanish reports whether s looks like a roman numeral outline label,
// possibly with subdivisions: "iv", "ii.b", "iii(a)".
func isRomanish(s string) bool {
	head, _, _ := strings.Cut(s, ".")
	head, _, _ = strings.Cut(head, "(")
	if head == "" {
		return false
	}
	for _, r := range head {
		if !strings.ContainsRune("ivxlcdm", r) {
			return false
		}
	}
	return true
}

// sectionMatches reports whether a chunk under heading chunkSec holds the
// cited section: the same key, or a subdivision of it ("3" holds "3.2",
// "II" holds "II.B", "1404" holds "1404(a)").
func sectionMatches(want, chunkSec string) bool {
	w, c := sectionKey(want), sectionKey(chunkSec)
	if w == "" || c == "" {
		return false
	}
	if w == c {
		return true
	}
	if strings.HasPrefix(c, w) {
		next := rune(c[len(w)])
		return next == '.' || next == '(' || unicode.IsSpace(next)
	}
	return false
}

// describe renders a locator for reasoning text: "page 15", "§ 3.2".
func describe(l vault.Locator) string {
	switch l.Kind {
	case vault.LocSection:
		return "§ " + strings.TrimLeft(strings.TrimSpace(l.Value), "§ ")
	case vault.LocParagraph:
		return "¶ " + strings.TrimLeft(strings.TrimSpace(l.Value), "¶ ")
	default:
		return fmt.Sprintf("%s %s", l.Kind, l.Value)
	}
}

// holds reports whether chunk c holds locator l. Line locators count the
// lines of the document text (lineStarts holds each line's byte offset).
func holds(c *vault.Chunk, l vault.Locator, lineStarts []int) bool {
	switch l.Kind {
	case vault.LocPage:
		w, ok := parseSpan(l.Value)
		if !ok {
			return false
		}
		cs, ok := chunkSpan(c.PageStart, c.PageEnd)
		return ok && cs.overlaps(w)
	case vault.LocParagraph:
		w, ok := parseSpan(l.Value)
		if !ok {
			return false
		}
		cs, ok := chunkSpan(c.ParagraphStart, c.ParagraphEnd)
		return ok && cs.overlaps(w)
	case vault.LocSection:
		return sectionMatches(l.Value, c.Section)
	case vault.LocLine:
		w, ok := parseSpan(l.Value)
		if !ok || len(lineStarts) == 0 || w.lo > len(lineStarts) {
			return false
		}
		start := lineStarts[max(w.lo, 1)-1]
		end := int(^uint(0) >> 1)
		if w.hi < len(lineStarts) {
			end = lineStarts[w.hi] // start of the line after the last one
		}
		return c.Start < end && start < c.End
	}
	return false
}

// lineOffsets returns the byte offset at which each line of text begins.
func lineOffsets(text string) []int {
	offs := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' && i+1 < len(text) {
			offs = append(offs, i+1)
		}
	}
	return offs
}
