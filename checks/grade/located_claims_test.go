package grade

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestLocatedTextIsTheClaimsSupport: for C-008, a chunk counted as
// retrieved through another system's chunk supports a claim only with
// what that chunk held. A two-word entry ("forum-selection clause",
// found in Bremen's c1) offered the whole of c1 to the C-008 judge, which
// found the claim supported by c1's other sentences, so an answer stating
// them as fact, cited or not, passed C-008 on text nobody retrieved. The
// entry holding the paragraph still supports it.
func TestLocatedTextIsTheClaimsSupport(t *testing.T) {
	g := nativeGrader(t)
	const fact = `When the rig was damaged at sea during the tow, Zapata sued in a United States district court in admiralty, although the towage contract contained a forum-selection clause sending disputes to the courts of London`
	const para = `A Houston-based drilling company, Zapata Off-Shore Co., contracted with Unterweser, a German towage company, to tow Zapata's ocean-going drilling rig Chaparral across the Atlantic. The towage contract contained a forum-selection clause sending disputes to the courts of London. When the rig was damaged at sea during the tow, Zapata sued in a United States district court in admiralty.`
	for _, tt := range []struct {
		name, answer, entry string
		passes              bool
	}{
		{"cited, two words retrieved", fact + ` [VLT-0001, p. 1].`, "forum-selection clause", false},
		{"uncited, two words retrieved", fact + `.`, "forum-selection clause", false},
		{"cited, the paragraph retrieved", fact + ` [VLT-0001, p. 1].`, para, true},
		{"uncited, the paragraph retrieved", fact + `.`, para, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"answer": "` + tt.answer + `", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
 "retrieved": [{"doc": "bremen-v-zapata.pdf", "chunk_id": "theirs-1", "rank": 1, "text": "` + tt.entry + `"}]}`
			resp, err := rubric.ParseResponse("r.json", []byte(body))
			if err != nil {
				t.Fatal(err)
			}
			s, _, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, cr := range s.CriteriaResults {
				if cr.ID != "C-008" {
					continue
				}
				found = true
				if got := string(cr.Verdict) == "pass"; got != tt.passes {
					t.Errorf("C-008 %s, want pass=%v: %s", cr.Verdict, tt.passes, cr.Reasoning)
				}
			}
			if !found {
				t.Fatal("no C-008 verdict")
			}
		})
	}
}
