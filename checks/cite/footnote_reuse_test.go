package cite

import (
	"regexp"
	"testing"
)

// TestFootnoteCitedAgain: a footnote referenced from two sentences
// ("[^1]" twice, as Markdown allows) supports both, the way a numbered
// reference "[1]" used twice does; a sentence with another note's marker,
// or none, gets nothing from it.
func TestFootnoteCitedAgain(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`)})
	in := "Rent is due monthly.[^1] Late rent bears interest.[^2] Deposits are held in trust.[^1] Repairs fall on the lessor.\n\n" +
		"[^1]: DOC-001, § 4.\n[^2]: DOC-002, p. 3.\n"
	a := e.Extract(in)
	want := map[string]string{
		"Rent is due monthly.[^1]":        "DOC-001",
		"Late rent bears interest.[^2]":   "DOC-002",
		"Deposits are held in trust.[^1]": "DOC-001",
		"Repairs fall on the lessor.":     "",
	}
	for _, p := range a.Propositions {
		w, ok := want[p.Text]
		if !ok {
			continue
		}
		delete(want, p.Text)
		got := ""
		for _, ci := range p.Citations {
			got += a.Citations[ci].Identifier
		}
		if got != w {
			t.Errorf("%q cites %q, want %q", p.Text, got, w)
		}
	}
	for p := range want {
		t.Errorf("no proposition %q", p)
	}
}
