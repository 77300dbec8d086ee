// Package checks turns an answer, a Vault and a rubric into verdicts: the
// case and response models, the deterministic checks (C-001, C-002, C-005,
// C-006, C-009), the judge-backed checks, grading orchestration, and the
// Harvey-Labs scores.json and report.json types.
//
// It makes no network calls of its own; the judge it is handed may.
package checks
