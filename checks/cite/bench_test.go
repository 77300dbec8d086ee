package cite

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
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

// BenchmarkExtractMarkdownAnswer measures extraction of answer-sized
// Markdown (5-20 KB): the fixture suite's answers in every style
// (headings, bold lead-ins, italics, lists, links, reference links,
// footnotes, numbered Sources lists, 【n†source】), concatenated to each
// size, with the fixture Vault's names so plain titles and mentions are
// looked for too. Target: within 1 ms per answer (BENCHMARKS.md).
func BenchmarkExtractMarkdownAnswer(b *testing.B) {
	answers := fixtureAnswers(b)
	e, err := NewExtractor(fixtureOptions(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, size := range []int{5 << 10, 10 << 10, 20 << 10} {
		var sb strings.Builder
		for i := 0; sb.Len() < size; i++ {
			sb.WriteString(answers[i%len(answers)])
			sb.WriteString("\n\n")
		}
		text := sb.String()[:size]
		b.Run(fmt.Sprintf("%dKB", size>>10), func(b *testing.B) { runExtractBench(b, e, text) })
	}
}

// fixtureAnswers are the answers of the fixture suite's responses, in
// name order.
func fixtureAnswers(b testing.TB) []string {
	paths, err := filepath.Glob(filepath.Join("..", "..", "fixtures", "forum-selection", "responses", "*.json"))
	if err != nil || len(paths) == 0 {
		b.Fatalf("fixture responses: %v", err)
	}
	sort.Strings(paths)
	var out []string
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		var r struct {
			Answer string `json:"answer"`
		}
		if err := json.Unmarshal(data, &r); err != nil {
			b.Fatal(err)
		}
		out = append(out, r.Answer)
	}
	return out
}

// fixtureOptions are extractor options with the fixture Vault's IDs,
// titles, aliases and citations, read from its documents.jsonl.
func fixtureOptions(b testing.TB) Options {
	data, err := os.ReadFile(filepath.Join("..", "..", "fixtures", "forum-selection", "vault", "documents.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	opt := Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var d struct {
			ID        string   `json:"id"`
			Title     string   `json:"title"`
			Filename  string   `json:"filename"`
			Aliases   []string `json:"aliases"`
			Citations []string `json:"citations"`
		}
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			b.Fatal(err)
		}
		opt.DocIDs = append(opt.DocIDs, d.ID)
		opt.Titles = append(append(opt.Titles, d.Title), d.Aliases...)
		opt.Filenames = append(opt.Filenames, d.Filename)
		opt.Documents = append(opt.Documents, DocumentNames{ID: d.ID, Title: d.Title, Aliases: d.Aliases, Citations: d.Citations})
	}
	return opt
}
