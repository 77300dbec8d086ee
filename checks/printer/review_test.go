package printer

import (
	"bytes"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/runs"
)

// TestNeedsReviewApartFromFail: a criterion the offline judge could not
// decide reads "needs review" in the text summary, Markdown, HTML and the
// run page, with the passage to read, and a decided failure still reads
// "fail".
func TestNeedsReviewApartFromFail(t *testing.T) {
	s, r, texts := sample()
	undecided := ""
	for i := range s.CriteriaResults {
		cr := &s.CriteriaResults[i]
		if cr.Verdict == checks.Fail && cr.ID == "C-007" {
			cr.Undecided, undecided = true, cr.ID
		}
	}
	if undecided == "" {
		t.Fatal("the sample has no failing C-007 to mark undecided")
	}
	for i := range r.Criteria {
		if r.Criteria[i].ID != undecided {
			continue
		}
		for j := range r.Criteria[i].Findings {
			if f := &r.Criteria[i].Findings[j]; f.Severity == checks.SevError {
				f.Severity = checks.SevReview
			}
		}
	}
	decidedFail := false
	for _, cr := range s.CriteriaResults {
		decidedFail = decidedFail || (cr.Verdict == checks.Fail && !cr.Undecided)
	}
	for _, tc := range []struct {
		name  string
		write func(*bytes.Buffer) error
		want  []string
	}{
		{"text", func(b *bytes.Buffer) error { return WriteText(b, s, r, Options{Texts: texts, Width: 200}) },
			[]string{undecided + "   NEEDS REVIEW  judge", "- needs review: [2] VLT-0027"}},
		{"markdown", func(b *bytes.Buffer) error { return WriteMarkdown(b, s, r, Options{Texts: texts}) },
			[]string{"| " + undecided + " | NEEDS REVIEW |", "### " + undecided + " NEEDS REVIEW:", "Needs review: "}},
		{"html", func(b *bytes.Buffer) error { return WriteHTML(b, s, r, Options{Texts: texts}) },
			[]string{`class="crit fail review" id="crit-` + undecided + `"`, `<td class="verdict">NEEDS REVIEW</td>`, `<li class="review">Needs review: `}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := tc.write(&b); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("lacks %q", w)
				}
			}
			if decidedFail && !strings.Contains(b.String(), "FAIL") {
				t.Error("the decided failures no longer read FAIL")
			}
			if t.Failed() {
				t.Log(b.String())
			}
		})
	}
	t.Run("run page", func(t *testing.T) {
		sc := syntheticScores("t/review", "ff")
		sc.CriteriaResults[0].Undecided = true
		run := &runs.Run{Root: "/r", Responses: []*runs.Response{{RunID: "t/review", Dir: "/r/t/review", Scores: sc}}}
		var b bytes.Buffer
		if err := WriteRunHTML(&b, run, RunPageOptions{Title: "review"}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), `<td class="v review" title="`) || !strings.Contains(b.String(), `<td class="v fail">✗`) {
			t.Errorf("the run page does not tell needs review from fail:\n%s", b.String())
		}
	})
}
