package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

func TestHeuristicCitation(t *testing.T) {
	const bremen = "The correct approach would have been to enforce the forum clause specifically unless Zapata could clearly show that enforcement would be unreasonable and unjust. We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances."
	const jones = "We hold that the forum selection clause in the franchise agreement is unenforceable because it contravenes a strong public policy of California expressed in section 20040.5."
	const murphy = "We therefore vacate and remand for the district court to hold an evidentiary hearing on whether trial in Wisconsin would deprive Murphy of his day in court."
	const stewart = "KENNEDY, J., concurring. A valid forum-selection clause should be given controlling weight in all but the most exceptional cases."
	const hunt = "The language says only that the courts of Orange County shall have jurisdiction; it does not say they shall have exclusive jurisdiction. The clause is permissive."
	const split = "The law chosen in the contract governs interpretation of the clause. The courts of appeals have taken divergent approaches to that question."
	tests := []struct {
		name                          string
		prop, excerpt, before, source string
		holding                       string
		supports, adverse, over       bool
	}{
		{"supported with hedge kept", "Forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", bremen, "", "", "", true, false, false},
		{"drops prima facie", "Forum-selection clauses are valid and must be enforced.", bremen, "", "", "", false, false, true},
		{"quote verbatim", `Such clauses are "prima facie valid" under Bremen.`, bremen, "", "M/S Bremen v. Zapata Off-Shore Co. (VLT-0001, VLT-0001#c4, case)", bremen, true, false, false},
		{"quote not in excerpt", `Clauses are "presumptively enforceable in every court".`, bremen, "", "", "", false, false, true},
		{"quote only in context", `The Court said such clauses are "enforceable as a matter of course".`, "We reverse.", "Such clauses are enforceable as a matter of course.", "", "", true, false, true},
		{"adverse holding", "Courts enforce forum selection clauses in franchise agreements.", jones, "", "", jones, false, true, false},
		{"adverse holding far from excerpt", "A forum-selection clause is prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", bremen, "", "", jones, true, true, false},
		{"adverse cited for the exception", "A forum selection clause is unenforceable where it contravenes a strong public policy of the forum state, such as California franchise law.", jones, "", "", jones, true, false, false},
		{"remand cited as holding", "The Ninth Circuit held the forum selection clause unenforceable because trial in Wisconsin would deprive Murphy of his day in court.", murphy, "", "Murphy v. Schneider (VLT-0010, VLT-0010#c3, case, court 9th Cir.)", murphy, false, true, true},
		{"concurrence attributed to court", `The Court held that a valid clause gets "controlling weight in all but the most exceptional cases".`, stewart, "", "", "", false, false, true},
		{"concurrence named by section", `The Court held that a valid clause gets "controlling weight in all but the most exceptional cases".`, "A valid forum-selection clause should be given controlling weight in all but the most exceptional cases.", "", "Stewart (VLT-0004, VLT-0004#c5, Kennedy, J., concurring)", "", false, false, true},
		{"permissive called mandatory", "The Orange County clause is mandatory and exclusive jurisdiction lies in Orange County courts.", hunt, "", "", hunt, false, true, false},
		{"split dropped", "The courts of appeals agree that the law chosen in the contract governs interpretation of the clause.", split, "", "", "", false, false, true},
		{"rule statement is not a holding", "Forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", bremen, "", "", "A clause should be held unenforceable if enforcement would contravene a strong public policy of the forum.", true, false, false},
		{"unrelated passage", "Personal jurisdiction requires minimum contacts with the forum state.", bremen, "", "", "", false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Citation: "X", Excerpt: tc.excerpt, Before: tc.before, Source: tc.source, Holding: tc.holding}
			a, err := NewAt(alignedPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports != tc.supports || a.Adverse != tc.adverse || a.Overclaims != tc.over {
				t.Errorf("supports/adverse/over = %v/%v/%v, want %v/%v/%v\n%s", a.Supports, a.Adverse, a.Overclaims, tc.supports, tc.adverse, tc.over, a.Reasoning)
			}
			if a.Origin != judge.FromHeuristic || a.UnitID != "P1/C1" {
				t.Errorf("origin %q unit %q", a.Origin, a.UnitID)
			}
		})
	}
}

