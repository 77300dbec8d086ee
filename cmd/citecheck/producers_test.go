package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// producerFiles are the opinion of vault/docfile/testdata/producers as
// four producers make it, each a document of the producers Vault.
var producerFiles = []struct{ id, file string }{
	{"DOC-001", "opinion.chromium.pdf"},
	{"DOC-002", "opinion.chromium.gs.pdf"},
	{"DOC-003", "opinion.groff.pdf"},
	{"DOC-004", "opinion.groff.gs.pdf"},
	{"DOC-005", "opinion.pandoc.docx"},
	{"DOC-006", "hidden.chromium.pdf"},
	{"DOC-007", "spaced.chromium.pdf"},
	{"DOC-008", "spaced.chromium.gs.pdf"},
	{"DOC-009", "sideways.gs.pdf"},
	{"DOC-010", "declaration.tesseract.pdf"},
	{"DOC-011", "revisions.docx"},
}

// producersWorld writes a Vault source folder whose documents are the
// producers' files, and a case over it whose topic is the opinion's
// (Carmack claims); it returns the case file.
func producersWorld(t *testing.T) (root, casePath string) {
	t.Helper()
	root = t.TempDir()
	src := filepath.Join(root, "vault")
	if err := os.MkdirAll(filepath.Join(src, "files"), 0o755); err != nil {
		t.Fatal(err)
	}
	var docs, acl strings.Builder
	for _, f := range producerFiles {
		data, err := os.ReadFile(filepath.Join(docfileTestdata, "producers", f.file))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, "files", f.file), data, 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&docs, `{"id": %q, "title": "Harlow v. Pemberton Freight Lines (%s)", "kind": "case", "file": "files/%s"}`+"\n", f.id, f.file, f.file)
		fmt.Fprintf(&acl, `{"doc": %q, "principal": "*", "effect": "allow"}`+"\n", f.id)
	}
	for name, content := range map[string]string{
		"vault.json":       `{"name": "producers", "id_pattern": "DOC-[0-9]{3}", "chunk_tokens": 256, "encoding": "cl100k_base"}` + "\n",
		"documents.jsonl":  docs.String(),
		"acl.jsonl":        acl.String(),
		"principals.jsonl": `{"user": "u-assoc-01", "name": "Associate 1", "groups": []}` + "\n",
	} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(filepath.Join(ownDocumentsSuite, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]any
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	c["id"], c["vault"], c["user"] = "producers", "vault", "u-assoc-01"
	c["instructions"] = "Was the shipper's suit against the carrier timely? Answer from the firm's Vault only, quoting the opinion, with a pinpoint for every source."
	c["topic"] = map[string]any{"label": "Carmack claims", "terms": []string{"claim", "carrier"}}
	out, _ := json.MarshalIndent(c, "", "  ")
	casePath = filepath.Join(root, "case.json")
	if err := os.WriteFile(casePath, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return root, casePath
}

// anthropicQuote is an Anthropic Messages exchange whose answer cites
// file by a page_location citation with cited text quote on pages
// [start, end).
func anthropicQuote(file, claim, quote string, start, end int) map[string]any {
	return map[string]any{
		"request": map[string]any{"model": "claude-sonnet-4-5", "max_tokens": 1024, "messages": []any{map[string]any{
			"role": "user", "content": []any{
				map[string]any{"type": "document", "title": file, "citations": map[string]any{"enabled": true},
					"source": map[string]any{"type": "base64", "media_type": "application/pdf", "data": "JVBERi0xLjcK"}},
				map[string]any{"type": "text", "text": "Was the shipper's suit timely?"},
			}}}},
		"response": map[string]any{"id": "msg_producers", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5-20250929",
			"content": []any{map[string]any{"type": "text", "text": claim, "citations": []any{map[string]any{
				"type": "page_location", "cited_text": quote, "document_index": 0, "document_title": file,
				"start_page_number": start, "end_page_number": end}}}},
			"stop_reason": "end_turn", "stop_sequence": nil, "usage": map[string]any{"input_tokens": 10, "output_tokens": 10}},
	}
}

// gradeVerdicts grades each response (name -> object) against the case
// with the given extra flags and returns each one's verdicts by
// criterion.
func gradeVerdicts(t *testing.T, root, casePath string, responses map[string]map[string]any, flags ...string) map[string]map[string]string {
	t.Helper()
	dir, err := os.MkdirTemp(root, "responses")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	args := []string{"grade", "--case", casePath, "--out", filepath.Join(dir, "out"), "--judge", "heuristic", "--no-judge-cache"}
	for name, r := range responses {
		data, _ := json.Marshal(r)
		p := filepath.Join(dir, name+".json")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, p)
	}
	code, stdout, errs := runCLI(t, append(args, flags...)...)
	if code != 0 && code != 1 {
		t.Fatalf("grade: exit %d\n%s%s", code, stdout, errs)
	}
	got := map[string]map[string]string{}
	for name := range responses {
		raw, err := os.ReadFile(filepath.Join(dir, "out", "results", "producers", name, "scores.json"))
		if err != nil {
			t.Fatalf("%s: %v\n%s%s", name, err, stdout, errs)
		}
		var s struct {
			Criteria []struct{ ID, Verdict string } `json:"criteria_results"`
		}
		if err := json.Unmarshal(raw, &s); err != nil {
			t.Fatal(err)
		}
		got[name] = map[string]string{}
		for _, c := range s.Criteria {
			got[name][c.ID] = c.Verdict
		}
	}
	return got
}

