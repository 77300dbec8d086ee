package grade

import (
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

func (g *Grader) report(resp *rubric.Response, in *checks.Input, results []checks.Result, notes []string, s *report.Scores) *report.Report {
	rep := &report.Report{
		RunID: s.RunID, Task: s.Task, Model: resp.Model, User: in.User,
		Question:      firstNonBlank(resp.Question, g.askedQuestion()),
		TraceSource:   "response",
		Trace:         make([]report.TraceEntry, 0, len(in.Trace)),
		TraceProblems: []retrieval.TraceProblem{},
		Notes:         append([]string{}, notes...),
		Propositions:  in.Answer.Propositions,
		Citations:     make([]report.CitationReport, 0, len(in.Answer.Citations)),
		Mentions:      in.Answer.Mentions,
		Asked:         in.Answer.Asked,
		Judgements:    []report.JudgeRecord{},
		Scores:        s,
		Answer:        resp.Answer,
		Metadata:      resp.Metadata,
		DeniedText:    report.DeniedShown, // as graded; Redact withholds it
	}
	if s.JudgeUsage != nil {
		rep.JudgeProtocol = s.JudgeUsage.Protocol
	}
	if rep.Propositions == nil {
		rep.Propositions = []cite.Proposition{}
	}
	rep.AskedAt = in.At.UTC().Format(time.RFC3339Nano)
	if resp.Format != "" {
		// A provider-native response: say whether the time asked came
		// from --at, the provider's own timestamp or the case.
		rep.Format, rep.AskedAtSource = resp.Format, in.Asker.AtSource
	}
	if !resp.HasTrace {
		rep.TraceSource = "none"
	}
	if in.Answer.PlainText != "" {
		rep.Notes = append(rep.Notes, PlainTextNote(in.Answer.PlainText))
	}
	if in.Checked != nil {
		rep.TraceProblems = append(rep.TraceProblems, in.Checked.Problems...)
		rep.TraceLocated = in.Checked.Located
	}
	for _, e := range in.Trace {
		te := report.TraceEntry{ChunkID: e.ChunkID, Rank: e.Rank, Doc: checks.DocOfChunk(e.ChunkID)}
		if c, ok := g.opt.Vault.Chunk(e.ChunkID); ok {
			te.Doc, te.Tokens = c.Doc, c.Tokens
		}
		rep.Trace = append(rep.Trace, te)
	}
	for i, c := range in.Answer.Citations {
		if c.Locators == nil {
			c.Locators = []vault.Locator{}
		}
		cr := report.CitationReport{Citation: c, Resolution: in.Resolved[i]}
		if cr.Resolution.Docs == nil {
			cr.Resolution.Docs = []string{}
		}
		p := in.Passages[i]
		cr.Passage = report.PassageReport{Method: p.Method, Retrieved: p.Retrieved, NoTrace: p.NoTrace, Missing: p.Missing,
			Rank: p.Rank, Confidence: p.Confidence, Why: p.Why}
		if p.Chunk != nil {
			cr.Passage.Chunk, cr.Passage.Doc = p.Chunk.ID, p.Chunk.Doc
			cr.Passage.Chunks = checks.ChunkIDs(p)
			cr.Passage.Locators = chunkLocators(p.Chunk)
		}
		rep.Citations = append(rep.Citations, cr)
	}
	if len(results) > 0 {
		rep.Criteria = make([]report.CriterionReport, 0, len(results))
	}
	for i, r := range results {
		b := g.bound[i]
		rep.Criteria = append(rep.Criteria, report.CriterionReport{
			ID: b.crit.ID, Title: b.crit.Title, Check: b.binding.Name, IsNegative: b.crit.IsNegative,
			Verdict: r.Verdict, Method: r.Method, Summary: r.Summary, Infra: r.Infra, Findings: r.Findings,
		})
	}
	if l, ok := in.Judge.(*report.JudgeLog); ok {
		rep.Judgements = l.Records(in)
	}
	if g.judged && in.Judge != nil {
		rep.Holdings = checks.HoldingsReport(in)
	}
	rep.Access = g.accessOf(in, rep)
	g.addTexts(rep)
	rep.Metrics = report.MetricsOf(rep)
	return rep
}

// chunkLocators lists where a chunk sits in its document.
func chunkLocators(c *vault.Chunk) []vault.Locator {
	var out []vault.Locator
	if c.PageStart != "" {
		v := c.PageStart
		if c.PageEnd != "" && c.PageEnd != c.PageStart {
			v += "-" + c.PageEnd
		}
		out = append(out, vault.Locator{Kind: vault.LocPage, Value: v})
	}
	if c.Section != "" {
		out = append(out, vault.Locator{Kind: vault.LocSection, Value: c.Section})
	}
	if c.ParagraphStart != "" {
		v := c.ParagraphStart
		if c.ParagraphEnd != "" && c.ParagraphEnd != c.ParagraphStart {
			v += "-" + c.ParagraphEnd
		}
		out = append(out, vault.Locator{Kind: vault.LocParagraph, Value: v})
	}
	return append(out, vault.Locator{Kind: vault.LocChunk, Value: c.ID})
}
