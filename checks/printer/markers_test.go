package printer

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestMarkersAreHighlighted (issue 24 section 3): in the numbered-sources
// fixture every body marker is the first to point at its entry, so none
// had a citation of its own and none was highlighted: only the entries
// in the Sources list were. Each marker is now highlighted as the
// citation of its entry, linked to the same card, in each marker style.
func TestMarkersAreHighlighted(t *testing.T) {
	resp, err := rubric.LoadResponse(filepath.Join(checkstest.FixtureDir(t), "responses", "style-numbered-sources.json"), rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	bracket := regexp.MustCompile(` \[(\d)\]\.`)
	sup := map[string]string{"1": "\u00b9", "2": "\u00b2", "3": "\u00b3", "4": "\u2074", "5": "\u2075"}
	for _, style := range []struct {
		name string
		mark func(n string) string
	}{
		{"bracket", func(n string) string { return " [" + n + "]." }},
		{"superscript digit", func(n string) string { return "." + sup[n] }},
		{"sup tag", func(n string) string { return "<sup>" + n + "</sup>." }},
		{"lenticular", func(n string) string { return " 【" + n + "†source】." }},
	} {
		t.Run(style.name, func(t *testing.T) {
			body, sources, _ := strings.Cut(resp.Answer, "**Sources**")
			r := *resp
			r.Answer = bracket.ReplaceAllStringFunc(body, func(m string) string { return style.mark(bracket.FindStringSubmatch(m)[1]) }) + "**Sources**" + sources
			s, rep, err := checkstest.FixtureGrader(t).Grade(context.Background(), &r)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := WriteHTML(&b, s, rep, Options{ShowDenied: true}); err != nil {
				t.Fatal(err)
			}
			page := b.String()
			answer := page[strings.Index(page, `id="answer"`):]
			html, _, ok := strings.Cut(answer, "Sources</strong>")
			if !ok {
				t.Fatal("no Sources list in the rendered answer")
			}
			for n := 1; n <= 5; n++ {
				// the marker is the first place the citation is shown: it
				// carries the id the failing list links to
				if !strings.Contains(html, `data-cite="`+strconv.Itoa(n)+`" id="ref-`+strconv.Itoa(n)+`"`) {
					t.Errorf("marker %d is not highlighted in the body of the answer", n)
				}
			}
			for _, c := range rep.Citations {
				if len(c.Markers) != 1 || c.Markers[0].End <= c.Markers[0].Start {
					t.Errorf("%q: markers %v, want its body marker", c.Text, c.Markers)
				}
			}
		})
	}
}
