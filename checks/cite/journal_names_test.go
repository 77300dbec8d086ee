package cite

import "testing"

// TestJournalNamesWithInnerWords: a journal whose name holds a word that
// alone names no reporter ("Corp.", "Crim.", "Civ.") is read as a
// journal when its words end as a journal's do ("J. Corp. L.", "L. Rev."),
// so the citation is found and its pin read; the same words ending
// otherwise are no reporter ("12 Acme Corp. 45").
func TestJournalNamesWithInnerWords(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct {
		text, identifier, pin string
	}{
		{"Note, Knowledge and Reliance, 49 Del. J. Corp. L. 233, 234 (2025).", "49 Del. J. Corp. L. 233", "234"},
		{"See 12 J. Corp. L. 45, 47 (1999).", "12 J. Corp. L. 45", "47"},
		{"See 88 Am. Crim. L. Rev. 100, 104 (2001).", "88 Am. Crim. L. Rev. 100", "104"},
		{"The buyer paid 12 Acme Corp. 45 times the price.", "", ""},
		{"See 3 Smith Corp. L. 9.", "", ""}, // "L." ends a journal only after "J."
	} {
		a := e.Extract(tc.text)
		got, pin := "", ""
		for _, c := range a.Citations {
			if c.Kind == KindJournal {
				got, pin = c.Identifier, c.Pin
			}
		}
		if got != tc.identifier || pin != tc.pin {
			t.Errorf("%q: journal %q pin %q, want %q pin %q", tc.text, got, pin, tc.identifier, tc.pin)
		}
	}
}

// TestStudentWorkDesignation: "Note," before a journal citation is its
// designation, so the sentence is a citation sentence and cites the claim
// before it; "Note," before prose is a word of the sentence.
func TestStudentWorkDesignation(t *testing.T) {
	e := mustExtractor(t, Options{})
	a := e.Extract("Sandbagging clauses allocate the risk of a known breach. Note, Knowledge and Reliance, 49 Del. J. Corp. L. 233, 234 (2025).")
	if len(a.Propositions) != 1 || len(a.Propositions[0].Citations) != 1 {
		t.Fatalf("propositions %+v, want the claim citing the note", a.Propositions)
	}
	a = e.Extract("Note, the clause is void. 49 Del. J. Corp. L. 233, 234.")
	if len(a.Propositions) != 1 || a.Propositions[0].Text != "Note, the clause is void." {
		t.Fatalf("propositions %+v, want the sentence opening with Note kept whole", a.Propositions)
	}
}
