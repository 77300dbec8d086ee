package printer

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

// TestMarkersAreHighlighted (issue 24 section 3): in the numbered-sources
// fixture every body marker is the first to point at its entry, so none
// had a citation of its own and none was highlighted: only the entries
// in the Sources list were. Each marker is now highlighted as the
// citation of its entry, linked to the same card.
func TestMarkersAreHighlighted(t *testing.T) {
	s, r, _ := gradeFixture(t, "style-numbered-sources")
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{ShowDenied: true}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	answer := page[strings.Index(page, `id="answer"`):]
	body, _, ok := strings.Cut(answer, "Sources</strong>")
	if !ok {
		t.Fatal("no Sources list in the rendered answer")
	}
	for n := 1; n <= 5; n++ {
		// the marker is the first place the citation is shown: it
		// carries the id the failing list links to
		if !strings.Contains(body, `data-cite="`+strconv.Itoa(n)+`" id="ref-`+strconv.Itoa(n)+`"`) {
			t.Errorf("marker [%d] is not highlighted in the body of the answer", n)
		}
	}
	for _, c := range r.Citations {
		if len(c.Markers) != 1 || r.Answer[c.Markers[0].Start:c.Markers[0].End] == "" || r.Answer[c.Markers[0].Start] != '[' {
			t.Errorf("%q: markers %v, want its body marker", c.Text, c.Markers)
		}
	}
}
