package retrieval

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
)

// The synthetic Vault of the retrieval benchmark: benchDocs documents of
// benchParas paragraphs, each paragraph about 150 tokens so that the
// chunker (256-token budget) makes one chunk of each: ~100,000 chunks.
// Words follow a Zipf law over a 30,000-word vocabulary, as words in
// prose do, so queries hit long and short posting lists alike.
const (
	benchDocs   = 10000
	benchParas  = 10
	benchVocab  = 30000
	benchWords  = 70 // words per paragraph
	benchGroups = 2  // group "half" reads every second document
)

var (
	benchOnce sync.Once
	benchIx   *vault.Index
	benchErr  error
)

// syllables spell vocabulary words so they tokenise like prose (two or
// three tokens a word), not like digits.
var syllables = strings.Fields("ka lo mi re sa tu ne vo pi da ge ru ho li fa ze bo ci wu ya ma te ri so")

func benchWord(i int) string {
	var b strings.Builder
	for {
		b.WriteString(syllables[i%len(syllables)])
		i /= len(syllables)
		if i == 0 {
			return b.String()
		}
	}
}

// benchSource generates the Vault. ACL: every document is readable by
// user u-all ("*" grants); group "half" (user u-half) reads every second
// document (5,000, a filter far above the term-query threshold); user
// u-few reads 100 documents by user grants; an ethical wall denies u-half
// one document it could otherwise read.
func benchSource() *vault.Source {
	rng := rand.New(rand.NewSource(42))
	zipf := rand.NewZipf(rng, 1.1, 8, benchVocab-1)
	src := &vault.Source{Manifest: vault.Manifest{Name: "bench", ChunkTokens: 256}}
	for d := 0; d < benchDocs; d++ {
		var b strings.Builder
		for p := 0; p < benchParas; p++ {
			for w := 0; w < benchWords; w++ {
				b.WriteString(benchWord(int(zipf.Uint64())))
				b.WriteByte(' ')
			}
			b.WriteString(".\n\n")
		}
		src.Documents = append(src.Documents, &vault.Document{ID: fmt.Sprintf("SYN-%05d", d), Title: fmt.Sprintf("Synthetic %d", d), Text: b.String()})
	}
	src.Principals = []*vault.Principal{{User: "u-half", Groups: []vault.Membership{{Group: "half"}}}, {User: "u-all"}, {User: "u-few"}}
	line := 0
	grant := func(doc, principal string, effect vault.Effect) {
		line++
		src.Grants = append(src.Grants, &vault.Grant{Doc: doc, Principal: principal, Effect: effect, Line: line})
	}
	for d, doc := range src.Documents {
		grant(doc.ID, "user:u-all", vault.Allow)
		if d%2 == 0 {
			grant(doc.ID, "group:half", vault.Allow)
		}
		if d%100 == 0 {
			grant(doc.ID, "user:u-few", vault.Allow)
		}
	}
	grant(src.Documents[0].ID, "user:u-half", vault.Deny)
	return src
}

func benchIndex(b *testing.B) *vault.Index {
	benchOnce.Do(func() {
		start := time.Now()
		benchIx, benchErr = vault.BuildMem(benchSource())
		if benchErr == nil {
			fmt.Printf("synthetic Vault: %d documents, %d chunks, built in %s\n", benchDocs, benchIx.NumChunks(), time.Since(start).Round(time.Second))
		}
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchIx
}

// benchQueries are 2-5 word questions drawn from the same Zipf law.
func benchQueries() []string {
	rng := rand.New(rand.NewSource(7))
	zipf := rand.NewZipf(rng, 1.1, 8, benchVocab-1)
	qs := make([]string, 500)
	for i := range qs {
		n := 2 + rng.Intn(4)
		words := make([]string, n)
		for j := range words {
			words[j] = benchWord(int(zipf.Uint64()))
		}
		qs[i] = strings.Join(words, " ")
	}
	return qs
}

// BenchmarkSearch100k measures Search (Readable + the filtered BM25
// query + trace assembly) over ~100,000 chunks, top 20, for a user who
// reads everything, one whose filter holds 5,000 documents, and one whose
// filter holds 100. It reports p50 and p99 wall-clock latency per query
// in ms, and the process CPU time per query.
func BenchmarkSearch100k(b *testing.B) {
	ix := benchIndex(b)
	qs := benchQueries()
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	for _, user := range []string{"u-all", "u-half", "u-few"} {
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
			b.ReportMetric(ms(cpuTime()-cpu0)/float64(b.N), "cpu-ms/op")
			slices.Sort(lat)
			b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
			b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*99/100)]), "p99-ms")
		})
	}
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
