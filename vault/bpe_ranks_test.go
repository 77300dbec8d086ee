package vault

import (
	"testing"

	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// TestRanksMatchTheLoader: the ranks read by readCl100kRanks are exactly
// those of the offline loader tiktoken-go itself is given.
func TestRanksMatchTheLoader(t *testing.T) {
	want, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(cl100kURL)
	if err != nil {
		t.Fatal(err)
	}
	got, err := readCl100kRanks()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d ranks, the loader has %d", len(got), len(want))
	}
	for tok, r := range want {
		if g, ok := got[tok]; !ok || g != r {
			t.Fatalf("token %q: rank %d (present %v), the loader has %d", tok, g, ok, r)
		}
	}
}

// BenchmarkReadRanks is the one-time cost of the cl100k_base ranks, read
// here and by the offline loader.
//
//	go test ./vault -run '^$' -bench ReadRanks -benchmem
func BenchmarkReadRanks(b *testing.B) {
	b.Run("native", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := readCl100kRanks(); err != nil {
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
