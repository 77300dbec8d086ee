package cite

import (
	"fmt"
	"strings"
	"testing"
)

// TestVaultNameOpeningSentenceIsNoCode: a Vault name whose last word is
// an acronym ("Acme-Globex MSA"), written before "§" at the start of a
// sentence or a footnote, is that document at its section. proseOpener
// dropped the name's first word as the sentence's, so "MSA § 14.2" was
// read as a statute naming no Vault document: C-001, C-003 and C-006
// failed a footnoted citation of the client's contract.
func TestVaultNameOpeningSentenceIsNoCode(t *testing.T) {
	e := mustExtractor(t, Options{
		DocIDs:    []string{"VLT-0022"},
		Titles:    []string{"Master Services Agreement between Acme Corporation and Globex Industries, Inc.", "Acme-Globex MSA"},
		Documents: []DocumentNames{{ID: "VLT-0022", Title: "Master Services Agreement between Acme Corporation and Globex Industries, Inc.", Aliases: []string{"Acme-Globex MSA"}}},
	})
	for _, tc := range []struct {
		text string
		want string // the last citation: "kind text [locators]"
	}{
		{"Delaware law governs.[^1]\n\n[^1]: Acme-Globex MSA § 14.1.\n", "title Acme-Globex MSA § 14.1 [section 14.1]"},
		{"Delaware law governs. Acme-Globex MSA § 14.1.\n", "title Acme-Globex MSA § 14.1 [section 14.1]"},
		{"Delaware law governs.\n\nAcme-Globex MSA §§ 14.1-14.2.\n", "title Acme-Globex MSA §§ 14.1-14.2 [section 14.1-14.2]"},
		// a sentence's first word before a code is still dropped
		{"The rule holds. Applying Civ. Prac. Law § 5.\n", "statute Civ. Prac. Law § 5 [section 5]"},
		{"The rule holds. Real Prop. Code § 42-303.\n", "statute Real Prop. Code § 42-303 [section 42-303]"},
	} {
		a := e.Extract(tc.text)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation", tc.text)
			continue
		}
		c := a.Citations[len(a.Citations)-1]
		var locs []string
		for _, l := range c.Locators {
			locs = append(locs, fmt.Sprintf("%s %s", l.Kind, l.Value))
		}
		if got := fmt.Sprintf("%s %s [%s]", c.Kind, c.Text, strings.Join(locs, " ")); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}