func TestHeuristicUnsupported(t *testing.T) {
	answer := "Here is a summary of the law. Courts in every circuit apply a per se rule against forum clauses in employment contracts. The retrieved Vault sources do not address employment contracts. What about consumer contracts? The Vault sources are insufficient to say whether consumer clauses are enforceable. A clause naming a state forum is enforced through forum non conveniens."
	u := judge.Unit{Kind: judge.UnitUnsupported, ID: "R/unsupported", Answer: answer, Claims: []judge.Claim{
		{ID: "P0", Text: "Here is a summary of the law."},
		{ID: "P1", Text: "Courts in every circuit apply a per se rule against forum clauses in employment contracts."},
		{ID: "P3", Text: "What about consumer contracts?"},
		{ID: "P4", Text: "The Vault sources are insufficient to say whether consumer clauses are enforceable."},
		{ID: "P5", Text: "A clause naming a state forum is enforced through forum non conveniens."},
		{ID: "P6", Text: "Forum-selection clauses are prima facie valid and should be enforced unless shown unreasonable.",
			Passages: []judge.ClaimPassage{{Chunk: "VLT-0001#c4", Text: "Forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable."}}},
		{ID: "P7", Text: "Forum-selection clauses are always valid and must be enforced.",
			Passages: []judge.ClaimPassage{{Chunk: "VLT-0001#c4", Text: "Forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable."}}},
	}}
	a, err := New().Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(a.Unflagged, ",") != "P5,P7" {
		t.Errorf("unflagged = %v, want [P5 P7]\n%s", a.Unflagged, a.Reasoning)
	}
}

func TestHeuristicCannotGradeCriteria(t *testing.T) {
	u := judge.Unit{Kind: judge.UnitCriterion, ID: "C-010", Answer: "a", Criterion: &judge.Criterion{ID: "C-010", MatchCriteria: "PASS if polite."}}
	_, err := New().Assess(context.Background(), u)
	if kindOf(err) != judge.KindCannotGrade {
		t.Errorf("err = %v, want cannot-grade", err)
	}
	if _, err := New().Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "x", Proposition: "p"}); kindOf(err) != judge.KindBadUnit {
		t.Errorf("citation unit without excerpt: err = %v", err)
	}
}

// TestHeuristicUnsupportedSummary: an uncited sentence that only sums up
// the cited sentences after it in its paragraph is no unsupported claim;
// one that says more than they do is.
func TestHeuristicUnsupportedSummary(t *testing.T) {
	answer := "Courts have held restrictive covenants unenforceable when they only keep an employee from competitors or injure the public. A nationwide restrictive covenant that only kept a dispatcher from competitors was held unenforceable. Marrow v. Tennant, 231 A.3d 877, 880 (Pa. Super. Ct. 2020). A restrictive covenant injuring the public was held unenforceable too. Quarry v. Stiles, 512 P.3d 1170, 1173 (Colo. App. 2022).\n\nCourts always refuse to enforce restrictive covenants in every state. A covenant that protects no legitimate interest was held unenforceable. Marrow v. Tennant, 231 A.3d 877, 880 (Pa. Super. Ct. 2020)."
	u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: answer, Claims: []judge.Claim{
		{ID: "P0", Text: "Courts have held restrictive covenants unenforceable when they only keep an employee from competitors or injure the public."},
		{ID: "P5", Text: "Courts always refuse to enforce restrictive covenants in every state."},
	}}
	a, err := New().Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(a.Unflagged, ",") != "P5" {
		t.Errorf("unflagged = %v, want [P5]\n%s", a.Unflagged, a.Reasoning)
	}
}

// TestHeuristicVersionIsStable: the version is a hash of the rules'
// lists, the same on every start, and names the heuristic.
func TestHeuristicVersionIsStable(t *testing.T) {
	if !strings.HasPrefix(Version, "heuristic-") || len(Version) != len("heuristic-")+12 {
		t.Fatalf("Version = %q", Version)
	}
	if (heuristic{}).Stats().PromptVersion != Version || (heuristic{}).Identity().PromptVersion != Version {
		t.Errorf("stats and identity do not carry the version")
	}
}

// TestSentencesAfterIsBounded: the sentences read after a claim are a
// few, inside its paragraph when asked, and within afterWindow bytes, so
// an answer of one long paragraph costs each claim the same.
func TestSentencesAfterIsBounded(t *testing.T) {
	claim := "Covenants are reviewed for reasonableness."
	long := claim + " " + strings.Repeat("A covenant ending in é is valid. ", 2000)
	ss := sentencesAfter(long, claim, 6, true)
	if len(ss) != 6 || ss[0] != "A covenant ending in é is valid." {
		t.Errorf("sentences after the claim: %d %q", len(ss), ss)
	}
	if got := sentencesAfter(long, claim, 1000, false); len(got) > afterWindow/10 {
		t.Errorf("%d sentences read past the window", len(got))
	}
	para := claim + " First one is here.\n\nAnother paragraph starts."
	if got := sentencesAfter(para, claim, 6, true); len(got) != 1 {
		t.Errorf("the paragraph ends the sentences read: %q", got)
	}
	if nextSentence(para, claim) != "First one is here." || nextSentence(para, "absent") != "" {
		t.Errorf("next sentence %q", nextSentence(para, claim))
	}
}
