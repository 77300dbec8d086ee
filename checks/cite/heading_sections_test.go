package cite

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestHeadingSectionSupport: a heading that states law with no citation
// of its own takes the citations of its section, to the next heading of
// the same or a higher level; a labelling heading, a heading with its own
// citation and a stating heading over an uncited section take none.
func TestHeadingSectionSupport(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	const valid = "Forum-selection clauses are presumptively valid"
	for _, tc := range []struct {
		name, text string
		want       []string // the citations the heading proposition takes, as written
	}{
		{"its section", "## " + valid + "\n\nThey are valid [VLT-0001, p. 10]. Fraud defeats them [VLT-0001, p. 15].\n", []string{"[VLT-0001, p. 10]", "[VLT-0001, p. 15]"}},
		{"to the next heading of its level", "## " + valid + "\n\nThey are valid [VLT-0001, p. 10].\n\n### Exceptions\n\nFraud defeats them [VLT-0001, p. 15].\n\n## Procedure\n\nTransfer is the remedy [VLT-0003, p. 59].\n", []string{"[VLT-0001, p. 10]", "[VLT-0001, p. 15]"}},
		{"a lower heading ends at a higher one", "### " + valid + "\n\nThey are valid [VLT-0001, p. 10].\n\n# Procedure\n\nTransfer is the remedy [VLT-0003, p. 59].\n", []string{"[VLT-0001, p. 10]"}},
		{"a bold line heads its paragraphs", "**" + valid + "**\n\nThey are valid [VLT-0001, p. 10].\n\n**Procedure**\n\nTransfer is the remedy [VLT-0003, p. 59].\n", []string{"[VLT-0001, p. 10]"}},
		{"an uncited section", "## " + valid + "\n\nSee below.\n\n## Analysis\n\nThey are valid [VLT-0001, p. 10].\n", nil},
		{"its own citation", "## " + valid + " [VLT-0006, p. 499]\n\nThey are valid [VLT-0001, p. 10].\n", nil},
		{"footnote citations of its section", "## " + valid + "\n\nThey are valid.[^1]\n\n[^1]: [VLT-0001, p. 10].\n", []string{"[VLT-0001, p. 10]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			var head *Proposition
			for i := range a.Propositions {
				if strings.Contains(a.Propositions[i].Text, "presumptively") {
					head = &a.Propositions[i]
				}
			}
			if head == nil {
				t.Fatalf("the heading is no proposition: %+v", a.Propositions)
			}
			var got []string
			for _, ci := range head.Section {
				got = append(got, a.Citations[ci].Text)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("section support %q, want %q", got, tc.want)
			}
		})
	}
	// a heading that labels is no proposition at all
	a := e.Extract("## Analysis\n\nThey are valid [VLT-0001, p. 10].\n")
	for _, p := range a.Propositions {
		if len(p.Section) > 0 {
			t.Errorf("%q takes %v", p.Text, p.Section)
		}
	}
}
