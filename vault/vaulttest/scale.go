package vaulttest

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// The 1,000,000-chunk measurements (BENCHMARKS.md, "Scale"): SyntheticZipf
// with ScaleDocs documents of ScaleChunksPerDoc chunks, the ACL of every
// synthetic Vault. Building it takes minutes and a few GB of disk and
// memory, so every benchmark that needs it skips unless ScaleEnv is set,
// and the index is built once into ScaleDir and reused by the vault,
// retrieval and checks benchmarks (each package runs in its own process).

// ScaleEnv must be set (to anything) for the scale benchmarks to run.
const ScaleEnv = "CITECHECK_SCALE"

// ScaleDirEnv overrides where the scale index is kept (default: a
// folder under the system temporary folder).
const ScaleDirEnv = "CITECHECK_SCALE_DIR"

// ScaleDocsEnv shrinks the scale Vault (documents; default ScaleDocs),
// to try the benchmarks quickly before the real run.
const ScaleDocsEnv = "CITECHECK_SCALE_DOCS"

// The scale Vault: 100,000 documents of 10 chunks.
const (
	ScaleDocs         = 100000
	ScaleChunksPerDoc = 10
)

// ScaleDocCount is ScaleDocs, or ScaleDocsEnv when set to a positive
// number.
func ScaleDocCount() int {
	if n, err := strconv.Atoi(os.Getenv(ScaleDocsEnv)); err == nil && n > 0 {
		return n
	}
	return ScaleDocs
}

// ScaleSkip skips tb unless ScaleEnv is set.
func ScaleSkip(tb testing.TB) {
	tb.Helper()
	if os.Getenv(ScaleEnv) == "" {
		tb.Skipf("the 1,000,000-chunk measurements run only with %s=1 (minutes, a few GB of disk and memory)", ScaleEnv)
	}
}

// ScaleDir is the folder holding the scale index ("index" inside it);
// its name carries the document count.
func ScaleDir() string {
	base := filepath.Join(os.TempDir(), "citecheck-scale")
	if d := os.Getenv(ScaleDirEnv); d != "" {
		base = d
	}
	return filepath.Join(base, strconv.Itoa(ScaleDocCount())+"docs")
}

// ScaleSource generates the scale Vault's source.
func ScaleSource() *vault.Source { return SyntheticZipf(ScaleDocCount(), ScaleChunksPerDoc, 1) }

// ScaleIndex opens the scale index, building it first when ScaleDir has
// none or one this citecheck cannot open (BenchmarkScale1MBuild in
// package vault builds it and measures the build).
func ScaleIndex(tb testing.TB) *vault.Index {
	tb.Helper()
	ScaleSkip(tb)
	dir := filepath.Join(ScaleDir(), "index")
	if vault.IsBuiltIndex(dir) {
		ix, err := vault.OpenBuilt(dir)
		if err == nil {
			return ix
		}
		tb.Logf("%v: building it again", err) // an older format, say
	}
	if err := vault.BuildAtomic(ScaleSource(), dir); err != nil {
		tb.Fatal(err)
	}
	ix, err := vault.OpenBuilt(dir)
	if err != nil {
		tb.Fatal(err)
	}
	return ix
}

// PeakRSS is the process's peak resident set size in bytes (VmHWM of
// /proc/self/status), 0 where that cannot be read.
func PeakRSS() int64 { return procStatus("VmHWM:") }

// RSS is the process's resident set size now (VmRSS), 0 where unknown.
func RSS() int64 { return procStatus("VmRSS:") }

// ResetPeakRSS makes PeakRSS start again from the current RSS (Linux:
// "5" to /proc/self/clear_refs), so a peak can be measured for one phase
// of a process; it reports whether that worked.
func ResetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

func procStatus(key string) int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), key); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				return 0
			}
			return kb * 1024
		}
	}
	return 0
}
