package retrieval

import (
	"strings"
	"unicode"
)

// stopwords are words too common in legal prose to say which passage a
// proposition rests on.
var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an and are as at be been but by can could did do does
		for from had has have he her his if in into is it its may might must no nor not of on
		or our shall she should so such than that the their them then there these they this
		those to was we were what when where which while who whom why will with would you
		also any all other only see id supra court held holds holding case`) {
		m[w] = true
	}
	return m
}()

// contentWords splits s into lower-cased words of letters and digits,
// without stopwords and one-letter words, in first-seen order, each once.
func contentWords(s string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if len([]rune(w)) < 2 || stopwords[w] || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// wordSet is the set of content words of s.
func wordSet(s string) map[string]bool {
	ws := contentWords(s)
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// overlap counts how many of the proposition's content words occur in
// text: the measure Locate uses to pick, among candidate chunks, the one a
// proposition draws on.
func overlap(prop []string, text string) int {
	if len(prop) == 0 {
		return 0
	}
	set := wordSet(text)
	n := 0
	for _, w := range prop {
		if set[w] {
			n++
		}
	}
	return n
}
