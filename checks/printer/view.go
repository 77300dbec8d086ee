package printer

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/vault"
)

// Citation statuses, as the HTML report colours them.
const (
	statusPass = "pass" // no error or warning from any check: green
	statusFail = "fail" // some check found an error: red
	statusWarn = "warn" // warnings only: amber
)

// view is a graded response prepared for the reports that show more than
// the criterion table: every string already redacted when asked, every
// list in a fixed order.
type view struct {
	S            *report.Scores
	R            *report.Report
	Redacted     bool
	Cites        []citeView
	Props        []propView
	AnswerJudged []judgeView // units about the whole answer (C-008, Harvey-style)
	Trace        []traceView
	Holdings     []holdingView // what the judge read as each cited case's holding
	Segments     []segment     // the answer cut at citation spans
	Denied       []report.DocAccess
}

// citeView is one citation with what it resolved to and why it is
// coloured the way it is.
type citeView struct {
	N           int // 1-based, as numbered in the report
	Text        string
	Kind        string
	Status      string
	Doc         string
	Title       string
	Resolution  string
	Chunk       string
	Locators    string // as written in the answer
	ChunkLocs   string // where the passage sits in its document
	Place       string // the same in words, without the chunk ID
	PropText    string // the proposition it is cited for
	Source      string // for a marker ("[2]"), the source it carries
	Passage     string // passage text, a redaction notice, or ""
	PassageWhy  string
	Proposition int  // index of the proposition it supports (P0 is the first)
	HasProp     bool // false when it supports none
	Findings    []findingView
}

// findingView is one finding about a citation: Reason in plain words,
// Message with the detail report.json keeps.
type findingView struct {
	Criterion, Severity, Message, Reason string
	// Label is the failure in plain words ("Does not support"), Plain the
	// reason without internal IDs: what the HTML report shows.
	Label, Plain string
}

// propView is one proposition with its citations and judge verdicts. N
// is its index, as the reasoning names it (P0 is the first).
type propView struct {
	N      int
	Text   string
	Cites  []int // citation numbers
	Judged []judgeView
}

// judgeView is one judge verdict as people read it: the verdict in
// each criterion's own words (so a failing C-004 never reads
// "supports"), the text that decided it and the judge's reasons.
type judgeView struct {
	Unit, Criteria, Verdict, Evidence, Reasoning, Origin, Error, Chunk string
	// Place is where Chunk sits in words; Plain the reasoning without
	// internal detail (the HTML report shows these).
	Place, Plain string
	// EvidenceLabel says what Evidence is ("Supporting text", "The judge
	// quoted"); Holding is, for an adverse holding, the holding text that
	// decided it.
	EvidenceLabel, Holding string
	Cite                   int // citation number, 0 for none
	Bad                    bool
}

// traceView is one retrieved chunk with its text.
type traceView struct {
	Rank              int
	Chunk, Doc, Text  string
	Title, Place      string         // the document's title, where the chunk sits in words
	Pieces            []passagePiece // Text with its locator markup as labels
	Cited, DeniedNote bool
}

// segment is a run of answer text, a citation when Cite > 0.
type segment struct {
	Text string
	Cite int // citation number, 0 for plain text
}

