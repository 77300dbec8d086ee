package grade

import (
	"encoding/json"
	"testing"
)

// TestEveryCitedPartIsChecked: every part a citation names is checked
// by C-009, so an invented part fails where it was once dropped and the
// citation passed on its real part: a statute's subsection run, list,
// subsection written apart or after "subd." (Com. Code § 2-615(b)–(z), §
// 2-615 (z), § 2-615, subd. (z)); a comment no Vault markup places (cmt.
// 99, undecidable); a second pin after "&" or "and" ([VLT-0001, p. 10 &
// 99], 407 U.S. at 10 & 99, Id. at 10 and 99, 407 U.S. 1, 10 & 99); a
// star page past what a Westlaw order with no last_page marks (Id. at
// *99 on an order marked to *4); a footnote the page does not hold
// (219 N.E.3d 410, 412 n.9); a page range in words ([VLT-0001, pp. 10
// to 99]); a part of a Vault reference no reader reads ([VLT-0001, p. 10
// et 99], undecidable). Each has a nearly identical correct
// citation that still passes.
func TestEveryCitedPartIsChecked(t *testing.T) {
	const fm, fs = "../../fixtures/force-majeure", "../../fixtures/forum-selection"
	bremen := "A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). The clause controls absent a strong showing. "
	garrow := "A force majeure defense survives dismissal when facts are disputed. Garrow Logistics, Inc. v. Selkirk Paper Co., 2025 WL 1184420, at *3 (S.D.N.Y. Apr. 2, 2025). The motion was denied. "
	calloway := "A clause that excuses a party only when an event prevents performance does not excuse more costly performance. Calloway Steel Fabricators, Inc. v. Norvane Power Cooperative, 219 N.E.3d 410, "
	excuse := "A seller whose performance is made impracticable is excused. "
	for _, tt := range []struct {
		name, suite, answer string
		retrieved           []string
		want                string
	}{
		{"subsection run to a subsection the statute lacks", fm, excuse + "Com. Code § 2-615(b)–(z).", []string{"FM-010#c2"}, "fail"},
		{"subsection run the statute has", fm, excuse + "Com. Code § 2-615(b)–(c).", []string{"FM-010#c2"}, "pass"},
		{"subsection run with a hyphen", fm, excuse + "Com. Code § 2-615(b)-(z).", []string{"FM-010#c2"}, "fail"},
		{"subsection list with an invented member", fm, excuse + "Com. Code § 2-615(a) & (z).", []string{"FM-010#c2"}, "fail"},
		{"subsection list the statute has", fm, excuse + "Com. Code § 2-615(a) & (c).", []string{"FM-010#c2"}, "pass"},
		{"subsection list after a comma", fm, excuse + "Com. Code § 2-615(a), (z).", []string{"FM-010#c2"}, "fail"},
		{"invented subsection written apart", fm, excuse + "Com. Code § 2-615 (z).", []string{"FM-010#c2"}, "fail"},
		{"real subsection written apart", fm, excuse + "Com. Code § 2-615 (a).", []string{"FM-010#c2"}, "pass"},
		{"a year after the section is no subsection", fm, excuse + "Com. Code § 2-615 (2021).", []string{"FM-010#c2"}, "pass"},
		{"invented subdivision after subd.", fm, excuse + "Com. Code § 2-615, subd. (z).", []string{"FM-010#c2"}, "fail"},
		{"real subdivision after subd.", fm, excuse + "Com. Code § 2-615, subd. (a).", []string{"FM-010#c2"}, "pass"},
		{"a comment no markup places", fm, excuse + "Com. Code § 2-615(a), cmt. 99.", []string{"FM-010#c2"}, "fail"},
		{"the section without the comment", fm, excuse + "Com. Code § 2-615(a).", []string{"FM-010#c2"}, "pass"},
		{"second pin after & in a Vault reference", fs, "A forum-selection clause is prima facie valid. [VLT-0001, p. 10 & 99].", bremenChunks, "fail"},
		{"real second pin after & in a Vault reference", fs, "A forum-selection clause is prima facie valid. [VLT-0001, p. 10 & 12].", bremenChunks, "pass"},
		{"second pin after and in a Vault reference", fs, "A forum-selection clause is prima facie valid. [VLT-0001, pp. 10 and 99].", bremenChunks, "fail"},
		{"page range in words past the end", fs, "A forum-selection clause is prima facie valid. [VLT-0001, pp. 10 to 99].", bremenChunks, "fail"},
		{"page range in words", fs, "A forum-selection clause is prima facie valid. [VLT-0001, pp. 10 to 12].", bremenChunks, "pass"},
		{"a part of a Vault reference no reader reads", fs, "A forum-selection clause is prima facie valid. [VLT-0001, p. 10 et 99].", bremenChunks, "fail"},
		{"the same reference without it", fs, "A forum-selection clause is prima facie valid. [VLT-0001, p. 10].", bremenChunks, "pass"},
		{"second section after &", fs, "The forum clause names Delaware. [VLT-0022, § 14.2 & § 99].", []string{"VLT-0022#c1", "VLT-0022#c2", "VLT-0022#c3", "VLT-0022#c4", "VLT-0022#c5", "VLT-0022#c6"}, "fail"},
		{"real second section after &", fs, "The forum clause names Delaware. [VLT-0022, § 14.2 & § 14.1].", []string{"VLT-0022#c1", "VLT-0022#c2", "VLT-0022#c3", "VLT-0022#c4", "VLT-0022#c5", "VLT-0022#c6"}, "pass"},
		{"second pin after & in a short cite", fs, bremen + "Bremen, 407 U.S. at 10 & 99.", bremenChunks, "fail"},
		{"real second pin after & in a short cite", fs, bremen + "Bremen, 407 U.S. at 10 & 12.", bremenChunks, "pass"},
		{"second pin after and in an Id.", fs, bremen + "Id. at 10 and 99.", bremenChunks, "fail"},
		{"real second pin after and in an Id.", fs, bremen + "Id. at 10 and 12.", bremenChunks, "pass"},
		{"and then prose is no pin", fs, bremen + "Id. at 10 and 2 later cases agree.", bremenChunks, "pass"},
		{"second pin after a comma", fs, bremen + "Bremen, 407 U.S. at 10, 99.", bremenChunks, "fail"},
		{"second pin after & in a full citation", fs, "A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 & 99 (1972).", bremenChunks, "fail"},
		{"real second pin after & in a full citation", fs, "A forum-selection clause is prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 & 12 (1972).", bremenChunks, "pass"},
		{"star page far past the last marked one", fm, garrow + "Id. at *99.", []string{"FM-006#c1", "FM-006#c2"}, "fail"},
		{"star page two past the last marked one", fm, garrow + "Id. at *6.", []string{"FM-006#c1", "FM-006#c2"}, "fail"},
		{"star page the text after the last marker can hold", fm, garrow + "Id. at *5.", []string{"FM-006#c1", "FM-006#c2"}, "pass"},
		{"the last marked star page", fm, garrow + "Id. at *4.", []string{"FM-006#c1", "FM-006#c2"}, "pass"},
		{"footnote the page does not hold", fm, calloway + "412 n.9 (Ohio 2024).", []string{"FM-001#c1", "FM-001#c2"}, "fail"},
		{"footnote on another page", fm, calloway + "414 n.1 (Ohio 2024).", []string{"FM-001#c1", "FM-001#c2"}, "fail"},
		{"footnote the page holds", fm, calloway + "412 n.1 (Ohio 2024).", []string{"FM-001#c1", "FM-001#c2"}, "pass"},
		{"footnote pin in a Vault reference", fs, "A forum-selection clause is prima facie valid. [VLT-0001, p. 10 n.99].", bremenChunks, "fail"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := suiteGrader(t, tt.suite)
			user, at := "u-assoc-41", "2026-10-20T14:00:00Z"
			if tt.suite == fs {
				user, at = "u-assoc-17", "2026-06-15T14:00:00Z"
			}
			var retrieved []map[string]string
			for _, id := range tt.retrieved {
				retrieved = append(retrieved, map[string]string{"chunk_id": id})
			}
			body, _ := json.Marshal(map[string]any{"answer": tt.answer, "user": user, "asked_at": at, "retrieved": retrieved})
			if cr := criterionOf(t, g, string(body), "C-009"); string(cr.Verdict) != tt.want {
				t.Errorf("C-009 %s, want %s: %s", cr.Verdict, tt.want, cr.Reasoning)
			}
		})
	}
}

// bremenChunks are the chunks of VLT-0001 a trace retrieved.
var bremenChunks = []string{"VLT-0001#c1", "VLT-0001#c2", "VLT-0001#c3", "VLT-0001#c4", "VLT-0001#c5", "VLT-0001#c6", "VLT-0001#c7"}
