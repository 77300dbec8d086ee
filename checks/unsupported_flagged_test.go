package checks

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

func TestUnsupportedFlaggedCheck(t *testing.T) {
	tests := []struct {
		name      string
		sentences []string
		cites     [][][2]string
		earlier   map[string]Result
		verdict   Verdict
	}{
		{"uncited rule", []string{"Forum-selection clauses are prima facie valid.", "A forum clause in an employment contract is void in every state."},
			[][][2]string{{{"Bremen, 407 U.S. at 10", "VLT-0001#c1"}}, nil}, nil, Fail},
		{"uncited rule flagged", []string{"A forum clause in an employment contract may be void.", "The retrieved Vault sources are insufficient to support that statement."},
			[][][2]string{nil, nil}, nil, Pass},
		{"every citation invalid", []string{"Forum-selection clauses bind consumers in every state."},
			[][][2]string{{{"Smith v. Jones, 999 U.S. 1", "VLT-0001#c1"}}},
			map[string]Result{rubric.CheckCitationsExist: {Verdict: Fail, Findings: []Finding{{Severity: SevError, Citation: 0, Message: "not in the Vault"}}}}, Fail},
		{"all supported", []string{"Forum-selection clauses are prima facie valid."},
			[][][2]string{{{"Bremen, 407 U.S. at 10", "VLT-0001#c1"}}}, nil, Pass},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := judgeInput(judge.Memo(heuristic.New()), tc.sentences, tc.cites)
			if tc.earlier != nil {
				in.Earlier = tc.earlier
			}
			r, err := NewUnsupportedFlaggedCheck().Run(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict != tc.verdict {
				t.Errorf("verdict %s, want %s: %s", r.Verdict, tc.verdict, Reasoning(r))
			}
		})
	}
}
