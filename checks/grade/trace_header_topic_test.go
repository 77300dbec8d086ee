package grade

import (
	"encoding/json"
	"testing"
)

// TestTraceHeaderIsNoTopic: another system's trace entry may open with
// a header of the document's own metadata (its title), but that header
// is not text of the chunk it was located in, so a title holding the
// topic words ("Forum-Selection Clauses Update") does not put an
// off-topic line on topic: C-006 fails. The entry's on-topic line of the
// same chunk passes, header or not.
func TestTraceHeaderIsNoTopic(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const header = "Litigation Knowledge Bulletin, June 2026: Forum-Selection Clauses Update\n"
	const off = "Check the disposition and the author of every quotation before citing it."
	const on = `Recent drafts circulated in the department cited a remand order as if it had held a forum-selection clause unenforceable, and attributed the phrase "controlling weight in all but the most exceptional cases" to the Stewart majority.`
	for _, tt := range []struct{ name, answer, text, want string }{
		{"an off-topic line under a title with the topic", "Lawyers should check the disposition and the author of every quotation before citing it. [VLT-0026, ¶ 3].", header + off, "fail"},
		{"an off-topic line alone", "Lawyers should check the disposition and the author of every quotation before citing it. [VLT-0026, ¶ 3].", off, "fail"},
		{"an on-topic line under the title", "Drafts have miscited a remand order as holding a forum-selection clause unenforceable. [VLT-0026, ¶ 3].", header + on, "pass"},
		{"an on-topic line alone", "Drafts have miscited a remand order as holding a forum-selection clause unenforceable. [VLT-0026, ¶ 3].", on, "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body, _ := json.Marshal(map[string]any{"answer": tt.answer, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
				"retrieved": []map[string]any{{"doc": "km-bulletin-2026-06.pdf", "chunk_id": "their-1", "rank": 1, "text": tt.text}}})
			if cr := criterionOf(t, g, string(body), "C-006"); string(cr.Verdict) != tt.want {
				t.Errorf("C-006 %s, want %s: %s", cr.Verdict, tt.want, cr.Reasoning)
			}
		})
	}
}
