package report

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// TestRedactCitationsOfWalledDocuments (issue 22.9): what the grader
// derived from reading a walled document is withheld for every citation
// of it, whether its passage names the document or not; what the
// citation wrote, what the trace named and what belongs to a readable
// document stay.
func TestRedactCitationsOfWalledDocuments(t *testing.T) {
	const sections = "VLT-0023 has no § 99 (its sections: 1. Recommendation; 2. Staffing and budget)"
	cit := func(i int, docID, chunk string, p PassageReport, res resolve.Resolution) CitationReport {
		return CitationReport{Citation: cite.Citation{Index: i, DocID: docID, Chunk: chunk}, Passage: p, Resolution: res}
	}
	r := &Report{User: "u-assoc-17", AskedAt: "2026-06-15T14:00:00Z",
		Access: []DocAccess{{Doc: "VLT-0001", Allowed: true}, {Doc: "VLT-0023", Allowed: false, Rule: "no grant"}},
		Trace:  []TraceEntry{{ChunkID: "VLT-0001#c4", Doc: "VLT-0001", Tokens: 200}, {ChunkID: "VLT-0023#c3", Doc: "VLT-0023", Tokens: 120}},
		Citations: []CitationReport{
			// No retrieved chunk of the walled document: the passage names none.
			cit(0, "VLT-0023", "", PassageReport{Method: retrieval.NoPassage, Why: "No retrieved chunk belongs to VLT-0023. Note: " + sections}, resolve.Resolution{Doc: "VLT-0023", Docs: []string{"VLT-0023"}}),
			// Located in the Vault (not traced): where the pin fell is derived.
			cit(1, "VLT-0023", "", PassageReport{Doc: "VLT-0023", Chunk: "VLT-0023#c2", Chunks: []string{"VLT-0023#c2"}, Missing: []string{"VLT-0023#c2"},
				Why: "¶ 3 is in VLT-0023#c2", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "2. Staffing and budget"}}, Pinned: []PinSpan{{Chunk: "VLT-0023#c2", End: 9}}},
				resolve.Resolution{Doc: "VLT-0023", Docs: []string{"VLT-0023"}}),
			// The traced chunk, and a chunk the citation wrote, stay named.
			cit(2, "VLT-0023", "VLT-0023#c9", PassageReport{Doc: "VLT-0023", Chunk: "VLT-0023#c3", Chunks: []string{"VLT-0023#c3", "VLT-0023#c9", "VLT-0023#c4"}, Why: sections},
				resolve.Resolution{Doc: "VLT-0023", Docs: []string{"VLT-0023"}}),
			// Ambiguous between a readable and a walled document, passage
			// in the readable one: only the reason (naming the other) goes.
			cit(3, "", "", PassageReport{Doc: "VLT-0001", Chunk: "VLT-0001#c4", Why: "matches VLT-0001 and the memo VLT-0023 (Partner Working Draft)",
				Locators: []vault.Locator{{Kind: vault.LocPage, Value: "10"}}}, resolve.Resolution{Docs: []string{"VLT-0001", "VLT-0023"}, Problem: "ambiguous: Partner Working Draft"}),
			// A readable citation is untouched.
			cit(4, "VLT-0001", "", PassageReport{Doc: "VLT-0001", Chunk: "VLT-0001#c4", Why: "Retrieved chunk VLT-0001#c4 holds p. 10"}, resolve.Resolution{Doc: "VLT-0001", Docs: []string{"VLT-0001"}}),
		},
		Criteria: []CriterionReport{{ID: "C-009", Findings: []checks.Finding{
			{Check: "citations-have-locators", Citation: 0, Message: sections},
			{Check: "citations-have-locators", Citation: 1, Chunk: "VLT-0023#c2", Message: "x"},
			{Check: rubric.CheckCitationsAccessible, Citation: 0, Doc: "VLT-0023", Message: "User u-assoc-17 may not read VLT-0023 (rule: no grant)"},
			{Check: "citations-have-locators", Citation: 4, Chunk: "VLT-0001#c4", Message: "fine"},
		}}},
	}
	s := &Scores{CriteriaResults: []CriterionResult{{ID: "C-009"}}}
	_, got := Redact(s, r)
	for _, c := range got.Citations[:3] {
		if strings.Contains(c.Passage.Why, "Recommendation") || strings.Contains(c.Passage.Why, "¶ 3") || !strings.Contains(c.Passage.Why, "[redacted: VLT-0023") {
			t.Errorf("citation %d: reason %q not withheld", c.Index, c.Passage.Why)
		}
		if len(c.Passage.Pinned) > 0 || len(c.Passage.Missing) > 0 {
			t.Errorf("citation %d: pin spans or missing chunks kept: %+v", c.Index, c.Passage)
		}
		for _, l := range c.Passage.Locators {
			if l.Kind != vault.LocChunk {
				t.Errorf("citation %d: locator %+v kept", c.Index, l)
			}
		}
	}
	if p := got.Citations[1].Passage; p.Chunk != "" || len(p.Chunks) != 0 {
		t.Errorf("a chunk the grader placed the pin in is named: %+v", p)
	}
	if p := got.Citations[2].Passage; p.Chunk != "VLT-0023#c3" || strings.Join(p.Chunks, ",") != "VLT-0023#c3,VLT-0023#c9" {
		t.Errorf("traced and written chunks: %+v", p)
	}
	if c := got.Citations[3]; c.Passage.Chunk != "VLT-0001#c4" || len(c.Passage.Locators) != 1 || c.Passage.Locators[0].Kind != vault.LocPage ||
		strings.Contains(c.Passage.Why, "Partner") || strings.Contains(c.Resolution.Problem, "Partner") {
		t.Errorf("ambiguous citation: %+v", c)
	}
	if c := got.Citations[4]; c.Passage.Why != r.Citations[4].Passage.Why {
		t.Errorf("a readable citation changed: %+v", c)
	}
	fs := got.Criteria[0].Findings
	if strings.Contains(fs[0].Message, "Recommendation") || fs[1].Chunk != "" || !strings.Contains(fs[2].Message, "rule: no grant") || fs[3].Message != "fine" || fs[3].Chunk != "VLT-0001#c4" {
		t.Errorf("findings: %+v", fs)
	}
	if got.Trace[0].Tokens != 200 || got.Trace[1].Tokens != 0 {
		t.Errorf("trace tokens: %+v", got.Trace)
	}
	if r.Citations[0].Passage.Why == got.Citations[0].Passage.Why || r.Trace[1].Tokens != 120 {
		t.Error("Redact changed the report it was given")
	}
}
