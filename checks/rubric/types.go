package rubric

import (
	"encoding/json"
	"time"

	"github.com/citecheck/citecheck/retrieval"
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

// Case is a case (rubric) file, FORMATS.md: the case file.
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

// Response is an answer to grade, FORMATS.md: the response.
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

	// Structured are the citations a provider-native response carries
	// as data (structured.go); none for citecheck's own format.
	Structured []StructuredCitation `json:"-"`
	// Format is the provider format the response was read from
	// (--from), "" for citecheck's own.
	Format string `json:"-"`
}
