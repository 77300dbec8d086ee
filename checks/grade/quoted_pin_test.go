package grade

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestQuotedPinHoldsTheQuotation: a case cited for words, in a
// "(quoting ...)" parenthetical or beside a quotation, is pinned where
// its text holds them: "(quoting M/S Bremen ..., 407 U.S. 1, 23)" where
// the citing chunk quotes Bremen's p. 15 fails C-009 saying where the
// words are, and so does a quotation in the proposition so pinned, also
// outside a quoting parenthetical. The true page, a range holding it, a
// "(citing ...)" parenthetical (cited for no words), a quotation Bremen
// does not hold and a direct quotation of words Bremen itself quotes (the
// clause, which a brief may quote and pin at the holding) still pass.
func TestQuotedPinHoldsTheQuotation(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	quoting := `A forum-selection clause is unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought, whether declared by statute or by judicial decision. Gemini Techs., Inc. v. Smith & Wesson Corp., 931 F.3d 911, 913 (9th Cir. 2019) (%s M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, %s (1972)).`
	direct := `A forum-selection clause is unenforceable "%s." M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, %s (1972).`
	quotingQ := `A forum-selection clause is unenforceable "%s." Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595 (1991) (quoting M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, %s (1972)).`
	const words = "if enforcement would contravene a strong public policy of the forum in which suit is brought"
	for _, tt := range []struct{ name, answer, want string }{
		{"quoting, pinned where the quotation is not", fmt.Sprintf(quoting, "quoting", "23"), "fail"},
		{"quoting, pinned at the quotation", fmt.Sprintf(quoting, "quoting", "15"), "pass"},
		{"quoting, a range holding the quotation", fmt.Sprintf(quoting, "quoting", "14-15"), "pass"},
		{"citing is cited for no words", fmt.Sprintf(quoting, "citing", "23"), "pass"},
		{"a direct quotation of the opinion's own words pinned where they are not", fmt.Sprintf(direct, words, "23"), "fail"},
		{"a direct quotation with an omission, pinned where it is not", fmt.Sprintf(direct, "if enforcement would contravene a strong public policy ... in which suit is brought", "23"), "fail"},
		{"a direct quotation with an omission, pinned at it", fmt.Sprintf(direct, "if enforcement would contravene a strong public policy ... in which suit is brought", "15"), "pass"},
		{"a direct quotation of the clause the opinion quotes, pinned at its holding", fmt.Sprintf(direct, "Any dispute arising must be treated before the London Court of Justice", "10"), "pass"},
		{"quoting, the proposition's quotation pinned where it is not", fmt.Sprintf(quotingQ, words, "23"), "fail"},
		{"quoting, the proposition's quotation pinned at it", fmt.Sprintf(quotingQ, words, "15"), "pass"},
		{"a direct quotation pinned at it", fmt.Sprintf(direct, words, "15"), "pass"},
		{"a quotation the case does not hold decides nothing", fmt.Sprintf(direct, "a clause binds every party that signs it without exception", "23"), "pass"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var retrieved []map[string]string
			for _, id := range []string{"VLT-0009#c1", "VLT-0009#c2", "VLT-0009#c3"} {
				retrieved = append(retrieved, map[string]string{"chunk_id": id})
			}
			for _, id := range bremenChunks {
				retrieved = append(retrieved, map[string]string{"chunk_id": id})
			}
			body, _ := json.Marshal(map[string]any{"answer": tt.answer, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": retrieved})
			if cr := criterionOf(t, g, string(body), "C-009"); string(cr.Verdict) != tt.want {
				t.Errorf("C-009 %s, want %s: %s", cr.Verdict, tt.want, cr.Reasoning)
			}
		})
	}
}
