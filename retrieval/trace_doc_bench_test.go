package retrieval

import (
	"context"
	"fmt"
	"math/rand"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// Locating 2,000 trace entries of another system's index in the
// 1,000,000-chunk scale Vault (BENCHMARKS.md, "Locating another system's
// chunks"). Skipped unless CITECHECK_SCALE is set (CITECHECK_SCALE_DOCS
// shrinks the Vault):
//
//	CITECHECK_SCALE=1 go test ./retrieval -run '^$' -bench 'Scale1MLocate' -benchtime 1x -timeout 30m
//
// The Vault is vaulttest.ScaleSource chunked by the Vault's own chunker
// and held in a chunkTable: locating reads documents, chunks and file
// names, never the bleve index, so the benchmark does not build one.
func BenchmarkScale1MLocate(b *testing.B) {
	vaulttest.ScaleSkip(b)
	src := vaulttest.ScaleSource()
	if err := src.Normalize(); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	r := newChunkTable(src, vault.ChunkSource(src))
	b.Logf("%d documents, %d chunks, chunked in %v", len(src.Documents), r.n, time.Since(start).Round(time.Second))
	entries := otherIndexEntries(r, 2000, 7)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Cold: every named document indexed on first use (a fresh
		// cache, as for the first response a grader sees).
		idx := NewTextIndexes(0)
		runtime.GC() // the setup's garbage is not the locator's CPU
		cpu0, t0 := cpuTime(), time.Now()
		got := CheckTraceWith(r, entries, nil, idx)
		cold, coldCPU := time.Since(t0), cpuTime()-cpu0
		// Warm: the same entries again with the indexes kept (a grader
		// grading more responses over the same documents).
		runtime.GC()
		cpu0, t0 = cpuTime(), time.Now()
		CheckTraceWith(r, entries, nil, idx)
		warm, warmCPU := time.Since(t0), cpuTime()-cpu0
		// The alternative the index replaces: fold the document and
		// scan it for every entry.
		runtime.GC()
		cpu0, t0 = cpuTime(), time.Now()
		scanned := scanLocate(r, entries)
		scan, scanCPU := time.Since(t0), cpuTime()-cpu0
		if len(got.Located) != scanned {
			b.Fatalf("index located %d entries, scan %d", len(got.Located), scanned)
		}
		n := float64(len(entries))
		b.ReportMetric(float64(coldCPU.Microseconds())/n, "cold-cpu-us/entry")
		b.ReportMetric(float64(cold.Microseconds())/n, "cold-us/entry")
		b.ReportMetric(float64(warmCPU.Microseconds())/n, "warm-cpu-us/entry")
		b.ReportMetric(float64(warm.Microseconds())/n, "warm-us/entry")
		b.ReportMetric(float64(scanCPU.Microseconds())/n, "scan-cpu-us/entry")
		b.ReportMetric(float64(scan.Microseconds())/n, "scan-us/entry")
		b.ReportMetric(float64(len(got.Located)), "located")
		b.ReportMetric(float64(len(got.Problems)), "problems")
		b.ReportMetric(float64(idx.bytes)/(1<<20), "index-MiB")
	}
}

// TestOtherIndexEntriesLocate runs the benchmark's entries through a
// small Vault, so the generator and the comparison stay correct without
// the scale run.
func TestOtherIndexEntriesLocate(t *testing.T) {
	src := vaulttest.SyntheticZipf(40, 10, 1)
	if err := src.Normalize(); err != nil {
		t.Fatal(err)
	}
	r := newChunkTable(src, vault.ChunkSource(src))
	entries := otherIndexEntries(r, 200, 3)
	got := CheckTrace(r, entries, nil)
	if n := scanLocate(r, entries); len(got.Located) != n || n < 180 || len(got.Problems) != len(entries)-n {
		t.Fatalf("located %d by index, %d by scan, %d problems, of %d", len(got.Located), n, len(got.Problems), len(entries))
	}
	if _, err := r.Search(context.Background(), vault.SearchRequest{}); err == nil {
		t.Error("chunkTable.Search should refuse")
	}
}

// otherIndexEntries makes n entries as another system returns them: a
// span of 40-200 words from a random place of a random document (often
// across a chunk boundary and a page break, whose marker it drops),
// white space re-wrapped, a quarter named by
// file name, a fifth with a metadata header, and one in twenty forged.
func otherIndexEntries(r *chunkTable, n int, seed int64) []Retrieved {
	rng := rand.New(rand.NewSource(seed))
	out := make([]Retrieved, 0, n)
	for i := 0; i < n; i++ {
		d := r.docs[rng.Intn(len(r.docs))]
		words := strings.Fields(d.Text)
		k := 40 + rng.Intn(160)
		from := rng.Intn(max(1, len(words)-k))
		span := words[from:min(len(words), from+k)]
		var b strings.Builder
		for j, w := range slices.DeleteFunc(slices.Clone(span), isPageMarkerWord) {
			if j > 0 {
				if j%12 == 0 {
					b.WriteString("\n")
				} else {
					b.WriteString(" ")
				}
			}
			b.WriteString(w)
		}
		text := b.String()
		if rng.Intn(5) == 0 {
			text = "Title: " + d.Title + "\n\n" + text
		}
		if rng.Intn(20) == 0 {
			text += " and forged besides"
		}
		name := d.ID
		if rng.Intn(4) == 0 && d.Filename != "" {
			name = d.Filename
		}
		out = append(out, Retrieved{Doc: name, ChunkID: fmt.Sprintf("their-%d", i), Rank: i%20 + 1, Text: text})
	}
	return out
}

// isPageMarkerWord: the Vault's page-break markup, which another
// system's extraction of the document does not carry.
func isPageMarkerWord(w string) bool { return strings.HasPrefix(w, "[*") }

// scanLocate counts the entries found by folding the document and
// scanning it per entry (strings.Index), header stripping included.
func scanLocate(r *chunkTable, entries []Retrieved) int {
	n := 0
	for _, e := range entries {
		id, _ := ResolveDocName(r, e.Doc)
		d, ok := r.Document(id)
		if !ok {
			continue
		}
		doc := foldText(d.Text, false).folded
		bodies := []string{e.Text}
		for _, cut := range headerCuts(e.Text, d) {
			bodies = append(bodies, e.Text[cut:])
		}
		for _, body := range bodies {
			if f := foldText(body, false).folded; f != "" && strings.Contains(doc, f) {
				n++
				break
			}
		}
	}
	return n
}

// chunkTable is a Reader over chunked documents without a search
// index: what locating reads (documents, chunks, file names).
type chunkTable struct {
	docs    []*vault.Document
	byID    map[string]*vault.Document
	chunks  map[string][]*vault.Chunk
	chunkBy map[string]*vault.Chunk
	files   map[string][]string
	n       int
}

func newChunkTable(src *vault.Source, chunks [][]*vault.Chunk) *chunkTable {
	t := &chunkTable{docs: src.Documents, byID: map[string]*vault.Document{}, chunks: map[string][]*vault.Chunk{},
		chunkBy: map[string]*vault.Chunk{}, files: map[string][]string{}}
	for i, d := range src.Documents {
		t.byID[d.ID] = d
		t.chunks[d.ID] = chunks[i]
		for _, c := range chunks[i] {
			t.chunkBy[c.ID] = c
		}
		t.n += len(chunks[i])
		if d.Filename != "" {
			t.files[d.Filename] = append(t.files[d.Filename], d.ID)
		}
	}
	return t
}

func (t *chunkTable) Manifest() vault.Manifest                   { return vault.Manifest{} }
func (t *chunkTable) Documents() []*vault.Document               { return t.docs }
func (t *chunkTable) Document(id string) (*vault.Document, bool) { d, ok := t.byID[id]; return d, ok }
func (t *chunkTable) Chunk(id string) (*vault.Chunk, bool)       { c, ok := t.chunkBy[id]; return c, ok }
func (t *chunkTable) Chunks(doc string) []*vault.Chunk           { return t.chunks[doc] }
func (t *chunkTable) LookupCitation(string) []string             { return nil }
func (t *chunkTable) LookupFilename(n string) []string           { return t.files[n] }
func (t *chunkTable) LookupName(string) []string                 { return nil }
func (t *chunkTable) LookupExternalID(string) []string           { return nil }
func (t *chunkTable) Access(string, time.Time, string) vault.Decision {
	return vault.Decision{Allowed: true}
}
func (t *chunkTable) Readable(string, time.Time) []string { return nil }
func (t *chunkTable) Search(context.Context, vault.SearchRequest) ([]vault.Hit, error) {
	return nil, fmt.Errorf("chunkTable has no search index")
}
