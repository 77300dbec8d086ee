package checks

import (
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// holdingMarker finds sentences of a judicial opinion that state its
// holding or outcome.
var holdingMarker = regexp.MustCompile(`(?i)\b(we\s+hold|we\s+conclude|the\s+court\s+(?:holds|held|concluded)|held\s+that|holds\s+that|(?:is|was|are|were)\s+unenforceable|not\s+enforceable|(?:is|was|are)\s+void|(?:is|was)\s+permissive|(?:is|was)\s+mandatory|we\s+(?:therefore\s+)?(?:affirm|reverse|vacate|remand)|(?:is|are)\s+(?:affirmed|reversed|vacated|remanded)|vacated\s+and\s+remanded|did\s+not\s+(?:hold|decide|reach))\b`)

// holdingWords are literal words, one of which every match of
// holdingMarker holds (lower-cased): a sentence without any cannot
// match, so the backtracking regexp runs only on the few that have one.
// None contains "s" or "k", the only ASCII letters that (?i) also
// matches to non-ASCII ones (U+017F, U+212A), so lower-casing is enough.
var holdingWords = []string{"hold", "held", "conclude", "enforceable", "void", "permi", "mandatory", "affirm", "rever", "vacate", "remand", "did"}

// mayHold reports whether sentence s holds one of holdingWords.
func mayHold(s string) bool {
	l := strings.ToLower(s)
	for _, w := range holdingWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// maxHoldingSentences bounds the holding block of a citation unit.
const maxHoldingSentences = 3

// holdingOf is the holding or outcome sentences of a case document,
// found anywhere in it, so the judge sees an adverse holding even when
// the excerpt only restates a rule (C-004). Other kinds of document have
// no holding: "".
func holdingOf(r vault.Reader, docID string) string {
	if r == nil {
		return ""
	}
	d, ok := r.Document(docID)
	if !ok || d.Kind != "case" {
		return ""
	}
	var out []string
	for _, s := range sentencesOf(d.Text) {
		if mayHold(s) && holdingMarker.MatchString(s) {
			out = append(out, s)
			if len(out) == maxHoldingSentences {
				break
			}
		}
	}
	return strings.Join(out, " ")
}

// sentencesOf splits text into sentences at ". ", "? ", "! " and blank
// or marker lines, dropping star-page and heading lines.
func sentencesOf(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "[*") || strings.HasPrefix(line, "#") {
			continue
		}
		start := 0
		for i := 0; i < len(line); i++ {
			c := line[i]
			if (c == '.' || c == '?' || c == '!') && (i+1 == len(line) || line[i+1] == ' ') && !abbrevBefore(line[start:i]) {
				if s := strings.TrimSpace(line[start : i+1]); s != "" {
					out = append(out, s)
				}
				start = i + 1
			}
		}
		if s := strings.TrimSpace(line[start:]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// abbrevBefore reports whether the text before a period ends in a short
// abbreviation ("v", "U.S", "Co", "Inc", "Cir", "F.3d"), which does not
// end a sentence.
func abbrevBefore(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return true
	}
	w := f[len(f)-1]
	return len(w) <= 4 || strings.Contains(w, ".")
}