// newView builds the view of s and r (already redacted by redact).
func newView(s *report.Scores, r *report.Report, opt Options) *view {
	x := redactor{on: !opt.ShowDenied, r: r}
	opt.Texts = readable(x, textsFor(r, opt.Texts))
	v := &view{S: s, R: r, Redacted: !opt.ShowDenied}
	for _, a := range r.Access {
		if !a.Allowed {
			v.Denied = append(v.Denied, a)
		}
	}
	byCite := map[int][]findingView{}
	worst := map[int]string{}
	for _, cr := range r.Criteria {
		for _, f := range cr.Findings {
			if f.Citation < 0 || f.Severity == checks.SevInfo {
				continue
			}
			check := f.Check
			if check == "" {
				check = cr.Check
			}
			label := plainLabel(check, cr.Title)
			if f.Severity == checks.SevWarning {
				label = "Warning (" + cr.Title + ")"
			}
			byCite[f.Citation] = append(byCite[f.Citation], findingView{Criterion: cr.ID, Severity: string(f.Severity), Message: f.Message, Reason: checks.PlainReason(f),
				Label: label, Plain: cardReason(f, r, opt.Texts)})
			if f.Severity == checks.SevError {
				worst[f.Citation] = statusFail
			} else if worst[f.Citation] == "" {
				worst[f.Citation] = statusWarn
			}
		}
	}
	cited := map[string]bool{}
	places := map[string]string{} // chunk -> where it sits, from the citations' passages
	keys, labels := sourceKeys(r)
	for i, c := range r.Citations {
		cv := citeView{N: i + 1, Text: c.Text, Kind: string(c.Kind), Status: statusPass, Doc: c.Resolution.Doc,
			Chunk: c.Passage.Chunk, Locators: locators(c.Locators), ChunkLocs: locators(c.Passage.Locators),
			PassageWhy: c.Passage.Why, Findings: byCite[c.Index]}
		if st := worst[c.Index]; st != "" {
			cv.Status = st
		}
		cv.Proposition, cv.HasProp = c.Proposition, c.Proposition >= 0
		cv.Place = placeLabel(c.Passage.Locators)
		if c.Passage.Chunk != "" && cv.Place != "" {
			places[c.Passage.Chunk] = cv.Place
		}
		if l := labels[keys[i]]; l != oneLine(c.ReaderText) && l != oneLine(c.Text) {
			cv.Source = l
		}
		cv.PropText = propText(r, c.Proposition)
		cv.Resolution = resolution(c.Resolution)
		cv.Title = title(x, opt.Texts, cv.Doc)
		cv.Passage = chunkText(x, opt.Texts, cv.Chunk)
		cited[cv.Chunk] = true
		v.Cites = append(v.Cites, cv)
	}
	props := map[int]int{} // proposition index -> position in v.Props
	for _, p := range r.Propositions {
		pv := propView{N: p.Index, Text: p.Text}
		for _, c := range p.Citations {
			pv.Cites = append(pv.Cites, c+1)
		}
		props[p.Index] = len(v.Props)
		v.Props = append(v.Props, pv)
	}
	checkOf := map[string]string{}
	for _, cr := range s.CriteriaResults {
		checkOf[cr.ID] = cr.Check
	}
	for _, j := range r.Judgements {
		jv := judgeRow(j, checkOf)
		jv.Place = chunkPlace(opt.Texts, j.Chunk)
		jv.Plain = plainIDs(cleanClauses(jv.Reasoning), opt.Texts)
		if jv.Plain != "" {
			jv.Plain = ensureStop(capitalFirst(jv.Plain))
		}
		if j.Kind == judge.UnitUnsupported && j.Assessment != nil && len(j.Assessment.Unflagged) > 0 {
			jv.Verdict = "unflagged unsupported: " + propsQuoted(r, j.Assessment.Unflagged)
		}
		if i, ok := props[j.Proposition]; ok && j.Kind == judge.UnitCitation {
			v.Props[i].Judged = append(v.Props[i].Judged, jv)
			continue
		}
		v.AnswerJudged = append(v.AnswerJudged, jv)
	}
	for _, e := range r.Trace {
		v.Trace = append(v.Trace, traceView{Rank: e.Rank, Chunk: e.ChunkID, Doc: e.Doc, Text: chunkText(x, opt.Texts, e.ChunkID),
			Cited: cited[e.ChunkID], DeniedNote: x.denied(e.Doc), Title: title(x, opt.Texts, e.Doc), Place: chunkPlace(opt.Texts, e.ChunkID)})
		if v.Trace[len(v.Trace)-1].Place == "" {
			v.Trace[len(v.Trace)-1].Place = places[e.ChunkID]
		}
		if t := v.Trace[len(v.Trace)-1].Text; t != "" {
			v.Trace[len(v.Trace)-1].Pieces = labelPiece(passagePiece{Text: t})
		}
	}
	v.Holdings = holdingsOf(x, opt.Texts, r)
	v.Segments = segments(r.Answer, v.Cites, r.Citations)
	return v
}

// judgeRow renders one judge record; checkOf maps criterion IDs to the
// checks they bind, so each criterion's part of a citation verdict is
// worded as that criterion reads it.
func judgeRow(j report.JudgeRecord, checkOf map[string]string) judgeView {
	jv := judgeView{Unit: j.Unit, Criteria: strings.Join(j.Criteria, ", "), Chunk: j.Chunk, Error: j.Error}
	if j.Citation >= 0 {
		jv.Cite = j.Citation + 1
	}
	a := j.Assessment
	if a == nil {
		jv.Verdict, jv.Bad = "no verdict", true
		return jv
	}
	jv.Evidence, jv.Reasoning, jv.Origin = a.Evidence, judgeWords(a.Reasoning), string(a.Origin)
	switch j.Kind {
	case judge.UnitCitation:
		jv.Verdict = citationVerdict(j.Criteria, checkOf, *a)
		jv.Bad = !a.Supports || a.Adverse || a.Overclaims
		jv.EvidenceLabel = pick(a.Supports, "Supporting text", "The judge quoted")
		if a.Adverse {
			jv.Holding = j.AdverseEvidence
		}
	case judge.UnitUnsupported:
		jv.Verdict, jv.Bad = "no unflagged unsupported proposition", len(a.Unflagged) > 0
		if jv.Bad {
			jv.Verdict = "unflagged unsupported: " + strings.Join(a.Unflagged, ", ")
		}
	default:
		jv.Verdict, jv.Bad = pick(a.Pass, "pass", "fail"), !a.Pass
	}
	if a.VotesTotal > 1 {
		jv.Verdict += fmt.Sprintf(" (%d of %d votes)", a.Votes, a.VotesTotal)
	}
	return jv
}

