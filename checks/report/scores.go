package report

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/judge"
)

// Scores is results/<run_id>/scores.json: the Harvey-Labs schema (run_id,
// task, score, max_score, all_pass, n_criteria, n_passed, summary,
// criteria_results, judge_model, scored_at) plus extras Harvey tools
// ignore: how each criterion was decided, input hashes and judge usage.
type Scores struct {
	RunID           string            `json:"run_id"`
	Task            string            `json:"task"`
	Score           Score             `json:"score"`
	MaxScore        Score             `json:"max_score"`
	AllPass         bool              `json:"all_pass"`
	NCriteria       int               `json:"n_criteria"`
	NPassed         int               `json:"n_passed"`
	Summary         string            `json:"summary"`
	CriteriaResults []CriterionResult `json:"criteria_results"`
	JudgeModel      string            `json:"judge_model"`
	ScoredAt        string            `json:"scored_at"`

	// Extras.
	Model  string `json:"model,omitempty"` // the answering system, from the response
	Hashes Hashes `json:"hashes"`
	// JudgeUsage is what the judge spent on this response (it depends on
	// the verdict cache's state, so it may differ between runs).
	JudgeUsage *judge.Stats `json:"judge_usage,omitempty"`
	// NoTrace is set when the response carried no retrieval trace: it was
	// checked against the Vault itself (C-005 fails), and every output
	// says so.
	NoTrace bool `json:"no_trace,omitempty"`
	// PlainText is set when the answer was past the Markdown limits and
	// was read as plain text: it names the bound, and every output says
	// so.
	PlainText string `json:"plain_text,omitempty"`
	// Incomplete lists the criteria that could not be completed for an
	// infrastructure reason (judge unreachable, budget exhausted): they
	// are "fail", and the command exits with code 3.
	Incomplete []string `json:"incomplete,omitempty"`
}

// CriterionResult is one entry of criteria_results. Verdict is exactly
// "pass" or "fail"; Method and Check are extras.
type CriterionResult struct {
	ID        string         `json:"id"`
	Title     string         `json:"title"`
	Verdict   checks.Verdict `json:"verdict"`
	Reasoning string         `json:"reasoning"`
	Method    checks.Method  `json:"method"`
	Check     string         `json:"check"`
	// Origin says where the judge verdicts behind a judge-bound criterion
	// came from: "live", "cache", "heuristic" or several joined by "+";
	// empty when the judge was not asked.
	Origin string `json:"origin,omitempty"`
	// Undecided is set when the offline judge could not tell: the
	// verdict is then "fail" (no all-pass is claimed on a guess), the
	// reasoning starts "Not decided offline:", and the reports say "needs
	// review". scores.json writes it as "decided" (false here, true for
	// every other criterion of every judge); an entry written before that
	// key existed reads as decided.
	Undecided bool `json:"-"`
}

// NeedsReview reports whether c is a failure nobody decided: the offline
// judge could not tell, and a person must read the passages.
func (c CriterionResult) NeedsReview() bool { return c.Undecided && c.Verdict == checks.Fail }

// MarshalJSON writes the entry with "decided" last.
func (c CriterionResult) MarshalJSON() ([]byte, error) {
	type plain CriterionResult
	return json.Marshal(struct {
		plain
		Decided bool `json:"decided"`
	}{plain(c), !c.Undecided})
}

// UnmarshalJSON reads an entry; one without "decided" was decided.
func (c *CriterionResult) UnmarshalJSON(b []byte) error {
	type plain CriterionResult
	v := struct {
		*plain
		Decided *bool `json:"decided"`
	}{plain: (*plain)(c)}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	c.Undecided = v.Decided != nil && !*v.Decided
	return nil
}

// Hashes identify exactly what was graded.
type Hashes struct {
	Case     string `json:"case,omitempty"`
	Response string `json:"response,omitempty"`
	// JudgePrompts is the judge's prompt-template version, when judged.
	JudgePrompts string `json:"judge_prompts,omitempty"`
	// Resume is the key the response was graded under: everything its
	// verdicts depend on (ResumeKey). A rerun reuses this result only
	// under the same key.
	Resume *ResumeKey `json:"resume,omitempty"`
}

// Score is a score written the way Harvey-Labs (Python) writes it: 1.0 and
// 0.0, not 1 and 0.
type Score float64

// MarshalJSON writes the score with at least one decimal.
func (s Score) MarshalJSON() ([]byte, error) {
	str := strconv.FormatFloat(float64(s), 'f', -1, 64)
	if !strings.ContainsAny(str, ".eE") {
		str += ".0"
	}
	return []byte(str), nil
}

// Infra reports whether some criterion could not be completed for an
// infrastructure reason (exit code 3).
func (s *Scores) Infra() bool { return len(s.Incomplete) > 0 }

// Summarize is the Harvey-Labs summary line: "7/9 criteria passed.  Missed
// 2 — task FAIL." or "9/9 criteria passed.  ALL-PASS." (two spaces after
// the first period, an em dash).
func Summarize(passed, total int) string {
	if passed == total {
		return fmt.Sprintf("%d/%d criteria passed.  ALL-PASS.", passed, total)
	}
	return fmt.Sprintf("%d/%d criteria passed.  Missed %d — task FAIL.", passed, total, total-passed)
}
