package vault

import (
	"math/rand"
	"testing"

	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// TestRanksMatchTheLoader: the rank table answers every lookup as the
// offline loader's map (the one tiktoken-go itself is given) does: every
// token with its rank, and no other string, whether a token's prefix,
// extension, two tokens joined or random bytes.
func TestRanksMatchTheLoader(t *testing.T) {
	want, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(cl100kURL)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := readCl100kRanks()
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range []*rankTable{cl100kRanks(), parsed} { // the embedded table in use, and the file parsed
		ranksMatch(t, got, want)
	}
}

// ranksMatch is TestRanksMatchTheLoader for one table.
func ranksMatch(t *testing.T, got *rankTable, want map[string]int) {
	if got.size() != len(want) {
		t.Fatalf("%d ranks, the loader has %d", got.size(), len(want))
	}
	var toks []string
	for tok, r := range want {
		if g, ok := got.lookup(tok); !ok || g != r {
			t.Fatalf("token %q: rank %d (present %v), the loader has %d", tok, g, ok, r)
		}
		toks = append(toks, tok)
	}
	check := func(s string) {
		w, wok := want[s]
		if g, ok := got.lookup(s); ok != wok || g != w || got.rank(s) != w {
			t.Fatalf("%q: rank %d (present %v), the loader %d (present %v)", s, g, ok, w, wok)
		}
	}
	rng := rand.New(rand.NewSource(28))
	for range 200000 {
		a, b := toks[rng.Intn(len(toks))], toks[rng.Intn(len(toks))]
		check(a + b)
		check(a[:rng.Intn(len(a)+1)])
		check(a + string(rune('a'+rng.Intn(26))))
		buf := make([]byte, rng.Intn(6))
		rng.Read(buf)
		check(string(buf))
	}
	check("")
}

// BenchmarkReadRanks is the one-time cost of the cl100k_base ranks, read
// into the rank table here and into a map by the offline loader.
//
//	go test ./vault -run '^$' -bench ReadRanks -benchmem
func BenchmarkReadRanks(b *testing.B) {
	b.Run("table", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := readCl100kRanks(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("embedded", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := embeddedCl100kRanks(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("loader", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(cl100kURL); err != nil {
				b.Fatal(err)
			}
		}
	})
}