// TestProducersQuotedVerbatim builds a Vault from the files Chromium,
// groff, Ghostscript and pandoc made and grades answers quoting them
// through Anthropic page_location citations (C-005 compares the cited
// text with the Vault's text of the document). A quotation as the page
// shows it passes: across soft hyphens, a hyphenated line end, a column
// break and in a footnote. A quotation the page does not hold fails:
// a changed word, the two columns read across, the running header run
// into the text, a sentence Chromium printed that the page does not
// show (transparent, opacity 0, white, screen-reader-only, under a white
// box), and Ghostscript's curly quotes, which its ToUnicode map says are
// "<" and "=" (the file's own text, a failure never a pass). On the
// fifth audit's page (spaced.chromium.pdf and Ghostscript's copy) a
// letter-spaced heading, a sentence across a footnote call and a
// wrapped table cell quoted as shown pass; the heading's letters apart,
// the call written as a digit of the sentence, a changed word and cells
// read across rows fail. The landscape exhibit Ghostscript stored
// turned a quarter under /Rotate 90 (sideways.gs.pdf) is quoted as
// shown. tesseract's invisible OCR layer over a scan
// (declaration.tesseract.pdf) is quoted as recognised; its misreading
// "1am" fails a quotation of "I am" (a false failure, never a pass).
// In revisions.docx (tracked changes, a comment, a text box) the
// accepted text passes; deleted text and the comment's fail.
func TestProducersQuotedVerbatim(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	root, casePath := producersWorld(t)
	const written = "A written claim need only identify the shipment, assert liability, and demand payment of a specific or determinable amount"
	cases := []struct {
		name, file, quote string
		start, end        int
		want              string
	}{
		{"chromium-soft-hyphens", "opinion.chromium.pdf", written, 2, 3, "pass"},
		{"chromium-gs-soft-hyphens", "opinion.chromium.gs.pdf", written, 2, 3, "pass"},
		{"groff-hyphenated", "opinion.groff.pdf", written, 2, 3, "pass"},
		{"groff-gs-hyphenated", "opinion.groff.gs.pdf", written, 2, 3, "pass"},
		{"pandoc-docx", "opinion.pandoc.docx", written, 1, 2, "pass"},
		{"chromium-column-break", "opinion.chromium.pdf", "before the suit was brought. Its letter of December 5 asked for further documents", 2, 3, "pass"},
		{"groff-column-break", "opinion.groff.pdf", "from the carrier’s first letter. That letter declined nothing. It asked for an inspection report", 2, 3, "pass"},
		{"chromium-footnote", "opinion.chromium.pdf", "See Pemberton Freight Lines, Inc. v. Ostrander, 88 F.4th 112, 118", 1, 2, "pass"},
		{"pandoc-footnote", "opinion.pandoc.docx", "The carrier’s own adjuster opened a file on the letter", 1, 2, "pass"},
		{"chromium-curly-quotes", "opinion.chromium.pdf", "the carrier’s “final notice” was timely", 1, 2, "pass"},
		{"chromium-changed-word", "opinion.chromium.pdf", strings.Replace(written, "determinable", "fixed", 1), 2, 3, "fail"},
		{"chromium-columns-across", "opinion.chromium.pdf", "October 30 was no claim at all, because it and said the claim “remains under review,”", 2, 3, "fail"},
		{"groff-columns-across", "opinion.groff.pdf", "identify the shipment, assert liability, and de- posed to stale claims", 2, 3, "fail"},
		{"chromium-header-in-text", "opinion.chromium.pdf", "Harlow v. Pemberton Freight — Slip Opinion DISCUSSION The carrier says", 2, 3, "fail"},
		{"groff-page-number-in-text", "opinion.groff.pdf", "costs to the appellee. 2 CONCLUSION", 2, 4, "fail"},
		{"pandoc-header-in-text", "opinion.pandoc.docx", "Harlow v. Pemberton Freight — Slip Opinion", 1, 2, "fail"},
		{"chromium-gs-curly-quotes", "opinion.chromium.gs.pdf", "the carrier’s “final notice” was timely", 1, 2, "fail"},
		{"chromium-gs-without-quotes", "opinion.chromium.gs.pdf", "affirmed the official finding that the carrier’s", 1, 2, "pass"},
		{"hidden-visible", "hidden.chromium.pdf", "The carrier’s letter of December 5 declined nothing.", 1, 2, "pass"},
		{"hidden-transparent", "hidden.chromium.pdf", "The shipper conceded that the claim was untimely.", 1, 2, "fail"},
		{"hidden-opacity", "hidden.chromium.pdf", "The carrier disallowed the claim in full.", 1, 2, "fail"},
		{"hidden-white", "hidden.chromium.pdf", "The suit was filed after the two years had run.", 1, 2, "fail"},
		{"hidden-screen-reader", "hidden.chromium.pdf", "The record shows a written disallowance.", 1, 2, "fail"},
		{"hidden-covered", "hidden.chromium.pdf", "The district court dismissed the suit as untimely.", 1, 2, "fail"},
		{"spaced-heading", "spaced.chromium.pdf", "OPINION AND ORDER", 1, 2, "pass"},
		{"spaced-heading-letters", "spaced.chromium.pdf", "O P I N I O N", 1, 2, "fail"},
		{"spaced-words", "spaced.chromium.pdf", "the tenant waives notice only of a change in the monthly rent", 1, 2, "pass"},
		{"spaced-across-call", "spaced.chromium.pdf", "The magistrate affirmed the finding that the storage company’s notice of sale was defective", 1, 2, "pass"},
		{"spaced-gs-across-call", "spaced.chromium.gs.pdf", "and the tenant moved for damages under the lien statute", 1, 2, "pass"},
		{"spaced-call-as-digit", "spaced.chromium.pdf", "The magistrate affirmed 1 the finding", 1, 2, "fail"},
		{"spaced-call-run-on", "spaced.chromium.pdf", "The magistrate affirmed1 the finding", 1, 2, "fail"},
		{"spaced-call-changed-word", "spaced.chromium.pdf", "The magistrate reversed the finding that the storage company’s notice of sale was defective", 1, 2, "fail"},
		{"spaced-note", "spaced.chromium.pdf", "The tenant appears through counsel appointed by the court.", 1, 2, "pass"},
		{"spaced-wrapped-cell", "spaced.chromium.pdf", "The company mailed a notice of sale to an address the tenant had left", 1, 2, "pass"},
		{"spaced-gs-wrapped-cell", "spaced.chromium.gs.pdf", "The tenant’s goods were lost with no chance to redeem them", 1, 2, "pass"},
		{"spaced-cells-interleaved", "spaced.chromium.pdf", "The company mailed a notice No notice under the statute of sale", 1, 2, "fail"},
		{"sideways-exhibit", "sideways.gs.pdf", "The schedule of payments below was agreed by both parties and forms part of the settlement agreement.", 2, 3, "pass"},
		{"sideways-changed-word", "sideways.gs.pdf", "The schedule of payments below was rejected by both parties", 2, 3, "fail"},
		{"ocr-layer", "declaration.tesseract.pdf", "I never received the notice of sale dated May 2, 2024. It was mailed to an address I had left two years earlier.", 1, 2, "pass"},
		{"ocr-layer-changed-word", "declaration.tesseract.pdf", "I received the notice of sale dated May 2, 2024.", 1, 2, "fail"},
		{"ocr-misread", "declaration.tesseract.pdf", "I am the tenant of unit 114", 1, 2, "fail"},
		{"docx-inserted", "revisions.docx", "The defendant shall pay the plaintiff $50,000 within thirty days of the signing of this agreement.", 1, 2, "pass"},
		{"docx-deleted-amount", "revisions.docx", "The defendant shall pay the plaintiff $40,000 within sixty days", 1, 2, "fail"},
		{"docx-deleted-and-inserted", "revisions.docx", "the plaintiff $40,000$50,000 within", 1, 2, "fail"},
		{"docx-deleted-sentence", "revisions.docx", "The buyer waives every notice required by statute.", 1, 2, "fail"},
		{"docx-comment", "revisions.docx", "The buyer will never accept a waiver of the notice period.", 1, 2, "fail"},
		{"docx-hyperlink-and-insertion", "revisions.docx", "Notices are given as set out at the notice page, and by email to counsel.", 1, 2, "pass"},
		{"docx-text-box", "revisions.docx", "Signed copies are held by the escrow agent.", 1, 2, "pass"},
		{"spaced-cells-rows-crossed", "spaced.chromium.pdf", "The unit was sold at auction with no chance to redeem them", 1, 2, "fail"},
	}
	responses := map[string]map[string]any{}
	for _, c := range cases {
		responses[c.name] = anthropicQuote(c.file, "The opinion says: "+c.quote+".", c.quote, c.start, c.end)
	}
	got := gradeVerdicts(t, root, casePath, responses, "--from", "anthropic", "--at", "2026-07-01T12:00:00Z")
	for _, c := range cases {
		if v := got[c.name]["C-005"]; v != c.want {
			t.Errorf("%s: C-005 %s, want %s (%s quoting %q)", c.name, v, c.want, c.file, c.quote)
		}
	}
}

