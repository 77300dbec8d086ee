package retrieval

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// The benchmark Vault is the shared synthetic Vault (vault/vaulttest):
// 10,000 documents of 10 chunks, legal-looking prose, and an ACL in which
// about 80% of documents are readable by everyone, 15% by a group during
// a window and 5% by one user, with ethical walls.
const (
	benchDocs         = 10000
	benchChunksPerDoc = 10
)

var (
	benchOnce sync.Once
	benchIx   *vault.Index
	benchErr  error
)

func benchIndex(b *testing.B) *vault.Index {
	benchOnce.Do(func() {
		start := time.Now()
		benchIx, benchErr = vault.BuildMem(vaulttest.Synthetic(benchDocs, benchChunksPerDoc, 1))
		if benchErr == nil {
			fmt.Printf("synthetic Vault: %d documents, %d chunks, built in %s\n", benchDocs, benchIx.NumChunks(), time.Since(start).Round(time.Second))
		}
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchIx
}

// benchQueries are questions a user of a legal assistant asks, stop
// words and all: most of their words occur in a large share of the
// synthetic chunks, which is the expensive case for BM25.
var benchQueries = []string{
	"What must a party show to avoid enforcement of a forum selection clause?",
	"Is a permissive forum clause enforceable against a consumer?",
	"When does public policy make a clause unenforceable?",
	"mandatory exclusive jurisdiction clause",
	"Does fraud or overreaching defeat enforcement of the agreement?",
	"controlling weight in all but the most exceptional cases",
	"transfer for convenience of witnesses and the interest of justice",
	"Is a non-negotiated ticket clause subject to scrutiny for fundamental fairness?",
	"gravely difficult and inconvenient day in court",
	"which law governs interpretation of the forum clause",
	"Do tort claims against a nonsignatory fall within the clause?",
	"franchise statute waiver of rights",
	"motion to dismiss for improper venue",
	"held unreasonable under the circumstances",
	"remand to the district court",
	"bargaining power and adhesion contracts",
}

// BenchmarkSearch100k measures Search (Readable + the ACL-filtered BM25
// query + a per-hit Access check + trace assembly) over 100,000 chunks,
// top 20, for three users whose readable sets hold about 8,000 documents
// each (the large-filter case), against the index queried with no ACL
// filter at all. It reports p50 and p99 wall-clock latency per query
// in ms, and the process CPU time per query.
func BenchmarkSearch100k(b *testing.B) {
	ix := benchIndex(b)
	qs := benchQueries
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	b.Run("index-only/no-acl", func(b *testing.B) {
		ctx := context.Background()
		lat := make([]time.Duration, 0, b.N)
		cpu0 := cpuTime()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			start := time.Now()
			hits, err := ix.Search(ctx, vault.SearchRequest{Text: qs[i%len(qs)], K: 20})
			lat = append(lat, time.Since(start))
			if err != nil {
				b.Fatal(err)
			}
			if len(hits) == 0 {
				b.Fatalf("no hits for %q", qs[i%len(qs)])
			}
		}
		b.StopTimer()
		report(b, lat, cpuTime()-cpu0)
	})
	for _, user := range []string{"u-001", "u-002", "u-003"} {
		b.Run(fmt.Sprintf("user=%s/readable=%d", user, len(ix.Readable(user, at))), func(b *testing.B) {
			lat := make([]time.Duration, 0, b.N)
			ctx := context.Background()
			cpu0 := cpuTime()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				got, err := Search(ctx, ix, Query{Text: qs[i%len(qs)], User: user, At: at, K: 20})
				lat = append(lat, time.Since(start))
				if err != nil {
					b.Fatal(err)
				}
				if len(got) == 0 {
					b.Fatalf("no results for %q", qs[i%len(qs)])
				}
			}
			b.StopTimer()
			report(b, lat, cpuTime()-cpu0)
		})
	}
}

// report adds p50 and p99 wall-clock latency and CPU time per query.
func report(b *testing.B, lat []time.Duration, cpu time.Duration) {
	slices.Sort(lat)
	b.ReportMetric(ms(cpu)/float64(b.N), "cpu-ms/op")
	b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
	b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*99/100)]), "p99-ms")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// cpuTime is the user+system CPU time this process has used. Wall-clock
// latency on a shared machine includes waiting for a core; CPU time per
// query shows what the search itself costs.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
