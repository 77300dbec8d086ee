package vault

import (
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"
)

// guessTitle is a case caption ("Smith v. Jones") among the first lines
// of the document's first page, else its first line that reads like a
// title (words, not a page marker or a number), else the file name
// without its extension.
func guessTitle(text, filename string) string {
	lines := strings.Split(text, "\n")
	for _, l := range lines[:min(len(lines), 15)] {
		if l = strings.TrimSpace(l); strings.Contains(l, " v. ") && utf8.RuneCountInString(l) <= 120 {
			return l // a case caption
		}
	}
	for _, l := range lines {
		l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "#"))
		if l == "" || strings.HasPrefix(l, "[*") || !strings.ContainsFunc(l, isLetter) {
			continue
		}
		if utf8.RuneCountInString(l) > 120 {
			r := []rune(l)
			l = strings.TrimSpace(string(r[:120])) + "…"
		}
		return l
	}
	return strings.TrimSuffix(filename, filepath.Ext(filename))
}

func isLetter(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0x7f }

// kindCues are the words that suggest a document's kind, tried in order.
var kindCues = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"case", regexp.MustCompile(`\b(v\.|vs\.|COURT OF|Court of|Supreme Court|District Court|OPINION|Opinion of the Court|PER CURIAM)`)},
	{"contract", regexp.MustCompile(`(?i)\b(agreement|contract|lease|license|terms and conditions|the parties agree)\b`)},
	{"memo", regexp.MustCompile(`(?i)\b(memorandum|memo)\b|(?m)^\s*(TO|FROM|RE):`)},
	{"statute", regexp.MustCompile(`\b(U\.S\.C\.|Stat\.|Public Law|Be it enacted|CODE)\b`)},
}

// guessKind guesses documents.jsonl "kind" from the title and the first
// page; "other" when nothing suggests one.
func guessKind(title, text string) string {
	head := title + "\n" + text[:min(len(text), 4000)]
	for _, c := range kindCues {
		if c.re.MatchString(head) {
			return c.kind
		}
	}
	return "other"
}