// TestProducersQuotedPins grades answers that quote the producers' PDFs
// in their own words with a page pin: the quotation stands on the page
// the reader gives it (C-009 passes), and a pin to another page fails
// C-009, so running headers, footers and page numbers have not moved a
// passage to the wrong page.
func TestProducersQuotedPins(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	root, casePath := producersWorld(t)
	const plainly = "a carrier that wishes to start the two-year period must say plainly that it will not pay"
	cases := []struct{ name, doc string }{
		{"chromium", "DOC-001"}, {"chromium-gs", "DOC-002"}, {"groff", "DOC-003"}, {"groff-gs", "DOC-004"},
	}
	responses := map[string]map[string]any{}
	var want []struct{ name, verdict string }
	for _, c := range cases {
		for page, verdict := range map[int]string{2: "pass", 1: "fail"} {
			name := fmt.Sprintf("%s-pin-%d", c.name, page)
			responses[name] = map[string]any{
				"run_id": "producers/" + name, "user": "u-assoc-01", "asked_at": "2026-07-01T12:00:00Z",
				"answer": fmt.Sprintf("The suit was timely: the court held that %q [%s, p. %d].", plainly, c.doc, page),
			}
			want = append(want, struct{ name, verdict string }{name, verdict})
		}
	}
	responses["groff-p3-pin-3"] = map[string]any{"run_id": "producers/groff-p3-pin-3", "user": "u-assoc-01", "asked_at": "2026-07-01T12:00:00Z",
		"answer": `The judgment was affirmed: "the carrier’s remaining arguments are without merit" [DOC-003, p. 3].`}
	want = append(want, struct{ name, verdict string }{"groff-p3-pin-3", "pass"})
	got := gradeVerdicts(t, root, casePath, responses)
	for _, w := range want {
		if v := got[w.name]["C-009"]; v != w.verdict {
			t.Errorf("%s: C-009 %s, want %s", w.name, v, w.verdict)
		}
	}
}
