package checks

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// partsJudge answers every citation unit with one verdict, leaving the
// parts it names undecided, as the offline judge does.
type partsJudge struct {
	a judge.Assessment
}

func (partsJudge) Model() string { return "heuristic" }
func (p partsJudge) Assess(_ context.Context, u judge.Unit) (judge.Assessment, error) {
	a := p.a
	a.UnitID, a.Origin = u.ID, judge.FromHeuristic
	return a, nil
}

// TestUndecidedNeedsReview: a part the judge left undecided fails its
// criterion as needing review (never a pass), a decided failure of
// another unit outweighs it, and the reasoning says so from its first
// words.
func TestUndecidedNeedsReview(t *testing.T) {
	undecidedSupport := judge.Assessment{Supports: false, Undecided: []string{judge.UndecidedSupports}, Reasoning: "heuristic: heuristic could not decide: half"}
	sentences := []string{"Forum-selection clauses are prima facie valid."}
	cites := [][][2]string{{{"Bremen, 407 U.S. at 10", "VLT-0001#c1"}}}
	for _, tc := range []struct {
		name      string
		check     Check
		a         judge.Assessment
		verdict   Verdict
		undecided bool
	}{
		{"C-003 undecided", NewSupportsCheck(), undecidedSupport, Fail, true},
		{"C-004 passes where only support is undecided", NewAdverseCheck(), undecidedSupport, Pass, false},
		{"C-003 decided fail", NewSupportsCheck(), judge.Assessment{Supports: false, Reasoning: "heuristic: polarity"}, Fail, false},
		{"C-004 undecided", NewAdverseCheck(), judge.Assessment{Supports: true, Adverse: true, Undecided: []string{judge.UndecidedAdverse}}, Fail, true},
		{"C-007 undecided", NewCalibratedCheck(), judge.Assessment{Supports: true, Overclaims: true, Undecided: []string{judge.UndecidedOverclaims}}, Fail, true},
		{"an LLM verdict is always decided", NewSupportsCheck(), judge.Assessment{Supports: false, Reasoning: "no"}, Fail, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := judgeInput(judge.Memo(partsJudge{tc.a}), sentences, cites)
			r, err := tc.check.Run(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict != tc.verdict || r.Undecided != tc.undecided {
				t.Fatalf("verdict %s undecided %v, want %s %v: %s", r.Verdict, r.Undecided, tc.verdict, tc.undecided, Reasoning(r))
			}
			reviews := 0
			for _, f := range r.Findings {
				if f.Severity == SevReview {
					reviews++
				}
			}
			if tc.undecided != (reviews > 0) {
				t.Errorf("%d review findings: %s", reviews, Reasoning(r))
			}
			if tc.undecided && !strings.HasPrefix(Reasoning(r), "Not decided offline:") {
				t.Errorf("reasoning does not start \"Not decided offline:\": %s", Reasoning(r))
			}
			if r.Infra {
				t.Error("an undecided criterion is marked incomplete")
			}
		})
	}

	// Two citations: one decided fail, one undecided: a decided failure.
	two := []string{"Forum-selection clauses are prima facie valid.", "They are always enforced."}
	twoCites := [][][2]string{{{"Bremen, 407 U.S. at 10", "VLT-0001#c1"}}, {{"Jones, 11 F.3d at 2", "VLT-0006#c1"}}}
	j := &splitJudge{}
	in := judgeInput(judge.Memo(j), two, twoCites)
	r, _ := NewSupportsCheck().Run(context.Background(), in)
	if r.Verdict != Fail || r.Undecided {
		t.Errorf("a decided failure beside an undecided one: verdict %s undecided %v: %s", r.Verdict, r.Undecided, Reasoning(r))
	}
}

// splitJudge decides the Bremen unit as failing and leaves the other
// undecided.
type splitJudge struct{}

func (splitJudge) Model() string { return "heuristic" }
func (splitJudge) Assess(_ context.Context, u judge.Unit) (judge.Assessment, error) {
	a := judge.Assessment{UnitID: u.ID, Origin: judge.FromHeuristic, Reasoning: "heuristic"}
	if !strings.Contains(u.Excerpt, "prima facie") {
		a.Undecided = []string{judge.UndecidedSupports}
	}
	return a, nil
}

// claimsJudge leaves every offered claim unflagged, as decided or not.
type claimsJudge struct{ undecided bool }

func (claimsJudge) Model() string { return "heuristic" }
func (c claimsJudge) Assess(_ context.Context, u judge.Unit) (judge.Assessment, error) {
	a := judge.Assessment{UnitID: u.ID, Origin: judge.FromHeuristic, Reasoning: "heuristic", Supports: true}
	if u.Kind != judge.UnitUnsupported {
		return a, nil
	}
	for _, cl := range u.Claims {
		a.Unflagged = append(a.Unflagged, cl.ID)
	}
	if c.undecided {
		a.Undecided = []string{judge.UndecidedUnflagged}
	}
	return a, nil
}

// TestUndecidedUnflaggedNeedsReview: C-008 fails as needing review when
// the judge could not rule the unflagged claims out, and as a decided
// failure when it could.
func TestUndecidedUnflaggedNeedsReview(t *testing.T) {
	sentences := []string{"Courts must always enforce forum-selection clauses in consumer contracts."}
	for _, undecided := range []bool{true, false} {
		in := judgeInput(judge.Memo(claimsJudge{undecided}), sentences, [][][2]string{nil})
		r, err := NewUnsupportedFlaggedCheck().Run(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != Fail || r.Undecided != undecided {
			t.Errorf("undecided judge %v: verdict %s undecided %v: %s", undecided, r.Verdict, r.Undecided, Reasoning(r))
		}
		if undecided && !strings.HasPrefix(Reasoning(r), "Not decided offline:") {
			t.Errorf("reasoning: %s", Reasoning(r))
		}
	}
}
