package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestInlineAndPlainSourcesLists: a Sources list written on one line
// ("Sources: A; B.") or as plain lines under "Sources:" is read as
// entries, so its citations support nothing and stand in the
// bibliography; a label that names no sources leaves the line a
// sentence, and an entry that states law stays a proposition.
func TestInlineAndPlainSourcesLists(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	body := "The buyer may terminate on a Material Adverse Effect [VLT-0004, § 8.2].\n\n"
	bremen := "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)"
	for _, tc := range []struct {
		name, answer string
		entries      []string // the citations read as entries, by text, with their labels
		props        []string // every proposition's start
	}{
		{"inline, semicolons", body + "Sources: Merger Agreement [VLT-0004]; " + bremen + ".",
			[]string{"[VLT-0004] #1", "407 U.S. 1 #2"}, []string{"The buyer may terminate"}},
		{"inline, bold label", body + "**Sources:** Merger Agreement [VLT-0004]",
			[]string{"[VLT-0004] #1"}, []string{"The buyer may terminate"}},
		{"inline, label emphasised before its colon", body + "*References*: Merger Agreement [VLT-0004]",
			[]string{"[VLT-0004] #1"}, []string{"The buyer may terminate"}},
		{"a parenthetical's semicolon stays in its entry", body + "Authorities: " + bremen + " (fraud; overreaching); Merger Agreement [VLT-0004]",
			[]string{"407 U.S. 1 #1", "[VLT-0004] #2"}, []string{"The buyer may terminate"}},
		{"plain lines under a Sources line", body + "Sources:\nMerger Agreement [VLT-0004]\n" + bremen,
			[]string{"[VLT-0004] #1", "407 U.S. 1 #2"}, []string{"The buyer may terminate"}},
		{"plain paragraphs under a Sources heading", body + "## Sources\n\nMerger Agreement [VLT-0004]\n\n" + bremen,
			[]string{"[VLT-0004] #1", "407 U.S. 1 #2"}, []string{"The buyer may terminate"}},
		{"a label naming no sources", body + "Note: the buyer must give notice [VLT-0004, § 8.3].",
			nil, []string{"The buyer may terminate", "Note: the buyer must give notice"}},
		{"a label about law, not a list", body + "Sources of law: Delaware courts enforce such clauses [VLT-0004, § 8.3].",
			nil, []string{"The buyer may terminate", "Sources of law: Delaware courts"}},
		{"an entry that states law is still a proposition", body + "Sources: Forum clauses are always enforced by every court.",
			nil, []string{"The buyer may terminate", "Forum clauses are always enforced"}},
		{"a plain line that states law under a Sources line", body + "Sources:\nForum clauses are always enforced by every court [VLT-0004].",
			[]string{"[VLT-0004] #1"}, []string{"The buyer may terminate", "Forum clauses are always enforced"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			var entries []string
			for _, c := range a.Citations {
				if strings.HasPrefix(c.Footnote, "#") {
					id := c.Identifier
					if c.Kind == KindVault {
						id = c.Text
					}
					entries = append(entries, id+" "+c.Footnote)
				}
			}
			if strings.Join(entries, ", ") != strings.Join(tc.entries, ", ") {
				t.Errorf("entries %q, want %q", entries, tc.entries)
			}
			if len(a.Propositions) != len(tc.props) {
				var got []string
				for _, p := range a.Propositions {
					got = append(got, p.Text)
				}
				t.Fatalf("propositions %q, want %d starting %q", got, len(tc.props), tc.props)
			}
			for i, p := range a.Propositions {
				if !strings.HasPrefix(strings.TrimLeft(p.Text, "*"), tc.props[i]) {
					t.Errorf("proposition %d %q, want it to start %q", i, p.Text, tc.props[i])
				}
			}
		})
	}
}

// TestPlainSourcesLinesNumberMarkers: body markers point at the plain
// lines under a Sources line in order, as at unnumbered list items.
func TestPlainSourcesLinesNumberMarkers(t *testing.T) {
	e := mustExtractor(t, Options{})
	a := e.Extract("Clauses are prima facie valid [1]. Form tickets get fairness review [2].\n\nSources:\nM/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)\nCarnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595 (1991)\n")
	want := []string{"407 U.S. 1", "499 U.S. 585"}
	if len(a.Propositions) != 2 {
		t.Fatalf("%d propositions, want the two body sentences", len(a.Propositions))
	}
	for i, p := range a.Propositions {
		var ids []string
		for _, k := range p.Citations {
			ids = append(ids, a.Citations[k].Identifier)
		}
		if !strings.Contains(strings.Join(ids, "|"), want[i]) {
			t.Errorf("sentence %d cites %q, want %s", i, ids, want[i])
		}
	}
}

// TestSourceLinesThatAttribute: a "Source:" line is a bibliography only
// where the body cites on its own; written after each paragraph, or as
// the only attribution of an answer that cites nothing else, it cites
// the sentence before it.
func TestSourceLinesThatAttribute(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	for _, tc := range []struct {
		name, answer string
		want         []string // each proposition's start and the Vault IDs it cites
	}{
		{"after each paragraph",
			"The buyer may terminate on a Material Adverse Effect.\n\nSource: [VLT-0004, § 8.2]\n\nThe seller must run the business in the ordinary course.\n\nSource: [VLT-0004, § 6.1]",
			[]string{"The buyer may: VLT-0004", "The seller must: VLT-0004"}},
		{"the only attribution of a one-paragraph answer",
			"The buyer may terminate on a Material Adverse Effect.\n\nSource: [VLT-0004, § 8.2].",
			[]string{"The buyer may: VLT-0004"}},
		{"a bibliography after a body that cites",
			"The buyer may terminate on a Material Adverse Effect [VLT-0004, § 8.2].\n\nSources: Merger Agreement [VLT-0004].",
			[]string{"The buyer may: VLT-0004"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			var got []string
			for _, p := range a.Propositions {
				var ids []string
				for _, k := range p.Citations {
					if a.Citations[k].Kind == KindVault {
						ids = append(ids, a.Citations[k].Identifier)
					}
				}
				words := strings.Fields(p.Text)
				got = append(got, strings.Join(words[:min(3, len(words))], " ")+": "+strings.Join(ids, ","))
			}
			if strings.Join(got, " | ") != strings.Join(tc.want, " | ") {
				t.Errorf("propositions %q, want %q", got, tc.want)
			}
		})
	}
}
