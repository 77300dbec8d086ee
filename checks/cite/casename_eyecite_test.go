package cite

import (
	"strings"
	"testing"
)

// TestEyeciteCaseNames measures how often the parties we read for a
// full case citation agree with the plaintiff and defendant eyecite's
// tests expect for it (same volume and page), over the eyecite find
// cases with reporters-db loaded. Eyecite's expectations are its own
// reading, not ground truth ("Houston Cmty. Coll. Sys. v. Wilson" has the
// plaintiff "Sys." there), so disagreements are logged and the figure is
// held at its recorded floor rather than at 100%.
func TestEyeciteCaseNames(t *testing.T) {
	cases, _, e := eyeciteFindCases(t)
	agree, total := 0, 0
	for _, c := range cases {
		in := clean(c.Input, c.CleanSteps)
		a := e.Extract(in)
		for _, x := range c.Expected {
			if x.Type != "FullCaseCitation" || x.Groups["volume"] == nil || x.Groups["page"] == nil {
				continue
			}
			wantP, _ := x.Meta["plaintiff"].(string)
			wantD, _ := x.Meta["defendant"].(string)
			if wantP == "" && wantD == "" {
				continue
			}
			total++
			vol, page := *x.Groups["volume"], *x.Groups["page"]
			var got *Citation
			for i := range a.Citations {
				g := &a.Citations[i]
				if (g.Kind == KindCase || g.Kind == KindWL) && strings.HasPrefix(g.Identifier, vol+" ") && strings.HasSuffix(g.Identifier, " "+page) {
					got = g
					break
				}
			}
			if got == nil {
				t.Logf("no citation %s ... %s in %q", vol, page, in)
				continue
			}
			if sameParty(got.Plaintiff, wantP) && sameParty(got.Defendant, wantD) {
				agree++
				continue
			}
			t.Logf("parties %q v. %q, eyecite %q v. %q, in %q", got.Plaintiff, got.Defendant, wantP, wantD, in)
		}
	}
	t.Logf("eyecite find cases, reporters-db: parties agree with eyecite's for %d/%d full case citations = %.3f", agree, total, float64(agree)/float64(max(total, 1)))
	if total > 0 && float64(agree)/float64(total) < 0.84 {
		t.Errorf("party agreement %d/%d below the recorded floor 0.84", agree, total)
	}
}

// sameParty compares party names ignoring emphasis, spacing and a
// trailing comma.
func sameParty(got, want string) bool {
	norm := func(s string) string { return strings.TrimRight(cleanName(s), ", ") }
	return norm(got) == norm(want)
}
