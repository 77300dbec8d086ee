package grade

import (
	"sort"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// accessOf decides access for every document the report mentions, in ID
// order. Without a user and a time nothing can be decided, and every
// document counts as denied (fail closed: a redacted report then shows
// no document text at all).
func (g *Grader) accessOf(in *checks.Input, rep *report.Report) []report.DocAccess {
	docs := map[string]bool{}
	add := func(d string) {
		if d != "" {
			docs[d] = true
		}
	}
	for _, e := range rep.Trace {
		add(e.Doc)
	}
	for _, p := range rep.TraceProblems {
		add(checks.DocOfChunk(p.ChunkID))
	}
	for _, c := range rep.Citations {
		add(c.Resolution.Doc)
		for _, d := range c.Resolution.Docs {
			add(d)
		}
		add(c.Passage.Doc)
	}
	for _, cr := range rep.Criteria {
		for _, f := range cr.Findings {
			add(f.Doc)
			add(checks.DocOfChunk(f.Chunk))
		}
	}
	for _, j := range rep.Judgements {
		add(j.Doc)
	}
	ids := make([]string, 0, len(docs))
	for d := range docs {
		ids = append(ids, d)
	}
	sort.Strings(ids)
	out := make([]report.DocAccess, 0, len(ids))
	for _, d := range ids {
		if in.User == "" || in.At.IsZero() {
			out = append(out, report.DocAccess{Doc: d, Reason: "no requesting user and time, so access is undecided"})
			continue
		}
		dec := checks.Access(in, d) // in.Vault is g.opt.Vault; C-002 asked most of these already
		out = append(out, report.DocAccess{Doc: d, Allowed: dec.Allowed, Rule: dec.Rule, Reason: dec.Reason})
	}
	return out
}
