package llm

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// batchUnits are three citation units: two cite the same passage.
func batchUnits() []judge.Unit {
	a := bremenUnit()
	b := bremenUnit()
	b.ID = "P2/C3"
	b.Proposition = "A party resisting enforcement must show it would be unreasonable under the circumstances."
	c := bremenUnit()
	c.ID = "P4/C6"
	c.Proposition = "A clause obtained by fraud is not enforced."
	c.Excerpt = "Likewise, a forum-selection clause obtained through fraud or overreaching will not be enforced."
	c.Before, c.After = "", ""
	return []judge.Unit{a, b, c}
}

func TestBatchOneCallSharedPassage(t *testing.T) {
	units := batchUnits()
	var untrusted []string
	for _, u := range units {
		untrusted = append(untrusted, untrustedOf(u)...)
	}
	// Keys in another order than asked: positions, not order, decide.
	f := newFake(t, untrusted, answer(keyedAs([]string{"u3", "u1", "u2"},
		verdict(true, false, false, "obtained through fraud or overreaching will not be enforced"),
		verdict(true, false, false, goodQuote),
		verdict(true, false, false, "unreasonable under the circumstances"))))
	j, _ := testJudge(t, f.URL(), nil)
	got := j.AssessBatch(context.Background(), units)
	if f.count() != 1 {
		t.Fatalf("requests = %d, want 1", f.count())
	}
	for i, o := range got {
		if o.Err != nil || o.Assessment.UnitID != units[i].ID || !o.Assessment.Supports {
			t.Errorf("verdict %d = %+v", i, o)
		}
	}
	s := f.requests[0]
	if strings.Count(s.User, "[[S1 EXCERPT "+s.Nonce+"]]") != 1 || strings.Count(s.User, "[[S2 EXCERPT "+s.Nonce+"]]") != 1 || strings.Contains(s.User, "[[S3 ") {
		t.Errorf("shared passage not shown once:\n%s", s.User)
	}
	for _, u := range units {
		if strings.Contains(s.User+s.System, u.ID) {
			t.Errorf("unit ID %s reaches the prompt: only positions should", u.ID)
		}
	}
	rf := string(s.Raw["response_format"])
	for _, want := range []string{`"verdicts"`, `"required":["u1","u2","u3"]`, `citecheck_citation_verdicts_3`} {
		if !strings.Contains(rf, want) {
			t.Errorf("batch schema lacks %s: %s", want, rf)
		}
	}
}

