package judge

import (
	"context"
	"strings"
	"testing"
)

// batchUnits are three citation units: two cite the same passage.
func batchUnits() []Unit {
	a := bremenUnit()
	b := bremenUnit()
	b.ID = "P2/C3"
	b.Proposition = "A party resisting enforcement must show it would be unreasonable under the circumstances."
	c := bremenUnit()
	c.ID = "P4/C6"
	c.Proposition = "A clause obtained by fraud is not enforced."
	c.Excerpt = "Likewise, a forum-selection clause obtained through fraud or overreaching will not be enforced."
	c.Before, c.After = "", ""
	return []Unit{a, b, c}
}

func batchVerdicts(vs ...string) string {
	return `{"verdicts":[` + strings.Join(vs, ",") + `]}`
}

func TestBatchOneCallSharedPassage(t *testing.T) {
	units := batchUnits()
	var untrusted []string
	for _, u := range units {
		untrusted = append(untrusted, untrustedOf(u)...)
	}
	f := newFake(t, untrusted, answer(batchVerdicts(
		citationVerdict("P4/C6", true, false, false, "obtained through fraud or overreaching will not be enforced"),
		citationVerdict("P1/C1", true, false, false, goodQuote),
		citationVerdict("P2/C3", true, false, false, "unreasonable under the circumstances"))))
	j, _ := testJudge(t, f.URL(), nil)
	got, err := j.AssessBatch(context.Background(), units)
	if err != nil {
		t.Fatal(err)
	}
	if f.count() != 1 {
		t.Fatalf("requests = %d, want 1", f.count())
	}
	for i, a := range got {
		if a.UnitID != units[i].ID || !a.Supports {
			t.Errorf("verdict %d = %+v", i, a)
		}
	}
	s := f.requests[0]
	if strings.Count(s.User, "[[S1 EXCERPT "+s.Nonce+"]]") != 1 || strings.Count(s.User, "[[S2 EXCERPT "+s.Nonce+"]]") != 1 || strings.Contains(s.User, "[[S3 ") {
		t.Errorf("shared passage not shown once:\n%s", s.User)
	}
	if !strings.Contains(string(s.Raw["response_format"]), `"verdicts"`) {
		t.Errorf("batch schema not sent: %s", s.Raw["response_format"])
	}
}

