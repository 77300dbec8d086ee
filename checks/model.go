package checks

import (
	"context"
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Verdict is a criterion's outcome: exactly "pass" or "fail".
type Verdict string

// Verdicts.
const (
	Pass Verdict = "pass"
	Fail Verdict = "fail"
)

// Method says how a verdict was reached.
type Method string

// Methods.
const (
	Deterministic Method = "deterministic"
	ByJudge       Method = "judge"
	Heuristic     Method = "heuristic"
	NotGraded     Method = "not-graded"
)

// Severity grades a finding: an error fails its criterion, a warning is
// reported but does not.
type Severity string

// Severities.
const (
	SevError   Severity = "error"
	SevWarning Severity = "warning"
	// SevReview is what the offline judge could not decide: a person
	// must read the passage. It fails its criterion as needing review,
	// apart from a decided failure, and never lets it pass.
	SevReview Severity = "review"
	SevInfo   Severity = "info"
)

// Finding is one thing a check found, flat and JSON-tagged so reports and
// printers need no knowledge of the check that made it.
type Finding struct {
	Check       string   `json:"check"`
	Criterion   string   `json:"criterion,omitempty"`
	Severity    Severity `json:"severity"`
	Citation    int      `json:"citation"` // index in the answer, -1 for none
	Text        string   `json:"text,omitempty"`
	Start       int      `json:"start"`
	End         int      `json:"end"`
	Proposition int      `json:"proposition"` // -1 for none
	Doc         string   `json:"doc,omitempty"`
	Chunk       string   `json:"chunk,omitempty"`
	Message     string   `json:"message"`
	// Reason is why, in plain words for the reports people read: no byte
	// offsets, rule IDs or unit names (Message keeps those, and
	// scores.json's reasoning is built from Message). Empty: PlainReason
	// derives one from Message.
	Reason string `json:"reason,omitempty"`
}

// Result is what one check decided for one criterion.
type Result struct {
	Verdict  Verdict   `json:"verdict"`
	Method   Method    `json:"method"`
	Findings []Finding `json:"findings"`
	// Summary is a one-line statement of the outcome; reasoning is built
	// from it and the findings.
	Summary string `json:"summary"`
	// Infra is set when the check could not finish for an infrastructure
	// reason (judge unreachable, budget exhausted): exit code 3.
	Infra bool `json:"infra,omitempty"`
	// Undecided is set on a failing result that no finding decided: the
	// offline judge could not tell for some unit (SevReview findings), so
	// the criterion needs review. It is still a "fail", never a pass.
	Undecided bool `json:"undecided,omitempty"`
}

// Input is everything a check may read. Checks never reach for globals or
// the file system.
type Input struct {
	Case      *rubric.Case
	Criterion *rubric.Criterion
	Response  *rubric.Response
	Answer    *cite.Answer
	// Resolved holds, per citation index, what it resolved to.
	Resolved []resolve.Resolution
	Vault    vault.Reader
	// Checked is the response's retrieval trace checked against the Vault
	// (retrieval.CheckTrace): Given is false when it carried none.
	Checked *retrieval.Checked
	// Trace is Checked.Entries: the entries that count as retrieved, with
	// the Vault's text (walled ones included; see Checked.Walled).
	Trace []retrieval.Retrieved
	// Passages holds, per citation index, its located source passage.
	Passages []retrieval.Passage
	User     string
	At       time.Time
	// Asker says where User and At came from (the response, a flag or
	// the case), for reasoning.
	Asker Asker
	// Judge answers semantic units; it memoises per graded response so
	// checks that share a unit (support, adverse, calibration) share one
	// call.
	Judge judge.Judge
	// Earlier holds the results of the checks already run for this
	// response, by check ID (deterministic checks run first), for checks
	// that build on them (C-008 needs to know which citations failed).
	Earlier map[string]Result

	// Memo shares what the judge checks derive from this response (see
	// judge_memo.go); the grader sets it, nil computes directly.
	Memo *ResponseMemo
}

// Check decides one kind of criterion. Setup (compiling patterns, loading
// tables) belongs in its constructor so Run is a plain loop.
type Check interface {
	ID() string
	Run(ctx context.Context, in *Input) (Result, error)
}

// Asker is who asked and when, after every override: the response's
// user and time (or --user and --at laid over them), else the case's
// defaults. Every check that depends on access reads it, and so does the
// resume key, so a rerun as another user or at another time regrades.
type Asker struct {
	User       string
	At         time.Time
	UserSource string // "response", "flag" or "case"
	AtSource   string // "response", "flag" or "case"
}

// CtxEvery is how many citations a per-citation loop handles between two
// looks at its context: often enough that a deadline stops a grade within
// milliseconds, rarely enough to cost nothing.
const CtxEvery = 64
