package cite

import (
	"strings"
	"testing"
)

// TestMarkerPins: a numbered marker that writes a place in its entry
// ("[1, p. 206]") is a marker of that entry, and the citation serving its
// sentence carries the marker's locators, the first marker's as well as
// a later one's; a bracket that holds anything else after the number is
// no marker.
func TestMarkerPins(t *testing.T) {
	e := markerExtractor(t)
	const sources = "\n\n**Sources**\n\n1. [VLT-0001]\n2. [VLT-0021, p. 3]\n"
	type want struct{ sentence, locs string }
	for _, tc := range []struct {
		in   string
		want []want
	}{
		{"Clauses are valid [1, p. 10]. Fraud voids them [1, p. 15]. Memo [2]." + sources,
			[]want{{"Clauses are valid [1, p. 10].", "page 10"}, {"Fraud voids them [1, p. 15].", "page 15"}, {"Memo [2].", "page 3"}}},
		{"Clauses are valid [1]. Fraud voids them [1 at 15]." + sources,
			[]want{{"Clauses are valid [1].", ""}, {"Fraud voids them [1 at 15].", "page 15"}}},
		{"Memo first [2, § 4.2]. Memo again [2]." + sources,
			[]want{{"Memo first [2, § 4.2].", "section 4.2"}, {"Memo again [2].", "page 3"}}},
		{"Clauses are valid [1, ¶¶ 3-4]." + sources,
			[]want{{"Clauses are valid [1, ¶¶ 3-4].", "paragraph 3-4"}}},
	} {
		a := e.Extract(tc.in)
		for _, w := range tc.want {
			ss := strings.Index(tc.in, w.sentence)
			found := false
			for _, c := range a.Citations {
				if c.Proposition < 0 || a.Propositions[c.Proposition].Start != ss {
					continue
				}
				found = true
				var got []string
				for _, l := range c.Locators {
					got = append(got, string(l.Kind)+" "+l.Value)
				}
				if g := strings.Join(got, ", "); g != w.locs {
					t.Errorf("%q: %q cited with locators %q, want %q", tc.in, w.sentence, g, w.locs)
				}
			}
			if !found {
				t.Errorf("%q: no citation supports %q", tc.in, w.sentence)
			}
		}
	}
	// not markers: words after the number that are no locator
	for _, in := range []string{"See [1, above] and more." + sources, "Compare [1, the lead case]." + sources} {
		a := e.Extract(in)
		for _, c := range a.Citations {
			if c.Proposition >= 0 && a.Propositions[c.Proposition].Start == 0 {
				t.Errorf("%q: %q read as a marker", in, c.Text)
			}
		}
	}
}
