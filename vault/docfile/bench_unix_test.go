//go:build unix

package docfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// BenchmarkReadPDF reads bench.pdf (60 two-column pages drawn row by
// row) and reports PDF ingest speed in pages per CPU-second of the
// process (BENCHMARKS.md):
//
//	go test ./vault/docfile -run '^$' -bench ReadPDF -benchtime 20x
func BenchmarkReadPDF(b *testing.B) {
	for _, name := range []string{"bench.pdf", "contract.pdf"} {
		b.Run(name, func(b *testing.B) {
			data, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				b.Fatal(err)
			}
			pages := 0
			cpu0 := cpuSeconds()
			b.ResetTimer()
			for b.Loop() {
				d, err := Read(data, Limits{})
				if err != nil {
					b.Fatal(err)
				}
				pages += len(d.Pages)
			}
			b.StopTimer()
			if used := cpuSeconds() - cpu0; used > 0 {
				b.ReportMetric(float64(pages)/used, "pages/CPU-s")
			}
		})
	}
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}
