//go:build unix

package docfile

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// textPage is the text a printed page of a contract or opinion holds,
// about 500 words: the unit "pages per CPU-second" counts for formats
// that have no pages of their own.
const textPage = 3000

// BenchmarkReadDOCX reads a 300-fold copy of the LibreOffice-made
// contract.docx body (its real styles.xml and numbering.xml, every
// paragraph numbered through them) and reports the input's KB and the
// text pages read per CPU-second.
//
//	go test ./vault/docfile -run XXX -bench ReadDOCX -benchtime 20x
func BenchmarkReadDOCX(b *testing.B) {
	data := scaledDOCX(b, "testdata/contract.docx", 300)
	benchRead(b, data, DOCX)
}

// BenchmarkReadHTML reads a 300-fold copy of the opinion body of
// bremen-opinion.html (star pagination, headings, a table).
//
//	go test ./vault/docfile -run XXX -bench ReadHTML -benchtime 20x
func BenchmarkReadHTML(b *testing.B) {
	raw, err := os.ReadFile("testdata/bremen-opinion.html")
	if err != nil {
		b.Fatal(err)
	}
	s := string(raw)
	i, j := strings.Index(s, `<div class="opinion-body">`), strings.Index(s, "</article>")
	data := []byte(s[:i] + strings.Repeat(s[i:j], 300) + s[j:])
	benchRead(b, data, HTML)
}

func benchRead(b *testing.B, data []byte, want Format) {
	b.SetBytes(int64(len(data)))
	var out int
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		d, err := Read(data, Limits{})
		if err != nil || d.Format != want {
			b.Fatalf("%v %v", err, d)
		}
		out = len(d.Text)
	}
	cpu := (cpuTime() - cpu0).Seconds()
	b.ReportMetric(float64(len(data))/1024*float64(b.N)/cpu, "KB/cpu-s")
	b.ReportMetric(float64(out)/textPage*float64(b.N)/cpu, "pages/cpu-s")
	b.ReportMetric(float64(out)/textPage, "pages")
}

// scaledDOCX copies a DOCX with its body repeated n times.
func scaledDOCX(b *testing.B, path string, n int) []byte {
	zr, err := zip.OpenReader(path)
	if err != nil {
		b.Fatal(err)
	}
	defer zr.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			b.Fatal(err)
		}
		part, _ := io.ReadAll(rc)
		rc.Close()
		if f.Name == "word/document.xml" {
			s := string(part)
			i, j := strings.Index(s, "<w:body>")+len("<w:body>"), strings.Index(s, "<w:sectPr")
			part = []byte(s[:i] + strings.Repeat(s[i:j], n) + s[j:])
		}
		w, _ := zw.Create(f.Name)
		w.Write(part)
	}
	zw.Close()
	return buf.Bytes()
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
