package cite

import (
	"math/rand"
	"os"
	"strings"
	"testing"
)

// insufficientRef is insufficient as it was before it read the sentence
// in one pass (lower-cased copy, one search per negation): the
// reference TestInsufficientOnePass holds the one-pass reading to.
func insufficientRef(text string) bool {
	if !hasNegation(text) {
		return false
	}
	l := asciiLower(text)
	if strings.Contains(l, "outside") && strings.Contains(l, "retrieved") {
		return true
	}
	for _, neg := range []string{"not ", "n't ", "unable to "} {
		for i := 0; ; {
			k := strings.Index(l[i:], neg)
			if k < 0 {
				break
			}
			k += i
			i = k + len(neg)
			after := nextWordsRef(l[i:], 3)
			before := l[max(0, k-60):k]
			verb := firstVerb(after)
			switch {
			case verb == "":
			case findVerbs[verb] && (neg == "unable to " || strings.Contains(before, "i could") || strings.Contains(before, "i can") ||
				strings.Contains(before, "i did") || strings.Contains(before, "i was") || strings.Contains(before, "unable")):
				return true
			case sourceVerbs[verb] && mentionsSource(before):
				return true
			case passiveVerbs[verb] && mentionsSource(l[i:min(len(l), i+50)]):
				return true
			}
		}
	}
	for i := 0; ; {
		k := strings.Index(l[i:], "no ")
		if k < 0 {
			break
		}
		k += i
		i = k + 3
		if k > 0 && isLower(l[k-1]) {
			continue
		}
		rest := l[i:]
		for _, skip := range []string{"retrieved ", "vault ", "cited "} {
			rest = strings.TrimPrefix(rest, skip)
		}
		if !mentionsSourceAt(rest) {
			continue
		}
		for _, w := range nextWordsRef(rest, 8) {
			if sourceVerbs[strings.TrimSuffix(strings.TrimSuffix(w, "s"), "e")] || sourceVerbs[strings.TrimSuffix(w, "es")] || sourceVerbs[strings.TrimSuffix(w, "s")] {
				return true
			}
		}
	}
	return false
}

// nextWordsRef is nextWords as it was, returning a new slice.
func nextWordsRef(s string, n int) []string {
	var out []string
	i := 0
	for len(out) < n && i < len(s) {
		for i < len(s) && !isLower(s[i]) {
			if s[i] == '.' || s[i] == ';' {
				return out
			}
			i++
		}
		j := i
		for j < len(s) && isLower(s[j]) {
			j++
		}
		if j > i {
			out = append(out, s[i:j])
		}
		i = j
	}
	return out
}

// TestInsufficientOnePass holds insufficient to insufficientRef on the
// sentences and paragraphs of the opinion and of every fixture answer,
// on TestInsufficient's cases, and on generated sentences of the words
// the rules read, in every case and with the buffer reused throughout.
func TestInsufficientOnePass(t *testing.T) {
	var texts []string
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		texts = append(texts, strings.Split(string(data), "\n\n")...)
		texts = append(texts, strings.Split(string(data), ". ")...)
	}
	for _, a := range fixtureAnswers(t) {
		texts = append(texts, a)
		texts = append(texts, strings.Split(a, ". ")...)
	}
	words := []string{"not", "NOT", "Not", "n't", "don't", "no", "No", "NO", "unable", "to", "Unable to", "outside", "retrieved", "Retrieved",
		"source", "sources", "document", "Vault", "material", "passage", "authority", "case", "cases", "cited", "I", "could", "can", "did", "was",
		"find", "locate", "verify", "address", "addresses", "discusses", "supported", "covered", "directly", "itself", "the", "a", ".", ";", ",",
		"  ", "e", "es", "s", "nothing", "knot", "piano", "unableto"}
	rng := rand.New(rand.NewSource(28))
	for n := 0; n < 30000; n++ {
		var b strings.Builder
		for k := rng.Intn(16); k >= 0; k-- {
			b.WriteString(words[rng.Intn(len(words))])
			if rng.Intn(5) > 0 {
				b.WriteByte(' ')
			}
		}
		texts = append(texts, b.String())
	}
	var buf []byte
	trues := 0
	for _, s := range texts {
		want := insufficientRef(s)
		if got := insufficientBuf(s, &buf); got != want {
			t.Errorf("insufficient(%q) = %v, insufficientRef = %v", s, got, want)
		}
		if want {
			trues++
		}
	}
	if trues < 100 {
		t.Errorf("only %d of %d texts read as insufficient: the comparison tests little", trues, len(texts))
	}
}
