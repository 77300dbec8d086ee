package checks

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
)

// checkCase is one row of a check's table test.
type checkCase struct {
	name    string
	answer  *cite.Answer
	trace   []string
	prepare func(in *Input) // optional tweak before running
	verdict Verdict
	want    []string // substrings of the reasoning
	absent  []string // substrings the reasoning must not hold
}

// runCheckTable runs every row against chk.
func runCheckTable(t *testing.T, chk Check, rows []checkCase) {
	t.Helper()
	for _, tt := range rows {
		t.Run(tt.name, func(t *testing.T) {
			in := inputFor(fixture.TestVault(), tt.answer, tt.trace...)
			if tt.prepare != nil {
				tt.prepare(in)
			}
			r, err := chk.Run(context.Background(), in)
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			reason := Reasoning(r)
			if r.Verdict != tt.verdict {
				t.Errorf("verdict %s, want %s; reasoning: %s", r.Verdict, tt.verdict, reason)
			}
			if r.Method != Deterministic {
				t.Errorf("method %s, want deterministic", r.Method)
			}
			for _, w := range tt.want {
				if !strings.Contains(reason, w) {
					t.Errorf("reasoning lacks %q:\n%s", w, reason)
				}
			}
			for _, a := range tt.absent {
				if strings.Contains(reason, a) {
					t.Errorf("reasoning holds %q:\n%s", a, reason)
				}
			}
			for _, f := range r.Findings {
				if f.Check != chk.ID() || f.Criterion != "C-X" {
					t.Errorf("finding not tagged with check and criterion: %+v", f)
				}
			}
		})
	}
}
