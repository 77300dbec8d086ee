package llm

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestCachedVerdictsAreVerifiedAgain (issue 22.11): a verdict edited in a
// cache (the folder, or a shared one: sharedStore stands in for Redis, and
// its claims take the claiming path) is verified against its unit before
// use, as a fresh one is. An edited one is discarded: in replay the unit
// fails closed naming why; live, it is asked again and the fresh verdict
// overwrites it. A genuine one is used without a call.
func TestCachedVerdictsAreVerifiedAgain(t *testing.T) {
	cit := bremenUnit()
	uns := judge.Unit{Kind: judge.UnitUnsupported, ID: "R1/unsupported", Answer: "Courts always enforce clauses. See nothing.",
		Claims: []judge.Claim{{ID: "P1", Text: "Courts always enforce clauses.", Why: "no citation"}}}
	crit := judge.Unit{Kind: judge.UnitCriterion, ID: "C-010", Question: "What must a party show?", Answer: "A party must show unreasonableness.",
		Criterion: &judge.Criterion{ID: "C-010", Title: "States the standard", MatchCriteria: "PASS if the answer states the standard."}}
	const invented = "every court must always enforce the clause"
	claimReply := `{"claims":{"c1":{"evidence":"Courts always enforce clauses.","reasoning":"r","unflagged":true}}}`
	critReply := `{"evidence":"must show unreasonableness","reasoning":"r","pass":false}`
	tests := []struct {
		name   string
		unit   judge.Unit
		stored judge.Assessment
		reply  string // the endpoint's answer when asked again
		why    string // "" : the stored verdict is used; else the discard reason holds it
		check  func(a judge.Assessment) bool
	}{
		{"citation: support with an invented quote", cit,
			judge.Assessment{UnitID: cit.ID, Supports: true, Evidence: invented, Reasoning: "edited"},
			keyed(verdict(false, true, false, goodQuote)), "does not occur in its EXCERPT", nil},
		{"citation: support with a one-word quote", cit,
			judge.Assessment{UnitID: cit.ID, Supports: true, Evidence: "valid", Reasoning: "edited"},
			keyed(verdict(false, true, false, goodQuote)), "does not occur", nil},
		{"citation: support with no quote", cit,
			judge.Assessment{UnitID: cit.ID, Supports: true, Reasoning: "edited"},
			keyed(verdict(false, true, false, goodQuote)), "does not occur", nil},
		{"citation: support quoting only the context is downgraded, as a fresh verdict is", cit,
			judge.Assessment{UnitID: cit.ID, Supports: true, Evidence: "could be shown unreasonable where it was the product of fraud", Reasoning: "edited"},
			"", "", func(a judge.Assessment) bool { return !a.Supports && a.Overclaims && a.Origin == judge.FromCache }},
		{"citation: a genuine verdict is used", cit,
			judge.Assessment{UnitID: cit.ID, Supports: true, Evidence: goodQuote, Reasoning: "recorded"},
			"", "", func(a judge.Assessment) bool {
				return a.Supports && a.Origin == judge.FromCache && a.Evidence == goodQuote
			}},
		{"citation: a stored unverified flag still fails, whatever else was edited", cit,
			judge.Assessment{UnitID: cit.ID, Supports: true, Evidence: invented, Unverified: "could not be verified"},
			"", "", func(a judge.Assessment) bool { return !a.Supports && a.Unverified != "" }},
		{"claims: flagged with an invented quote", uns,
			judge.Assessment{UnitID: uns.ID, Claims: []judge.ClaimVerdict{{ID: "P1", Unflagged: false, Evidence: invented}}},
			claimReply, "does not occur in that claim", nil},
		{"claims: a verdict on another claim", uns,
			judge.Assessment{UnitID: uns.ID, Claims: []judge.ClaimVerdict{{ID: "P9", Unflagged: false, Evidence: "always enforce clauses"}}},
			claimReply, `its claim 1 is "P9"`, nil},
		{"claims: no verdict for the claim", uns,
			judge.Assessment{UnitID: uns.ID, Claims: []judge.ClaimVerdict{}, Unflagged: []string{}, Reasoning: "edited"},
			claimReply, "verdicts on 0 claims", nil},
		{"claims: an unflagged list edited away is rebuilt from the claims", uns,
			judge.Assessment{UnitID: uns.ID, Claims: []judge.ClaimVerdict{{ID: "P1", Unflagged: true, Evidence: "Courts always enforce clauses."}}},
			"", "", func(a judge.Assessment) bool { return len(a.Unflagged) == 1 && a.Unflagged[0] == "P1" }},
		{"criterion: pass with an invented quote", crit,
			judge.Assessment{UnitID: crit.ID, Pass: true, Evidence: invented},
			critReply, "does not occur in the ANSWER", nil},
		{"criterion: pass with no quote", crit,
			judge.Assessment{UnitID: crit.ID, Pass: true},
			critReply, "must quote the ANSWER", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := tc.unit
			for _, mode := range []string{"replay", "live"} {
				var steps []step
				if mode == "live" && tc.why != "" {
					steps = append(steps, answer(tc.reply))
				}
				f := newFake(t, nil, steps...)
				s := newSharedStore()
				j := sharedJudge(t, f.URL(), s, "b", func(c *Config) {
					if mode == "replay" {
						c.Kind = KindReplay
					}
				})
				key := keyOf(j, u)
				s.verdicts[key] = tc.stored
				a, err := j.Assess(context.Background(), u)
				switch {
				case tc.why == "":
					if err != nil || f.count() != 0 || (tc.check != nil && !tc.check(a)) {
						t.Errorf("%s: %+v, %v, %d requests", mode, a, err, f.count())
					}
				case mode == "replay":
					if errKind(err) != judge.KindNotRecorded || !strings.Contains(err.Error(), "discarded") || !strings.Contains(err.Error(), tc.why) {
						t.Errorf("replay: err = %v, want a not-recorded failure saying %q", err, tc.why)
					}
				default:
					if err != nil || f.count() != 1 || a.Origin != judge.FromLive {
						t.Errorf("live: %+v, %v, %d requests: the edited verdict should be asked again", a, err, f.count())
					}
					if got := s.verdicts[key]; got.Origin != judge.FromLive {
						t.Errorf("live: the edited verdict was not overwritten: %+v", got)
					}
				}
			}
		})
	}
}

// TestFolderCacheVerdictsAreVerifiedAgain: the same through the folder
// cache, without claims (the vote's own look-up).
func TestFolderCacheVerdictsAreVerifiedAgain(t *testing.T) {
	u := bremenUnit()
	dir := t.TempDir()
	f := newFake(t, nil)
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.NoCache = false; c.Cache = folderCache(t, dir); c.Kind = KindReplay })
	if err := j.cache.Put(keyOf(j, u), judge.Assessment{UnitID: u.ID, Supports: true, Evidence: "nowhere in the passage at all", Origin: judge.FromLive}); err != nil {
		t.Fatal(err)
	}
	if _, err := j.Assess(context.Background(), u); errKind(err) != judge.KindNotRecorded || !strings.Contains(err.Error(), "discarded") {
		t.Errorf("err = %v, want the edited verdict discarded", err)
	}
	if f.count() != 0 {
		t.Errorf("replay made %d requests", f.count())
	}
}
