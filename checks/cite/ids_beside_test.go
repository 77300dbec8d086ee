package cite

import (
	"fmt"
	"regexp"
	"slices"
	"testing"
)

// TestTaggedVaultID: a Vault ID in parentheses (or brackets) right after
// a citation of the same document, in a Sources entry or in the body, is
// that citation's identifier: one citation, pinned as the citation is,
// and the ID a mention of it. An ID that names another document, or no
// document, or stands apart from the citation, stays a citation of its
// own; written as a tag, it carries the citation's text as its name (the
// resolver reports the mismatch, C-001) and the citation's pin.
func TestTaggedVaultID(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`CI-[0-9]{3}`),
		DocIDs:    []string{"CI-001", "CI-003", "CI-004", "CI-010"},
		Documents: []DocumentNames{
			{ID: "CI-001", Title: "Marrowfield v. Xandor Corp.", Aliases: []string{"Marrowfield"}, Citations: []string{"301 N.E.3d 220"}},
			{ID: "CI-003", Title: "Smith v. Jones", Citations: []string{"12 F.4th 1"}},
			{ID: "CI-004", Title: "Tessaly v. Yarrow", Aliases: []string{"Tessaly"}, Citations: []string{"88 F.4th 415"}},
			{ID: "CI-010", Title: "Business Code, Formation of Contracts", Citations: []string{"Bus. Code § 14-101"}},
		},
	})
	const marrow = "Marrowfield v. Xandor Corp., 301 N.E.3d 220, 223 (Ill. 2024)"
	const smith = "Smith v. Jones, 12 F.4th 1, 5"
	for _, tc := range []struct {
		name, text string
		// want lists every citation as "kind text [locators]"
		want []string
		// tagged is the ID that is a mention of the citation before it
		tagged string
		// named is the name a remaining ID citation carries
		named string
	}{
		{"Sources entry, statute", "Notice must be in writing.[1] The covenant is void.[2]\n\n## Sources\n[1] Bus. Code § 14-101(b) (CI-010)\n[2] " + marrow + " (CI-001)\n",
			[]string{"statute Bus. Code § 14-101(b) (CI-010) [section 14-101(b)]", "case " + marrow + " (CI-001) [page 223]"}, "CI-010", ""},
		{"body, case", "The duty runs to the buyer. " + smith + " (CI-003).", []string{"case " + smith + " (CI-003) [page 5]"}, "CI-003", ""},
		{"body, labelled", "The duty runs to the buyer. " + smith + " (Vault ID: CI-003).", []string{"case " + smith + " (Vault ID: CI-003) [page 5]"}, "CI-003", ""},
		{"body, bracketed", "The duty runs to the buyer. " + smith + " [CI-003].", []string{"case " + smith + " [CI-003] [page 5]"}, "[CI-003]", ""},
		{"body, a link as the tag", "The duty runs to the buyer. " + smith + " ([CI-003](vault://CI-003)).", []string{"case " + smith + " ([CI-003](vault://CI-003)) [page 5]"}, "[CI-003](vault://CI-003)", ""},
		{"a link tagged", "The duty runs to the buyer. [" + smith + "](vault://CI-003) (CI-003).", []string{"vault [" + smith + "](vault://CI-003) (CI-003) [page 5]"}, "CI-003", ""},
		{"the ID's pin", "The covenant is void. Marrowfield v. Xandor Corp., 301 N.E.3d 220 (Ill. 2024) (CI-001, p. 223).", []string{"case Marrowfield v. Xandor Corp., 301 N.E.3d 220 (Ill. 2024) (CI-001, p. 223) [page 223]"}, "CI-001, p. 223", ""},
		{"a short cite", "Scope is factual. " + marrow + ". Tessaly v. Yarrow, 88 F.4th 415 (9th Cir. 2023). It was affirmed. Tessaly, 88 F.4th at 418-19 (CI-004).",
			[]string{"case " + marrow + " [page 223]", "case Tessaly v. Yarrow, 88 F.4th 415 (9th Cir. 2023) []", "short Tessaly, 88 F.4th at 418-19 (CI-004) [page 418-19]"}, "CI-004", ""},
		// what stays a citation of its own
		{"an ID of another document", "The duty runs to the buyer. " + smith + " (CI-001).", []string{"case " + smith + " [page 5]", "vault CI-001 [page 5]"}, "", smith},
		{"an ID of no document", "The duty runs to the buyer. " + smith + " (CI-999).", []string{"case " + smith + " [page 5]", "vault CI-999 [page 5]"}, "", smith},
		{"a parenthetical between", "The covenant is void. " + marrow + " (holding it void) (CI-001).", []string{"case " + marrow + " [page 223]", "vault CI-001 [page 223]"}, "", marrow},
		{"an ID in a sentence of its own", "The duty runs to the buyer. " + smith + ". Damages follow (CI-003).", []string{"case " + smith + " [page 5]", "vault CI-003 []"}, "", ""},
		{"an ID with words", "The duty runs to the buyer. " + smith + " (see CI-003).", []string{"case " + smith + " [page 5]", "vault CI-003 []"}, "", ""},
		{"both pinned", "The duty runs to the buyer. " + smith + " (CI-003, p. 7).", []string{"case " + smith + " [page 5]", "vault CI-003, p. 7 [page 7]"}, "", smith},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			var got []string
			for _, c := range a.Citations {
				if c.Start >= len(tc.text) || c.Text == "[1]" || c.Text == "[2]" {
					continue
				}
				var locs []string
				for _, l := range c.Locators {
					locs = append(locs, fmt.Sprintf("%s %s", l.Kind, l.Value))
				}
				got = append(got, fmt.Sprintf("%s %s %v", c.Kind, c.Text, locs))
				if c.Kind == KindVault && c.Text != "["+smith+"](vault://CI-003) (CI-003)" && c.Name != tc.named {
					t.Errorf("%q carries the name %q, want %q", c.Text, c.Name, tc.named)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("citations\n %q\nwant\n %q", got, tc.want)
			}
			var mention *Citation
			for i := range a.Mentions {
				if a.Mentions[i].Text == tc.tagged {
					mention = &a.Mentions[i]
				}
			}
			switch {
			case tc.tagged == "":
			case mention == nil:
				t.Errorf("no mention %q in %+v", tc.tagged, a.Mentions)
			case mention.Antecedent < 0 || a.Citations[mention.Antecedent].End < mention.End:
				t.Errorf("mention %q refers to citation %d, want the one holding it", tc.tagged, mention.Antecedent)
			}
		})
	}
}

