package vault

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// A hashed key table is a key table (store_meta.go) followed by an
// open-addressing hash index over its distinct keys, so that a lookup
// costs a hash and a probe or two instead of a binary search: the
// extractor asks its tables about most capitalised words of an answer.
//
//	m            a power of two, at least twice the distinct keys (0 when
//	             the table is empty)
//	slots        m uint32: 1 + the first entry of a key, 0 for empty;
//	             linear probing from fnv1a(key) mod m
type hashedTable struct {
	keyTable
	mask  uint64
	slots []byte
}

// fnv1a is the 64-bit FNV-1a hash of s.
func fnv1a(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// encodeHashedTable lays out entries as a key table and its hash index.
func encodeHashedTable(es []tableEntry) []byte {
	es = sortTableEntries(es)
	b := encodeKeyTable(es)
	distinct := 0
	for i := range es {
		if i == 0 || es[i].key != es[i-1].key {
			distinct++
		}
	}
	m := uint64(0)
	if distinct > 0 {
		m = 1
		for m < 2*uint64(distinct) {
			m <<= 1
		}
	}
	b = slices.Grow(b, 8+4*int(m))
	b = binary.LittleEndian.AppendUint64(b, m)
	slots := make([]uint32, m)
	for i := range es {
		if i > 0 && es[i].key == es[i-1].key {
			continue
		}
		j := fnv1a(es[i].key) & (m - 1)
		for slots[j] != 0 {
			j = (j + 1) & (m - 1)
		}
		slots[j] = uint32(i) + 1
	}
	for _, s := range slots {
		b = binary.LittleEndian.AppendUint32(b, s)
	}
	return b
}

// readHashedTable checks and slices the hashed table at off.
func readHashedTable(data []byte, off uint64) (hashedTable, error) {
	kt, err := readKeyTable(data, off)
	if err != nil {
		return hashedTable{}, err
	}
	bad := fmt.Errorf("%s is damaged: a hash index lies outside the file", metaFile)
	end := off + 8 + 8*uint64(kt.n+1) + 4*uint64(kt.n) + uint64(len(kt.keys))
	if end > uint64(len(data)) || uint64(len(data))-end < 8 {
		return hashedTable{}, bad
	}
	m := binary.LittleEndian.Uint64(data[end:])
	if m&(m-1) != 0 || m > uint64(len(data)) || (m == 0) != (kt.n == 0) || uint64(len(data))-end-8 < 4*m {
		return hashedTable{}, bad
	}
	ht := hashedTable{keyTable: kt, slots: data[end+8 : end+8+4*m]}
	if m > 0 {
		ht.mask = m - 1
	}
	return ht, nil
}

// find returns the range [lo, hi) of entries whose key is key.
func (h *hashedTable) find(key string) (lo, hi int) {
	if h.n == 0 {
		return 0, 0
	}
	j := fnv1a(key) & h.mask
	for probes := uint64(0); probes <= h.mask; probes++ {
		s := binary.LittleEndian.Uint32(h.slots[4*j:])
		if s == 0 || int(s) > h.n {
			return 0, 0
		}
		if i := int(s) - 1; h.key(i) == key {
			hi = i + 1
			for hi < h.n && h.key(hi) == key {
				hi++
			}
			return i, hi
		}
		j = (j + 1) & h.mask
	}
	return 0, 0
}
