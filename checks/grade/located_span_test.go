package grade

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestLocatedSpanIsWhatWasRetrieved: another system's chunk located in
// a Vault chunk retrieves its own span, not the whole Vault chunk. An
// identifier or a topic word that lies in the Vault chunk outside that
// span was not in anything retrieved, so C-005 and C-006 must not pass
// on it; with the Vault chunk named by its own ID (retrieved whole),
// they do.
func TestLocatedSpanIsWhatWasRetrieved(t *testing.T) {
	g := suiteGrader(t, nativeSuite)
	// One line of Bremen's chunk c1, which holds neither its caption
	// ("407 U.S. 1") nor the words "forum-selection".
	court := `{"doc": "bremen-v-zapata.pdf", "chunk_id": "theirs-1", "rank": 1, "text": "Supreme Court of the United States. Decided June 12, 1972."}`
	// One word, whose first place in the document is in c1.
	oneWord := `{"doc": "bremen-v-zapata.pdf", "chunk_id": "theirs-2", "rank": 1, "text": "Houston-based"}`
	whole := `{"chunk_id": "VLT-0001#c1", "rank": 1}`
	reporter := `A forum-selection clause in a towage contract sent disputes to the courts of London. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 1 (1972).`
	chunkRef := `A forum-selection clause in a towage contract sent disputes to the courts of London [VLT-0001#c1].`
	for _, tt := range []struct {
		name, trace, answer, id, want string
	}{
		{"C-005: the caption outside the located span", court, reporter, "C-005", "fail"},
		{"C-005: one word located, the caption outside it", oneWord, reporter, "C-005", "fail"},
		{"C-005: the Vault chunk retrieved whole", whole, reporter, "C-005", "pass"},
		{"C-006: the topic words outside the located span", court, chunkRef, "C-006", "fail"},
		{"C-006: one word located, the topic outside it", oneWord, chunkRef, "C-006", "fail"},
		{"C-006: the Vault chunk retrieved whole", whole, chunkRef, "C-006", "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := rubric.ParseResponse("r.json", []byte(`{"answer": "`+tt.answer+`", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": [`+tt.trace+`]}`))
			if err != nil {
				t.Fatal(err)
			}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			if tt.trace != whole && len(rep.TraceLocated) != 1 {
				t.Fatalf("the entry was not located: %+v %+v", rep.TraceLocated, rep.TraceProblems)
			}
			for _, cr := range s.CriteriaResults {
				if cr.ID == tt.id && string(cr.Verdict) != tt.want {
					t.Errorf("%s %s, want %s: %s", cr.ID, cr.Verdict, tt.want, cr.Reasoning)
				}
			}
		})
	}
}
