package grade

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestLocatedHeaderIsNotRetrievedText: a metadata header another system
// prepends to its chunk ("Citation: 92 S. Ct. 1907") is allowed, but it
// is not the Vault's text: an identifier written only in the header does
// not appear in a retrieved chunk, so C-005 fails for it; with the
// Vault's chunk that holds the caption retrieved, it passes.
func TestLocatedHeaderIsNotRetrievedText(t *testing.T) {
	g := suiteGrader(t, nativeSuite)
	body := "A contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought, whether declared by statute or by judicial decision."
	headed := `{"doc": "bremen-v-zapata.pdf", "chunk_id": "theirs-9", "rank": 1, "text": "Citation: 92 S. Ct. 1907\n` + body + `"}`
	caption := `{"chunk_id": "VLT-0001#c1", "rank": 2}`
	answer := `A forum-selection clause is unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought. M/S Bremen v. Zapata Off-Shore Co., 92 S. Ct. 1907, 1916 (1972).`
	for _, tt := range []struct{ name, trace, c005 string }{
		{"the identifier only in the header", headed, "fail"},
		{"the caption's chunk retrieved too", headed + ", " + caption, "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := rubric.ParseResponse("r.json", []byte(`{"answer": "`+answer+`", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": [`+tt.trace+`]}`))
			if err != nil {
				t.Fatal(err)
			}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.TraceLocated) == 0 || rep.TraceLocated[0].Header == "" {
				t.Fatalf("the headed entry was not located with its header: %+v %+v", rep.TraceLocated, rep.TraceProblems)
			}
			for _, cr := range s.CriteriaResults {
				if cr.ID == "C-005" && string(cr.Verdict) != tt.c005 {
					t.Errorf("C-005 %s, want %s: %s", cr.Verdict, tt.c005, cr.Reasoning)
				}
			}
		})
	}
}
