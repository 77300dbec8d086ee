package grade

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestLinkToVaultFile: a Markdown link, inline or reference-style, whose
// destination is a path or URL ending in a Vault file's name cites that
// file. Before, only vault:// links were read, so such a link cited
// nothing: its text was never compared with the file it opens, and its
// missing pin was never asked for. The link text must name the file's
// document (C-001), and "#page=N" or the text's own pin is its locator
// (C-009). The locators written right after any link are its own too:
// before, "[Bremen](vault://VLT-0001#c3), p. 99" passed C-009 on chunk 3
// alone.
func TestLinkToVaultFile(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const prop = "Forum selection clauses are prima facie valid "
	for _, tt := range []struct{ name, answer, id, want, reason string }{
		{"inline link with a page", prop + "[Bremen](https://dms.example/cases/bremen-v-zapata.pdf#page=10).", "C-009", "pass", ""},
		{"inline link with a page names its document", prop + "[Bremen](https://dms.example/cases/bremen-v-zapata.pdf#page=10).", "C-001", "pass", ""},
		{"inline link whose text names another case", prop + "[Carnival](https://dms.example/cases/bremen-v-zapata.pdf#page=10).", "C-001", "fail", "mismatch"},
		{"reference-style link whose text names another case", prop + "[Carnival][1].\n\n[1]: /data/cases/bremen-v-zapata.pdf \"Bremen\"\n", "C-001", "fail", "mismatch"},
		{"reference-style link without a pin", prop + "[Bremen][1].\n\n[1]: https://dms.example/cases/bremen-v-zapata.pdf \"M/S Bremen, p. 10\"\n", "C-009", "fail", "refers only to the document as a whole"},
		{"reference-style link with the pin in its text", prop + "[Bremen, p. 10][1].\n\n[1]: https://dms.example/cases/bremen-v-zapata.pdf\n", "C-009", "pass", ""},
		{"page past the document's end", prop + "[Bremen](https://dms.example/cases/bremen-v-zapata.pdf#page=99).", "C-009", "fail", "p. 99"},
		// the locators written after a link are its own (cite: linkTrailing)
		{"vault link with a chunk, a page past the end after it", prop + "[Bremen](vault://VLT-0001#c3), p. 99.", "C-009", "fail", "p. 99 is not in it"},
		{"vault link with a page, another past the end after it", prop + "[Bremen](vault://VLT-0001?page=10), at 99.", "C-009", "fail", "p. 99 is not in it"},
		{"Sources entry: vault link, a page past the end after it", prop + "[1].\n\n## Sources\n\n[1] [Bremen](vault://VLT-0001?page=10), p. 99\n", "C-009", "fail", "p. 99 is not in it"},
		{"vault link followed by its page", prop + "[Bremen](vault://VLT-0001), p. 10.", "C-009", "pass", ""},
		{"file link followed by its page", prop + "[Bremen](https://dms.example/cases/bremen-v-zapata.pdf), p. 10.", "C-009", "pass", ""},
		// a title's part before its subtitle names it, in link text as in prose
		{"vault link whose text is the title before its subtitle", prop + "[Practice Note, § 2](vault://VLT-0017).", "C-001", "pass", ""},
		{"that text on a link to another document", prop + "[Practice Note, § 2](vault://VLT-0001#c3).", "C-001", "fail", "names VLT-0017"},
	} {
		t.Run(tt.name, func(t *testing.T) { checkBremenVerdict(t, g, tt.answer, tt.id, tt.want, tt.reason) })
	}
}

