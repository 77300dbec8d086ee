package report

import (
	"cmp"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Modes of Report.DeniedText.
const (
	// DeniedWithheld: the text of documents the user could not read at
	// the time asked is withheld (the default).
	DeniedWithheld = "withheld"
	// DeniedShown: it is shown (--show-denied, for graders entitled to
	// read it).
	DeniedShown = "shown"
)

// redactor decides which documents' text is withheld and what stands in
// its place.
type redactor struct {
	r *Report
}

// denied reports whether doc's text must be withheld.
func (x redactor) denied(doc string) bool { return doc != "" && x.r.Denied(doc) }

// stub is the text shown instead of a withheld document's text.
func (x redactor) stub(doc string) string { return RedactionStub(doc, x.r.User, x.r.AskedAt) }

// RedactionStub is what stands where a withheld document's text would
// be: "[redacted: VLT-0027 not readable by u-assoc-17 at ...]".
func RedactionStub(doc, user, at string) string {
	return fmt.Sprintf("[redacted: %s not readable by %s at %s]", doc, cmp.Or(user, "(no user)"), cmp.Or(at, "(no time)"))
}

// Redact returns copies of s and r with the text of every document the
// report's user could not read at the time asked withheld (r.Access; a
// document without an entry counts as denied), and r.DeniedText set to
// DeniedWithheld. This is the default for every output (scores.json,
// report.json, the printers, the service): a reviewer has no right to
// read behind the asker's wall; --show-denied opts out. Document IDs and
// the access decisions stay. It withholds:
// finding messages about a denied document (except the access check's,
// which state the ACL rule, not document text), judge evidence and
// reasoning on a denied passage, the passage's "why" and section
// locator (a heading is document text), and notes naming a
// denied document (also where criterion summaries repeat them). A
// citation of a denied document loses everything the grader derived from
// reading it, whether or not its passage names the document (a citation
// with no retrieved chunk of it still draws "its sections: ..."): the
// passage's reason, locators, pin spans and the chunks the pin was placed
// in (unless the trace or the citation named them), and the resolution's
// problem; so do the findings and judge records about such a citation,
// and a walled trace entry its token count (redact_citations.go). The
// reasoning in scores is rebuilt from the redacted findings.
func Redact(s *Scores, r *Report) (*Scores, *Report) {
	if s == nil || r == nil {
		return s, r
	}
	x := redactor{r: r}
	rc := *r
	rc.DeniedText = DeniedWithheld
	noteSubs := map[string]string{}
	rc.Notes = make([]string, len(r.Notes))
	for i, n := range r.Notes {
		rc.Notes[i] = n
		for _, a := range r.Access {
			if !a.Allowed && mentions(n, a.Doc) {
				rc.Notes[i] = x.stub(a.Doc)
				noteSubs[n] = rc.Notes[i]
				break
			}
		}
	}
	rc.TraceProblems = make([]retrieval.TraceProblem, len(r.TraceProblems))
	for i, p := range r.TraceProblems {
		if p.Kind == retrieval.TextDiffers && x.denied(checks.DocOfChunk(p.ChunkID)) {
			p.Why = x.stub(checks.DocOfChunk(p.ChunkID))
		}
		if p.Kind == retrieval.NotInDocument && x.denied(p.Doc) {
			p.Why = x.stub(p.Doc) // how much of the entry the document holds says what it holds
		}
		rc.TraceProblems[i] = p
	}
	rc.Trace = x.withheldTrace(r.Trace)
	// Every citation drawing on a withheld document, whether or not its
	// passage names it (redact_citations.go).
	deniedCite, traced := x.deniedCitations(r), tracedChunks(r)
	rc.Citations = make([]CitationReport, len(r.Citations))
	for i, c := range r.Citations {
		if d := deniedCite[c.Index]; d != "" {
			c = x.withheldCitation(c, d, traced)
		}
		if c.Structured != nil && x.denied(c.Resolution.Doc) {
			// A provider's quote of a document the asker could not read.
			st := *c.Structured
			st.CitedText = x.stub(c.Resolution.Doc)
			c.Structured = &st
		}
		rc.Citations[i] = c
	}
	if r.Passages != nil {
		rc.Passages = make(map[string]PassageText, len(r.Passages))
		for id, p := range r.Passages {
			if x.denied(p.Doc) || x.denied(checks.DocOfChunk(id)) {
				p = PassageText{Doc: p.Doc, Text: x.stub(p.Doc), Locators: []vault.Locator{{Kind: vault.LocChunk, Value: id}}}
			}
			rc.Passages[id] = p
		}
	}
	if r.Holdings != nil {
		// Grading never lists a denied document's holding; a report
		// written or edited by hand might, and its sentences are the
		// document's text.
		rc.Holdings = make([]checks.HoldingReport, len(r.Holdings))
		for i, h := range r.Holdings {
			if x.denied(h.Doc) {
				h.Sentences = []string{x.stub(h.Doc)}
				h.Note = ""
			}
			rc.Holdings[i] = h
		}
	}
	if r.Documents != nil {
		rc.Documents = make(map[string]DocumentInfo, len(r.Documents))
		for id, d := range r.Documents {
			if x.denied(id) {
				d.Title = "" // a title is document text
			}
			rc.Documents[id] = d
		}
	}
	changed := map[string]bool{}
	rc.Criteria = make([]CriterionReport, len(r.Criteria))
	for i, cr := range r.Criteria {
		for _, n := range sortedKeys(noteSubs) {
			if strings.Contains(cr.Summary, n) {
				cr.Summary = strings.ReplaceAll(cr.Summary, n, noteSubs[n])
				changed[cr.ID] = true
			}
		}
		fs := make([]checks.Finding, len(cr.Findings))
		for k, f := range cr.Findings {
			d := firstDenied(x, f.Doc, checks.DocOfChunk(f.Chunk))
			if d == "" && f.Citation >= 0 {
				d = deniedCite[f.Citation]
			}
			if d != "" {
				f.Chunk = x.withheldChunkOf(f.Chunk, citationAt(r, f.Citation), traced)
				if f.Check != rubric.CheckCitationsAccessible {
					f.Message = x.stub(d)
					if f.Reason != "" {
						f.Reason = x.stub(d)
					}
				}
				changed[cr.ID] = true
			}
			fs[k] = f
		}
		cr.Findings = fs
		rc.Criteria[i] = cr
	}
	rc.Judgements = make([]JudgeRecord, len(r.Judgements))
	for i, j := range r.Judgements {
		d := firstDenied(x, j.Doc, checks.DocOfChunk(j.Chunk))
		for _, c := range j.Chunks {
			if d == "" {
				d = firstDenied(x, checks.DocOfChunk(c))
			}
		}
		if d == "" && j.Kind == judge.UnitCitation && j.Citation >= 0 {
			d = deniedCite[j.Citation]
		}
		if d != "" {
			j = x.withheldJudgeRecord(j, d, citationAt(r, j.Citation), traced)
		}
		if d != "" && j.Assessment != nil {
			a := *j.Assessment
			// The judge's words may quote the denied passage wherever
			// they were copied: into findings about no document (C-008).
			for _, quoted := range []string{a.Evidence, a.Reasoning, j.AdverseEvidence} {
				if strings.TrimSpace(quoted) == "" {
					continue
				}
				for k := range rc.Criteria {
					cr := &rc.Criteria[k]
					for f := range cr.Findings {
						msg, why := cr.Findings[f].Message, cr.Findings[f].Reason
						for _, form := range quotedForms(quoted) {
							msg = strings.ReplaceAll(msg, form, x.stub(d))
							why = strings.ReplaceAll(why, form, x.stub(d))
						}
						if msg != cr.Findings[f].Message || why != cr.Findings[f].Reason {
							cr.Findings[f].Message, cr.Findings[f].Reason = msg, why
							changed[cr.ID] = true
						}
					}
				}
			}
			a.Evidence, a.Reasoning = x.stub(d), x.stub(d)
			j.Assessment = &a
		}
		if d != "" && j.AdverseEvidence != "" {
			j.AdverseEvidence = x.stub(d)
		}
		rc.Judgements[i] = j
	}
	sc := *s
	sc.CriteriaResults = make([]CriterionResult, len(s.CriteriaResults))
	for i, cr := range s.CriteriaResults {
		if changed[cr.ID] {
			if rep := criterionReport(&rc, cr.ID); rep != nil {
				cr.Reasoning = checks.Reasoning(checks.Result{Summary: rep.Summary, Findings: rep.Findings})
			}
		}
		sc.CriteriaResults[i] = cr
	}
	rc.Scores = &sc
	return &sc, &rc
}

// quotedForms are the ways a judge's words may have been copied into a
// finding: quoted as a Go string (Message), as given, white space folded
// and without the heuristic judge's label (Reason); longest first, so a
// shorter form never splits a longer one's replacement.
func quotedForms(q string) []string {
	forms := []string{strconv.Quote(q), q, collapseSpace(q), checks.JudgeWords(q)}
	var out []string
	seen := map[string]bool{}
	for _, f := range forms {
		if len(f) >= 3 && !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// firstDenied is the first of docs whose text is withheld, or "".
func firstDenied(x redactor, docs ...string) string {
	for _, d := range docs {
		if x.denied(d) {
			return d
		}
	}
	return ""
}

// criterionReport finds a criterion's full result in the report.
func criterionReport(r *Report, id string) *CriterionReport {
	for i := range r.Criteria {
		if r.Criteria[i].ID == id {
			return &r.Criteria[i]
		}
	}
	return nil
}

// mentions reports whether s names the document id as a whole token (so
// VLT-0001 is not found inside VLT-00012).
func mentions(s, id string) bool {
	if id == "" {
		return false
	}
	for from := 0; ; {
		i := strings.Index(s[from:], id)
		if i < 0 {
			return false
		}
		end := from + i + len(id)
		start := from + i
		if (start == 0 || !idByte(s[start-1])) && (end == len(s) || !idByte(s[end])) {
			return true
		}
		from = start + 1
	}
}

func idByte(b byte) bool {
	return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_' || b == '-'
}

// sortedKeys returns m's keys in order, so no map order reaches output.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// collapseSpace folds every run of white space in s to one space.
func collapseSpace(s string) string { return strings.Join(strings.Fields(s), " ") }
