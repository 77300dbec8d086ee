package heuristic

// The phrase scans (phraseIndex.first, hedgeScanIndex.firsts) try, at
// every place a word may start, each phrase opening with the byte there;
// with the hedge classes and the long decision lists that is several
// phrases per word, and each try was a string comparison (a call to
// memequal and the bounds it checks). A phrase's first eight bytes,
// packed into a word with a mask for a shorter phrase, turn nearly every
// try into one load, an and and a compare against the eight bytes of the
// text at that place (read once for all the phrases tried there): only a
// phrase whose opening matches is compared in full.

// phrasePrefix is a phrase's first (up to) eight bytes, little-endian,
// and the mask of the bytes it has.
type phrasePrefix struct{ pre, mask uint64 }

// prefixOf is p's phrasePrefix.
func prefixOf(p string) phrasePrefix {
	var pp phrasePrefix
	for k := 0; k < len(p) && k < 8; k++ {
		pp.pre |= uint64(p[k]) << (8 * k)
		pp.mask |= 0xff << (8 * k)
	}
	return pp
}

// load8 is the eight bytes of s from i, little-endian; i+8 <= len(s).
func load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// phraseAtWord reports whether phrase p (prefix pp) stands in low at i as
// whole words: it ends the text or is followed by a byte outside words.
// w is load8(low, i) when full, and not read otherwise (near the end of
// the text, where fewer than eight bytes are left).
func phraseAtWord(low string, i int, p string, pp phrasePrefix, w uint64, full bool) bool {
	end := i + len(p)
	if end > len(low) {
		return false
	}
	if full {
		if w&pp.mask != pp.pre {
			return false
		}
		if len(p) > 8 && low[i+8:end] != p[8:] {
			return false
		}
	} else if low[i:end] != p {
		return false
	}
	return end == len(low) || !wordByteTable[low[end]]
}
