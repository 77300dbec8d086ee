package cite

import (
	"regexp"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
	"strings"
	"testing"
)

// TestStatementsAreGraded (issue 22.2, 22.3): a Sources entry, a heading
// or a footnote that states law holds a proposition supported by its own
// citations (and the sentence pointing at the entry or footnote keeps a
// copy of them); one that only names, describes or labels holds none.
func TestStatementsAreGraded(t *testing.T) {
	md := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	// the same answers read as plain text (past the Markdown bounds)
	lim := mdtext.DefaultLimits()
	lim.MaxBytes = 1
	plain := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), Markdown: &lim})
	body := "A forum-selection clause is prima facie valid [1].\n\n"
	for _, tc := range []struct {
		name, answer string
		// want maps a fragment of each proposition's text to the
		// identifiers supporting it, joined by "|"
		want map[string]string
		n    int // propositions in all
	}{
		{"a stating entry under Authorities",
			body + "## Authorities\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n2. Forum-selection clauses are always enforced, in every court [VLT-0001, p. 10].\n",
			map[string]string{"prima facie": "407 U.S. 1", "always enforced": "VLT-0001"}, 2},
		{"the entry the body points at states law: both are graded with its citation",
			body + "## Sources\n\n1. [VLT-0001, p. 10]. Forum-selection clauses are always enforced, in every court.\n",
			map[string]string{"prima facie": "VLT-0001", "always enforced": "VLT-0001"}, 2},
		{"a stating entry under References, bold heading",
			body + "**References**\n\n[1] [VLT-0001, p. 10] (holding every clause valid everywhere)\n",
			map[string]string{"prima facie": "VLT-0001", "holding every": "VLT-0001"}, 2},
		{"a stating trailing [N] paragraph",
			body + "[1] [VLT-0001, p. 10]. Every court must enforce every clause.\n",
			map[string]string{"prima facie": "VLT-0001", "Every court": "VLT-0001"}, 2},
		{"a stating entry under Sources:",
			body + "Sources:\n[1] Forum-selection clauses must always be enforced [VLT-0001, p. 10]\n",
			map[string]string{"prima facie": "VLT-0001", "always be enforced": "VLT-0001"}, 2},
		{"bibliographic entries are no propositions",
			body + "## Authorities\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972) (Supreme Court opinion on forum-selection clauses).\n",
			map[string]string{"prima facie": "407 U.S. 1"}, 1},
		{"a heading that states law",
			"## The Ninth Circuit enforced a franchise agreement's forum-selection clause over a California franchise statute [VLT-0006, p. 499]\n\nSee the discussion below.\n",
			map[string]string{"Ninth Circuit enforced": "VLT-0006", "discussion": ""}, 2},
		{"a bold line that states law",
			"**Every court must enforce a forum-selection clause [VLT-0001, p. 10].**\n\nThe rest.\n",
			map[string]string{"Every court": "VLT-0001", "The rest": ""}, 2},
		{"headings that label",
			"### Short answer\n\nClauses are valid [VLT-0001, p. 10].\n\n## Analysis\n\n### Which law applies\n\n### Grounds for refusing enforcement [VLT-0001]\n",
			map[string]string{"Clauses are valid": "VLT-0001"}, 1},
		{"a footnote that states law after its citation",
			"A forum-selection clause is prima facie valid.[^1]\n\n[^1]: [VLT-0001, p. 10]. Every court in the United States must enforce every forum-selection clause, without exception.\n",
			map[string]string{"prima facie": "VLT-0001", "Every court": "VLT-0001"}, 2},
		{"a footnote that states law before its citation",
			"A forum-selection clause is prima facie valid.[^1]\n\n[^1]: Every court must enforce every forum-selection clause. [VLT-0001, p. 10].\n",
			map[string]string{"prima facie": "VLT-0001", "Every court": "VLT-0001"}, 2},
		{"a footnote that states law around its citation",
			"A forum-selection clause is prima facie valid.[^1]\n\n[^1]: Every court must enforce every forum-selection clause [VLT-0001, p. 10].\n",
			map[string]string{"prima facie": "VLT-0001", "Every court": "VLT-0001"}, 2},
		{"a footnote that only cites",
			"A forum-selection clause is prima facie valid.[^1] It binds.[^1]\n\n[^1]: M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n",
			map[string]string{"prima facie": "407 U.S. 1", "It binds": "407 U.S. 1"}, 2}, // a note cited twice supports both sentences, as a numbered [1] does
		{"a stating footnote pointed at twice",
			"Clauses are valid.[^1] They bind.[^1]\n\n[^1]: [VLT-0001, p. 10]. Courts always enforce them.\n",
			map[string]string{"Clauses are valid": "VLT-0001", "They bind": "VLT-0001", "always enforce": "VLT-0001"}, 3},
	} {
		for _, mode := range []struct {
			name string
			e    *Extractor
		}{{"markdown", md}, {"plain text", plain}} {
			if mode.name == "plain text" && strings.Contains(tc.name, "bold") {
				continue // emphasis is Markdown's
			}
			t.Run(tc.name+"/"+mode.name, func(t *testing.T) {
				e := mode.e
				a := e.Extract(tc.answer)
				if mode.name == "plain text" && a.PlainText == "" {
					t.Fatal("not read as plain text")
				}
				if len(a.Propositions) != tc.n {
					var ps []string
					for _, p := range a.Propositions {
						ps = append(ps, p.Text)
					}
					t.Fatalf("propositions %q, want %d", ps, tc.n)
				}
				for frag, want := range tc.want {
					found := false
					for _, p := range a.Propositions {
						if !strings.Contains(p.Text, frag) {
							continue
						}
						found = true
						var ids []string
						for _, ci := range p.Citations {
							ids = append(ids, firstOf(a.Citations[ci].Identifier, a.Citations[ci].DocID))
						}
						if got := strings.Join(ids, "|"); got != want {
							t.Errorf("%q supported by %q, want %q", p.Text, got, want)
						}
					}
					if !found {
						t.Errorf("no proposition holds %q", frag)
					}
				}
			})
		}
	}
}
