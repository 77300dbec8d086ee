package heuristic

// The phrase scans (phraseIndex.first, hedgeScanIndex.firsts,
// containsPhrase) ask of every byte of every text whether it belongs to
// a word, and whether a listed phrase opens with it; as chains of range
// comparisons and a 24-byte slice header read per byte the two were most
// of firstPhrase, itself a tenth of a fresh citation unit. A table of the
// 256 answers and a 256-bit set of first bytes answer each with one load.

// wordByteTable[c] is whether c is a letter or digit of a word (ASCII
// letters and digits, and every byte of a multi-byte UTF-8 sequence).
var wordByteTable = func() (t [256]bool) {
	for c := range 256 {
		t[c] = wordByteRanges(byte(c))
	}
	return t
}()

// wordByteRanges is the definition the table is built from.
func wordByteRanges(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// byteSet is a set of bytes, one bit each.
type byteSet [4]uint64

func (s *byteSet) add(c byte)      { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }
