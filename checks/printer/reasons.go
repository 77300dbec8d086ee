package printer

import (
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// critReasons is one criterion as the reports people read show it: its
// verdict, how it was decided, the check's one-line summary and, one per
// line, every failing citation (or proposition, or passage) with its
// plain reason. Byte offsets, rule IDs and unit names stay in
// report.json and --json.
type critReasons struct {
	ID, Title, How, Summary string
	Verdict                 checks.Verdict
	// Review is set on a failure the offline judge could not decide
	// (scores.json "decided": false); Reviews are the passages to read.
	Review                    bool
	Errors, Reviews, Warnings []reasonLine
}

// Label is the criterion's outcome as people read it: "pass", "fail",
// or "needs review" apart from a decided failure.
func (c critReasons) Label() string { return outcomeLabel(c.Verdict, c.Review) }

// outcomeLabel words a verdict: "needs review" for a failure nobody
// decided.
func outcomeLabel(v checks.Verdict, review bool) string {
	if review && v == checks.Fail {
		return NeedsReview
	}
	return string(v)
}

// NeedsReview is how every report words a criterion the offline judge
// could not decide.
const NeedsReview = "needs review"

// reasonLine is one finding: what it is about, as written in the answer,
// where that resolved, and why.
type reasonLine struct {
	// AsWritten is the citation as written in the answer, or the
	// proposition or passage a finding without a citation is about.
	AsWritten string
	// Cite is the citation's number in the report (1-based), 0 for none.
	Cite int
	// Prop is set when the finding is about a proposition, not a citation.
	Prop              bool
	Doc, Title, Chunk string
	// Place is where Chunk sits in its document, in words ("page 3",
	// "section 14.2"), when the texts know it.
	Place string
	Why   string
}

// criterionReasons builds the criteria of a report as people read them,
// in case order. Without a report (a bare scores.json) each criterion
// carries its scores.json reasoning as its summary.
func criterionReasons(s *report.Scores, r *report.Report, x redactor, texts Texts) []critReasons {
	byID := map[string]*report.CriterionReport{}
	if r != nil {
		for i := range r.Criteria {
			byID[r.Criteria[i].ID] = &r.Criteria[i]
		}
	}
	var out []critReasons
	for _, cr := range s.CriteriaResults {
		c := critReasons{ID: cr.ID, Title: cr.Title, How: how(cr), Verdict: cr.Verdict, Summary: cr.Reasoning, Review: cr.NeedsReview()}
		rep := byID[cr.ID]
		if rep == nil {
			out = append(out, c)
			continue
		}
		c.Summary = strings.TrimSpace(rep.Summary)
		for _, f := range rep.Findings {
			switch f.Severity {
			case checks.SevError:
				c.Errors = append(c.Errors, lineOf(f, r, x, texts))
			case checks.SevReview:
				c.Reviews = append(c.Reviews, lineOf(f, r, x, texts))
			case checks.SevWarning:
				c.Warnings = append(c.Warnings, lineOf(f, r, x, texts))
			}
		}
		out = append(out, c)
	}
	return out
}

// lineOf is one finding as a reason line. A finding about a citation
// names the document and chunk the citation resolved to when the
// finding itself names none.
func lineOf(f checks.Finding, r *report.Report, x redactor, texts Texts) reasonLine {
	l := reasonLine{AsWritten: oneLine(f.Text), Doc: f.Doc, Chunk: f.Chunk, Why: checks.PlainReason(f)}
	if f.Citation >= 0 && f.Citation < len(r.Citations) {
		c := r.Citations[f.Citation]
		l.Cite = f.Citation + 1
		// The citation as it reads (emphasis and escapes of its Markdown
		// removed), which is how the answer's reader saw it written.
		if t := oneLine(c.ReaderText); t != "" {
			l.AsWritten = t
		} else if l.AsWritten == "" {
			l.AsWritten = oneLine(c.Text)
		}
		if l.Doc == "" {
			l.Doc = c.Resolution.Doc
		}
		if l.Chunk == "" && (l.Doc == "" || l.Doc == c.Passage.Doc) {
			l.Chunk = c.Passage.Chunk
		}
	} else if f.Proposition >= 0 {
		l.Prop = true
	}
	if l.Doc == "" && l.Chunk != "" {
		l.Doc = docOfChunk(l.Chunk)
	}
	l.Title = title(x, texts, l.Doc)
	l.Place = placeOfChunk(x, texts, l.Chunk)
	return l
}

// where says where a line's citation resolved: "VLT-0001 (M/S Bremen v.
// Zapata Off-Shore Co.), page 10, passage VLT-0001#c4" (the place a
// person looks for, then the chunk ID report.json names), or "no Vault
// document".
func (l reasonLine) Where() string {
	switch {
	case l.Doc == "" && l.Cite > 0:
		return "no Vault document"
	case l.Doc == "":
		return ""
	}
	w := docLabel(l.Doc, l.Title)
	if l.Place != "" {
		w += ", " + l.Place
	}
	if l.Chunk != "" {
		w += ", passage " + l.Chunk
	}
	return w
}

// subject names what a line is about, for one line of text:
// `[4] *Fake v. Case*, 999 U.S. 1 (2001)`, `the proposition “...”`.
func (l reasonLine) Subject() string {
	switch {
	case l.Cite > 0:
		return "[" + itoa(l.Cite) + "] " + l.AsWritten
	case l.Prop:
		return "the proposition “" + l.AsWritten + "”"
	case l.AsWritten != "":
		return l.AsWritten
	}
	return "the answer"
}

// oneLine folds white space, so an answer's line breaks do not break a
// reason line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