// citationVerdict words a citation unit's verdict per criterion, in the
// record's criterion order: "C-003 pass: the passage supports the
// proposition; C-004 fail: the source's holding goes against it".
func citationVerdict(crits []string, checkOf map[string]string, a judge.Assessment) string {
	var parts []string
	for _, id := range crits {
		switch checkOf[id] {
		case rubric.CheckSupports:
			parts = append(parts, id+pick(a.Supports, " pass: the passage supports the proposition", " fail: the passage does not support the proposition"))
		case rubric.CheckAdverse:
			parts = append(parts, id+pick(a.Adverse, " fail: the source's holding goes against the proposition", " pass: no adverse holding"))
		case rubric.CheckCalibrated:
			parts = append(parts, id+pick(a.Overclaims, " fail: the proposition claims more than the passage says", " pass: calibrated to the passage"))
		}
	}
	if len(parts) == 0 { // no criterion of these checks asked (a test's record)
		return fmt.Sprintf("%s; %s; %s", pick(a.Supports, "supports the proposition", "does not support the proposition"),
			pick(a.Adverse, "the source's holding goes against it", "no adverse holding"), pick(a.Overclaims, "claims more than the passage says", "calibrated"))
	}
	return strings.Join(parts, "; ")
}

// judgeWords is a judge's reasoning without the heuristic judge's label
// (every report says which judge decided).
func judgeWords(r string) string {
	return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(r), "heuristic: "))
}

func pick(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// resolution says how a citation resolved, or why it did not.
func resolution(res resolve.Resolution) string {
	switch {
	case res.Doc != "" && res.Problem != "":
		return fmt.Sprintf("%s by %s; %s", res.Doc, res.By, res.Problem)
	case res.Doc != "":
		return fmt.Sprintf("%s by %s", res.Doc, res.By)
	case res.Problem != "":
		return "unresolved: " + res.Problem
	case len(res.Docs) > 1:
		return "ambiguous: " + strings.Join(res.Docs, ", ")
	}
	return "unresolved"
}

// title is a document's title, withheld when denied, "" when unknown.
func title(x redactor, t Texts, doc string) string {
	if doc == "" || t == nil || x.denied(doc) {
		return ""
	}
	if d, ok := t.Document(doc); ok {
		return d.Title
	}
	return ""
}

// chunkText is a chunk's text, the redaction notice when its document is
// denied, or "" when unknown.
func chunkText(x redactor, t Texts, chunk string) string {
	if chunk == "" {
		return ""
	}
	if x.deniedChunk(chunk) {
		return x.stub(docOfChunk(chunk))
	}
	if t == nil {
		return ""
	}
	if c, ok := t.Chunk(chunk); ok {
		return c.Text
	}
	return ""
}

// locators renders locators as "page 10; section § 3".
func locators(ls []vault.Locator) string {
	var parts []string
	for _, l := range ls {
		parts = append(parts, string(l.Kind)+" "+l.Value)
	}
	return strings.Join(parts, "; ")
}

// segments cuts the answer at citation spans. A span that is out of
// range, not on a UTF-8 boundary or overlapping an earlier one is not
// highlighted (the citation is still listed).
func segments(answer string, cv []citeView, cs []report.CitationReport) []segment {
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return cs[order[a]].Start < cs[order[b]].Start })
	var out []segment
	at := 0
	for _, i := range order {
		c := cs[i]
		if c.Start < at || c.End <= c.Start || c.End > len(answer) || !boundary(answer, c.Start) || !boundary(answer, c.End) {
			continue
		}
		if c.Start > at {
			out = append(out, segment{Text: answer[at:c.Start]})
		}
		out = append(out, segment{Text: answer[c.Start:c.End], Cite: cv[i].N})
		at = c.End
	}
	if at < len(answer) {
		out = append(out, segment{Text: answer[at:]})
	}
	return out
}

func boundary(s string, i int) bool { return i == len(s) || utf8.RuneStart(s[i]) }

// propsQuoted names propositions by their words, not their internal
// names ("P2"): “The Stewart majority held ...”; a name that matches no
// proposition stays as written.
func propsQuoted(r *report.Report, names []string) string {
	var out []string
	for _, n := range names {
		var i int
		if _, err := fmt.Sscanf(n, "P%d", &i); err == nil {
			if t := propText(r, i); t != "" {
				out = append(out, "“"+firstRunes(t, 120)+"”")
				continue
			}
		}
		out = append(out, n)
	}
	return strings.Join(out, "; ")
}