// TestLinkTextCitationPin: a vault:// link whose text is a reporter
// citation with a pin carries that pin, whatever parentheticals follow
// it; one whose text has no pin carries none.
func TestLinkTextCitationPin(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`CI-[0-9]{3}`)})
	for _, tc := range []struct {
		in   string
		locs []string
	}{
		{"The covenant is void. [Marrowfield v. Xandor Corp., 301 N.E.3d 220, 223 (Ill. 2024)](vault://CI-001).", []string{"page 223"}},
		{"The duty runs. [Smith v. Jones, 12 F.4th 1, 5 (CI-003)](vault://CI-003).", []string{"page 5"}},
		{"The duty runs. [*Smith v. Jones*, 12 F.4th 1, 5-6](vault://CI-003).", []string{"page 5-6"}},
		{"The duty runs. [Smith v. Jones, 12 F.4th 1, 5](vault://CI-003#c2).", []string{"chunk 2"}}, // the URL's own locator wins
		// twins without a pin
		{"The duty runs. [Smith v. Jones, 12 F.4th 1 (2d Cir. 2021)](vault://CI-003).", nil},
		{"The duty runs. [Smith v. Jones](vault://CI-003), 12 F.4th 1, 5.", nil},
	} {
		a := e.Extract(tc.in)
		var c *Citation
		for i := range a.Citations {
			if a.Citations[i].Kind == KindVault {
				c = &a.Citations[i]
			}
		}
		if c == nil {
			t.Errorf("%q: no Vault citation in %+v", tc.in, a.Citations)
			continue
		}
		var got []string
		for _, l := range c.Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if !slices.Equal(got, tc.locs) {
			t.Errorf("%q: locators %q, want %q", tc.in, got, tc.locs)
		}
	}
}

// TestTaggedLinkMismatch: a link whose text is only an ID, tagging a
// citation of another document, carries the citation's text as its
// name (not its own "CI-001"), so the resolver sees the mismatch.
func TestTaggedLinkMismatch(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`CI-[0-9]{3}`),
		Documents: []DocumentNames{
			{ID: "CI-001", Title: "Marrowfield v. Xandor Corp.", Citations: []string{"301 N.E.3d 220"}},
			{ID: "CI-003", Title: "Smith v. Jones", Citations: []string{"12 F.4th 1"}},
		},
	})
	for _, tc := range []struct{ in, name string }{
		{"The duty runs. Smith v. Jones, 12 F.4th 1, 5 ([CI-001](vault://CI-001)).", "Smith v. Jones, 12 F.4th 1, 5"},
		{"The duty runs. Smith v. Jones, 12 F.4th 1, 5 ([CI-003](vault://CI-003)).", ""}, // its own document: a mention
	} {
		a := e.Extract(tc.in)
		var names []string
		for _, c := range a.Citations {
			if c.Kind == KindVault {
				names = append(names, c.Name)
			}
		}
		want := []string{tc.name}
		if tc.name == "" {
			want = nil
		}
		if !slices.Equal(names, want) {
			t.Errorf("%q: Vault citations named %q, want %q", tc.in, names, want)
		}
	}
}
