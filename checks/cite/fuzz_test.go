package cite

import (
	"regexp"
	"testing"
	"unicode/utf8"
)

// FuzzExtract checks that extraction never panics and that every span it
// reports lies inside the text, on rune boundaries, with Text equal to
// the slice it names. Seeds are in testdata/fuzz/FuzzExtract; run with
// go test -fuzz FuzzExtract ./checks/cite.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). Id. at 12.",
		"[VLT-0001, p. 10] 【VLT-0001†L10-L14】 [x](vault://VLT-0001#c3)",
		"Bremen, 407 U.S.\u200b 1; 92 S. \u0421t. 1907",
		"[^2]: VLT-0004, § 3.1",
	} {
		f.Add(s)
	}
	e, err := NewExtractor(Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), Titles: []string{"The Bremen"}, Filenames: []string{"Acme MSA.pdf"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a := e.Extract(text)
		check := func(what string, start, end int, got string) {
			if start < 0 || end > len(text) || start > end {
				t.Fatalf("%s span [%d,%d) outside text of %d bytes", what, start, end, len(text))
			}
			if got != text[start:end] && what == "citation" {
				t.Fatalf("%s text %q != text[%d:%d] %q", what, got, start, end, text[start:end])
			}
			if utf8.ValidString(text) {
				if start < len(text) && !utf8.RuneStart(text[start]) {
					t.Fatalf("%s start %d not on a rune boundary", what, start)
				}
				if end < len(text) && !utf8.RuneStart(text[end]) {
					t.Fatalf("%s end %d not on a rune boundary", what, end)
				}
			}
		}
		for i, c := range a.Citations {
			check("citation", c.Start, c.End, c.Text)
			if c.Index != i {
				t.Fatalf("citation %d has index %d", i, c.Index)
			}
			if c.Antecedent >= i || c.Parallel > i || c.Proposition >= len(a.Propositions) {
				t.Fatalf("citation %d links forward: antecedent %d parallel %d proposition %d", i, c.Antecedent, c.Parallel, c.Proposition)
			}
			if i > 0 && a.Citations[i-1].Start > c.Start {
				t.Fatalf("citations out of order at %d", i)
			}
		}
		for _, p := range a.Propositions {
			check("proposition", p.Start, p.End, p.Text)
		}
	})
}
