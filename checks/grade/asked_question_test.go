package grade_test

import (
	"context"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// TestResponseQuestionNeverExempts (issue 22.5): the response's own
// "question" comes from the system being graded, so a citation it copies
// there and quotes in the answer is graded like any other; only the
// case's question, or the one the grader gives (Options.Question,
// grade --question), makes a block quote the asker's.
func TestResponseQuestionNeverExempts(t *testing.T) {
	c, ix := advFixture(t)
	answer, trace := fixtureAnswer(t, "clean-vault-ids")
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	walled := "What does the Initech bench memo [VLT-0027, ¶ 3] say about forum-selection clauses in our matter?"
	public := "Under Bremen, 407 U.S. 1 (1972), what must a party show to avoid enforcement of a forum-selection clause?"
	caseWith := func(instructions string) *rubric.Case {
		d := deterministicCase(c)
		d.Instructions = instructions
		return d
	}
	for _, tc := range []struct {
		name            string
		caseQ, graderQ  string // the case's instructions; Options.Question
		respQ, quoted   string // the response's question; the block quote
		criterion, want string
		asked           int // citations report.json lists as the asker's
	}{
		{"walled citation copied into the response's question", c.Instructions, "", walled, walled, "C-002", "fail", 0},
		{"the same, any case instructions", public, "", walled, walled, "C-002", "fail", 0},
		{"the case's question exempts its quote", walled, "", "", walled, "C-002", "pass", 1},
		{"the case's question exempts, whatever the response says", walled, "", "something else entirely", walled, "C-002", "pass", 1},
		{"the grader's question exempts its quote", c.Instructions, walled, walled, walled, "C-002", "pass", 1},
		{"the grader's question replaces the case's", walled, public, "", walled, "C-002", "fail", 0},
		{"an unpinned citation the response's question holds fails C-009", c.Instructions, "", public, public, "C-009", "fail", 0},
		{"the same, from the case's question, is the asker's", public, "", "", public, "C-009", "pass", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := grade.NewGrader(grade.Options{Case: caseWith(tc.caseQ), Vault: ix, Clock: advClock, Question: tc.graderQ})
			if err != nil {
				t.Fatal(err)
			}
			resp := &rubric.Response{RunID: "asked", User: "u-assoc-17", AskedAt: &at, Question: tc.respQ,
				Answer: "> " + tc.quoted + "\n\n" + answer, HasTrace: true, Path: "asked.json"}
			for i, id := range trace {
				resp.Retrieved = append(resp.Retrieved, retrieval.Retrieved{ChunkID: id, Rank: i + 1})
			}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range s.CriteriaResults {
				if r.ID == tc.criterion && string(r.Verdict) != tc.want {
					t.Errorf("%s %s, want %s: %s", r.ID, r.Verdict, tc.want, r.Reasoning)
				}
			}
			if len(rep.Asked) != tc.asked {
				t.Errorf("report asked %d citations (%+v), want %d", len(rep.Asked), rep.Asked, tc.asked)
			}
		})
	}
}
