package vaulttest

import (
	"math/rand"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// Why a second vocabulary: Synthetic draws its prose uniformly from 250
// words, so every word of a question occurs in most chunks and every
// query walks tens of thousands of postings per word. That is a useful
// worst case but not legal text, whose vocabulary is large and whose
// word frequencies follow Zipf's law: a few function words in nearly
// every passage, legal terms in many, most words in few. SyntheticZipf
// and ZipfQueries give benchmarks that shape; Synthetic stays as it was
// for the worst case and for tests that rely on its text.

// ZipfVocabularySize is the number of distinct words of SyntheticZipf.
const ZipfVocabularySize = 20000

// zipfS and zipfV shape the rank-frequency curve: P(rank r) is
// proportional to (zipfV + r)^-zipfS. With 20,000 words the 200 most
// frequent make up about two thirds of the running text, as in English.
const (
	zipfS = 1.1
	zipfV = 2
)

// frequentWords are the highest-ranked words of the Zipf vocabulary, in
// rank order: function words first, then legal vocabulary.
var frequentWords = strings.Fields(`the of to and a in that is for be by as on
	with was not this which or any under would may shall must its their such
	court clause party agreement contract forum law state district plaintiff
	defendant claim claims motion jurisdiction venue federal case cases held
	appeal circuit rights transfer public policy statute dispute parties
	selection enforce enforcement reasonable unreasonable valid circumstances
	exclusive mandatory permissive arising dismiss holding reverse affirm
	remand fraud overreaching inconvenient gravely difficult fundamental
	fairness scrutiny notice ticket passenger franchise consumer waiver choice
	governing interpretation tort related signatory nonsignatory bound
	convenience witnesses interest justice private factors weight controlling
	exceptional bargaining power negotiated form adhesion whether because
	although unless however each all these those should prima facie day`)

// zipfVocabulary is frequentWords followed by generated words up to
// ZipfVocabularySize, built from syllables with a fixed seed so every run
// has the same vocabulary.
var zipfVocabulary = func() []string {
	seen := map[string]bool{}
	out := make([]string, 0, ZipfVocabularySize)
	for _, w := range frequentWords {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	onsets := strings.Fields("b c d f g h j k l m n p r s t v w br cl cr dr fl gr pl pr st tr sp ch sh th")
	vowels := strings.Fields("a e i o u ai ea io ou")
	codas := []string{"", "", "n", "r", "s", "t", "l", "nt", "rd", "st", "m", "x"}
	rng := rand.New(rand.NewSource(20000))
	for len(out) < ZipfVocabularySize {
		var b strings.Builder
		for s := 0; s < 2+rng.Intn(3); s++ {
			b.WriteString(onsets[rng.Intn(len(onsets))])
			b.WriteString(vowels[rng.Intn(len(vowels))])
		}
		b.WriteString(codas[rng.Intn(len(codas))])
		if w := b.String(); !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}()

// zipfSampler draws words of the Zipf vocabulary by rank frequency.
func zipfSampler(rng *rand.Rand) func() string {
	z := rand.NewZipf(rng, zipfS, zipfV, uint64(len(zipfVocabulary)-1))
	return func() string { return zipfVocabulary[z.Uint64()] }
}

// SyntheticZipf is Synthetic (same documents, chunks, citations, locators,
// principals and ACL) with prose drawn from a Zipf-distributed vocabulary
// of ZipfVocabularySize words instead of 250 uniform ones. Its rarer
// words are longer in tokens, so sentences are two words shorter (6-12
// words) and a section over 240 tokens is redrawn: each section still
// fits one chunk, so a document has exactly chunksPerDoc chunks.
// The same seed gives the same Vault.
func SyntheticZipf(nDocs, chunksPerDoc int, seed int64) *vault.Source {
	rng := rand.New(rand.NewSource(seed))
	return synthetic(rng, "synthetic-zipf", nDocs, chunksPerDoc, prose{word: zipfSampler(rng), sentenceWords: 6, maxSectionTokens: SyntheticChunkTokens - 16})
}

// ZipfQueries returns n questions of 5-12 words drawn from the same
// distribution as SyntheticZipf's prose: mostly frequent words, with at
// least two words outside the 100 most frequent, as a question's content
// words are. The same seed gives the same questions.
func ZipfQueries(n int, seed int64) []string {
	rng := rand.New(rand.NewSource(seed))
	rank := make(map[string]int, len(zipfVocabulary))
	for i, w := range zipfVocabulary {
		rank[w] = i
	}
	draw := zipfSampler(rng)
	out := make([]string, 0, n)
	for len(out) < n {
		ws := make([]string, 5+rng.Intn(8))
		content := 0
		for i := range ws {
			ws[i] = draw()
			if rank[ws[i]] >= 100 {
				content++
			}
		}
		if content >= 2 {
			out = append(out, strings.Join(ws, " "))
		}
	}
	return out
}
