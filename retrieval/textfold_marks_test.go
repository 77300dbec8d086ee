package retrieval

import (
	"strings"
	"testing"
)

// TestFoldDropsRaisedCalls: a footnote call written raised (as the
// document readers write a PDF's small raised call and Word's note
// reference) folds away, so a quotation running across it is found;
// the call written as a digit of the sentence is still not the text,
// and raised digits are not folded into plain ones.
func TestFoldDropsRaisedCalls(t *testing.T) {
	for _, tc := range []struct {
		doc, quote string
		found      bool
	}{
		{"The magistrate affirmed¹ the finding.", "The magistrate affirmed the finding.", true},
		{"The claim was timely.¹,² We agree.", "The claim was timely. We agree.", true},
		{"¹ The report is part of the record.", "The report is part of the record.", true},
		{"The magistrate affirmed¹ the finding.", "The magistrate affirmed¹ the finding.", true},
		{"The magistrate affirmed¹ the finding.", "The magistrate affirmed 1 the finding.", false},
		{"The magistrate affirmed¹ the finding.", "The magistrate affirmed1 the finding.", false},
		{"The magistrate affirmed 1 the finding.", "The magistrate affirmed the finding.", false},
		{"The rent was 12, and the fee 3.", "The rent was , and the fee .", false},
	} {
		doc, quote := foldText(tc.doc, false).folded, foldText(tc.quote, false).folded
		if got := strings.Contains(doc, quote); got != tc.found {
			t.Errorf("%q in %q: found %v, want %v (folded %q in %q)", tc.quote, tc.doc, got, tc.found, quote, doc)
		}
	}
}
