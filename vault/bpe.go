package vault

import (
	"fmt"
	"math"
	"sync"
	"unicode"
	"unicode/utf8"
)

// A native cl100k_base encoder. tiktoken-go splits text with regexp2 (a
// backtracking engine over []rune) and runs at about 1.25 MB/s here; the
// Vault tokenises all of its text twice while chunking, so that alone
// would cap indexing near 1,000 chunks/s. This file does the same work in
// plain Go: the cl100k pre-tokenisation pattern hand-compiled into a
// scanner (splitPieces) and the byte-pair merge over the same ranks, read
// from the same offline tables. TestNativeMatchesTiktoken checks token-for-
// token equality with tiktoken-go on real and randomised text.

// cl100kURL is the key the offline loader files the cl100k_base ranks under.
const cl100kURL = "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken"

var (
	ranksOnce sync.Once
	ranks     *rankTable
	ranksErr  error
)

// cl100kRanks loads the mergeable ranks once, from their precomputed
// form (bpe_ranks_embed.go).
func cl100kRanks() *rankTable {
	ranksOnce.Do(func() {
		ranks, ranksErr = embeddedCl100kRanks()
		if ranksErr == nil && ranks.size() < 100000 {
			ranksErr = fmt.Errorf("cl100k_base ranks: %d entries, want 100256", ranks.size())
		}
	})
	if ranksErr != nil {
		// The tables are compiled into the binary: failing to read them
		// is a build defect, not an input or infrastructure condition.
		panic(fmt.Errorf("vault: load cl100k_base ranks: %w", ranksErr))
	}
	return ranks
}

// encodeNative appends the token IDs of s (ordinary text) to dst.
func encodeNative(dst []int, s string) []int {
	r := cl100kRanks()
	splitPieces(s, func(p string) {
		if id, ok := r.lookup(p); ok {
			dst = append(dst, id)
			return
		}
		dst = bytePairMerge(dst, p, r)
	})
	return dst
}

// countNative counts the tokens of s without building the ID slice.
func countNative(s string) int {
	r := cl100kRanks()
	n := 0
	var buf []int
	splitPieces(s, func(p string) {
		if _, ok := r.lookup(p); ok {
			n++
			return
		}
		buf = bytePairMerge(buf[:0], p, r)
		n += len(buf)
	})
	return n
}

// bytePairMerge encodes one piece that is not itself a token: start from
// single bytes and repeatedly merge the adjacent pair of lowest rank, as
// tiktoken does.
func bytePairMerge(dst []int, piece string, r *rankTable) []int {
	if len(piece) == 1 {
		return append(dst, r.rank(piece))
	}
	type part struct{ start, rank int }
	parts := make([]part, len(piece)+1)
	rankOf := func(i, skip int) int { // rank of piece[parts[i].start:parts[i+skip+2].start]
		if i+skip+2 < len(parts) {
			if v, ok := r.lookup(piece[parts[i].start:parts[i+skip+2].start]); ok {
				return v
			}
		}
		return math.MaxInt
	}
	for i := range parts {
		parts[i] = part{i, math.MaxInt}
	}
	for i := 0; i < len(parts)-2; i++ {
		parts[i].rank = rankOf(i, 0)
	}
	for len(parts) > 1 {
		minRank, minIdx := math.MaxInt, -1
		for i := 0; i < len(parts)-1; i++ {
			if parts[i].rank < minRank {
				minRank, minIdx = parts[i].rank, i
			}
		}
		if minIdx < 0 {
			break
		}
		i := minIdx
		parts[i].rank = rankOf(i, 1)
		if i > 0 {
			parts[i-1].rank = rankOf(i-1, 1)
		}
		parts = append(parts[:i+1], parts[i+2:]...)
	}
	for i := 0; i < len(parts)-1; i++ {
		dst = append(dst, r.rank(piece[parts[i].start:parts[i+1].start]))
	}
	return dst
}

