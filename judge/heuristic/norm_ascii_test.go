package heuristic

import "testing"

// TestNormASCIIAgrees: normText through its byte table gives what the
// rune-by-rune normText gave for every ASCII byte, alone, between
// letters, doubled and beside a non-ASCII space, and on every fixture
// sentence.
func TestNormASCIIAgrees(t *testing.T) {
	var texts []string
	for c := range 128 {
		b := string(rune(c))
		texts = append(texts, b, "a"+b+"Z", "Q"+b+b+"q", b+"\u00a0"+b, " "+b+"-")
	}
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			texts = append(texts, s.text)
		}
	}
	for _, s := range texts {
		if got, want := normText(s), normTextRunes(s); got != want {
			t.Fatalf("normText(%q) = %q, rune by rune %q", s, got, want)
		}
	}
}
