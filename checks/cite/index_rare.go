package cite

import "strings"

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