// TestBatchSalvage: a reply's verified verdicts are kept, only the units
// it got wrong are asked again (each with its error), and a unit that
// never gets a verdict fails alone.
func TestBatchSalvage(t *testing.T) {
	units := batchUnits()
	ok1 := verdict(true, false, false, goodQuote)
	ok2 := verdict(true, false, false, "unreasonable under the circumstances")
	ok3 := verdict(true, false, false, "will not be enforced")
	bad := verdict(true, false, false, "an invented quotation")
	asked := func(units int, want ...string) step { // asserts what a re-ask carries
		return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
			n := strings.Count(s.User, "[[CLAIM "+s.Nonce+"]]")
			if n != units {
				t.Errorf("re-ask carries %d units, want %d", n, units)
			}
			for _, p := range want {
				if !strings.Contains(s.User, p) {
					t.Errorf("re-ask lacks %q", p)
				}
			}
			if _, ok := s.Blocks["PROBLEM"]; !ok {
				t.Errorf("re-ask carries no PROBLEM block")
			}
		}
	}
	then := func(a, b step) step {
		return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) { a(t, w, r, s); b(t, w, r, s) }
	}
	tests := []struct {
		name    string
		steps   []step
		calls   int
		errs    []judge.ErrorKind // per unit, "" = verdict
		check   func(t *testing.T, os []judge.Outcome)
		retries int
	}{
		{"one omitted, re-asked alone", []step{answer(keyed(ok1, ok2)), then(asked(1, "fraud is not enforced"), answer(keyed(ok3)))}, 2, []judge.ErrorKind{"", "", ""}, nil, 2},
		{"one never answered fails alone", []step{answer(keyed(ok1, ok2)), answer(`{"verdicts":{}}`), answer(`{"verdicts":{}}`)}, 3,
			[]judge.ErrorKind{"", "", judge.KindInvalidOutput}, nil, 2},
		{"unasked key ignored", []step{answer(keyedAs([]string{"u1", "u2", "u3", "u4"}, ok1, ok2, ok3, ok1))}, 1, []judge.ErrorKind{"", "", ""}, nil, 2},
		{"duplicate key re-asked", []step{answer(`{"verdicts":{"u1":` + ok1 + `,"u2":` + ok2 + `,"u2":` + ok2 + `,"u3":` + ok3 + `}}`), then(asked(1, "must show it would be unreasonable"), answer(keyed(ok2)))}, 2, []judge.ErrorKind{"", "", ""}, nil, 2},
		{"cut off keeps the finished units", []step{finish("length", `{"verdicts":{"u1":`+ok1+`,"u2":`+ok2+`,"u3":{"evidence":"will`), answer(keyed(ok3))}, 2, []judge.ErrorKind{"", "", ""}, nil, 2},
		{"not JSON at all, then whole", []step{answer("I think they are all fine."), answer(keyed(ok1, ok2, ok3))}, 2, []judge.ErrorKind{"", "", ""}, nil, 2},
		{"server down", []step{status(503, ""), status(503, ""), status(503, "")}, 3, []judge.ErrorKind{judge.KindUnreachable, judge.KindUnreachable, judge.KindUnreachable}, nil, 2},
		{"one quote missing, re-asked alone", []step{answer(keyed(ok1, bad, ok3)), then(asked(1, "must show it would be unreasonable", "an invented quotation"), answer(keyed(ok2)))}, 2, []judge.ErrorKind{"", "", ""},
			func(t *testing.T, os []judge.Outcome) {
				if !os[1].Assessment.Supports || os[1].Assessment.Unverified != "" {
					t.Errorf("re-asked unit = %+v", os[1])
				}
			}, 2},
		{"one quote missing twice", []step{answer(keyed(ok1, bad, ok3)), answer(keyed(bad))}, 2, []judge.ErrorKind{"", "", ""},
			func(t *testing.T, os []judge.Outcome) {
				if os[1].Assessment.Supports || os[1].Assessment.Unverified == "" || !os[0].Assessment.Supports || !os[2].Assessment.Supports {
					t.Errorf("verdicts = %+v", os)
				}
			}, 2},
		{"refused together, then each alone", []step{refusal("no"), answer(keyed(ok1)), answer(keyed(ok2)), refusal("no")}, 4,
			[]judge.ErrorKind{"", "", judge.KindRefused}, nil, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake(t, nil, tc.steps...)
			j, _ := testJudge(t, f.URL(), func(c *Config) { c.SetRetries(tc.retries) })
			os := j.AssessBatch(context.Background(), units)
			for i, o := range os {
				if errKind(o.Err) != tc.errs[i] {
					t.Errorf("unit %d: err %v, want kind %q", i, o.Err, tc.errs[i])
				}
				if o.Err == nil && o.Assessment.UnitID != units[i].ID {
					t.Errorf("unit %d answered as %q", i, o.Assessment.UnitID)
				}
			}
			if f.count() != tc.calls {
				t.Errorf("requests = %d, want %d", f.count(), tc.calls)
			}
			if tc.check != nil {
				tc.check(t, os)
			}
		})
	}
}

