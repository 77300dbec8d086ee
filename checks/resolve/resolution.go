package resolve

import "github.com/citecheck/citecheck/checks/cite"

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

// Extractor parses an answer into propositions and citations. The
// extractor of package checks/cite satisfies it; the interface keeps the
// grader testable with a fixed answer.
type Extractor interface {
	Extract(text string) *cite.Answer
}