func TestBatchFaults(t *testing.T) {
	units := batchUnits()
	ok1 := citationVerdict("P1/C1", true, false, false, goodQuote)
	ok2 := citationVerdict("P2/C3", true, false, false, "unreasonable under the circumstances")
	ok3 := citationVerdict("P4/C6", true, false, false, "will not be enforced")
	bad2 := citationVerdict("P2/C3", true, false, false, "an invented quotation")
	tests := []struct {
		name     string
		steps    []step
		wantKind ErrorKind
		calls    int
		check    func(t *testing.T, as []Assessment)
	}{
		{"missing unit every time", []step{answer(batchVerdicts(ok1, ok2)), answer(batchVerdicts(ok1, ok3)), answer(batchVerdicts(ok1))}, KindInvalidOutput, 3, nil},
		{"unit not asked", []step{answer(batchVerdicts(ok1, ok2, ok3, citationVerdict("P9/C9", true, false, false, goodQuote))),
			answer(batchVerdicts(ok1, ok2, ok3, citationVerdict("P9/C9", true, false, false, goodQuote))),
			answer(batchVerdicts(ok1, ok2, ok3, citationVerdict("P9/C9", true, false, false, goodQuote)))}, KindInvalidOutput, 3, nil},
		{"duplicate unit then valid", []step{answer(batchVerdicts(ok1, ok1, ok2, ok3)), answer(batchVerdicts(ok1, ok2, ok3))}, "", 2, nil},
		{"truncated then valid", []step{answer(`{"verdicts":[` + ok1), answer(batchVerdicts(ok3, ok2, ok1))}, "", 2, nil},
		{"server down", []step{status(503, ""), status(503, ""), status(503, "")}, KindUnreachable, 3, nil},
		{"one quote missing, re-asked alone", []step{answer(batchVerdicts(ok1, bad2, ok3)), answer(ok2)}, "", 2,
			func(t *testing.T, as []Assessment) {
				if !as[1].Supports {
					t.Errorf("re-asked unit = %+v", as[1])
				}
			}},
		{"one quote missing twice", []step{answer(batchVerdicts(ok1, bad2, ok3)), answer(bad2), answer(bad2)}, "", 3,
			func(t *testing.T, as []Assessment) {
				if as[1].Supports || !as[0].Supports || !as[2].Supports {
					t.Errorf("verdicts = %+v", as)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake(t, nil, tc.steps...)
			j, _ := testJudge(t, f.URL(), nil)
			as, err := j.AssessBatch(context.Background(), units)
			if errKind(err) != tc.wantKind {
				t.Fatalf("err = %v, want kind %q", err, tc.wantKind)
			}
			if f.count() != tc.calls {
				t.Errorf("requests = %d, want %d", f.count(), tc.calls)
			}
			if tc.check != nil && err == nil {
				tc.check(t, as)
			}
		})
	}
}

func TestBatchHintThroughMemoAndCache(t *testing.T) {
	units := batchUnits()
	dir := t.TempDir()
	withCache := func(c *Config) { c.NoCache = false; c.CacheDir = dir }
	// Unit 0 is cached by an earlier single call.
	f0 := newFake(t, nil, answer(citationVerdict("P1/C1", true, false, false, goodQuote)))
	j0, _ := testJudge(t, f0.URL(), withCache)
	if _, err := j0.Assess(context.Background(), units[0]); err != nil {
		t.Fatal(err)
	}
	f := newFake(t, nil, answer(batchVerdicts(
		citationVerdict("P2/C3", false, false, true, "unless enforcement is shown"),
		citationVerdict("P4/C6", true, false, false, "will not be enforced"))))
	j, _ := testJudge(t, f.URL(), withCache)
	m := Memo(j)
	ctx := WithBatch(context.Background(), units)
	for round := 0; round < 2; round++ { // the second round is all memo hits
		for i, u := range units {
			a, err := m.Assess(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			if a.UnitID != u.ID || (i == 0 && a.Origin != FromCache) {
				t.Errorf("unit %d: %+v", i, a)
			}
		}
	}
	if f.count() != 1 {
		t.Errorf("requests = %d, want 1 batch for the two uncached units", f.count())
	}
	if strings.Contains(f.requests[0].User, "Unit P1/C1") {
		t.Errorf("cached unit was sent again")
	}
	if st := m.(StatsReporter).Stats(); st.Calls != 1 || st.CacheHits != 1 {
		t.Errorf("stats = %+v", st)
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
	ptrs := []*Unit{&units[0], &units[1]}
	if b := batchPromptTokens(ptrs) + 2*DefaultCompletionTokens; b <= limit {
		t.Fatalf("test setup: batch %d fits the limit %d", b, limit)
	}
	f := newFake(t, nil,
		answer(citationVerdict("P2/C3", true, false, false, "unreasonable under the circumstances")),
		answer(citationVerdict("P4/C6", true, false, false, "will not be enforced")))
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.MaxTokens = limit })
	as, err := j.Session().(Batcher).AssessBatch(context.Background(), units)
	if err != nil {
		t.Fatal(err)
	}
	if f.count() != 2 || !as[0].Supports || !as[1].Supports {
		t.Errorf("requests %d, verdicts %+v", f.count(), as)
	}
	trimmed := 0
	for i, r := range f.requests {
		if len(r.Blocks["BEFORE"]) < len(units[0].Before) {
			trimmed++
		}
		if r.Blocks["EXCERPT"] != units[i].Excerpt {
			t.Errorf("request %d: excerpt changed", i)
		}
	}
	if trimmed == 0 {
		t.Errorf("no single-unit call had its context trimmed to fit")
	}
}
