package grade

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// structuredGrader grades the deterministic criteria over a small Vault
// holding two documents whose file names differ only in case.
func structuredGrader(t *testing.T) *Grader {
	t.Helper()
	c, err := rubric.ParseCase("case.json", []byte(`{"id": "s", "title": "s", "instructions": "q", "user": "u-1",
 "asked_at": "2026-06-15T14:00:00Z", "topic": {"label": "forum selection", "terms": ["forum selection"]},
 "criteria": [
  {"id": "C-001", "title": "exist", "match_criteria": "m", "check": "citations-exist"},
  {"id": "C-005", "title": "verbatim", "match_criteria": "m", "check": "identifiers-verbatim"},
  {"id": "C-006", "title": "on topic", "match_criteria": "m", "check": "passages-on-topic"},
  {"id": "C-009", "title": "locators", "match_criteria": "m", "check": "citations-have-locators"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	src := &vault.Source{
		Manifest:   vault.Manifest{Name: "s", ChunkTokens: 64},
		Principals: []*vault.Principal{{User: "u-1"}, {User: "u-2"}},
		Grants: []*vault.Grant{{Doc: "DOC-1", Principal: "*", Effect: vault.Allow}, {Doc: "DOC-2", Principal: "*", Effect: vault.Allow},
			{Doc: "DOC-3", Principal: "user:u-2", Effect: vault.Allow}},
		Documents: []*vault.Document{
			{ID: "DOC-1", Title: "Acme MSA", Filename: "Acme-MSA.pdf", ExternalIDs: []string{"file-acme1"},
				Text: "§ 14.2 Forum Selection\n\nAny action shall be brought exclusively in Delaware; this forum selection clause binds affiliates.\n"},
			{ID: "DOC-2", Title: "Acme MSA copy", Filename: "acme-msa.PDF", Text: "An unsigned copy about forum selection.\n"},
			{ID: "DOC-3", Title: "Screened memo", Filename: "screened.docx", Text: "The screened strategy on forum selection is to settle early.\n"},
		},
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	g, err := NewGrader(Options{Case: c, Vault: ix, Clock: func() time.Time { return time.Unix(0, 0) }})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestStructuredCitations: a structured citation resolves through its
// names (ambiguous names fail C-001 naming the candidates), its cited
// text must be in the document (C-005) and locates its passage (C-006,
// C-009), and one the answer also writes is graded once.
func TestStructuredCitations(t *testing.T) {
	g := structuredGrader(t)
	answer := "Any action must be brought in Delaware."
	quote := "shall be brought exclusively in Delaware"
	trace := []retrieval.Retrieved{{Doc: "file-acme1", DocNames: []string{}, ChunkID: "r1", Rank: 1,
		Text: "Any action shall be brought exclusively in Delaware; this forum selection clause binds affiliates."}}
	name := func(kind, v string) []rubric.DocName { return []rubric.DocName{{Kind: kind, Value: v}} }
	tests := []struct {
		name      string
		answer    string
		sc        rubric.StructuredCitation
		trace     []retrieval.Retrieved
		want      map[string]string
		citations int
		reasonHas map[string]string
	}{
		{"quote found and retrieved", answer, rubric.StructuredCitation{Names: name("id", "file-acme1"), CitedText: quote},
			trace, map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, 1, nil},
		{"quote not in the document", answer, rubric.StructuredCitation{Names: name("id", "file-acme1"), CitedText: "may be brought anywhere"},
			trace, map[string]string{"C-001": "pass", "C-005": "fail"}, 1, map[string]string{"C-005": "is not in DOC-1"}},
		{"ambiguous file name", answer, rubric.StructuredCitation{Names: name("filename", "ACME-MSA.pdf"), CitedText: quote},
			trace, map[string]string{"C-001": "fail"}, 1, map[string]string{"C-001": "DOC-1, DOC-2"}},
		{"unknown file", answer, rubric.StructuredCitation{Names: name("id", "file-nope"), CitedText: quote},
			trace, map[string]string{"C-001": "fail", "C-006": "fail"}, 1, map[string]string{"C-001": `id:file-nope`}},
		{"not retrieved", answer, rubric.StructuredCitation{Names: name("id", "file-acme1"), CitedText: quote},
			[]retrieval.Retrieved{}, map[string]string{"C-001": "pass", "C-005": "fail", "C-006": "fail", "C-009": "pass"}, 1, nil},
		{"written in the text too: graded once", "Any action must be brought in Delaware [DOC-1, § 14.2].", rubric.StructuredCitation{Names: name("id", "file-acme1"), CitedText: quote},
			trace, map[string]string{"C-001": "pass", "C-005": "pass", "C-009": "pass"}, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
			sc := tt.sc
			sc.Field, sc.Kind, sc.Start, sc.End = "x.citations[0]", "char_location", 0, len(tt.answer)
			resp := &rubric.Response{Answer: tt.answer, User: "u-1", AskedAt: &at, Retrieved: tt.trace, HasTrace: true,
				Structured: []rubric.StructuredCitation{sc}, Format: "test"}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]report.CriterionResult{}
			for _, cr := range s.CriteriaResults {
				got[cr.ID] = cr
			}
			for id, want := range tt.want {
				if string(got[id].Verdict) != want {
					t.Errorf("%s: %s, want %s: %s", id, got[id].Verdict, want, got[id].Reasoning)
				}
			}
			for id, has := range tt.reasonHas {
				if !strings.Contains(got[id].Reasoning, has) {
					t.Errorf("%s reasoning lacks %q: %s", id, has, got[id].Reasoning)
				}
			}
			if len(rep.Citations) != tt.citations {
				t.Errorf("%d citations graded, want %d", len(rep.Citations), tt.citations)
			}
			for _, c := range rep.Citations {
				if c.Structured == nil {
					t.Errorf("citation %q carries no structured reference", c.Text)
				}
			}
		})
	}
}

// TestStructuredWalledQuote: a provider's quote of a document the asker
// could not read is withheld from the redacted report, and C-002 fails.
func TestStructuredWalledQuote(t *testing.T) {
	g := structuredGrader(t)
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	secret := "settle early"
	answer := "The strategy favours an early resolution."
	resp := &rubric.Response{Answer: answer, User: "u-1", AskedAt: &at, HasTrace: true, Format: "test",
		Retrieved:  []retrieval.Retrieved{{Doc: "screened.docx", DocNames: []string{}, ChunkID: "r9", Rank: 1, Text: "The screened strategy on forum selection is to settle early."}},
		Structured: []rubric.StructuredCitation{{Field: "f", Kind: "char_location", End: len(answer), Names: []rubric.DocName{{Kind: "filename", Value: "screened.docx"}}, CitedText: "is to " + secret}}}
	s, rep, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	for _, cr := range s.CriteriaResults {
		if cr.ID == "C-001" && cr.Verdict != "pass" {
			t.Errorf("C-001 %s: %s", cr.Verdict, cr.Reasoning)
		}
	}
	_, red := report.Redact(s, rep)
	b, err := report.MarshalIndent(red)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "is to "+secret) {
		i := strings.Index(string(b), "is to "+secret)
		t.Errorf("the redacted report quotes the walled document through the provider's cited text: ...%s...", string(b)[max(0, i-300):i+40])
	}
}

// TestStructuredPage: a page the provider names (the n-th page of the
// file it was sent) is placed through the document's first_page, and a
// page the document does not have fails C-009.
func TestStructuredPage(t *testing.T) {
	c, ix := openSuiteAt(t, nativeSuite)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	answer := "A contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought."
	for _, tt := range []struct {
		doc, file, page, want, c009 string
	}{
		{"VLT-0001", "bremen-v-zapata.pdf", "15", "15", "pass"},
		{"VLT-0001", "bremen-v-zapata.pdf", "99", "99", "fail"},
		// Carnival's first page is 585: the file's 11th page is page 595.
		{"VLT-0002", "carnival-v-shute.pdf", "11", "595", "pass"},
	} {
		resp := &rubric.Response{Answer: answer, User: "u-assoc-17", AskedAt: &at, HasTrace: true, Format: "test",
			Retrieved: []retrieval.Retrieved{{Doc: tt.doc, DocNames: []string{}, ChunkID: "r", Rank: 1, Whole: true}},
			Structured: []rubric.StructuredCitation{{Field: "f", Kind: "page_location", End: len(answer),
				Names: []rubric.DocName{{Kind: "title", Value: tt.file}}, Page: tt.page, Retrieved: []int{0}}}}
		s, rep, err := g.Grade(context.Background(), resp)
		if err != nil {
			t.Fatal(err)
		}
		for _, cr := range s.CriteriaResults {
			if cr.ID == "C-009" && string(cr.Verdict) != tt.c009 {
				t.Errorf("page %s: C-009 %s, want %s: %s", tt.page, cr.Verdict, tt.c009, cr.Reasoning)
			}
		}
		if l := rep.Citations[0].Locators; len(l) != 1 || l[0].Value != tt.want {
			t.Errorf("page %s: locators %v", tt.page, l)
		}
	}
}

// TestStructuredQuoteOutsideTheRetrievedSpan: another system's chunk
// that covers part of a Vault chunk retrieves that chunk, but a cited
// text in the part it did not cover was not retrieved (C-006 fails);
// the same quote inside the span passes.
func TestStructuredQuoteOutsideTheRetrievedSpan(t *testing.T) {
	g := structuredGrader(t)
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	answer := "Any action must be brought in Delaware, and the clause binds affiliates."
	for _, tt := range []struct {
		quote, c006 string
	}{{"shall be brought exclusively in Delaware", "pass"}, {"this forum selection clause binds affiliates", "fail"}} {
		resp := &rubric.Response{Answer: answer, User: "u-1", AskedAt: &at, HasTrace: true, Format: "test",
			Retrieved: []retrieval.Retrieved{{Doc: "Acme-MSA.pdf", DocNames: []string{}, ChunkID: "half", Rank: 1,
				Text: "§ 14.2 Forum Selection Any action shall be brought exclusively in Delaware;"}},
			Structured: []rubric.StructuredCitation{{Field: "f", Kind: "char_location", End: len(answer),
				Names: []rubric.DocName{{Kind: "id", Value: "file-acme1"}}, CitedText: tt.quote, Retrieved: []int{0}}}}
		s, _, err := g.Grade(context.Background(), resp)
		if err != nil {
			t.Fatal(err)
		}
		for _, cr := range s.CriteriaResults {
			if cr.ID == "C-006" && string(cr.Verdict) != tt.c006 {
				t.Errorf("%q: C-006 %s, want %s: %s", tt.quote, cr.Verdict, tt.c006, cr.Reasoning)
			}
		}
	}
}

// TestStructuredMarkerNamesAnother: an Assistants marker is text the
// reader sees. Naming the file its file_id names, or nothing the Vault
// knows ("source", an upload's own name), it is the structured citation,
// graded once; naming another Vault document, the citation names two
// documents (C-001 fails naming both), so a document never retrieved
// cannot pass as the file ID's.
func TestStructuredMarkerNamesAnother(t *testing.T) {
	g := structuredGrader(t)
	claim := "Any action must be brought in Delaware."
	trace := []retrieval.Retrieved{{Doc: "file-acme1", DocNames: []string{}, ChunkID: "r1", Rank: 1,
		Text: "Any action shall be brought exclusively in Delaware; this forum selection clause binds affiliates."}}
	tests := []struct {
		name      string
		marker    string
		want      map[string]string
		citations int
		reasonHas string // in C-001's reasoning
	}{
		{"marker names the cited file", "【4:0†Acme-MSA.pdf】", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass"}, 1, ""},
		{"marker names nothing", "【4:0†source】", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass"}, 1, ""},
		{"marker names a file the Vault lacks", "【4:0†acme_msa_final(2).pdf】", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass"}, 1, ""},
		// The marker is the file name the reader is shown, part of the
		// citation's own names: a file_id of one document and a file
		// name of another name both, so C-001 fails naming them (the
		// first name deciding, the file ID's document was graded).
		{"marker names another Vault document", "【4:0†acme-msa.PDF】", map[string]string{"C-001": "fail", "C-006": "fail"}, 1, "DOC-1, DOC-2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
			answer := claim + tt.marker
			sc := rubric.StructuredCitation{Field: "message.content[0].text.annotations[0]", Kind: "file_citation", Start: 0, End: len(answer),
				Names:       []rubric.DocName{{Kind: "id", Value: "file-acme1"}, {Kind: "filename", Value: strings.TrimSuffix(strings.SplitN(tt.marker, "†", 2)[1], "】")}},
				MarkerStart: len(claim), MarkerEnd: len(answer), Retrieved: []int{0}}
			resp := &rubric.Response{Answer: answer, User: "u-1", AskedAt: &at, Retrieved: trace, HasTrace: true,
				Structured: []rubric.StructuredCitation{sc}, Format: "openai-assistants"}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]report.CriterionResult{}
			for _, cr := range s.CriteriaResults {
				got[cr.ID] = cr
			}
			for id, want := range tt.want {
				if string(got[id].Verdict) != want {
					t.Errorf("%s: %s, want %s: %s", id, got[id].Verdict, want, got[id].Reasoning)
				}
			}
			if tt.reasonHas != "" && !strings.Contains(got["C-001"].Reasoning, tt.reasonHas) {
				t.Errorf("C-001 reasoning lacks %q: %s", tt.reasonHas, got["C-001"].Reasoning)
			}
			if len(rep.Citations) != tt.citations {
				t.Errorf("%d citations graded, want %d", len(rep.Citations), tt.citations)
			}
		})
	}
}

// TestStructuredUnknownNotRedacted: a structured citation naming no Vault
// document (a Cohere string document's "doc_0", an unknown file ID) is
// no document at all, so the redacted report (the default output) says
// so; it is never withheld as if it were a document the asker could not
// read.
func TestStructuredUnknownNotRedacted(t *testing.T) {
	g := structuredGrader(t)
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	for _, n := range []string{"doc_0", "file-nope", "s3://kb/gone.pdf"} {
		t.Run(n, func(t *testing.T) {
			answer := "Any action must be brought in Delaware."
			sc := rubric.StructuredCitation{Field: "response.message.citations[0].sources[0]", Kind: "citation", Start: 0, End: len(answer),
				Names: []rubric.DocName{{Kind: "id", Value: n}}}
			resp := &rubric.Response{Answer: answer, User: "u-1", AskedAt: &at, HasTrace: true, Retrieved: []retrieval.Retrieved{},
				Structured: []rubric.StructuredCitation{sc}, Format: "cohere"}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			rs, _ := report.Redact(s, rep)
			for _, cr := range rs.CriteriaResults {
				if cr.ID != "C-001" {
					continue
				}
				if cr.Verdict != "fail" || strings.Contains(cr.Reasoning, "[redacted") || !strings.Contains(cr.Reasoning, "names no Vault document: id:"+n) {
					t.Errorf("C-001 %s: %s", cr.Verdict, cr.Reasoning)
				}
			}
		})
	}
}
