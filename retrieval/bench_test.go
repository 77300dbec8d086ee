package retrieval

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// The benchmark Vaults are the shared synthetic Vaults (vault/vaulttest):
// 10,000 documents of 10 chunks, legal-looking prose, and an ACL in which
// about 80% of documents are readable by everyone, 15% by a group during
// a window and 5% by one user, with ethical walls. BenchmarkSearch100k
// uses SyntheticZipf (a 20,000-word Zipf vocabulary, questions drawn from
// the same distribution: the realistic case); BenchmarkSearch100kWorstCase
// uses Synthetic (250 uniform words, so every question word is in most
// chunks).
const (
	benchDocs         = 10000
	benchChunksPerDoc = 10
)

// benchVault builds one synthetic Vault once per benchmark binary run.
type benchVault struct {
	once sync.Once
	ix   *vault.Index
	err  error
	gen  func(nDocs, chunksPerDoc int, seed int64) *vault.Source
	name string
}

var (
	zipfVault    = &benchVault{gen: vaulttest.SyntheticZipf, name: "SyntheticZipf"}
	uniformVault = &benchVault{gen: vaulttest.Synthetic, name: "Synthetic"}
)

func (v *benchVault) index(b *testing.B) *vault.Index {
	v.once.Do(func() {
		start := time.Now()
		v.ix, v.err = vault.BuildMem(v.gen(benchDocs, benchChunksPerDoc, 1))
		if v.err == nil {
			fmt.Printf("%s Vault: %d documents, %d chunks, built in %s\n", v.name, benchDocs, v.ix.NumChunks(), time.Since(start).Round(time.Second))
		}
	})
	if v.err != nil {
		b.Fatal(v.err)
	}
	return v.ix
}

// benchQueries are questions a user of a legal assistant asks, stop
// words and all: over Synthetic's 250-word prose most of their words
// occur in a large share of the chunks, the expensive case for BM25.
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

// BenchmarkSearch100k measures search over the 100,000-chunk Zipf Vault
// with 64 questions of 5-12 words drawn from the Vault's own word
// distribution (vaulttest.ZipfQueries), top 20. See searchBench.
func BenchmarkSearch100k(b *testing.B) {
	searchBench(b, zipfVault.index(b), vaulttest.ZipfQueries(64, 7))
}

// BenchmarkSearch100kOnDisk is BenchmarkSearch100k over the index as
// users get it: built to a folder (vault.BuildAtomic, scorch's persisted
// and merged segments) and opened read-only (vault.OpenBuilt), instead of
// the in-memory index the other benchmarks use.
func BenchmarkSearch100kOnDisk(b *testing.B) {
	dir := b.TempDir()
	out := filepath.Join(dir, "index")
	if err := vault.BuildAtomic(vaulttest.SyntheticZipf(benchDocs, benchChunksPerDoc, 1), out); err != nil {
		b.Fatal(err)
	}
	ix, err := vault.OpenBuilt(out)
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	searchBench(b, ix, vaulttest.ZipfQueries(64, 7))
}

// BenchmarkSearch100kWorstCase is the same over the 250-word uniform
// Vault with benchQueries: every question word has tens of thousands of
// postings.
func BenchmarkSearch100kWorstCase(b *testing.B) {
	searchBench(b, uniformVault.index(b), benchQueries)
}

// exhaustive is an Index whose Search is bleve's own query
// (vault.Index.SearchExhaustive), the path before the top-k: the "old"
// side of the benchmarks and of the comparison tests.
type exhaustive struct{ *vault.Index }

func (e exhaustive) Search(ctx context.Context, req vault.SearchRequest) ([]vault.Hit, error) {
	return e.Index.SearchExhaustive(ctx, req)
}

// searchBench runs the queries in rotation, each one through the old
// path (bleve's query, exhaustive) and the new one (the top-k) in the
// same iteration, alternating which goes first, so both see the same
// machine load: the ratio of the two is the figure to read on a shared
// machine. Rows: "index-only/no-acl" is the index's Search with no ACL
// filter; "user=" rows are retrieval.Search (the ACL filter from the
// user and time, a per-hit Access check, trace assembly) for users who
// can read about 8,470 of the 10,000 documents (the large-filter case);
// "allowed-docs" is the same user through the path other Readers take
// (Readable, then the filter as a list of allowed documents). Each row
// reports, per path, p50 and p99 wall-clock latency per query in ms and
// the process CPU time per query, and cpu-ratio = old/new CPU.
func searchBench(b *testing.B, ix *vault.Index, qs []string) {
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	type path func(ctx context.Context, r vault.Reader, q string) (int, error)
	run := func(name string, search path) {
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			paths := []vault.Reader{exhaustive{ix}, ix} // old, new
			lat := [2][]time.Duration{make([]time.Duration, 0, b.N), make([]time.Duration, 0, b.N)}
			var cpu [2]time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				q := qs[i%len(qs)]
				for j := range 2 {
					p := (i + j) % 2
					cpu0, start := cpuTime(), time.Now()
					n, err := search(ctx, paths[p], q)
					lat[p] = append(lat[p], time.Since(start))
					cpu[p] += cpuTime() - cpu0
					if err != nil {
						b.Fatal(err)
					}
					if n == 0 {
						b.Fatalf("no results for %q", q)
					}
				}
			}
			b.StopTimer()
			report(b, "old-", lat[0], cpu[0])
			report(b, "new-", lat[1], cpu[1])
			if cpu[1] > 0 {
				b.ReportMetric(float64(cpu[0])/float64(cpu[1]), "cpu-ratio")
			}
		})
	}
	run("index-only/no-acl", func(ctx context.Context, r vault.Reader, q string) (int, error) {
		hits, err := r.Search(ctx, vault.SearchRequest{Text: q, K: 20})
		return len(hits), err
	})
	for _, user := range []string{"u-001", "u-002", "u-003"} {
		run(fmt.Sprintf("user=%s/readable=%d", user, len(ix.Readable(user, at))), func(ctx context.Context, r vault.Reader, q string) (int, error) {
			got, err := Search(ctx, r, Query{Text: q, User: user, At: at, K: 20})
			return len(got), err
		})
	}
	run("user=u-001/allowed-docs", func(ctx context.Context, r vault.Reader, q string) (int, error) {
		hits, err := r.Search(ctx, vault.SearchRequest{Text: q, K: 20, AllowedDocs: r.Readable("u-001", at)})
		return len(hits), err
	})
}

// report adds p50 and p99 wall-clock latency and CPU time per query,
// each metric's unit prefixed with prefix.
func report(b *testing.B, prefix string, lat []time.Duration, cpu time.Duration) {
	slices.Sort(lat)
	b.ReportMetric(ms(cpu)/float64(len(lat)), prefix+"cpu-ms/op")
	b.ReportMetric(ms(lat[len(lat)/2]), prefix+"p50-ms")
	b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*99/100)]), prefix+"p99-ms")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
