package cite

import (
	"math/bits"
	"strings"
)

// indexByByte is strings.Index(s, needle), found by searching for
// needle[r] with IndexByte and comparing the whole needle only there.
// strings.Index searches for the needle's first byte, which is often
// the commonest ('v' of "vault://" is rarer than ':' in prose only by
// luck; the lead byte 0xE2 of a curly quote is shared by every dash and
// quote): r names a byte the text holds seldom, so the search runs at
// IndexByte's speed with few false starts.
func indexByByte(s, needle string, r int) int {
	c := needle[r]
	for j := r; j < len(s); {
		q := strings.IndexByte(s[j:], c)
		if q < 0 {
			return -1
		}
		q += j
		if k := q - r; k+len(needle) <= len(s) && s[k:k+len(needle)] == needle {
			return k
		}
		j = q + 1
	}
	return -1
}

// nextPair is the first q >= i with s[q] == a and s[q+1] == b, or -1:
// eight positions at a time, so a pair of common bytes that rarely
// stand together ("d." of "Id.", "su" of "supra") is found without
// stopping at every lone one.
func nextPair(s string, i int, a, b byte) int {
	for ; i+9 <= len(s); i += 8 {
		if m := eqBytes(load8(s, i), a) & eqBytes(load8(s, i+1), b); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i+1 < len(s); i++ {
		if s[i] == a && s[i+1] == b {
			return i
		}
	}
	return -1
}
