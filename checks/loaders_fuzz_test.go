package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/rubric"
)

// FuzzParseCase parses arbitrary case files. ParseCase must never panic;
// it fails with an *InputError naming the file and a real line, or
// returns a case whose criteria have unique non-empty IDs and known
// checks.
func FuzzParseCase(f *testing.F) {
	for _, s := range []string{
		`{"title": "T", "instructions": "I", "criteria": [{"id": "C-001", "title": "t", "match_criteria": "m", "check": "citations-exist"}]}`,
		`{"id": "x", "title": "T", "instructions": "I", "vault": "vault", "user": "u", "asked_at": "2026-06-15T14:00:00Z",
 "topic": {"label": "forum", "terms": ["forum selection"]},
 "criteria": [{"id": "C-006", "title": "t", "match_criteria": "m", "is_negative": true, "check": "passages-on-topic"},
  {"id": "C-010", "title": "free", "match_criteria": "anything"}]}`,
		`{"title": "T", "instructions": "I", "criteria": [{"id": "C-001", "title": "t", "match_criteria": "m", "check": "citations-exists"}]}`,
		`{"title": "T", "instructions": "I", "criteria": [{"id": "A", "title": "t", "match_criteria": "m"}, {"id": "A", "title": "t", "match_criteria": "m"}]}`,
		`{"title": "T", "instructions": "I", "asked_at": "2026-02-30T00:00:00Z", "criteria": []}`,
		`{"title": "T", "instructions": "I", "asked_at": "10000-01-01T00:00:00Z", "criteria": [{}]}`,
		`{"title": 1, "instructions": null, "criteria": {}}`,
		`{"title": "T", "title": "U"}`,
		`{"title": "T", "instructions": "I", "criteria": [`,
		`[]`,
		"{\"title\": \"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := rubric.ParseCase("case.json", data)
		if err != nil {
			fixture.InputErrorSane(t, err, "case.json", data)
			return
		}
		if len(c.Criteria) == 0 {
			t.Fatal("a case without criteria was accepted")
		}
		seen := map[string]bool{}
		for _, cr := range c.Criteria {
			if cr.ID == "" || seen[cr.ID] {
				t.Fatalf("empty or duplicate criterion id %q accepted", cr.ID)
			}
			seen[cr.ID] = true
			if _, err := BindingFor(cr); err != nil {
				t.Fatalf("criterion %s: accepted but cannot be bound: %v", cr.ID, err)
			}
		}
	})
}
