package grade

import (
	"encoding/json"
	"testing"
)

// TestBibliographyEntriesNeedNoPin: a Sources or Authorities list that
// repeats, without pages, the authorities the body cites at their pages
// is a bibliography, and C-009 passes it; an entry for a document the
// body never pins (or pins only at a place the document lacks), and an
// entry a body marker [N] points at, still need their own locator.
func TestBibliographyEntriesNeedNoPin(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const body = "A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n\n"
	for _, tt := range []struct{ name, answer, want string }{
		{"entries repeat pinned authorities",
			body + "A form clause may be enforced. Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593 (1991).\n\n### Authorities\n\n- M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972)\n- Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585 (1991)\n", "pass"},
		{"a Sources: line over the list",
			body + "Sources:\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972)\n", "pass"},
		{"a Sources list on one line",
			body + "Sources: M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972).\n", "pass"},
		{"plain lines under a bold Sources line",
			body + "**Sources**\nM/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972)\n", "pass"},
		{"a Sources list on one line naming a document the body never cites",
			body + "Sources: M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972); Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585 (1991).\n", "fail"},
		{"a heading naming the case its section cites at a page",
			"### M/S Bremen v. Zapata Off-Shore Co.\n\n" + body, "pass"},
		{"a heading naming a case whose section's statement cites nothing",
			"### M/S Bremen v. Zapata Off-Shore Co.\n\n- Such clauses are prima facie valid and should be enforced.\n", "fail"},
		{"a heading naming a case the body never pins",
			"### Carnival Cruise Lines, Inc. v. Shute\n\n" + body, "fail"},
		{"an entry the body never cites",
			body + "### Authorities\n\n- M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972)\n- Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585 (1991)\n", "fail"},
		{"the body pins only a page the document lacks",
			"A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 900 (1972).\n\n### Authorities\n\n- M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972)\n", "fail"},
		{"a body marker points at an entry without a pin",
			body + "A form clause may be enforced [1].\n\n### Sources\n\n[1] Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585 (1991)\n", "fail"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			answer, _ := json.Marshal(tt.answer)
			raw := `{"answer": ` + string(answer) + `, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": []}`
			if cr := criterionOf(t, g, raw, "C-009"); string(cr.Verdict) != tt.want {
				t.Errorf("C-009 %s, want %s: %s", cr.Verdict, tt.want, cr.Reasoning)
			}
		})
	}
}
