// Command pdfbench measures PDF text extractors side by side on the test
// PDFs of vault/docfile (made by make.sh, each with a ground truth of
// page text), for the choice of citecheck's PDF reader. It is its own
// module, so that the candidates it compares never enter citecheck's
// go.mod.
//
// One engine per run, so memory (peak RSS) is that engine's alone:
//
//	cd vault/docfile/testdata/pdfbench
//	go run . -engine citecheck ../*.pdf
//	./run.sh      # every engine, the table of BENCHMARKS.md
//
// Accuracy is per page, on words: the longest common subsequence of the
// engine's page words and the ground truth's body words (order matters,
// so two columns read line by line score low), as recall (share of the
// true words found in order) and precision (share of the engine's words
// that are true body words: running headers, footers and page numbers
// left in the text count against it). Every engine's text gets the same
// folding first (NFKC, so ligatures read as letters; a word hyphenated at
// a line end joined). Speed is pages per CPU-second of this process (and
// its children, for pdftotext), over -rounds passes of bench.pdf after
// one warm-up pass.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"

	"golang.org/x/text/unicode/norm"
)

// engine extracts the text of every page of a PDF.
type engine interface {
	pages(path string, data []byte) ([]string, error)
}

var engines = map[string]func() (engine, error){
	"citecheck":  newCitecheck,
	"ledongthuc": func() (engine, error) { return ledongthucEngine{}, nil },
	"dslipak":    func() (engine, error) { return dslipakEngine{}, nil },
	"pdfium":     newPDFium,
	"mupdf":      newMuPDF,
	"pdftotext":  func() (engine, error) { return pdftotextEngine{}, nil },
}

type truthFile struct {
	Pages []struct {
		Text string `json:"text"`
	} `json:"pages"`
}

func main() {
	name := flag.String("engine", "citecheck", "citecheck | ledongthuc | dslipak | pdfium | mupdf | pdftotext")
	bench := flag.String("bench", "../bench.pdf", "the file timed for pages per CPU-second")
	rounds := flag.Int("rounds", 5, "timed passes over -bench")
	flag.Parse()
	mk, ok := engines[*name]
	if !ok {
		fail("unknown engine %q", *name)
	}
	start := cpu()
	e, err := mk()
	if err != nil {
		fail("%s: %v", *name, err)
	}
	setup := cpu() - start
	for _, path := range flag.Args() {
		truthPath := strings.TrimSuffix(path, ".pdf") + ".truth.json"
		raw, err := os.ReadFile(truthPath)
		if err != nil {
			continue // scan.pdf, encrypted.pdf: no text to compare
		}
		var tr truthFile
		if err := json.Unmarshal(raw, &tr); err != nil {
			fail("%s: %v", truthPath, err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			fail("%v", err)
		}
		got, err := e.pages(path, data)
		if err != nil {
			fmt.Printf("%-10s %-14s error: %v\n", *name, filepath.Base(path), err)
			continue
		}
		var rec, prec float64
		exact := 0
		for i, p := range tr.Pages {
			g := ""
			if i < len(got) {
				g = got[i]
			}
			r, pr := score(words(g), words(p.Text))
			rec += r
			prec += pr
			if r == 1 && pr == 1 {
				exact++
			}
		}
		n := float64(len(tr.Pages))
		fmt.Printf("%-10s %-14s pages %3d/%-3d recall %.3f precision %.3f exact pages %d\n",
			*name, filepath.Base(path), len(got), len(tr.Pages), rec/n, prec/n, exact)
	}
	data, err := os.ReadFile(*bench)
	if err != nil {
		fail("%v", err)
	}
	if _, err := e.pages(*bench, data); err != nil { // warm-up
		fail("%s: %v", *name, err)
	}
	pages := 0
	t0, w0 := cpu(), time.Now()
	for range *rounds {
		ps, err := e.pages(*bench, data)
		if err != nil {
			fail("%s: %v", *name, err)
		}
		pages += len(ps)
	}
	used := cpu() - t0
	fmt.Printf("%-10s speed: %d pages in %.2f CPU-s (%.2f s wall): %.0f pages per CPU-second; setup %.2f CPU-s; peak RSS %d MiB\n",
		*name, pages, used.Seconds(), time.Since(w0).Seconds(), float64(pages)/used.Seconds(), setup.Seconds(), peakRSS()>>20)
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pdfbench: "+format+"\n", args...)
	os.Exit(2)
}

// cpu is the user+system CPU time of this process and its waited-for
// children.
func cpu() time.Duration {
	var self, kids syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids)
	tv := func(t syscall.Timeval) time.Duration { return time.Duration(t.Nano()) }
	return tv(self.Utime) + tv(self.Stime) + tv(kids.Utime) + tv(kids.Stime)
}

// peakRSS is the larger of this process's and its children's peak
// resident set, in bytes.
func peakRSS() int64 {
	var self, kids syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids)
	return max(self.Maxrss, kids.Maxrss) << 10
}

var hyphenBreak = regexp.MustCompile(`(\pL)-\s*\n\s*(\p{Ll})`)

// words folds text the same way for every engine and splits it.
func words(s string) []string {
	s = norm.NFKC.String(s)
	s = hyphenBreak.ReplaceAllString(s, "$1$2")
	return strings.Fields(s)
}

// score is LCS(got, want) / len(want) (recall) and / len(got)
// (precision).
func score(got, want []string) (recall, precision float64) {
	if len(want) == 0 && len(got) == 0 {
		return 1, 1
	}
	prev := make([]int, len(want)+1)
	cur := make([]int, len(want)+1)
	for i := 1; i <= len(got); i++ {
		for j := 1; j <= len(want); j++ {
			switch {
			case got[i-1] == want[j-1]:
				cur[j] = prev[j-1] + 1
			case prev[j] >= cur[j-1]:
				cur[j] = prev[j]
			default:
				cur[j] = cur[j-1]
			}
		}
		prev, cur = cur, prev
	}
	l := float64(prev[len(want)])
	if len(want) > 0 {
		recall = l / float64(len(want))
	}
	if len(got) > 0 {
		precision = l / float64(len(got))
	}
	return recall, precision
}

// pdftotextEngine runs poppler's pdftotext (Debian poppler-utils) once
// per file; pages are separated by form feeds.
type pdftotextEngine struct{}

func (pdftotextEngine) pages(path string, _ []byte) ([]string, error) {
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		return nil, err
	}
	ps := strings.Split(string(out), "\f")
	if n := len(ps); n > 0 && strings.TrimSpace(ps[n-1]) == "" {
		ps = ps[:n-1]
	}
	return ps, nil
}
