package retrieval

import (
	"strings"
	"testing"
)

// TestFoldStraightensQuotes: a chunk another system extracted with
// straight quotation marks and apostrophes is found in a Vault document
// that prints them curly, and the other way round; other punctuation and
// the words stay exact. The byte map still points at the curly marks.
func TestFoldStraightensQuotes(t *testing.T) {
	for _, tc := range []struct {
		doc, quote string
		found      bool
	}{
		{"The clause “shall be litigated” in Florida; the buyer’s consent.", `The clause "shall be litigated" in Florida; the buyer's consent.`, true},
		{`The clause "shall be litigated" in Florida.`, "The clause “shall be litigated” in Florida.", true},
		{"the seller‘s ‘best efforts’", "the seller's 'best efforts'", true},
		{"The clause “shall be litigated” in Florida.", "The clause “may be litigated” in Florida.", false},
		{"The clause “shall be litigated” in Florida.", "The clause shall be litigated in Florida.", false},
		{"the buyer’s consent", "the buyers consent", false},
	} {
		doc, quote := foldText(tc.doc, false).folded, foldText(tc.quote, false).folded
		if got := strings.Contains(doc, quote); got != tc.found {
			t.Errorf("%q in %q: found %v, want %v", tc.quote, tc.doc, got, tc.found)
		}
	}
	ft := foldText("a “b”", true)
	if i := strings.IndexByte(ft.folded, '"'); i < 0 || "a “b”"[ft.start[i]:ft.end[i]] != "“" {
		t.Errorf("the folded quote does not map back to the curly one: %q %v %v", ft.folded, ft.start, ft.end)
	}
}