// Character classes of the cl100k pattern, as regexp2 defines them:
// \s is unicode.IsSpace, \p{L} unicode.IsLetter, \p{N} unicode.IsNumber.
func isL(r rune) bool {
	return r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') || r >= utf8.RuneSelf && unicode.IsLetter(r)
}
func isN(r rune) bool {
	return r < utf8.RuneSelf && '0' <= r && r <= '9' || r >= utf8.RuneSelf && unicode.IsNumber(r)
}
func isS(r rune) bool { return unicode.IsSpace(r) }

// splitPieces is the cl100k_base pre-tokeniser, the regular expression
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}|
//	 ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
//
// evaluated leftmost-first at each position, as a hand-written scanner.
func splitPieces(s string, emit func(string)) {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		// 1. contractions, case-insensitive.
		if r == '\'' {
			if l := contraction(s[i+1:]); l > 0 {
				emit(s[i : i+1+l])
				i += 1 + l
				continue
			}
		}
		// 2. [^\r\n\p{L}\p{N}]?\p{L}+
		if isL(r) {
			j := letters(s, i+n)
			emit(s[i:j])
			i = j
			continue
		}
		if r != '\r' && r != '\n' && !isN(r) && i+n < len(s) {
			if r2, n2 := utf8.DecodeRuneInString(s[i+n:]); isL(r2) {
				j := letters(s, i+n+n2)
				emit(s[i:j])
				i = j
				continue
			}
		}
		// 3. \p{N}{1,3}
		if isN(r) {
			j := i + n
			for k := 1; k < 3 && j < len(s); k++ {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !isN(r2) {
					break
				}
				j += n2
			}
			emit(s[i:j])
			i = j
			continue
		}
		// 4.  ?[^\s\p{L}\p{N}]+[\r\n]*
		k := i
		if r == ' ' {
			k = i + 1
		}
		if k < len(s) {
			if r2, _ := utf8.DecodeRuneInString(s[k:]); !isS(r2) && !isL(r2) && !isN(r2) {
				j := k
				for j < len(s) {
					r3, n3 := utf8.DecodeRuneInString(s[j:])
					if isS(r3) || isL(r3) || isN(r3) {
						break
					}
					j += n3
				}
				for j < len(s) && (s[j] == '\r' || s[j] == '\n') {
					j++
				}
				emit(s[i:j])
				i = j
				continue
			}
		}
		// r is white space from here on (every other rune matched above).
		j, lastNL, runes, lastStart := i, -1, 0, i
		for j < len(s) {
			r3, n3 := utf8.DecodeRuneInString(s[j:])
			if !isS(r3) {
				break
			}
			if r3 == '\r' || r3 == '\n' {
				lastNL = j
			}
			lastStart = j
			runes++
			j += n3
		}
		switch {
		case lastNL >= 0: // 5. \s*[\r\n]+
			emit(s[i : lastNL+1])
			i = lastNL + 1
		case j == len(s) || runes == 1: // 6. \s+(?!\S) at the end; 7. \s+ for a single space
			emit(s[i:j])
			i = j
		default: // 6. \s+(?!\S): leave the last white space for the next piece
			emit(s[i:lastStart])
			i = lastStart
		}
	}
}

// letters returns the end of the run of letters starting at i.
func letters(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isL(r) {
			break
		}
		i += n
	}
	return i
}

// contraction returns the length of the contraction suffix ('s 't 're
// 've 'm 'll 'd, any case) at the start of s, or 0.
func contraction(s string) int {
	lower := func(i int) byte {
		if i >= len(s) {
			return 0
		}
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		return c
	}
	switch lower(0) {
	case 's', 't', 'm', 'd':
		return 1
	case 'r', 'v':
		if lower(1) == 'e' {
			return 2
		}
	case 'l':
		if lower(1) == 'l' {
			return 2
		}
	}
	return 0
}