// TestReferenceDefinitions: a reference-style link's definition is where
// its destination is written ("[1]: VLT-0001"), so a definition naming a
// Vault ID makes the marker a citation of that document, and one naming
// only the web makes it a marker that names no source. Before, each cited
// nothing: "[1]" with "[1]: VLT-0099" passed C-001, and "[1]" with "[1]:
// VLT-0001" passed C-009, both as citing no Vault source.
func TestReferenceDefinitions(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const prop = "Forum selection clauses are prima facie valid "
	for _, tt := range []struct{ name, answer, id, want, reason string }{
		{"definition naming an ID the Vault lacks", prop + "[1].\n\n[1]: VLT-0099\n", "C-001", "fail", `no Vault document has the ID "VLT-0099"`},
		{"definition naming a Vault ID, no pin", prop + "[1].\n\n[1]: VLT-0001\n", "C-009", "fail", "refers only to the document as a whole"},
		{"definition naming a Vault ID, its title is hover text", prop + "[Bremen][1].\n\n[1]: VLT-0001 \"p. 10\"\n", "C-009", "fail", "refers only to the document as a whole"},
		{"definition naming a Vault ID and chunk", prop + "[1].\n\n[1]: VLT-0001#c3\n", "C-009", "pass", ""},
		{"definition naming a Vault ID and chunk resolves", prop + "[1].\n\n[1]: VLT-0001#c3\n", "C-001", "pass", ""},
		{"definition naming the web only", prop + "[1].\n\n[1]: https://example.com/bremen \"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10\"\n", "C-001", "fail", "names no source"},
		{"inline numbered web link, no Sources list", prop + "[2](https://example.com/bremen).", "C-001", "fail", "names no source"},
	} {
		t.Run(tt.name, func(t *testing.T) { checkBremenVerdict(t, g, tt.answer, tt.id, tt.want, tt.reason) })
	}
}

// checkBremenVerdict grades answer with Bremen's first four chunks
// retrieved and holds criterion id to want, its reasoning to hold reason.
func checkBremenVerdict(t *testing.T, g *Grader, answer, id, want, reason string) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"answer": answer, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
		"retrieved": []map[string]string{{"chunk_id": "VLT-0001#c1"}, {"chunk_id": "VLT-0001#c2"}, {"chunk_id": "VLT-0001#c3"}, {"chunk_id": "VLT-0001#c4"}}})
	cr := criterionOf(t, g, string(body), id)
	if string(cr.Verdict) != want || !strings.Contains(cr.Reasoning, reason) {
		t.Errorf("%s %s, want %s with %q: %s", id, cr.Verdict, want, reason, cr.Reasoning)
	}
}

// TestMarkerPinsGraded: the locator written in a numbered marker ("[1, p.
// 10]") pins the entry's citation for that sentence, so a page the
// document lacks fails C-009 and a page it holds passes. Before, the
// marker was not read at all and its sentence cited nothing.
func TestMarkerPinsGraded(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const prop = "Forum selection clauses are prima facie valid "
	const sources = "\n\n## Sources\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972) (VLT-0001)\n"
	for _, tt := range []struct{ name, answer, id, want, reason string }{
		{"marker with a page the document holds", prop + "[1, p. 10]." + sources, "C-009", "pass", ""},
		{"marker with a page past the end", prop + "[1, p. 99]." + sources, "C-009", "fail", "p. 99 is not in it"},
		{"second marker with a page past the end", prop + "[1, p. 10]. The clause binds [1, at 99]." + sources, "C-009", "fail", "p. 99 is not in it"},
		{"marker with a page names its entry", prop + "[1, p. 10]." + sources, "C-001", "pass", ""},
		{"worded marker with a page past the end", prop + "[Source 1, p. 99]." + sources, "C-009", "fail", "p. 99 is not in it"},
		{"parenthesised worded marker with a page", prop + "(see Source 1, p. 10)." + sources, "C-009", "pass", ""},
		{"worded marker pointing nowhere", prop + "[Source 2]." + sources, "C-001", "fail", "Source 2"},
		{"Id. after a marker refers to its entry", prop + "[1, p. 10]. Fraud voids them. Id. at 15." + sources, "C-001", "pass", ""},
		{"Id. after a marker, a page past the end", prop + "[1, p. 10]. Fraud voids them. Id. at 99." + sources, "C-009", "fail", "p. 99 is not in it"},
	} {
		t.Run(tt.name, func(t *testing.T) { checkBremenVerdict(t, g, tt.answer, tt.id, tt.want, tt.reason) })
	}
}
