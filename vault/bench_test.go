package vault_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// BenchmarkBuild100k builds a synthetic Vault of 100,000 chunks (10,000
// documents of 10 chunks) into a folder on disk: load-free (the Source is
// generated first, outside the timer), chunking, indexing and writing the
// metadata. It reports chunks/s and the index size. Run it alone:
//
//	go test ./vault -run '^$' -bench 'Build100k' -benchtime 1x
func BenchmarkBuild100k(b *testing.B) {
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		src := vaulttest.Synthetic(10000, 10, 1)
		dir := filepath.Join(b.TempDir(), "idx")
		textBytes := 0
		for _, d := range src.Documents {
			textBytes += len(d.Text)
		}
		b.StartTimer()
		start, cpu0 := time.Now(), cpuSeconds()
		if err := vault.Build(src, dir); err != nil {
			b.Fatal(err)
		}
		secs, cpu := time.Since(start).Seconds(), cpuSeconds()-cpu0
		b.StopTimer()
		x, err := vault.OpenBuilt(dir)
		if err != nil {
			b.Fatal(err)
		}
		n := x.NumChunks()
		x.Close()
		b.ReportMetric(float64(n)/secs, "chunks/s")
		// On a shared machine wall time depends on the other load; CPU
		// time does not: chunks per CPU-second times the cores is what
		// an otherwise idle machine achieves at most.
		b.ReportMetric(cpu, "cpu-s")
		b.ReportMetric(float64(n)/cpu, "chunks/cpu-s")
		b.ReportMetric(float64(n), "chunks")
		b.ReportMetric(float64(dirSize(b, dir))/1e6, "index-MB")
		b.ReportMetric(float64(textBytes)/1e6, "text-MB")
		b.StartTimer()
	}
}

func dirSize(b *testing.B, dir string) int64 {
	var n int64
	filepath.Walk(dir, func(_ string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			n += info.Size()
		}
		return nil
	})
	return n
}

var (
	bigOnce sync.Once
	big     *vault.Index
)

// bigIndex is a 100,000-chunk in-memory index shared by the query
// benchmarks (built once per benchmark run).
func bigIndex(b *testing.B) *vault.Index {
	bigOnce.Do(func() {
		x, err := vault.BuildMem(vaulttest.Synthetic(10000, 10, 1))
		if err != nil {
			b.Fatal(err)
		}
		big = x
	})
	return big
}

// BenchmarkSearch100k: BM25 top-10 over 100,000 chunks, unfiltered and
// with the ACL filter of one user (most documents readable), a small
// allowed set (100 documents) and a mid-size one (2,000 documents).
func BenchmarkSearch100k(b *testing.B) {
	x := bigIndex(b)
	at, _ := vault.ParseTime("2026-06-15T00:00:00Z")
	readable := x.Readable("u-001", at)
	docs := x.Documents()
	small := make([]string, 0, 100)
	mid := make([]string, 0, 2000)
	for i, d := range docs {
		if i%100 == 0 {
			small = append(small, d.ID)
		}
		if i%5 == 0 {
			mid = append(mid, d.ID)
		}
	}
	ctx := context.Background()
	for _, bc := range []struct {
		name    string
		allowed []string
	}{{"unfiltered", nil}, {"readable-u001", readable}, {"allowed-100", small}, {"allowed-2000", mid}} {
		for _, strategy := range []string{"auto", "terms", "set"} {
			if bc.allowed == nil && strategy != "auto" {
				continue
			}
			b.Run(bc.name+"/"+strategy, func(b *testing.B) {
				switch strategy {
				case "terms":
					defer vault.SetTermFilterMax(vault.SetTermFilterMax(1 << 30))
				case "set":
					defer vault.SetTermFilterMax(vault.SetTermFilterMax(0))
				}
				req := vault.SearchRequest{Text: "forum selection clause unreasonable public policy", K: 10, AllowedDocs: bc.allowed}
				for i := 0; i < b.N; i++ {
					hs, err := x.Search(ctx, req)
					if err != nil || len(hs) != 10 {
						b.Fatalf("%d hits, %v", len(hs), err)
					}
				}
			})
		}
	}
}

// BenchmarkSearch100kUser: the same query with the filter built by the
// index from a user and a time (SearchRequest.User/At: terms of the acl
// field), against that user's Readable list passed as AllowedDocs (the
// "set" filter above, plus building the list).
func BenchmarkSearch100kUser(b *testing.B) {
	x := bigIndex(b)
	at, _ := vault.ParseTime("2026-06-15T00:00:00Z")
	ctx := context.Background()
	const text = "forum selection clause unreasonable public policy"
	b.Run("acl-terms", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			hs, err := x.Search(ctx, vault.SearchRequest{Text: text, K: 10, User: "u-001", At: at})
			if err != nil || len(hs) != 10 {
				b.Fatalf("%d hits, %v", len(hs), err)
			}
		}
	})
	b.Run("readable-list", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			hs, err := x.Search(ctx, vault.SearchRequest{Text: text, K: 10, AllowedDocs: x.Readable("u-001", at)})
			if err != nil || len(hs) != 10 {
				b.Fatalf("%d hits, %v", len(hs), err)
			}
		}
	})
}

// BenchmarkLookups100k: the per-citation calls grading makes.
func BenchmarkLookups100k(b *testing.B) {
	x := bigIndex(b)
	at, _ := vault.ParseTime("2026-06-15T00:00:00Z")
	b.Run("Document+Chunk", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := x.Document("SYN-004242"); !ok {
				b.Fatal("missing")
			}
			if _, ok := x.Chunk("SYN-004242#c3"); !ok {
				b.Fatal("missing")
			}
		}
	})
	b.Run("LookupCitation", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if len(x.LookupCitation("255 F. 4th 4250")) != 1 {
				b.Fatal("missing")
			}
		}
	})
	b.Run("LookupName", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if len(x.LookupName("Party4242 vs. Other4242 Corporation")) != 1 {
				b.Fatal("missing")
			}
		}
	})
	b.Run("Access", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			x.Access("u-001", at, "SYN-004250")
		}
	})
	b.Run("Readable", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			x.Readable("u-001", at)
		}
	})
}
