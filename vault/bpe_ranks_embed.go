package vault

import (
	_ "embed" // cl100k_ranks.bin
	"encoding/binary"
	"fmt"
)

// cl100kRanksBin is the cl100k_base ranks already decoded: the table's
// entries as readCl100kRanks reads them from the offline loader's file,
// written by TestEmbeddedRanksMatchTheLoaderFile with
// CITECHECK_WRITE_RANKS=1 (and held to that file by the same test). The
// judge counts tokens to size its context windows, so every process that
// grades with it read the loader's 100,256 base64 lines first: about a
// fifth of the CPU of grading one answer from a cold process. Read from
// here, the tokens are the embedded bytes themselves (no copy) and only
// the integers are decoded; the slots are still hashed at load with a
// per-process seed, as before.
//
//go:generate env CITECHECK_WRITE_RANKS=1 go test -run TestEmbeddedRanksMatchTheLoaderFile .
//go:embed cl100k_ranks.bin
var cl100kRanksBin string

// ranksMagic opens cl100k_ranks.bin; then the entry count n and the slot
// count m (uint32), n entry ends, n ranks and m slots (uint32 each,
// little-endian), then the tokens' bytes.
const ranksMagic = "CLRANKS2"

// embeddedCl100kRanks is the rankTable of cl100kRanksBin.
func embeddedCl100kRanks() (*rankTable, error) {
	return decodeRanks(cl100kRanksBin)
}

// decodeRanks reads a table written by encodeRanks. Its structure is
// checked (ends in order and covering the tokens, every slot naming an
// entry, m a power of two above n); that its slots are those index
// builds is TestEmbeddedRanksMatchTheLoaderFile's business.
func decodeRanks(s string) (*rankTable, error) {
	const head = len(ranksMagic) + 8
	if len(s) < head || s[:len(ranksMagic)] != ranksMagic {
		return nil, fmt.Errorf("cl100k_ranks.bin: not a ranks table")
	}
	n := int(le32(s, len(ranksMagic)))
	m := int(le32(s, len(ranksMagic)+4))
	if n <= 0 || m <= n || m&(m-1) != 0 || len(s) < head+4*(2*n+m) {
		return nil, fmt.Errorf("cl100k_ranks.bin: %d entries and %d slots do not fit in %d bytes", n, m, len(s))
	}
	ints := make([]uint32, 2*n+m)
	for i := range ints {
		ints[i] = le32(s, head+4*i)
	}
	t := &rankTable{ends: ints[:n:n], ranks: ints[n : 2*n : 2*n], slots: ints[2*n:], mask: uint64(m - 1)}
	t.tokens = s[head+4*(2*n+m):]
	last := uint32(0)
	for e, end := range t.ends {
		if end < last || int(end) > len(t.tokens) {
			return nil, fmt.Errorf("cl100k_ranks.bin: entry %d ends at %d, after %d, in %d bytes of tokens", e, end, last, len(t.tokens))
		}
		last = end
	}
	if int(last) != len(t.tokens) {
		return nil, fmt.Errorf("cl100k_ranks.bin: %d bytes of tokens, the entries use %d", len(t.tokens), last)
	}
	for i, sl := range t.slots {
		if int(sl) > n {
			return nil, fmt.Errorf("cl100k_ranks.bin: slot %d names entry %d of %d", i, sl, n)
		}
	}
	return t, nil
}

// le32 is the little-endian uint32 at s[i:].
func le32(s string, i int) uint32 {
	return uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16 | uint32(s[i+3])<<24
}

// encodeRanks is t (its slots built) as decodeRanks reads it.
func encodeRanks(t *rankTable) []byte {
	n := len(t.ends)
	out := make([]byte, 0, len(ranksMagic)+8+4*(2*n+len(t.slots))+len(t.tokens))
	out = append(out, ranksMagic...)
	out = binary.LittleEndian.AppendUint32(out, uint32(n))
	out = binary.LittleEndian.AppendUint32(out, uint32(len(t.slots)))
	for _, v := range [][]uint32{t.ends, t.ranks, t.slots} {
		for _, x := range v {
			out = binary.LittleEndian.AppendUint32(out, x)
		}
	}
	return append(out, t.tokens...)
}
