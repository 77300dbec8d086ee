package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestReferenceAfterPeriodCitesSentenceBefore: a bracketed reference
// written after a sentence's period (with a space, a line break inside
// the paragraph, or nothing between) cites that sentence, not the one
// after it, and a bare marker there ends the sentence instead of running
// two statements into one proposition. A line opened by an emoji or a
// bullet glyph starts a sentence of its own. What opens a block, or is
// the next sentence's subject, still belongs to the next sentence.
func TestReferenceAfterPeriodCitesSentenceBefore(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "QX-0001", Title: "Pellworth v. Ondine Mills", Aliases: []string{"Pellworth"}},
		{ID: "QX-0002", Title: "Rastrick v. Hollow Lane", Aliases: []string{"Rastrick"}},
	}, IDPattern: regexp.MustCompile(`QX-\d{4}`)})
	for _, tc := range []struct {
		name, text string
		cite       string // the citation's text
		want       string // the proposition it supports ("" : the one holding no other)
		props      []string
	}{
		{"space then next sentence", "The lease was void. [QX-0001, p. 4] The tenant stayed.\n",
			"[QX-0001, p. 4]", "The lease was void. [QX-0001, p. 4]", []string{"The lease was void. [QX-0001, p. 4]", "The tenant stayed."}},
		{"no space", "The lease was void.[QX-0001, p. 4] The tenant stayed.\n",
			"[QX-0001, p. 4]", "The lease was void.[QX-0001, p. 4]", nil},
		{"line break in the paragraph", "The lease was void. [QX-0001, p. 4]\nThe tenant stayed.\n",
			"[QX-0001, p. 4]", "The lease was void. [QX-0001, p. 4]", nil},
		{"two references", "The lease was void. [QX-0001, p. 4] [QX-0002, p. 9] The tenant stayed.\n",
			"[QX-0002, p. 9]", "The lease was void. [QX-0001, p. 4] [QX-0002, p. 9]", nil},
		{"lenticular", "The lease was void. 【QX-0001†L3-L5】 The tenant stayed.\n",
			"【QX-0001†L3-L5】", "The lease was void. 【QX-0001†L3-L5】", nil},
		{"bare markers end their sentences", "The lease was void. [1] The tenant stayed. [2]\n\nSources:\n1. QX-0001, p. 4\n2. QX-0002, p. 9\n",
			"QX-0002, p. 9", "The tenant stayed. [2]", []string{"The lease was void. [1]", "The tenant stayed. [2]"}},
		{"emoji item", "✅ The lease was void. [QX-0001, p. 4]\n❌ The tenant stayed.\n",
			"[QX-0001, p. 4]", "✅ The lease was void. [QX-0001, p. 4]", []string{"✅ The lease was void. [QX-0001, p. 4]", "❌ The tenant stayed."}},
		{"bullet glyph", "The lease was void. [QX-0001, p. 4]\n• The tenant stayed.\n",
			"[QX-0001, p. 4]", "The lease was void. [QX-0001, p. 4]", []string{"The lease was void. [QX-0001, p. 4]", "• The tenant stayed."}},
		// what still belongs to the next sentence
		{"opening a paragraph", "The lease was void.\n\n[QX-0001, p. 4] The tenant stayed.\n",
			"[QX-0001, p. 4]", "[QX-0001, p. 4] The tenant stayed.", nil},
		{"a link as the subject", "The lease was void. [Pellworth](vault://QX-0001) held the tenant liable.\n",
			"[Pellworth](vault://QX-0001)", "[Pellworth](vault://QX-0001) held the tenant liable.", nil},
		{"a reference before lower-case text", "The lease was void. [QX-0001, p. 4] so the tenant stayed.\n",
			"[QX-0001, p. 4]", "[QX-0001, p. 4] so the tenant stayed.", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			var c *Citation
			for i := range a.Citations {
				if a.Citations[i].Text == tc.cite {
					c = &a.Citations[i]
				}
			}
			if c == nil {
				t.Fatalf("no citation %q in %+v", tc.cite, a.Citations)
			}
			if c.Proposition < 0 {
				t.Fatalf("%q supports no proposition, want %q", tc.cite, tc.want)
			}
			if got := a.Propositions[c.Proposition].Text; got != tc.want {
				t.Errorf("%q supports %q, want %q", tc.cite, got, tc.want)
			}
			if tc.props != nil {
				var got []string
				for _, p := range a.Propositions {
					got = append(got, p.Text)
				}
				if strings.Join(got, "|") != strings.Join(tc.props, "|") {
					t.Errorf("propositions %q, want %q", got, tc.props)
				}
			}
		})
	}
}
