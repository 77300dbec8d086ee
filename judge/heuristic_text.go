package judge

import (
	"regexp"
	"sort"
	"strings"
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

// quoteIndex is the byte offset of q's first word in text, or 0.
func quoteIndex(text, q string) int {
	f := strings.Fields(q)
	if len(f) == 0 {
		return 0
	}
	if i := strings.Index(text, f[0]+" "); i >= 0 {
		return i
	}
	return 0
}

// openingAt names the separate opinion ("concurrence", "dissent") that
// text at offset pos sits in: the last opinion marker before pos is a
// concurrence or dissent rather than the opinion of the court.
func openingAt(text string, pos int) string {
	if pos > len(text) {
		pos = len(text)
	}
	head := text[:pos]
	sep := separateOpinion.FindAllStringIndex(head, -1)
	maj := majorityOpinion.FindAllStringIndex(head, -1)
	if len(sep) == 0 {
		return ""
	}
	lastSep := sep[len(sep)-1]
	if len(maj) > 0 && maj[len(maj)-1][0] > lastSep[0] {
		return ""
	}
	if strings.HasPrefix(strings.ToLower(head[lastSep[0]:]), "concur") {
		return "concurrence"
	}
	if strings.HasPrefix(strings.ToLower(head[lastSep[0]:]), "dissent") {
		return "dissent"
	}
	return "separate opinion"
}

// stems returns the crude stems (lower case, first six letters) of the
// content words of s.
func stems(s string) []string {
	var out []string
	for _, w := range word.FindAllString(strings.ToLower(s), -1) {
		w = strings.Trim(w, "'’-")
		if utf8.RuneCountInString(w) < 3 || stopWords[w] {
			continue
		}
		r := []rune(w)
		if len(r) > 6 {
			r = r[:6]
		}
		out = append(out, string(r))
	}
	return out
}

// overlap is the share of prop's distinct content stems found in excerpt,
// and the missing ones in order.
func overlap(prop, excerpt string) (float64, []string) {
	have := map[string]bool{}
	for _, s := range stems(excerpt) {
		have[s] = true
	}
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

// bestSentence is the excerpt sentence sharing most stems with prop.
func bestSentence(prop, excerpt string) string {
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
		n := 0
		for _, st := range stems(s) {
			if want[st] {
				n++
			}
		}
		cs = append(cs, cand{s, n})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
	if len(cs) == 0 {
		return ""
	}
	return cs[0].s
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
