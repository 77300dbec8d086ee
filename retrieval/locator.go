package retrieval

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// span is an inclusive numeric range of pages, paragraphs or lines.
type span struct{ lo, hi int }

func (a span) overlaps(b span) bool { return a.lo <= b.hi && b.lo <= a.hi }

// parseSpan reads "10", "*3", "10-12", "10–12", "593-95", "*3-*4", "L10-L14",
// "¶ 12", "460 n.3" (the footnote is dropped: it sits on page 460). An
// abbreviated range end takes the start's leading digits ("593-95" is
// spanDashes writes a span's dashes as hyphens and drops its spaces
// (built once: building a Replacer per locator was a tenth of passage
// location; a Replacer is safe for concurrent use).
var spanDashes = strings.NewReplacer("–", "-", "—", "-", "‑", "-", " ", "")

// 593..595). It reports false for anything without a leading number.
func parseSpan(v string) (span, bool) {
	v = strings.TrimSpace(v)
	if i := strings.Index(v, " n."); i > 0 {
		v = v[:i]
	}
	v = spanDashes.Replace(v)
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
// It is called for every chunk of a cited document for every pin, so a
// label that starts with a digit skips the trimming (strings.TrimLeft
// with a cutset of non-ASCII marks walks it rune by rune), and the at
// most nine digits are summed in place.
func leadingInt(s string) (int, bool) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		s = trimMarks(s)
	}
	n, end := 0, 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		n = n*10 + int(s[end]-'0')
		end++
	}
	if end == 0 || end > 9 {
		return 0, false
	}
	return n, true
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
		cs, ok := chunkPageSpan(c)
		return ok && cs.overlaps(w)
	case vault.LocParagraph:
		w, ok := parseSpan(l.Value)
		if !ok {
			return false
		}
		cs, ok := chunkSpan(c.ParagraphStart, c.ParagraphEnd)
		return ok && cs.overlaps(w)
	case vault.LocSection:
		return c.HoldsSection(l.Value)
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
