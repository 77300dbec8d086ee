package checks

import "github.com/citecheck/citecheck/vault"

// wordTokens counts the cl100k tokens of runs of words joined by single
// spaces without counting each run again. The context windows keep the
// words nearest the passage that fit a token budget, found by binary
// search; counting the whole candidate run at every probe counted each
// word about log2(n) times over (5% of a cold grade).
//
// A run's count is the sum of its words' counts, the first word counted
// as it stands and every later one with the space before it: the cl100k
// pre-tokeniser (vault.splitPieces) never makes a piece that holds a
// non-space character followed by a space, so a piece never crosses from
// one word into the space before the next, and the pieces of " w" (a
// space and a word with no white space in it) are the same wherever the
// run puts it. TestWordTokensCountRuns holds the sum to the count.
type wordTokens struct {
	words []string
	// sum[i] is the summed counts of " "+w for the words w of words[:i].
	sum []int
}

func newWordTokens(words []string) wordTokens {
	wt := wordTokens{words: words, sum: make([]int, len(words)+1)}
	buf := make([]byte, 0, 64)
	for i, w := range words {
		buf = append(append(buf[:0], ' '), w...)
		wt.sum[i+1] = wt.sum[i] + vault.CountTokens(string(buf))
	}
	return wt
}

// count is vault.CountTokens(strings.Join(words[from:to], " ")).
func (wt wordTokens) count(from, to int) int {
	if from >= to {
		return 0
	}
	return vault.CountTokens(wt.words[from]) + wt.sum[to] - wt.sum[from+1]
}
