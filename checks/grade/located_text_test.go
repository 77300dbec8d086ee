package grade

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestLocatedTextIsTheJudgesPassage: a chunk counted as retrieved through
// another system's chunk is, for the judge, only what that chunk held. A
// two-word entry ("forum-selection clause", first found in Bremen's c1)
// made the whole of c1 the passage, and a claim resting on c1's other
// sentences passed every criterion; an entry holding the whole paragraph
// still reads it whole.
func TestLocatedTextIsTheJudgesPassage(t *testing.T) {
	g := nativeGrader(t)
	const claim = `When the rig was damaged at sea during the tow, Zapata sued in a United States district court in admiralty, although the towage contract contained a forum-selection clause sending disputes to the courts of London [VLT-0001, p. 1].`
	const para = `A Houston-based drilling company, Zapata Off-Shore Co., contracted with Unterweser, a German towage company, to tow Zapata's ocean-going drilling rig Chaparral across the Atlantic. The towage contract contained a forum-selection clause sending disputes to the courts of London. When the rig was damaged at sea during the tow, Zapata sued in a United States district court in admiralty.`
	for _, tt := range []struct {
		name, text string
		c003, why  string
	}{
		{"two words of the chunk", "forum-selection clause", "fail", "Only the part of VLT-0001#c1"},
		{"the paragraph the claim rests on", para, "pass", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"answer": "` + claim + `", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
 "retrieved": [{"doc": "bremen-v-zapata.pdf", "chunk_id": "theirs-1", "rank": 1, "text": "` + tt.text + `"}]}`
			resp, err := rubric.ParseResponse("r.json", []byte(body))
			if err != nil {
				t.Fatal(err)
			}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			for _, cr := range s.CriteriaResults {
				if cr.ID == "C-003" && string(cr.Verdict) != tt.c003 {
					t.Errorf("C-003 %s, want %s: %s", cr.Verdict, tt.c003, cr.Reasoning)
				}
			}
			if len(rep.Citations) != 1 {
				t.Fatalf("%d citations", len(rep.Citations))
			}
			if why := rep.Citations[0].Passage.Why; tt.why != "" && !strings.Contains(why, tt.why) {
				t.Errorf("passage why %q lacks %q", why, tt.why)
			}
		})
	}
}
