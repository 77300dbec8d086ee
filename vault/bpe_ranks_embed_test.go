package vault

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestEmbeddedRanksMatchTheLoaderFile: cl100k_ranks.bin is exactly the
// table readCl100kRanks parses from the offline loader's file, entry by
// entry (tokens, their ends and ranks, the slots index builds), so the precomputed form cannot
// drift from its source. CITECHECK_WRITE_RANKS=1 writes it instead (go
// generate ./vault).
func TestEmbeddedRanksMatchTheLoaderFile(t *testing.T) {
	parsed, err := readCl100kRanks()
	if err != nil {
		t.Fatal(err)
	}
	enc := encodeRanks(parsed)
	if os.Getenv("CITECHECK_WRITE_RANKS") == "1" {
		if err := os.WriteFile("cl100k_ranks.bin", enc, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote cl100k_ranks.bin (%d entries, %d bytes)", parsed.size(), len(enc))
		return
	}
	if string(enc) != cl100kRanksBin {
		t.Fatalf("cl100k_ranks.bin (%d bytes) is not the loader's file encoded (%d bytes): run go generate ./vault", len(cl100kRanksBin), len(enc))
	}
	got, err := embeddedCl100kRanks()
	if err != nil {
		t.Fatal(err)
	}
	if got.tokens != parsed.tokens || !reflect.DeepEqual(got.ends, parsed.ends) || !reflect.DeepEqual(got.ranks, parsed.ranks) ||
		!reflect.DeepEqual(got.slots, parsed.slots) || got.mask != parsed.mask {
		t.Fatal("the embedded table's entries differ from the parsed file's")
	}
	if got.size() != 100256 {
		t.Fatalf("%d entries, cl100k_base has 100,256", got.size())
	}
}

// TestDecodeRanksRejectsDamage: a table that is not one, is cut short,
// or whose entries do not cover its tokens exactly is an error, never a
// table that answers some lookups wrongly.
func TestDecodeRanksRejectsDamage(t *testing.T) {
	small := &rankTable{tokens: "abcd", ends: []uint32{1, 2, 4}, ranks: []uint32{0, 1, 2}}
	if err := small.index(); err != nil {
		t.Fatal(err)
	}
	good := string(encodeRanks(small))
	if tb, err := decodeRanks(good); err != nil || tb.rank("cd") != 2 || tb.rank("b") != 1 || tb.rank("a") != 0 {
		t.Fatalf("the intact small table: %v", err)
	} else if _, ok := tb.lookup("ab"); ok {
		t.Fatal("the intact small table finds a string it does not hold")
	}
	head := len(ranksMagic) + 8
	slots := head + 4*6 // after the ends and ranks
	for name, s := range map[string]string{
		"empty":             "",
		"other magic":       "CLRANKS1" + good[len(ranksMagic):],
		"cut in the ints":   good[:head+10],
		"a token missing":   good[:len(good)-1],
		"a byte too many":   good + "e",
		"ends out of order": good[:head] + "\x02\x00\x00\x00\x01\x00\x00\x00" + good[head+8:],
		"end beyond tokens": good[:head+8] + "\x09\x00\x00\x00" + good[head+12:],
		"slot past entries": good[:slots] + "\x04\x00\x00\x00" + good[slots+4:],
		"slots not 2^k":     good[:len(ranksMagic)+4] + "\x05\x00\x00\x00" + good[len(ranksMagic)+8:],
	} {
		if _, err := decodeRanks(s); err == nil {
			t.Errorf("%s: decoded without error", name)
		} else if !strings.Contains(err.Error(), "cl100k") {
			t.Errorf("%s: the error does not name the table: %v", name, err)
		}
	}
}
