package retrieval

import (
	"context"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault/vaulttest"
)

// Retrieval over the 1,000,000-chunk Vault (vaulttest.ScaleIndex, on disk,
// opened read-only). Skipped unless CITECHECK_SCALE is set. BENCHMARKS.md,
// "Scale".
//
//	CITECHECK_SCALE=1 go test ./retrieval -run '^$' -bench 'Scale1M' -benchtime 64x -timeout 60m

// BenchmarkScale1MSearch is searchBench (old and new paths side by side)
// over the 1M-chunk Vault, with the 64 Zipf questions of the 100k
// benchmark.
func BenchmarkScale1MSearch(b *testing.B) {
	ix := vaulttest.ScaleIndex(b)
	defer ix.Close()
	searchBench(b, ix, vaulttest.ZipfQueries(64, 7))
}

// BenchmarkScale1MSearchCold is the top-k's first queries on a freshly
// opened index, whose term bounds and dense postings are not cached yet:
// 64 different questions as u-001, once each (b.N is ignored past 1).
func BenchmarkScale1MSearchCold(b *testing.B) {
	ix := vaulttest.ScaleIndex(b)
	defer ix.Close()
	qs := vaulttest.ZipfQueries(64, 7)
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	ctx := context.Background()
	lat := make([]time.Duration, 0, len(qs))
	b.ResetTimer()
	cpu0 := cpuTime()
	for _, q := range qs {
		start := time.Now()
		if _, err := Search(ctx, ix, Query{Text: q, User: "u-001", At: at, K: 20}); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	b.StopTimer()
	report(b, "cold-", lat, cpuTime()-cpu0)
}