func TestBatchHintThroughMemoAndCache(t *testing.T) {
	units := batchUnits()
	dir := t.TempDir()
	withCache := func(c *Config) { c.NoCache = false; c.Cache = folderCache(t, dir) }
	f := newFake(t, nil,
		answer(keyed(verdict(true, false, false, goodQuote))), // unit 0, cached by an earlier single call
		answer(keyed(
			verdict(false, false, true, "unless enforcement is shown"),
			verdict(true, false, false, "will not be enforced"))))
	j0, _ := testJudge(t, f.URL(), withCache)
	if _, err := j0.Assess(context.Background(), units[0]); err != nil {
		t.Fatal(err)
	}
	j, _ := testJudge(t, f.URL(), withCache)
	m := judge.Memo(j)
	ctx := judge.WithBatch(context.Background(), units)
	for round := 0; round < 2; round++ { // the second round is all memo hits
		for i, u := range units {
			a, err := m.Assess(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			if a.UnitID != u.ID || (i == 0 && a.Origin != judge.FromCache) {
				t.Errorf("unit %d: %+v", i, a)
			}
		}
	}
	if f.count() != 2 {
		t.Errorf("requests = %d, want 1 single call and 1 batch for the two uncached units", f.count())
	}
	if !strings.Contains(f.requests[1].User, "Units: u1, u2.") {
		t.Errorf("the cached unit was sent again:\n%s", f.requests[1].User)
	}
	if st := m.(judge.StatsReporter).Stats(); st.Calls != 1 || st.CacheHits != 1 {
		t.Errorf("stats = %+v", st)
	}
}

// TestCacheKeyedByEndpoint: the same model name behind another endpoint
// is another judge, so its verdicts are not replayed.
func TestCacheKeyedByEndpoint(t *testing.T) {
	u := bremenUnit()
	dir := t.TempDir()
	withCache := func(c *Config) { c.NoCache = false; c.Cache = folderCache(t, dir) }
	f1 := newFake(t, nil, answer(keyed(verdict(true, false, false, goodQuote))))
	f2 := newFake(t, nil, answer(keyed(verdict(false, true, true, "unless enforcement is shown"))))
	j1, _ := testJudge(t, f1.URL(), withCache)
	j2, _ := testJudge(t, f2.URL(), withCache)
	a1, err1 := j1.Assess(context.Background(), u)
	a2, err2 := j2.Assess(context.Background(), u)
	if err1 != nil || err2 != nil || a1.Supports == a2.Supports || a2.Origin != judge.FromLive || f2.count() != 1 {
		t.Errorf("endpoint 2 replayed endpoint 1's verdict: %+v %+v", a1, a2)
	}
}

func TestBatchOverBudgetFallsBackToSingleUnits(t *testing.T) {
	units := batchUnits()[1:] // two units with different passages
	for i := range units {
		units[i].Before = strings.Repeat("Distant background words. ", 300)
		units[i].After = strings.Repeat("Trailing commentary here. ", 300)
	}
	limit := 0
	for _, u := range units {
		bare := u
		bare.Before, bare.After = "", ""
		limit += 3 * (PromptTokens(bare) + DefaultCompletionTokens)
	}
	ptrs := []*judge.Unit{&units[0], &units[1]}
	if b := batchPromptTokens(ptrs) + 2*DefaultCompletionTokens; b <= limit {
		t.Fatalf("test setup: batch %d fits the limit %d", b, limit)
	}
	f := newFake(t, nil,
		answer(keyed(verdict(true, false, false, "unreasonable under the circumstances"))),
		answer(keyed(verdict(true, false, false, "will not be enforced"))))
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.MaxTokens = limit })
	as := j.Session().(judge.Batcher).AssessBatch(context.Background(), units)
	if f.count() != 2 || as[0].Err != nil || as[1].Err != nil || !as[0].Assessment.Supports || !as[1].Assessment.Supports {
		t.Errorf("requests %d, verdicts %+v", f.count(), as)
	}
	trimmed := 0
	for i, r := range f.requests {
		if len(r.Blocks["S1 BEFORE"]) < len(units[0].Before) {
			trimmed++
		}
		if r.Blocks["S1 EXCERPT"] != units[i].Excerpt {
			t.Errorf("request %d: excerpt changed", i)
		}
	}
	if trimmed == 0 {
		t.Errorf("no single-unit call had its context trimmed to fit")
	}
}
