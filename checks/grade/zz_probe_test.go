package grade

import (
	"encoding/json"
	"testing"
)

func TestZZProbe(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	for _, a := range []string{
		"Forum selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). They bind parties. Id. at 12 (VLT-0002).",
		"Forum selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). They bind parties. Id. at 12 (VLT-0001).",
		"Forum selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 590 (1991). They bind parties. Bremen, supra, at 12 (VLT-0002).",
		"Forum selection clauses are prima facie valid. VLT-0001, 10 n.2.",
		"Forum selection clauses are prima facie valid [VLT-0001, 10].",
		"Forum selection clauses are prima facie valid [VLT-0001, 99].",
		"Forum selection clauses are prima facie valid [VLT-0021, p. 3].",
		"Forum selection clauses are prima facie valid [VLT-0022, p. 3].",
		"Forum selection clauses are prima facie valid [VLT-0001, p. 12 & nn. 3-4].",
	} {
		var retrieved []map[string]string
		for _, id := range []string{"VLT-0001#c1", "VLT-0001#c2", "VLT-0001#c3", "VLT-0001#c4", "VLT-0001#c5", "VLT-0002#c1", "VLT-0002#c2", "VLT-0021#c1", "VLT-0022#c1"} {
			retrieved = append(retrieved, map[string]string{"chunk_id": id})
		}
		body, _ := json.Marshal(map[string]any{"answer": a, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": retrieved})
		for _, id := range []string{"C-001", "C-009"} {
			cr := criterionOf(t, g, string(body), id)
			t.Logf("%s\n  %s %s: %s", a, id, cr.Verdict, cr.Reasoning)
		}
	}
}
