package printer

import (
	"io"
	"strings"
	"testing"
)

// BenchmarkWriteHTML draws the HTML report of a graded fixture response
// (headings, a failing citation, the heuristic banner) from its report
// alone: what `citecheck report` does per response.
func BenchmarkWriteHTML(b *testing.B) {
	s, r, _ := gradeFixture(b, "c004-jones-for-enforcement")
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteHTML(io.Discard, s, r, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderAnswer20KB renders a 20 KB Markdown answer with a
// citation every 200 bytes (100 highlights).
func BenchmarkRenderAnswer20KB(b *testing.B) {
	para := "## Ground\n\nA *forum-selection* clause is **prima facie valid** [VLT-0001, p. 10]. It binds unless shown unreasonable.\n\n"
	var src strings.Builder
	for src.Len() < 20<<10 {
		src.WriteString(para)
	}
	text := src.String()
	var spans []citeSpan
	for i, n := 0, 1; ; n++ {
		j := strings.Index(text[i:], "VLT-0001, p. 10")
		if j < 0 {
			break
		}
		spans = append(spans, citeSpan{N: n, Start: i + j, End: i + j + 15, Status: statusPass, Hover: "h"})
		i += j + 15
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := renderAnswer(text, spans); !ok {
			b.Fatal("not rendered")
		}
	}
}
