package resolve

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestMisplacedQuote places a quotation by the document's words: a pin
// that does not hold the quoted words fails when the document says them
// elsewhere in its own voice, for a quoted authority and a direct
// quotation alike; words the document holds only inside its own quotation
// marks (a clause it recites) place a direct quotation nowhere, but still
// place a quoted authority's. Invented text, two chunks.
func TestMisplacedQuote(t *testing.T) {
	page1 := "The lease provided: \"the tenant shall repair every broken window at its own cost.\" The landlord sued.\n\n"
	page2 := "We hold that a covenant to repair binds the tenant for ordinary wear and tear only.\n\n"
	text := page1 + page2
	c1 := &vault.Chunk{ID: "D#c1", Start: 0, End: len(page1)}
	c2 := &vault.Chunk{ID: "D#c2", Start: len(page1), End: len(text)}
	own := "a covenant to repair binds the tenant for ordinary wear"
	clause := "the tenant shall repair every broken window"
	for _, tt := range []struct {
		name     string
		pinned   []*vault.Chunk
		quote    string
		ownWords bool
		want     bool
	}{
		{"own words, pinned where they are not", []*vault.Chunk{c1}, own, true, true},
		{"own words, pinned where they are", []*vault.Chunk{c2}, own, true, false},
		{"own words, quoting parenthetical, pinned where they are not", []*vault.Chunk{c1}, own, false, true},
		{"recited clause, direct quotation pinned at the holding", []*vault.Chunk{c2}, clause, true, false},
		{"recited clause, quoted authority pinned at the holding", []*vault.Chunk{c2}, clause, false, true},
		{"recited clause pinned where it is", []*vault.Chunk{c1}, clause, true, false},
		{"fewer than five words decides nothing", []*vault.Chunk{c1}, "binds the tenant", true, false},
		{"words the document lacks decide nothing", []*vault.Chunk{c1}, "a landlord must always repair the roof", true, false},
		{"an omission: a fragment placed where the pin is not", []*vault.Chunk{c1}, "we hold that a covenant to repair ... for ordinary wear and tear only", true, true},
		{"an omission: a fragment at the pin", []*vault.Chunk{c2}, "we hold that a covenant to repair … binds the tenant", true, false},
		{"an altered capital placed where the pin is not", []*vault.Chunk{c1}, "[A] covenant to repair binds the tenant", true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q, off, ok := misplacedQuote(text, tt.pinned, []string{tt.quote}, tt.ownWords)
			if ok != tt.want {
				t.Fatalf("misplaced = %v (%q at %d), want %v", ok, q, off, tt.want)
			}
			first := strings.ToLower(strings.Fields(strings.NewReplacer("[", "", "]", "").Replace(tt.quote))[0])
			if ok && !strings.HasPrefix(strings.ToLower(text[off:]), first) {
				t.Errorf("placed at %d (%q), not at the quoted words", off, text[off:])
			}
		})
	}
}
