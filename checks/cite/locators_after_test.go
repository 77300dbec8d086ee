package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestLocatorsAfterBracketOrDash: locators after the bracket closing a
// reference written after a title ("Title (DOC-4), ¶ 3") or after a dash
// ("Source: DOC-4 — ¶ 3") are the reference's; a caption after a comma
// or dash ("Source: DOC-7 — Termination") is part of the citation, so the
// line is a citation line supporting the statement before it; prose
// after the dash is not.
func TestLocatorsAfterBracketOrDash(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct {
		text  string
		locs  string // the first citation's locators
		cited string // the text of the proposition the first citation supports
	}{
		{"Courts enforce it [1].\n\nSources:\n1. Memorandum on Forum Selection (DOC-4), ¶ 3", "paragraph 3", ""},
		{"Courts enforce it.\nSource: DOC-4 — ¶ 3", "paragraph 3", "Courts enforce it."},
		{"Courts enforce it.\nSource: DOC-4 – p. 3", "page 3", "Courts enforce it."},
		{"Courts enforce it.\nSource: DOC-4 - § 2", "section 2", "Courts enforce it."},
		{"Either party may terminate.\nSource: DOC-7 — Termination", "", "Either party may terminate."},
		{"Either party may terminate.\nSource: DOC-7, Limitation of Liability", "", "Either party may terminate."},
		// what is not the reference's
		{"Courts enforce it (DOC-4), and ¶ 3 of another memo agrees.", "", ""},
		{"Either party may terminate.\nSource: DOC-7 — the parties agreed to it.", "", "Source: DOC-7 — the parties agreed to it."},
		{"Either party may terminate.\nSource: DOC-7, Termination, Renewal and more", "", "Source: DOC-7, Termination, Renewal and more"},
	} {
		a := e.Extract(c.text)
		var first *Citation
		for i := range a.Citations {
			if a.Citations[i].Kind == KindVault || a.Citations[i].Kind == KindTitle {
				first = &a.Citations[i]
				break
			}
		}
		if first == nil {
			t.Errorf("%q: no citation read", c.text)
			continue
		}
		var got []string
		for _, l := range first.Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if strings.Join(got, " | ") != c.locs {
			t.Errorf("%q: locators %q, want %q", c.text, strings.Join(got, " | "), c.locs)
		}
		if c.cited != "" {
			p := first.Proposition
			if p < 0 || p >= len(a.Propositions) || a.Propositions[p].Text != c.cited {
				got := "none"
				if p >= 0 && p < len(a.Propositions) {
					got = a.Propositions[p].Text
				}
				t.Errorf("%q: %q supports %q, want %q", c.text, first.Text, got, c.cited)
			}
		}
	}
}
