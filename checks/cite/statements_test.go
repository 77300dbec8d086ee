package cite

import "testing"

// TestStatesLaw: the word rules that tell a statement of law from a
// label, a title or a short description of a source.
func TestStatesLaw(t *testing.T) {
	for _, tc := range []struct {
		text    string
		heading bool
		want    bool
	}{
		// headings that label
		{"Analysis", true, false},
		{"Short answer", true, false},
		{"Grounds for refusing enforcement", true, false},
		{"Authority refusing enforcement", true, false},
		{"Limits of this answer", true, false},
		{"Day in court: a remand, not a holding", true, false},
		{"Is the clause mandatory?", true, false},
		{"Which law applies", true, false},
		{"When courts refuse enforcement", true, false},
		{"Unenforceable clauses", true, false},
		{"Quillon (Del. Super. Ct.)", true, false},
		{"Sources", true, false},
		{"Held", true, false},
		{"Clause enforced", true, false},
		{"What the court held", true, false},
		// headings that state law
		{"The Ninth Circuit enforced a franchise agreement's forum-selection clause over a California franchise statute", true, true},
		{"Forum-selection clauses are always enforced", true, true},
		{"Every court enforces the clause", true, true},
		{"Courts must enforce the clause", true, true},
		// entries and footnotes that describe a source
		{"", false, false},
		{"p. 10", false, false},
		{"Vault digest of the opinion", false, false},
		{"the leading Supreme Court case on forum-selection clauses", false, false},
		{"(D. Colo. May 21, 2024)", false, false},
		{", vacated and remanded", false, false},
		{", cert. denied", false, false},
		{"Supreme Court of the United States. Decided June 12, 1972.", false, false},
		// entries and footnotes that state law
		{"Forum-selection clauses are always enforced, in every court", false, true},
		{"Every court in the United States must enforce every forum-selection clause", false, true},
		{"(holding forum-selection clauses prima facie valid)", false, true},
		{"clause void under the franchise statute", false, true},
		{"enforcement without exception", false, true},
		{"a description that runs on and on for many more words than any short description of a source ever would need", false, true},
		{"Does the clause apply?", false, false},
		// a verb no list names, before its object: a claim under "Key
		// authorities" or in a note is graded (TestStatesLaw's lists
		// alone let "bears", "tolls" and plural "examine" through)
		{"The resisting party bears a heavy burden.", false, true},
		{"The statute tolls the limitations period.", false, true},
		{"The court enjoined the second action.", false, true},
		{"Courts examine the clause for fundamental fairness.", false, true},
		{"Parties bear their own fees.", false, true},
		// ... and descriptions that stay descriptions
		{"Notes of the hearing", false, false},
		{"Opinion on forum clauses", false, false},
		{"Cases about the clause", false, false},
		{"Digest prepared for the firm", false, false},
		{"whether a notice sent by email satisfies the clause", false, false},
		{"The Resisting Party Bears a Heavy Burden", true, false}, // headings keep their lists

	} {
		if got := statesLaw(tc.text, tc.heading); got != tc.want {
			t.Errorf("statesLaw(%q, heading %v) = %v, want %v", tc.text, tc.heading, got, tc.want)
		}
	}
}
