package vault

import (
	"fmt"
	"testing"
)

// TestHashedTableFindsAsBinarySearch: the hash index of a key table
// finds every key's range exactly as the binary search over the sorted
// keys does, and misses what is not there; a damaged index is refused.
func TestHashedTableFindsAsBinarySearch(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 1000} {
		var es []tableEntry
		for i := range n {
			k := fmt.Sprintf("key %d", i%(n/3+1))
			es = append(es, tableEntry{k, uint32(i)})
			if i%5 == 0 {
				es = append(es, tableEntry{k, uint32(i + 1)})
			}
		}
		b := encodeHashedTable(es)
		ht, err := readHashedTable(b, 0)
		if err != nil {
			t.Fatalf("%d entries: %v", n, err)
		}
		kt, _ := readKeyTable(b, 0)
		probes := []string{"", "key", "key 1x", "nope"}
		for i := range n + 2 {
			probes = append(probes, fmt.Sprintf("key %d", i))
		}
		for _, p := range probes {
			lo1, hi1 := ht.find(p)
			lo2, hi2 := kt.find(p)
			if hi1-lo1 != hi2-lo2 || hi2 > lo2 && lo1 != lo2 {
				t.Errorf("%d entries, find(%q): hashed [%d, %d), sorted [%d, %d)", n, p, lo1, hi1, lo2, hi2)
			}
		}
		if n > 0 {
			if _, err := readHashedTable(b[:len(b)-4], 0); err == nil {
				t.Errorf("%d entries: a cut hash index was read", n)
			}
		}
	}
}
