package printer

import (
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// memTexts is an in-memory Texts for the golden tests.
type memTexts struct {
	docs   map[string]*vault.Document
	chunks map[string]*vault.Chunk
}

func (m memTexts) Document(id string) (*vault.Document, bool) { d, ok := m.docs[id]; return d, ok }
func (m memTexts) Chunk(id string) (*vault.Chunk, bool)       { c, ok := m.chunks[id]; return c, ok }

const (
	bremenPassage = "[*10] We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be \"unreasonable\" under the circumstances."
	memoPassage   = "¶ 2 Globex will argue that Idaho's statute defeats the clause; our exposure is substantial."
	treatise      = "Choice of forum: courts <b>weigh</b> the parties' bargain & the forum's policy."
)

// sampleAnswer has one citation of each status: [1] passes, [2] cites a
// walled-off memo (fails C-002), [3] carries a warning only, [4] does not
// exist (fails C-001).
var sampleAnswer = "Forum-selection clauses are prima facie valid [VLT-0001, p. 10].\n\n" +
	"Globex will argue otherwise [VLT-0027, ¶ 2]. Treatises agree [VLT-0003, § 2].\n\n" +
	"- Courts also cite *Fake v. Case*, 999 U.S. 1 (2001)."

// sample is a fixed graded response: scores, report and the texts behind
// it. It is built by hand so the golden files change only when a printer
// does.
func sample() (*report.Scores, *report.Report, memTexts) {
	at := func(s string) (int, int) {
		i := strings.Index(sampleAnswer, s)
		if i < 0 {
			panic(s)
		}
		return i, i + len(s)
	}
	citation := func(n int, kind cite.Kind, text string, prop int, locs ...vault.Locator) cite.Citation {
		s, e := at(text)
		if locs == nil {
			locs = []vault.Locator{}
		}
		return cite.Citation{Index: n, Kind: kind, Text: text, Start: s, End: e, Locators: locs, Proposition: prop, Antecedent: -1, Parallel: -1}
	}
	page := func(v string) vault.Locator { return vault.Locator{Kind: vault.LocPage, Value: v} }
	c0 := citation(0, cite.KindVault, "VLT-0001, p. 10", 0, page("10"))
	c1 := citation(1, cite.KindVault, "VLT-0027, ¶ 2", 1, vault.Locator{Kind: vault.LocParagraph, Value: "2"})
	c2 := citation(2, cite.KindVault, "VLT-0003, § 2", 2, vault.Locator{Kind: vault.LocSection, Value: "2"})
	c3 := citation(3, cite.KindCase, "*Fake v. Case*, 999 U.S. 1 (2001)", 3)
	c3.ReaderText = "Fake v. Case, 999 U.S. 1 (2001)"
	prop := func(n int, text string, cites ...int) cite.Proposition {
		s, e := at(text)
		return cite.Proposition{Index: n, Text: text, Start: s, End: e, Citations: cites}
	}
	bad := "Globex will argue otherwise [VLT-0027, ¶ 2]."
	r := &report.Report{
		RunID: "forum/acme-rag-v3/sample", Task: "forum", Model: "acme-rag-v3", User: "u-assoc-17",
		AskedAt: "2026-06-15T14:00:00Z", Question: "What must a party show to avoid a forum-selection clause?",
		TraceSource: "response",
		Trace: []report.TraceEntry{
			{ChunkID: "VLT-0001#c4", Rank: 1, Doc: "VLT-0001", Tokens: 40},
			{ChunkID: "VLT-0027#c4", Rank: 2, Doc: "VLT-0027", Tokens: 20},
			{ChunkID: "VLT-0003#c2", Rank: 3, Doc: "VLT-0003", Tokens: 18},
		},
		Notes: []string{"Trace: retrieved text of VLT-0027#c4 (rank 2) differs from the Vault: the trace has \"our exposure\" where the Vault has \"exposure\"."},
		Propositions: []cite.Proposition{
			prop(0, "Forum-selection clauses are prima facie valid [VLT-0001, p. 10].", 0),
			prop(1, bad, 1),
			prop(2, "Treatises agree [VLT-0003, § 2].", 2),
			prop(3, "Courts also cite *Fake v. Case*, 999 U.S. 1 (2001).", 3),
		},
		Citations: []report.CitationReport{
			{Citation: c0, Resolution: resolve.Resolution{Citation: 0, Docs: []string{"VLT-0001"}, Doc: "VLT-0001", By: "id"},
				Passage: report.PassageReport{Chunk: "VLT-0001#c4", Doc: "VLT-0001", Method: "locator", Retrieved: true, Rank: 1, Confidence: 0.95,
					Why: "Retrieved chunk VLT-0001#c4 (rank 1) holds page 10.", Locators: []vault.Locator{page("10"), {Kind: vault.LocChunk, Value: "VLT-0001#c4"}},
					Pinned: []report.PinSpan{{Chunk: "VLT-0001#c4", Start: 6, End: 68}}}},
			{Citation: c1, Resolution: resolve.Resolution{Citation: 1, Docs: []string{"VLT-0027"}, Doc: "VLT-0027", By: "id"},
				Passage: report.PassageReport{Chunk: "VLT-0027#c4", Doc: "VLT-0027", Method: "locator", Retrieved: true, Rank: 2, Confidence: 0.9,
					Why: "Retrieved chunk VLT-0027#c4 holds ¶ 2: \"Globex will argue\".", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "2"}, {Kind: vault.LocChunk, Value: "VLT-0027#c4"}}}},
			{Citation: c2, Resolution: resolve.Resolution{Citation: 2, Docs: []string{"VLT-0003"}, Doc: "VLT-0003", By: "id"},
				Passage: report.PassageReport{Chunk: "VLT-0003#c2", Doc: "VLT-0003", Method: "locator", Retrieved: true, Rank: 3, Confidence: 0.8,
					Why: "Retrieved chunk VLT-0003#c2 holds § 2.", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "2"}, {Kind: vault.LocChunk, Value: "VLT-0003#c2"}}}},
			{Citation: c3, Resolution: resolve.Resolution{Citation: 3, Docs: []string{}, Problem: "no Vault document is cited as 999 U.S. 1"},
				Passage: report.PassageReport{Method: "none", Why: "no document"}},
		},
		Judgements: []report.JudgeRecord{
			{Unit: "P0/C0", Kind: judge.UnitCitation, Criteria: []string{"C-003", "C-004", "C-007"}, Proposition: 0, Citation: 0, Doc: "VLT-0001", Chunk: "VLT-0001#c4",
				Assessment: &judge.Assessment{UnitID: "P0/C0", Supports: true, Evidence: "forum-selection clauses are prima facie valid", Reasoning: "The passage states the rule.", Origin: judge.FromCache}},
			{Unit: "P1/C1", Kind: judge.UnitCitation, Criteria: []string{"C-003", "C-004", "C-007"}, Proposition: 1, Citation: 1, Doc: "VLT-0027", Chunk: "VLT-0027#c4",
				Assessment: &judge.Assessment{UnitID: "P1/C1", Supports: true, Overclaims: true, Evidence: "our exposure is substantial", Reasoning: "The memo says exposure is substantial, not that Globex will win.", Origin: judge.FromLive}},
			{Unit: "P2/C2", Kind: judge.UnitCitation, Criteria: []string{"C-003", "C-004", "C-007"}, Proposition: 2, Citation: 2, Doc: "VLT-0003", Chunk: "VLT-0003#c2",
				Error: "judge: endpoint unreachable after 3 attempts"},
			{Unit: "unsupported", Kind: judge.UnitUnsupported, Criteria: []string{"C-008"}, Proposition: -1, Citation: -1,
				Assessment: &judge.Assessment{UnitID: "unsupported", Unflagged: []string{"P3"}, Reasoning: "P3 states a rule with no valid citation.", Origin: judge.FromHeuristic}},
		},
		Access: []report.DocAccess{
			{Doc: "VLT-0001", Allowed: true, Rule: "allow *", Reason: "everyone may read it"},
			{Doc: "VLT-0003", Allowed: true, Rule: "allow group:litigation", Reason: "u-assoc-17 is in litigation"},
			{Doc: "VLT-0027", Allowed: false, Rule: "deny user:u-assoc-17 (acl.jsonl:40)", Reason: "an ethical screen denies u-assoc-17"},
		},
		Holdings: []checks.HoldingReport{
			{Doc: "VLT-0001", Holding: heuristic.Holding{Outcome: "enforced", From: "text", Sentences: []string{"We hold that forum-selection clauses are prima facie valid and should be enforced."}}},
			// A denied document's holding sentences are withheld like its
			// passages (a report written by hand; grading leaves it out).
			{Doc: "VLT-0027", Holding: heuristic.Holding{Outcome: "unenforceable", From: "metadata", Sentences: []string{"our exposure is substantial"}, Note: "read from documents.jsonl"}},
		},
		Answer: sampleAnswer,
	}
	f := func(crit, check string, sev checks.Severity, c *cite.Citation, doc, chunk, msg string, reason ...string) checks.Finding {
		fd := checks.Finding{Check: check, Criterion: crit, Severity: sev, Citation: c.Index, Text: c.Text, Start: c.Start, End: c.End, Proposition: c.Proposition, Doc: doc, Chunk: chunk, Message: msg}
		if len(reason) > 0 {
			fd.Reason = reason[0]
		}
		return fd
	}
	crit := func(id, title, check string, v checks.Verdict, m checks.Method, summary string, fs ...checks.Finding) report.CriterionReport {
		if fs == nil {
			fs = []checks.Finding{}
		}
		return report.CriterionReport{ID: id, Title: title, Check: check, Verdict: v, Method: m, Summary: summary, Findings: fs}
	}
	r.Criteria = []report.CriterionReport{
		crit("C-001", "Every cited source exists in the Vault", rubric.CheckCitationsExist, checks.Fail, checks.Deterministic, "1 citation(s) do not resolve.",
			f("C-001", rubric.CheckCitationsExist, checks.SevError, &c3, "", "", "\"*Fake v. Case*, 999 U.S. 1 (2001)\" (bytes 171-205): no Vault document is cited as 999 U.S. 1",
				"The Vault holds no such source: no Vault document is cited as 999 U.S. 1.")),
		crit("C-002", "Cited documents were readable by the user", rubric.CheckCitationsAccessible, checks.Fail, checks.Deterministic, "1 citation(s) reference a document the user may not read.",
			f("C-002", rubric.CheckCitationsAccessible, checks.SevError, &c1, "VLT-0027", "", "\"VLT-0027, ¶ 2\" cites VLT-0027, which u-assoc-17 may not read at 2026-06-15T14:00:00Z: an ethical screen denies u-assoc-17 (rule: deny user:u-assoc-17 (acl.jsonl:40))",
				"User u-assoc-17 may not read VLT-0027 at 2026-06-15T14:00:00Z: an ethical screen denies u-assoc-17.")),
		crit("C-003", "Each citation supports its proposition", rubric.CheckSupports, checks.Fail, checks.ByJudge, "Could not be graded, so it fails: judge: endpoint unreachable after 3 attempts.",
			checks.Finding{Check: rubric.CheckSupports, Criterion: "C-003", Severity: checks.SevError, Citation: -1, Proposition: -1,
				Message: "unit P2/C2 got no verdict: judge: endpoint unreachable after 3 attempts"}),
		crit("C-005", "Identifiers appear verbatim in retrieval", rubric.CheckIdentifiersVerbatim, checks.Pass, checks.Deterministic, "Every identifier appears verbatim. "+r.Notes[0],
			f("C-005", rubric.CheckIdentifiersVerbatim, checks.SevWarning, &c2, "VLT-0003", "VLT-0003#c2", "passage VLT-0003#c2 holds markup <b>weigh</b>")),
		crit("C-007", "Claims are calibrated to the passage", rubric.CheckCalibrated, checks.Fail, checks.ByJudge, "1 citation(s) attribute a broader or stronger claim than the passage supports.",
			f("C-007", rubric.CheckCalibrated, checks.SevError, &c1, "VLT-0027", "VLT-0027#c4", "proposition P1 \""+bad+"\", cited by \"VLT-0027, ¶ 2\" to VLT-0027 chunk VLT-0027#c4: the proposition claims more than the passage says. Judge: The memo says exposure is substantial, not that Globex will win. Evidence: \"our exposure is substantial\".",
				"It is cited for “"+bad+"” The answer claims more than the passage says. The passage says: “our exposure is substantial”. The judge's reasons: The memo says exposure is substantial, not that Globex will win.")),
	}
	s := &report.Scores{RunID: r.RunID, Task: r.Task, MaxScore: 1, NCriteria: 5, NPassed: 1, Summary: report.Summarize(1, 5),
		JudgeModel: "gpt-4.1-mini via http://127.0.0.1:8000/v1", ScoredAt: "2026-11-30T10:15:00Z", Model: r.Model,
		Hashes: report.Hashes{Case: "sha256:case", Response: "sha256:resp"}, Incomplete: []string{"C-003"}}
	origins := map[string]string{"C-003": "", "C-007": "cache+live"}
	for _, cr := range r.Criteria {
		s.CriteriaResults = append(s.CriteriaResults, report.CriterionResult{ID: cr.ID, Title: cr.Title, Verdict: cr.Verdict,
			Reasoning: checks.Reasoning(checks.Result{Summary: cr.Summary, Findings: cr.Findings}), Method: cr.Method, Check: cr.Check, Origin: origins[cr.ID]})
	}
	r.Scores = s
	t := memTexts{docs: map[string]*vault.Document{
		"VLT-0001": {ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co."},
		"VLT-0003": {ID: "VLT-0003", Title: "Forum Clauses <Treatise> & \"Notes\""},
		"VLT-0027": {ID: "VLT-0027", Title: "Initech bench memo (privileged)"},
	}, chunks: map[string]*vault.Chunk{
		// each chunk with the locators a built Vault gives it
		"VLT-0001#c4": {ID: "VLT-0001#c4", Doc: "VLT-0001", Text: bremenPassage, PageStart: "10", PageEnd: "10"},
		"VLT-0027#c4": {ID: "VLT-0027#c4", Doc: "VLT-0027", Text: memoPassage, ParagraphStart: "2", ParagraphEnd: "2"},
		"VLT-0003#c2": {ID: "VLT-0003#c2", Doc: "VLT-0003", Text: treatise, Section: "2"},
	}}
	return s, r, t
}
