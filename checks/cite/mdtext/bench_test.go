package mdtext

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pathological are inputs known to make CommonMark parsers superlinear
// (cmark's pathological_tests.py, goldmark's measured cases), each built
// to sit just within DefaultLimits: one paragraph at the bound, repeated.
var pathological = []struct {
	name string
	para string
}{
	{"link-openers", strings.Repeat("[a](", 16)},
	{"nested-brackets", strings.Repeat(strings.Repeat("[", 16)+"a"+strings.Repeat("]", 16), 50)},
	{"balanced-links", strings.Repeat("[a](b) ", 300)},
	{"unclosed-brackets", strings.Repeat("[a", 16) + strings.Repeat("a] ", 300)},
	{"parentheticals", strings.Repeat("(9th Cir. 2000) ", 300)},
	{"emphasis-openers", strings.Repeat("*a ", 1024)},
	{"emphasis-mixed", strings.Repeat("*a**a_", 256)},
	{"backticks", strings.Repeat("`a", 256)},
	{"html-openers", strings.Repeat("<a", 1024)},
	{"table-columns", strings.Repeat("|a", 64) + "\n" + strings.Repeat("|-", 64) + "\n" + strings.Repeat(strings.Repeat("|b", 64)+"\n", 20)},
	{"nested-quotes", strings.Repeat(strings.Repeat(">", 32)+" a\n", 40)},
	{"nested-lists", strings.Repeat(strings.Repeat("- ", 32)+"a\n", 40)},
	{"nested-ordered", strings.Repeat(strings.Repeat("1. ", 32)+"a\n", 40)},
	{"rule-lines", strings.Repeat(strings.Repeat("-", 200)+"\n\n"+strings.Repeat("*", 2000)+"\n\n"+strings.Repeat(">", 32)+"\n\n", 10)},
	{"references", strings.Repeat("[a]: /b\n", 200) + strings.Repeat("[a] ", 300)},
}

// BenchmarkPathological reads each pathological paragraph repeated to
// about 64 KB and 256 KB: within the limits, time per byte must not grow
// with the size (figures in BENCHMARKS.md).
func BenchmarkPathological(b *testing.B) {
	for _, p := range pathological {
		for _, size := range []int{64 << 10, 256 << 10} {
			var sb strings.Builder
			for sb.Len() < size {
				sb.WriteString(p.para)
				sb.WriteString("\n\n")
			}
			src := sb.String()
			b.Run(p.name+"/"+sizeName(size), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for i := 0; i < b.N; i++ {
					if tx := Read(src, DefaultLimits()); tx.Fallback != "" {
						b.Fatalf("within the limits, yet read as plain text: %s", tx.Fallback)
					}
				}
			})
		}
	}
}

// BenchmarkPlainReading reads each pathological paragraph, repeated to
// about 256 KB, as plain text (every answer past its limits): the plain
// reading is one pass, linear in the answer, whatever its markup.
func BenchmarkPlainReading(b *testing.B) {
	plain := DefaultLimits()
	plain.MaxBytes = 1
	for _, p := range pathological {
		var sb strings.Builder
		for sb.Len() < 256<<10 {
			sb.WriteString(p.para)
			sb.WriteString("\n\n")
		}
		src := sb.String()
		b.Run(p.name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				if tx := Read(src, plain); tx.Fallback == "" {
					b.Fatal("read as Markdown")
				}
			}
		})
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return "1MB"
	}
	return strings.TrimSuffix(strings.TrimSuffix(string(rune('0'+n>>10/100%10))+string(rune('0'+n>>10/10%10))+string(rune('0'+n>>10%10)), ""), "") + "KB"
}

// BenchmarkReadOpinion reads the benchmark opinion (85 KB of plain
// opinion text) as Read does (the fast path, readSimple) and through
// goldmark (readMarkdown): the two give the same Text
// (TestSimpleReadsAsMarkdown); this is what the fast path saves.
func BenchmarkReadOpinion(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(repoRoot(b), "..", "shared", "data", "eyecite", "opinion.txt"))
	if err != nil {
		b.Skipf("shared opinion not present: %v", err)
	}
	src := string(data)
	for _, r := range []struct {
		name string
		read func(string) *Text
	}{
		{"Read", func(s string) *Text { return Read(s, DefaultLimits()) }},
		{"goldmark", readMarkdown},
	} {
		b.Run(r.name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			cpu0 := processCPU()
			for i := 0; i < b.N; i++ {
				r.read(src)
			}
			if cpu := processCPU() - cpu0; cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			}
		})
	}
}
