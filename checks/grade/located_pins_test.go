package grade

import "testing"

// TestPagePinsOnLocatedSpans: another system's chunk holding page 15 of
// Bremen retrieves VLT-0001#c6 (pp. 15-18), but a pin on page 18, which
// it does not hold, names a place that was not retrieved: C-006 fails;
// a pin on page 15 passes; with the Vault chunk named by its ID, both do.
func TestPagePinsOnLocatedSpans(t *testing.T) {
	g := suiteGrader(t, nativeSuite)
	page15 := `{"doc": "bremen-v-zapata.pdf", "chunk_id": "theirs-9", "rank": 1, "text": "A contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought, whether declared by statute or by judicial decision."}`
	vaultChunk := `{"chunk_id": "VLT-0001#c6", "rank": 1}`
	answer := func(page string) string {
		return `A forum-selection clause is unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought [VLT-0001, p. ` + page + `].`
	}
	for _, tt := range []struct {
		name, trace, page, c006 string
	}{
		{"located, pinned page held", page15, "15", "pass"},
		{"located, pinned page not held", page15, "18", "fail"},
		{"Vault chunk ID, any of its pages", vaultChunk, "18", "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"answer": "` + answer(tt.page) + `", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": [` + tt.trace + `]}`
			if cr := criterionOf(t, g, body, "C-006"); string(cr.Verdict) != tt.c006 {
				t.Errorf("C-006 %s, want %s: %s", cr.Verdict, tt.c006, cr.Reasoning)
			}
		})
	}
}

// TestParagraphPinsOnLocatedSpans: the practice note's chunk c3 holds
// ¶ 3-5; another system's chunk holding only ¶ 3 retrieves it, so a ¶ 3
// pin passes C-006 and a ¶ 5 pin does not.
func TestParagraphPinsOnLocatedSpans(t *testing.T) {
	g := suiteGrader(t, nativeSuite)
	trace := `{"doc": "file-PN2026x03", "chunk_id": "pn-7", "rank": 1, "text": "A choice-of-forum provision is prima facie valid and should be enforced unless the resisting party shows that enforcement would be unreasonable under the circumstances."}`
	for _, tt := range []struct{ para, c006 string }{{"3", "pass"}, {"5", "fail"}} {
		body := `{"answer": "A choice-of-forum provision is prima facie valid and should be enforced unless enforcement is shown to be unreasonable [VLT-0017, ¶ ` + tt.para + `].", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": [` + trace + `]}`
		if cr := criterionOf(t, g, body, "C-006"); string(cr.Verdict) != tt.c006 {
			t.Errorf("¶ %s: C-006 %s, want %s: %s", tt.para, cr.Verdict, tt.c006, cr.Reasoning)
		}
	}
}
