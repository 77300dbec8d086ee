package cite

import (
	"regexp"
	"testing"
)

// TestTitledReferenceSentence: a sentence of a document's title, its
// locators and its Vault reference cites the statement before it and is
// no proposition of its own; prose before a pinned reference, or a title
// that is not one, keeps its sentence a proposition.
func TestTitledReferenceSentence(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, tc := range []struct {
		name, answer string
		props        int // propositions found
		cites        int // the proposition the first citation supports
	}{
		{"title, chapter and section", "Motive alone never suffices. Fraud Litigation Handbook ch. 6, § 6.3 [DOC-12].", 1, 0},
		{"title with a comma before its section", "Motive alone never suffices. Fraud Litigation Handbook, § 6.3 [DOC-12].", 1, 0},
		{"a signal word before the title", "Motive alone never suffices. See The Law of Fraud, pp. 10-11 [DOC-12].", 1, 0},
		{"locators alone", "Motive alone never suffices. § 6.3 [DOC-12].", 1, 0},
		{"a title with a connective and a parenthesis", "Promises bind. Restatement (Second) of Contracts § 90 [DOC-4].", 1, 0},
		{"a second sentence of prose keeps its own", "Motive alone never suffices. Courts agree on this point, § 6.3 [DOC-12].", 2, 1},
		{"a lower-case word is no title", "Motive alone never suffices. Fraud claims fail § 6.3 [DOC-12].", 2, 1},
		{"a number in the title part is prose", "Motive alone never suffices. Rule 9 Governs § 6.3 [DOC-12].", 2, 1},
		{"a claim in title case is a proposition", "Motive alone never suffices. Harlow May Assign Without Consent § 12 [DOC-12].", 2, 1},
		{"no locators before the reference keeps the sentence", "Motive alone never suffices. Fraud Litigation Handbook [DOC-12].", 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			if len(a.Citations) == 0 {
				t.Fatalf("no citation in %q", tc.answer)
			}
			if len(a.Propositions) != tc.props {
				t.Errorf("%d propositions, want %d: %+v", len(a.Propositions), tc.props, a.Propositions)
			}
			if got := a.Citations[0].Proposition; got != tc.cites {
				t.Errorf("the citation supports proposition %d, want %d", got, tc.cites)
			}
		})
	}
}
