package vault

import (
	_ "embed" // cl100k_ranks.bin
	"encoding/binary"
	"fmt"
	"hash/maphash"
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

// ranksMagic opens cl100k_ranks.bin; then the entry count n (uint32),
// n entry ends and n ranks (uint32 each, little-endian), then the tokens'
// bytes.
const ranksMagic = "CLRANKS1"

// embeddedCl100kRanks is the rankTable of cl100kRanksBin.
func embeddedCl100kRanks() (*rankTable, error) {
	return decodeRanks(cl100kRanksBin)
}

// decodeRanks reads a table written by encodeRanks.
func decodeRanks(s string) (*rankTable, error) {
	const head = len(ranksMagic) + 4
	if len(s) < head || s[:len(ranksMagic)] != ranksMagic {
		return nil, fmt.Errorf("cl100k_ranks.bin: not a ranks table")
	}
	n := int(binary.LittleEndian.Uint32([]byte(s[len(ranksMagic):head])))
	if len(s) < head+8*n {
		return nil, fmt.Errorf("cl100k_ranks.bin: %d entries do not fit in %d bytes", n, len(s))
	}
	ints := []byte(s[head : head+8*n])
	t := &rankTable{ends: make([]uint32, n), ranks: make([]uint32, n), seed: maphash.MakeSeed()}
	for e := 0; e < n; e++ {
		t.ends[e] = binary.LittleEndian.Uint32(ints[4*e:])
		t.ranks[e] = binary.LittleEndian.Uint32(ints[4*(n+e):])
	}
	t.tokens = s[head+8*n:]
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
	if err := t.index(); err != nil {
		return nil, err
	}
	return t, nil
}

// encodeRanks is t as decodeRanks reads it.
func encodeRanks(t *rankTable) []byte {
	n := len(t.ends)
	out := make([]byte, 0, len(ranksMagic)+4+8*n+len(t.tokens))
	out = append(out, ranksMagic...)
	out = binary.LittleEndian.AppendUint32(out, uint32(n))
	for _, end := range t.ends {
		out = binary.LittleEndian.AppendUint32(out, end)
	}
	for _, r := range t.ranks {
		out = binary.LittleEndian.AppendUint32(out, r)
	}
	return append(out, t.tokens...)
}
