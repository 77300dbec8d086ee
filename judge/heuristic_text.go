package judge

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// quotations returns the quoted phrases of s of at least two words.
func quotations(s string) []string {
	var out []string
	for _, m := range quoted.FindAllStringSubmatch(s, -1) {
		q := m[1]
		if q == "" {
			q = m[2]
		}
		q = strings.TrimSpace(q)
		if len(strings.Fields(q)) >= 2 {
			out = append(out, q)
		}
	}
	return out
}

// separateOpinionIn names the separate opinion ("concurrence",
// "dissent") that text is marked as, or "".
func separateOpinionIn(text string) string {
	m := separateOpinion.FindString(text)
	switch {
	case m == "":
		return ""
	case strings.HasPrefix(strings.ToLower(m), "concur"):
		return "concurrence"
	case strings.HasPrefix(strings.ToLower(m), "dissent"):
		return "dissent"
	}
	return "separate opinion"
}

// firstLines is the first n lines of s.
func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// stems returns the crude stems (lower case, first six letters) of the
// content words of s.
func stems(s string) []string {
	var out []string
	for _, w := range words(strings.ToLower(s)) {
		w = strings.Trim(w, "'’-")
		if utf8.RuneCountInString(w) < 3 || stopWords[w] {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

// words returns the matches of the word pattern ([\pL][\pL'’-]*) in s,
// in order: a letter, then letters, apostrophes and hyphens. It scans by
// hand because the regexp engine made stems the heuristic judge's
// largest cost; a test holds it to word.FindAllString.
func words(s string) []string {
	var out []string
	start := -1 // start of the current word, or -1
	for i, r := range s {
		if start >= 0 && (r == '\'' || r == '’' || r == '-' || unicode.IsLetter(r)) {
			continue
		}
		if start >= 0 {
			out = append(out, s[start:i])
			start = -1
		}
		if unicode.IsLetter(r) {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// suffixes are stripped, longest first, before truncation so "refused",
// "refusing" and "refusal" meet.
var suffixes = []string{"ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "ed", "es", "al", "s"}

// stem is a crude stem: a common suffix removed, then at most five
// letters kept.
func stem(w string) string {
	for _, suf := range suffixes {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			w = strings.TrimSuffix(w, suf)
			break
		}
	}
	r := []rune(w)
	if len(r) > 5 {
		r = r[:5]
	}
	return string(r)
}

// overlap is the share of prop's distinct content stems found in excerpt,
// and the missing ones in order.
func overlap(prop, excerpt string) (float64, []string) {
	return overlapStems(prop, StemsOf(excerpt))
}

// overlapStems is overlap against a text's stem set.
func overlapStems(prop string, have Stems) (float64, []string) {
	seen := map[string]bool{}
	var n, hit int
	var missing []string
	for _, s := range stems(prop) {
		if seen[s] {
			continue
		}
		seen[s] = true
		n++
		if have[s] {
			hit++
		} else {
			missing = append(missing, s)
		}
	}
	if n == 0 {
		return 0, nil
	}
	return float64(hit) / float64(n), missing
}

// bestSentences are the n excerpt sentences sharing most stems with
// prop, best first.
func bestSentences(prop, excerpt string, n int) []string {
	want := map[string]bool{}
	for _, s := range stems(prop) {
		want[s] = true
	}
	type cand struct {
		s     string
		score int
	}
	var cs []cand
	for _, s := range splitSentences(excerpt) {
		k := 0
		for _, st := range stems(s) {
			if want[st] {
				k++
			}
		}
		cs = append(cs, cand{s, k})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
	var out []string
	for i := 0; i < len(cs) && i < n; i++ {
		out = append(out, cs[i].s)
	}
	return out
}

// splitSentences splits at ". ", "? ", "! " and line breaks; good enough
// for picking an evidence sentence.
func splitSentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		end := c == '\n' || ((c == '.' || c == '?' || c == '!') && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n'))
		if end {
			if t := strings.TrimSpace(s[start : i+1]); len(t) > 1 {
				out = append(out, t)
			}
			start = i + 1
		}
	}
	if t := strings.TrimSpace(s[start:]); len(t) > 1 {
		out = append(out, t)
	}
	return out
}

// nextSentence is the sentence of answer right after claim, or "".
func nextSentence(answer, claim string) string {
	i := strings.Index(answer, claim)
	if i < 0 {
		return ""
	}
	rest := answer[i+len(claim):]
	ss := splitSentences(rest)
	if len(ss) == 0 {
		return ""
	}
	return ss[0]
}

func first(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// outcome returns the first match of re in source that states an outcome
// rather than a conditional rule: not preceded by a modal ("should be
// held") and not followed by a condition ("if", "where", "unless").
func outcome(re *regexp.Regexp, source string) string {
	for _, m := range re.FindAllStringIndex(source, -1) {
		before := source[max(0, m[0]-30):m[0]]
		after := source[m[1]:min(len(source), m[1]+20)]
		if conditionalBefore.MatchString(before) || conditionalAfter.MatchString(after) {
			continue
		}
		return source[m[0]:m[1]]
	}
	return ""
}

// Overlap is the share of claim's distinct content words (crudely
// stemmed, stop words dropped) that occur in text, 0..1. The checks use
// it to pick the retrieved passages most likely to support a claim.
func Overlap(claim, text string) float64 {
	return StemsOf(text).Overlap(claim)
}

// Stems is the set of a text's content stems, for measuring many claims
// against one text without stemming it again for each:
// StemsOf(text).Overlap(claim) == Overlap(claim, text).
type Stems map[string]bool

// StemsOf is the stem set of text.
func StemsOf(text string) Stems {
	have := Stems{}
	for _, s := range stems(text) {
		have[s] = true
	}
	return have
}

// Overlap is the share of claim's distinct content stems in the set.
func (have Stems) Overlap(claim string) float64 {
	s, _ := overlapStems(claim, have)
	return s
}

// missingName returns a capitalised word of claim (not its first word,
// not a common legal word) that text does not contain: a claim naming an
// authority ("The Stewart majority held ...") is not supported by a
// passage from another one.
func missingName(claim, text string) string {
	words := properName.FindAllStringIndex(claim, -1)
	for _, w := range words {
		name := claim[w[0]:w[1]]
		if w[0] == 0 || commonNames[name] {
			continue
		}
		if !strings.Contains(text, name) {
			return name
		}
	}
	return ""
}
