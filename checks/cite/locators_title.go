package cite

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A reference that names its document twice, by ID and by title, before
// its locators: "VLT-0003, Forum Selection Treatise, § 5.1", "[1]
// INS-012, Liability Insurance Coverage, ch. 5, § 5.1". The title is a
// name, not a place; what follows it is the reference's locators, which
// before were never read, so C-009 failed a pinned reference as
// unpinned.

// maxTitleWords bounds the title a reference may name between its ID and
// its locators.
const maxTitleWords = 12

// pastTitlePart returns where the locators after a title part start: s
// at from is ", Title Words," and the part between the commas is a
// title (every word capitalised or a short connective, no digits, at
// most maxTitleWords words); else -1. Prose (", which holds that § 5
// ...") is no title, so its numbers are never taken for the reference's.
func pastTitlePart(s string, from, limit int) int {
	i := skipSpaces(s, from, 2)
	if i >= limit || s[i] != ',' {
		return -1
	}
	i = skipSpaces(s, i+1, 4)
	end := i
	for end < limit && !strings.ContainsRune(",;)]\n", rune(s[end])) {
		end++
	}
	if end >= limit || s[end] != ',' || end == i {
		return -1
	}
	if !isTitlePart(s[i:end]) {
		return -1
	}
	return pastChapter(s, skipSpaces(s, end+1, 4), limit)
}

// chapterLabels name a treatise's chapter, coarser than the section
// that follows it ("ch. 5, § 5.1"); SPEC has no chapter locator, so the
// section is what is checked.
var chapterLabels = []string{"ch. ", "chap. ", "chapter ", "Ch. ", "Chap. ", "Chapter "}

// pastChapter skips "ch. 5, " at i when a further part follows it.
func pastChapter(s string, i, limit int) int {
	if i >= limit {
		return i // "VLT-0017, Practice Note,⏎⏎": nothing after the part to read; s[i:limit] panicked
	}
	for _, l := range chapterLabels {
		if !strings.HasPrefix(s[i:limit], l) {
			continue
		}
		j := i + len(l)
		k := j
		for k < limit && (isDigit(s[k]) || s[k] >= 'A' && s[k] <= 'Z' && k == j) {
			k++
		}
		if k > j && k < limit && s[k] == ',' {
			return skipSpaces(s, k+1, 4)
		}
	}
	return i
}

// isTitlePart reports whether part reads as a document's title.
func isTitlePart(part string) bool {
	// the words read as strings.Fields splits them, without the slice:
	// more than maxTitleWords, or none, is no title
	capitalised, n := 0, 0
	for w := range strings.FieldsSeq(part) {
		if n++; n > maxTitleWords {
			return false
		}
		if strings.ContainsAny(w, "0123456789§¶") {
			return false
		}
		switch strings.ToLower(strings.Trim(w, ".:'’\"“”*_")) {
		case "a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with", "v", "vs":
			continue
		}
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, "'’\"“*_("))
		if !unicode.IsUpper(r) {
			return false
		}
		capitalised++
	}
	return n > 0 && capitalised > 0
}
