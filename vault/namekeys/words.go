package namekeys

import "strings"

// PhraseWords splits a phrase into its comparison words (WordKey of each
// white-space-delimited word, empty keys dropped).
func PhraseWords(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if k := WordKey(w); k != "" {
			out = append(out, k)
		}
	}
	return out
}

// PhraseKey is the key of a run of comparison words: the words joined by
// single spaces (a word key holds no space).
func PhraseKey(words []string) string { return strings.Join(words, " ") }

// WordKey is a word lower-cased (ASCII) with surrounding punctuation
// trimmed.
func WordKey(w string) string { return string(AppendWordKey(nil, w)) }

// AppendWordKey appends WordKey(w) to b.
func AppendWordKey(b []byte, w string) []byte {
	w = TrimWordPunct(w)
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// TrimWordPunct trims the punctuation WordKey trims, without
// strings.Trim's slow path for a cutset holding non-ASCII quotes.
func TrimWordPunct(w string) string {
	for {
		switch {
		case w == "":
			return w
		case strings.IndexByte(".,;:!?\"'()[]*_", w[0]) >= 0:
			w = w[1:]
		case strings.HasPrefix(w, "“") || strings.HasPrefix(w, "”") || strings.HasPrefix(w, "‘") || strings.HasPrefix(w, "’"):
			w = w[3:]
		default:
			goto right
		}
	}
right:
	for {
		n := len(w)
		switch {
		case n == 0:
			return w
		case strings.IndexByte(".,;:!?\"'()[]*_", w[n-1]) >= 0:
			w = w[:n-1]
		case strings.HasSuffix(w, "“") || strings.HasSuffix(w, "”") || strings.HasSuffix(w, "‘") || strings.HasSuffix(w, "’"):
			w = w[:n-3]
		default:
			return w
		}
	}
}
