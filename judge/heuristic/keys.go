package heuristic

// Keys: what two words must share to count as the same word when a
// proposition is aligned with a passage (light stems, the synonym table,
// stop words dropped, generic legal words weighed less).

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// suffixes are removed, longest first, by stem; two passes let
// "reasonableness" meet "reasonable" and "reason".
var suffixes = []string{"ational", "ations", "ation", "ements", "ement", "ments", "ment", "ness", "ably", "ibly", "ings", "ing", "ities", "ity", "ions", "ion", "able", "ible", "ies", "ied", "ive", "ed", "es", "ly", "al", "s"}

// stem is a light stem: possessive and common suffixes removed (at most
// twice, keeping at least four letters), a final "e" dropped, at most
// eight letters kept, so enforce, enforced, enforcing, enforceable and
// enforcement meet without merging contract and contravene.
func stem(w string) string {
	if utf8.RuneCountInString(w) <= 3 {
		return w
	}
	for pass := 0; pass < 2; pass++ {
		cut := false
		for _, suf := range suffixes {
			if len(w) >= len(suf)+4 && strings.HasSuffix(w, suf) {
				w = strings.TrimSuffix(w, suf)
				if suf == "ies" || suf == "ied" || suf == "ities" || suf == "ity" {
					w += "y"
				}
				cut = true
				break
			}
		}
		if !cut {
			break
		}
	}
	w = strings.TrimSuffix(w, "e")
	if len(w) > 8 {
		r := []rune(w)
		if len(r) > 8 {
			w = string(r[:8])
		}
	}
	return w
}

// lexicon is the word lists parsed once into lookup tables.
type lexicon struct {
	stop, generic map[string]bool
	syn           map[string]string // stem -> group key
}

var lex = buildLexicon()

func buildLexicon() *lexicon {
	l := &lexicon{stop: map[string]bool{}, generic: map[string]bool{}, syn: map[string]string{}}
	for _, w := range strings.Fields(stopWordList) {
		l.stop[w] = true
	}
	for _, w := range strings.Fields(genericWordList) {
		l.generic[stem(w)] = true
	}
	for _, g := range synonymGroups {
		ws := strings.Fields(g)
		key := stem(strings.ReplaceAll(ws[0], "-", ""))
		for _, w := range ws {
			if w == "§" {
				continue
			}
			l.syn[stem(strings.ReplaceAll(w, "-", ""))] = key
		}
	}
	addGeneratedSynonyms(l.syn, wordnetSynonymList)
	return l
}

// addGeneratedSynonyms merges the WordNet table (one group a line, "#"
// comments) into syn after the hand table, which keeps the last word: a
// group with a stem already placed (by the hand table or an earlier
// group) is skipped whole, so that a verb's forms ("held" of hold) do
// not carry its synset into the alignment beside the hand group, and
// synsets never chain. A WordNet group never joins a hand group: the
// hand groups are the rules' own
// vocabulary (hold, grant, show), and widening them through a synset
// ("maintain" into hold, "preserve" into enforce) lowered decided
// accuracy on the tuning suite (BENCHMARKS.md, "WordNet synonyms").
func addGeneratedSynonyms(syn map[string]string, table string) {
	for _, line := range strings.Split(table, "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		var stems []string
		for _, w := range strings.Fields(line) {
			if s := stem(w); !slices.Contains(stems, s) {
				stems = append(stems, s)
			}
		}
		if slices.ContainsFunc(stems, func(s string) bool { return syn[s] != "" }) {
			continue // the hand table, or an earlier synset, already places this sense
		}
		for _, s := range stems {
			syn[s] = stems[0]
		}
	}
}

// key is the canonical content key of a lower-case word: "" for stop
// words, short words and the "non" of non-compete; otherwise the synonym
// group of its stem, or the stem.
func key(low string) string {
	if lex.stop[low] || utf8.RuneCountInString(low) < 3 || low == "non" || low == "n't" {
		return ""
	}
	s := stem(low)
	if strings.HasPrefix(low, "non") && len(low) > 7 {
		s = stem(low[3:])
	}
	if k, ok := lex.syn[s]; ok {
		return k
	}
	return s
}

// Weights of a key in an alignment, in whole units so that sums do not
// depend on map order: a generic legal word (genericWordList) counts for
// about a third of a meaning-bearing one.
const (
	contentWeight = 20
	genericWeight = 7
)

// weightOf is a key's weight in an alignment.
func weightOf(k string) int {
	if lex.generic[k] {
		return genericWeight
	}
	return contentWeight
}

// keySet is the distinct content keys of some tokens.
type keySet map[string]bool

// sectionKey is the key the section sign stands for (it names a
// statute: "§ 20040.5" is "the statute").
var sectionKey = key("statute")

// keysOf is the content keys of toks.
func keysOf(toks []tok) keySet {
	ks := keySet{}
	for _, t := range toks {
		if t.kind == tokPunct && t.low == "§" {
			ks[sectionKey] = true
			continue
		}
		if t.kind != tokWord {
			continue
		}
		if k := t.k; k != "" {
			ks[k] = true
		}
	}
	return ks
}

// Overlap is the share of claim's distinct content keys (light stems,
// synonyms merged, stop words dropped) that occur in text, 0..1. The
// checks use it to pick the retrieved passages most likely to support a
// claim.
func Overlap(claim, text string) float64 {
	return StemsOf(text).Overlap(claim)
}

// Stems is the set of a text's content keys, for measuring many claims
// against one text: StemsOf(text).Overlap(claim) == Overlap(claim, text).
type Stems map[string]bool

// StemsOf is the key set of text.
func StemsOf(text string) Stems {
	return Stems(keysOf(tokenize(text)))
}

// Overlap is the weighted share of claim's distinct keys in the set.
func (have Stems) Overlap(claim string) float64 {
	return have.OverlapOf(ClaimKeysOf(claim))
}

// ClaimKeys is a claim's distinct content keys with their weights, read
// once for comparing the claim with many passages (OverlapOf) instead of
// tokenizing it again for each.
type ClaimKeys struct {
	keys    []string
	weights []int
	total   int
}

// ClaimKeysOf reads claim's keys.
func ClaimKeysOf(claim string) ClaimKeys {
	ks := keysOf(tokenize(claim))
	c := ClaimKeys{keys: make([]string, 0, len(ks)), weights: make([]int, 0, len(ks))}
	for k := range ks {
		w := weightOf(k)
		c.keys = append(c.keys, k)
		c.weights = append(c.weights, w)
		c.total += w
	}
	return c
}

// OverlapOf is the weighted share of c's keys in the set:
// have.OverlapOf(ClaimKeysOf(claim)) == have.Overlap(claim).
func (have Stems) OverlapOf(c ClaimKeys) float64 {
	if c.total == 0 {
		return 0
	}
	hit := 0
	for i, k := range c.keys {
		if have[k] {
			hit += c.weights[i]
		}
	}
	return float64(hit) / float64(c.total)
}
