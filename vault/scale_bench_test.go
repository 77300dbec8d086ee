package vault_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// The 1,000,000-chunk Vault (vaulttest.ScaleSource: SyntheticZipf, 100,000
// documents of 10 chunks, the synthetic ACL): build and open. Skipped
// unless CITECHECK_SCALE is set; the index stays in vaulttest.ScaleDir()
// for the retrieval and checks scale benchmarks. BENCHMARKS.md, "Scale".
//
//	CITECHECK_SCALE=1 go test ./vault -run '^$' -bench 'Scale1M' -benchtime 1x -timeout 60m

// BenchmarkScale1MBuild generates the source (not timed), then chunks,
// indexes and writes it into ScaleDir()/index, replacing any index there.
// It reports chunks/s (wall and per CPU-second), the CPU of generating the
// source and the build's CPU over it, the segments it left and made,
// index and text size, and the peak RSS of the build (from the RSS once
// the source is generated). The build's CPU is the process's between the
// start and the end of BuildAtomic: the Source's generation, and the
// collection of its garbage (runtime.GC before the start), are outside.
func BenchmarkScale1MBuild(b *testing.B) {
	vaulttest.ScaleSkip(b)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		gen0 := cpuSeconds()
		src := vaulttest.ScaleSource()
		genCPU := cpuSeconds() - gen0
		textBytes := 0
		for _, d := range src.Documents {
			textBytes += len(d.Text)
		}
		dir := filepath.Join(vaulttest.ScaleDir(), "index")
		if err := os.MkdirAll(vaulttest.ScaleDir(), 0o755); err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		vaulttest.ResetPeakRSS()
		b.StartTimer()
		start, cpu0 := time.Now(), cpuSeconds()
		if err := vault.BuildAtomic(src, dir); err != nil {
			b.Fatal(err)
		}
		secs, cpu := time.Since(start).Seconds(), cpuSeconds()-cpu0
		b.StopTimer()
		n := vaulttest.ScaleDocCount() * vaulttest.ScaleChunksPerDoc
		b.ReportMetric(secs, "wall-s")
		b.ReportMetric(float64(n)/secs, "chunks/s")
		b.ReportMetric(cpu, "cpu-s")
		b.ReportMetric(float64(n)/cpu, "chunks/cpu-s")
		// Generating the source is work per document that does not grow
		// with the Vault; on a shared machine its CPU rises and falls with
		// the other load as the build's does, so build CPU over generation
		// CPU compares two sizes measured at different loads.
		b.ReportMetric(genCPU, "gen-cpu-s")
		b.ReportMetric(cpu/genCPU, "build/gen-cpu")
		// How the index's segments came out: a layout that depends on the
		// Vault's size (more merge tiers) shows here first.
		made, kept := zapSegments(b, filepath.Join(dir, "bleve", "store"))
		b.ReportMetric(float64(kept), "segments")
		b.ReportMetric(float64(made), "segments-made")
		b.ReportMetric(float64(dirSize(b, dir))/1e6, "index-MB")
		b.ReportMetric(float64(dirSize(b, filepath.Join(dir, "bleve")))/1e6, "bleve-MB")
		b.ReportMetric(float64(textBytes)/1e6, "text-MB")
		b.ReportMetric(float64(vaulttest.PeakRSS())/1e6, "peak-RSS-MB")
		b.StartTimer()
	}
}

// BenchmarkScale1MOpen opens the built index (OpenBuilt: the marker,
// meta.bin's header mapped into memory, bleve read-only; documents are
// read on first use) and reports the time and the live heap the open
// Index holds (after a GC; RSS says less, as the heap of an earlier open
// is reused). The page cache is warm (the index was just built or read);
// a cold open also reads the files from disk.
func BenchmarkScale1MOpen(b *testing.B) {
	vaulttest.ScaleIndex(b).Close() // build when missing
	dir := filepath.Join(vaulttest.ScaleDir(), "index")
	for i := 0; i < b.N; i++ {
		heap0 := liveHeap()
		start, cpu0 := time.Now(), cpuSeconds()
		ix, err := vault.OpenBuilt(dir)
		if err != nil {
			b.Fatal(err)
		}
		secs, cpu := time.Since(start).Seconds(), cpuSeconds()-cpu0
		b.ReportMetric(secs, "open-s")
		b.ReportMetric(cpu, "cpu-s")
		b.ReportMetric(float64(liveHeap()-heap0)/1e6, "heap-MB")
		b.ReportMetric(float64(vaulttest.RSS())/1e6, "RSS-MB")
		b.ReportMetric(float64(ix.NumChunks()), "chunks")
		ix.Close()
	}
}

// zapSegments counts the segment files of a built scorch index (kept)
// and reads how many segments the build made in all (made): scorch names
// each new segment, a batch's or a merge's, by the next number in hex.
func zapSegments(b *testing.B, store string) (made, kept int) {
	names, err := filepath.Glob(filepath.Join(store, "*.zap"))
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range names {
		id, err := strconv.ParseUint(strings.TrimSuffix(filepath.Base(n), ".zap"), 16, 64)
		if err == nil && int(id) > made {
			made = int(id)
		}
	}
	return made, len(names)
}

// liveHeap is the heap in use after a collection.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestScaleSourceFolder writes the scale Vault's source as a folder,
// ScaleDir()/source, for timing `citecheck vault build` as a whole
// process (BENCHMARKS.md, "Build and memory at 1M chunks, and every CLI
// path cold"), and checks that it loads back with every document.
// Skipped unless CITECHECK_SCALE is set.
func TestScaleSourceFolder(t *testing.T) {
	vaulttest.ScaleSkip(t)
	dir := filepath.Join(vaulttest.ScaleDir(), "source")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	src := vaulttest.ScaleSource()
	if err := vaulttest.WriteFolder(src, dir); err != nil {
		t.Fatal(err)
	}
	loaded, err := vault.LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(loaded.Documents) != len(src.Documents) || len(loaded.Grants) != len(src.Grants) {
		t.Fatalf("folder loads %d documents and %d grants, the source has %d and %d", len(loaded.Documents), len(loaded.Grants), len(src.Documents), len(src.Grants))
	}
}
