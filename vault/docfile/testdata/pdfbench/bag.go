package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// bagAgainstPdftotext reads files that have no ground truth (PDFs made by
// other producers, such as Word) and compares the words each page holds,
// text and furniture together and in any order, with pdftotext's words
// for that page: a check that nothing is lost or garbled, not of
// reading order.
func bagAgainstPdftotext(name string, e engine, files []string) {
	ref := pdftotextEngine{}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			fail("%v", err)
		}
		want, err := ref.pages(path, data)
		if err != nil {
			fail("pdftotext %s: %v", path, err)
		}
		var got []string
		if ce, ok := e.(citecheckEngine); ok {
			got, err = ce.pagesWithFurniture(data)
		} else {
			got, err = e.pages(path, data)
		}
		if err != nil {
			fmt.Printf("%-10s %-40s error: %v\n", name, filepath.Base(path), err)
			continue
		}
		shared, total := 0, 0
		for i, w := range want {
			g := ""
			if i < len(got) {
				g = got[i]
			}
			s, t := bagShared(words(g), words(w))
			shared += s
			total += t
		}
		fmt.Printf("%-10s %-40.40s pages %d/%d words shared with pdftotext %d/%d = %.3f\n",
			name, filepath.Base(path), len(got), len(want), shared, total, float64(shared)/float64(max(1, total)))
	}
}

// bagShared is how many of want's words got holds (as a multiset).
func bagShared(got, want []string) (int, int) {
	bag := map[string]int{}
	for _, w := range got {
		bag[strings.TrimSpace(w)]++
	}
	n := 0
	for _, w := range want {
		if bag[w] > 0 {
			bag[w]--
			n++
		}
	}
	return n, len(want)
}
