package cite

import (
	"strings"
	"testing"
)

// TestWordedMarkers: markers that name what they count ("[Source 1]",
// "(see Source 2)", "[Doc 1, p. 10]") and entries labelled the same way
// ("Source 1: ...", "[Doc 2] ...") attach each entry's citation to the
// sentence that marks it, as "[1]" does; words that are not a marker, or a
// bare "(1)", attach nothing.
func TestWordedMarkers(t *testing.T) {
	e := markerExtractor(t)
	const numbered = "\n\n**Sources**\n\n1. [VLT-0001, p. 10]\n2. [VLT-0021, p. 3]\n"
	const worded = "\n\nSources\nSource 1: VLT-0001, p. 10\nSource 2 — VLT-0021, p. 3\n"
	const bracketed = "\n\n## References\n[Doc 1] VLT-0001, p. 10\n[Doc 2] VLT-0021, p. 3\n"
	type want struct{ sentence, cite string }
	for _, tc := range []struct {
		name, in string
		want     []want
	}{
		{"bracketed", "Clauses are valid [Source 1]. The memo agrees [Source 2]." + numbered,
			[]want{{"Clauses are valid [Source 1].", "[VLT-0001, p. 10]"}, {"The memo agrees [Source 2].", "[VLT-0021, p. 3]"}}},
		{"after the period, at the block's end", "Clauses are valid. [Source 1]" + numbered,
			[]want{{"Clauses are valid. [Source 1]", "[VLT-0001, p. 10]"}}},
		{"parenthesised with see", "Clauses are valid (see Source 1). The memo agrees (Sources 1 and 2)." + numbered,
			[]want{{"Clauses are valid (see Source 1).", "[VLT-0001, p. 10]"}, {"The memo agrees (Sources 1 and 2).", "[VLT-0021, p. 3]"}}},
		{"parenthesised after the period", "Clauses are valid. (Source 1) The memo agrees. (Source 2)" + numbered,
			[]want{{"Clauses are valid. (Source 1)", "[VLT-0001, p. 10]"}, {"The memo agrees. (Source 2)", "[VLT-0021, p. 3]"}}},
		{"doc with a pin", "Clauses are valid [Doc 1, p. 15]." + numbered,
			[]want{{"Clauses are valid [Doc 1, p. 15].", "[VLT-0001, p. 10]"}}},
		{"worded entries", "Clauses are valid [Source 1]. The memo agrees [2]." + worded,
			[]want{{"Clauses are valid [Source 1].", "VLT-0001, p. 10"}, {"The memo agrees [2].", "VLT-0021, p. 3"}}},
		{"bracketed worded entries", "Clauses are valid [Doc 1]. The memo agrees [Doc 2]." + bracketed,
			[]want{{"Clauses are valid [Doc 1].", "VLT-0001, p. 10"}, {"The memo agrees [Doc 2].", "VLT-0021, p. 3"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.in)
			for _, w := range tc.want {
				ss := strings.Index(tc.in, w.sentence)
				found := false
				for _, c := range a.Citations {
					if c.Text != w.cite || c.Proposition < 0 {
						continue
					}
					p := a.Propositions[c.Proposition]
					if p.Start == ss && p.End == ss+len(w.sentence) {
						found = true
					}
				}
				if !found {
					t.Errorf("no citation %q supports %q", w.cite, w.sentence)
				}
			}
		})
	}
	// not markers: the sentence that holds them cites nothing
	for _, in := range []string{
		"Clauses are valid (1) in trade. Next." + numbered,
		"Clauses are valid (the source of 1 rule). Next." + numbered,
		"Clauses are valid (documents 1 of many). Next." + numbered,
		"Clauses are valid (Sourced 1). Next." + numbered,
	} {
		a := e.Extract(in)
		for _, c := range a.Citations {
			if c.Proposition >= 0 && a.Propositions[c.Proposition].Start == 0 {
				t.Errorf("%q: %q read as marking the first sentence", in, c.Text)
			}
		}
	}
}

// TestWordedMarkerPointingNowhere: "[Source 3]" when the list has two
// entries, or with no list at all, is a marker of nothing (a reference
// citation that fails C-001), like "[3]"; a parenthesised one without a
// list stays prose.
func TestWordedMarkerPointingNowhere(t *testing.T) {
	e := markerExtractor(t)
	for _, tc := range []struct {
		in   string
		want int // reference citations
	}{
		{"Clauses are valid [Source 3].\n\n**Sources**\n\n1. [VLT-0001, p. 10]\n", 1},
		{"Clauses are valid (Source 3).\n\n**Sources**\n\n1. [VLT-0001, p. 10]\n", 1},
		{"Clauses are valid [Source 3].", 1},
		{"Clauses are valid (Source 3).", 0},
	} {
		a := e.Extract(tc.in)
		n := 0
		for _, c := range a.Citations {
			if c.Kind == KindReference {
				n++
			}
		}
		if n != tc.want {
			t.Errorf("%q: %d reference citations, want %d", tc.in, n, tc.want)
		}
	}
}
