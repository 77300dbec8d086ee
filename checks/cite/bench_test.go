package cite

import (
	"os"
	"testing"
)

// BenchmarkExtractOpinion measures extraction speed on a real Supreme
// Court slip opinion (85 KB, ~170 citations). Figures go in
// BENCHMARKS.md under "## Extraction".
func BenchmarkExtractOpinion(b *testing.B) {
	data, err := os.ReadFile(sharedData(b, "eyecite/opinion.txt"))
	if err != nil {
		b.Fatal(err)
	}
	text := string(data)
	e, err := NewExtractor(Options{})
	if err != nil {
		b.Fatal(err)
	}
	runExtractBench(b, e, text)
}

// BenchmarkExtractOpinionReportersDB is the same with the full
// reporters-db table loaded.
func BenchmarkExtractOpinionReportersDB(b *testing.B) {
	data, err := os.ReadFile(sharedData(b, "eyecite/opinion.txt"))
	if err != nil {
		b.Fatal(err)
	}
	reps, err := LoadReportersDB(sharedData(b, "reporters-db/reporters.json"))
	if err != nil {
		b.Fatal(err)
	}
	text := string(data)
	e, err := NewExtractor(Options{Reporters: reps})
	if err != nil {
		b.Fatal(err)
	}
	runExtractBench(b, e, text)
}

// runExtractBench runs the loop and adds "cpu-MB/s": bytes extracted per
// second of process CPU time, the figure that does not depend on how
// busy the machine's other cores are.
func runExtractBench(b *testing.B, e *Extractor, text string) {
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := processCPU()
	for i := 0; i < b.N; i++ {
		e.Extract(text)
	}
	b.StopTimer()
	if cpu := processCPU() - cpu0; cpu > 0 {
		b.ReportMetric(float64(len(text))*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
}
