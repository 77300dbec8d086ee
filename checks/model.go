package checks

import (
	"context"
	"encoding/json"
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Topic is what on-topic means for C-006.
type Topic struct {
	Label string   `json:"label"`
	Terms []string `json:"terms"`
}

// Criterion is one rubric criterion (Harvey-Labs task.json keys plus
// is_negative and check).
type Criterion struct {
	ID            string `json:"id"`
	Title         string `json:"title"`
	MatchCriteria string `json:"match_criteria"`
	IsNegative    bool   `json:"is_negative,omitempty"`
	// Check binds the criterion to a built-in check ("citations-exist",
	// "judge:supports", ...). Empty: graded Harvey-style by the judge.
	Check string `json:"check,omitempty"`
}

// Case is a case (rubric) file, SPEC §2.
type Case struct {
	ID           string `json:"id"`
	Title        string `json:"title"`
	Instructions string `json:"instructions"`
	Vault        string `json:"vault,omitempty"` // relative to the case file
	User         string `json:"user,omitempty"`
	// AskedAt is nil when the case gives no time; 0001-01-01T00:00:00Z
	// is a time like any other.
	AskedAt  *time.Time  `json:"asked_at,omitempty"`
	Topic    Topic       `json:"topic"`
	Criteria []Criterion `json:"criteria"`

	// Path is the file the case was loaded from; VaultPath the resolved
	// Vault folder or index.
	Path      string `json:"-"`
	VaultPath string `json:"-"`
	// Hash is "sha256:<hex>" of the case file's bytes, for scores.json.
	Hash string `json:"-"`
}

// Response is an answer to grade, SPEC §3.
type Response struct {
	RunID string `json:"run_id"`
	Model string `json:"model,omitempty"`
	User  string `json:"user,omitempty"`
	// AskedAt is nil when neither the response nor an option gives a
	// time (the case's then applies); year 0001 is a real time.
	AskedAt   *time.Time            `json:"asked_at,omitempty"`
	Question  string                `json:"question,omitempty"`
	Answer    string                `json:"answer"`
	Retrieved []retrieval.Retrieved `json:"retrieved,omitempty"`
	// Metadata is the response's optional "metadata" object, whatever a
	// producer carries (token counts, latency, tags): copied into
	// report.json as given and never read by a check.
	Metadata json.RawMessage `json:"metadata,omitempty"`
	// HasTrace is false when the response carried no "retrieved" key
	// (and no --retrieved file was given): nobody knows what was
	// retrieved, and the answer is checked against the Vault itself.
	// "retrieved": [] is a trace: nothing was retrieved.
	HasTrace bool `json:"-"`
	// UserSource and AtSource say where User and AskedAt came from:
	// "response", "flag" (--user, --at), or "" when not given (the
	// case's defaults then apply). Reasoning says when one overrides the
	// case.
	UserSource string `json:"-"`
	AtSource   string `json:"-"`
	// Path is the file the response was loaded from.
	Path string `json:"-"`
	// Hash is "sha256:<hex>" of the response file's bytes (plus the trace
	// file's, when one was given), for scores.json.
	Hash string `json:"-"`
}

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
	SevInfo    Severity = "info"
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
}

// Input is everything a check may read. Checks never reach for globals or
// the file system.
type Input struct {
	Case      *Case
	Criterion *Criterion
	Response  *Response
	Answer    *cite.Answer
	// Resolved holds, per citation index, what it resolved to.
	Resolved []Resolution
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

	// memo shares what the judge checks derive from this response (see
	// judge_memo.go); the grader sets it, nil computes directly.
	memo *responseMemo
}

// Resolution is what one citation resolved to in the Vault.
type Resolution struct {
	Citation int      `json:"citation"`
	Docs     []string `json:"docs"` // candidate documents; one when resolved
	Doc      string   `json:"doc,omitempty"`
	By       string   `json:"by,omitempty"` // "id", "citation", "filename", "name", "antecedent"
	// Problem explains why it did not resolve, or a mismatch ("name
	// resolves to VLT-0002 but 407 U.S. 1 to VLT-0001").
	Problem string `json:"problem,omitempty"`
}

// Check decides one kind of criterion. Setup (compiling patterns, loading
// tables) belongs in its constructor so Run is a plain loop.
type Check interface {
	ID() string
	Run(ctx context.Context, in *Input) (Result, error)
}
