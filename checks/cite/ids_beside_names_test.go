package cite

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestTaggedVaultIDAfterName: a Vault ID in parentheses right after a
// document's short name and locator ("Choice-of-Forum Practice Note ¶¶
// 6-7 (VLT-0017)"), a citation only bareNames reads, is that citation's
// tag: one citation holding its locator. besideIDs ran before bareNames,
// so the ID stood as a citation of its own, without the locator, and
// C-009 failed a pinned footnote as unpinned.
func TestTaggedVaultIDAfterName(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`),
		DocIDs:    []string{"VLT-0017", "VLT-0021", "VLT-0022"},
		Documents: []DocumentNames{
			{ID: "VLT-0017", Title: "Practice Note: Choice-of-Forum Clauses in Commercial Contracts", Aliases: []string{"Choice-of-Forum Practice Note"}},
			{ID: "VLT-0021", Title: "Memorandum: Enforceability of the Forum-Selection Clause (Matter 2041)", Aliases: []string{"Matter 2041 forum memo"}},
			{ID: "VLT-0022", Title: "Master Services Agreement between Acme Corporation and Globex Industries, Inc.", Aliases: []string{"Acme Globex Master Services Agreement"}},
		},
	})
	for _, tc := range []struct {
		text string
		want string // every citation: "kind text [locators]", joined by "; "
	}{
		{"The rule holds.[^1]\n\n[^1]: Choice-of-Forum Practice Note ¶¶ 6-7 (VLT-0017).\n", "title Choice-of-Forum Practice Note ¶¶ 6-7 (VLT-0017) [paragraph 6-7]"},
		{"The rule holds (Choice-of-Forum Practice Note, ¶ 6 (VLT-0017)).\n", "title Choice-of-Forum Practice Note, ¶ 6 (VLT-0017) [paragraph 6]"},
		{"The risk is Idaho law (Matter 2041 forum memo ¶ 5 (Vault ID: VLT-0021)).\n", "title Matter 2041 forum memo ¶ 5 (Vault ID: VLT-0021) [paragraph 5]"},
		{"The clause is exclusive.[^1]\n\n[^1]: Acme Globex Master Services Agreement § 14.2 (VLT-0022).\n", "title Acme Globex Master Services Agreement § 14.2 (VLT-0022) [section 14.2]"},
		// an ID of another document stays a citation, named by the text it tags
		{"The rule holds.[^1]\n\n[^1]: Choice-of-Forum Practice Note ¶¶ 6-7 (VLT-0021).\n", "title Choice-of-Forum Practice Note ¶¶ 6-7 [paragraph 6-7]; vault VLT-0021 [paragraph 6-7]"},
	} {
		a := e.Extract(tc.text)
		var got []string
		for _, c := range a.Citations {
			var locs []string
			for _, l := range c.Locators {
				locs = append(locs, fmt.Sprintf("%s %s", l.Kind, l.Value))
			}
			got = append(got, fmt.Sprintf("%s %s [%s]", c.Kind, c.Text, strings.Join(locs, " ")))
		}
		if g := strings.Join(got, "; "); g != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.text, g, tc.want)
		}
	}
}
