package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestDanglingMarkers (issue 22.4): a reference marker that points at no
// entry (of the Sources list, or with no list at all) is a citation of
// kind "reference" supporting its sentence, so C-001 fails for it; a
// bracketed number the answer does not use as a marker is none.
func TestDanglingMarkers(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	sources := "\n\n## Sources\n\n1. [VLT-0001, p. 10]\n2. [VLT-0001, p. 15]\n"
	for _, tc := range []struct {
		name, answer string
		want         []string // the reference citations' text, in order
		why          string   // a fragment of the first one's warning
	}{
		{"entry 3 of a two-entry list", "Clauses are valid [1]. Fraud defeats them [2]. Every court enforces them [3]." + sources, []string{"[3]"}, "does not have (it has entries 1, 2)"},
		{"one label of two missing", "Clauses are valid [1, 3]." + sources, []string{"[1, 3]"}, "entry 3"},
		{"a range past the list", "Clauses are valid [1-4]." + sources, []string{"[1-4]"}, "entries 3, 4"},
		{"after the period", "Clauses are valid.[3] Fraud defeats them.[1]" + sources, []string{"[3]"}, "entry 3"},
		{"superscript past the list", "Clauses are valid.\u00b3" + sources, []string{"\u00b3"}, "entry 3"},
		{"sup tag past the list", "Clauses are valid.<sup>3</sup>" + sources, []string{"<sup>3</sup>"}, "entry 3"},
		{"lenticular past the list", "Clauses are valid 【3†source】." + sources, []string{"【3†source】"}, "entry 3"},
		{"no list at all", "Clauses are valid [VLT-0001, p. 10]. Every court must enforce them [3].", []string{"[3]"}, "no Sources list"},
		{"no list, after the period", "Every court must enforce them.[2] Always.[7]", []string{"[2]", "[7]"}, "no Sources list"},
		{"footnote with no definition", "Every court must enforce them.[^4]", []string{"[^4]"}, "no footnote definition"},
		{"footnote with no definition beside one with", "Valid.[^1] Always enforced.[^2]\n\n[^1]: [VLT-0001, p. 10]", []string{"[^2]"}, "[^2] has no footnote definition"},

		// ordinary bracketed numbers
		{"listed markers only", "Clauses are valid [1]. Fraud defeats them [2]." + sources, nil, ""},
		{"a numbered paragraph", "[1] The court held the clause valid [VLT-0001, p. 10].\n\n[2] It was affirmed.", nil, ""},
		{"after a locator word", "The memo says so at paragraph [3] and ¶ [4], note [2] and page [5].", nil, ""},
		{"after a locator word, with a list", "Clauses are valid [1], as paragraph [3] of the memo says." + sources, nil, ""},
		{"inline code", "The field `refs[3]` holds it.", nil, ""},
		{"code block", "Valid.\n\n```\nrefs[3] = 1\n```\n", nil, ""},
		{"a block quote's headnote numbers", "The court wrote:\n\n> The clause is valid. [3] We therefore affirm.\n", nil, ""},
		{"a superscript without a list", "The 2\u207f\u1d48 Circuit and x\u00b2 are not markers.", nil, ""},
		{"a neutral citation year", "See [2019] EWHC 123 (Comm).", nil, ""},
		{"a trailing list answers its markers", "Valid [1]. Fraud [2].\n\n[1] [VLT-0001, p. 10]\n[2] [VLT-0001, p. 15]\n", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			var got []string
			var first *Citation
			for i := range a.Citations {
				c := &a.Citations[i]
				if c.Kind != KindReference {
					continue
				}
				if first == nil {
					first = c
				}
				got = append(got, strings.TrimSpace(c.Text))
				if c.Proposition < 0 {
					t.Errorf("%q supports no proposition", c.Text)
				}
			}
			if len(got) != len(tc.want) || strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Fatalf("reference citations %q, want %q (all: %+v)", got, tc.want, a.Citations)
			}
			if first != nil && !strings.Contains(strings.Join(first.Warnings, "\n"), tc.why) {
				t.Errorf("warnings %q lack %q", first.Warnings, tc.why)
			}
		})
	}
}
