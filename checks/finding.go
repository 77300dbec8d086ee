package checks

import (
	"fmt"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
)

// citeFinding makes a finding about citation c of the answer, carrying its
// text, span and proposition so reports can point at it.
func citeFinding(check string, in *Input, sev Severity, c *cite.Citation, doc, chunk, msg string) Finding {
	f := Finding{Check: check, Severity: sev, Citation: -1, Proposition: -1, Doc: doc, Chunk: chunk, Message: msg}
	if in != nil && in.Criterion != nil {
		f.Criterion = in.Criterion.ID
	}
	if c != nil {
		f.Citation, f.Text, f.Start, f.End, f.Proposition = c.Index, c.Text, c.Start, c.End, c.Proposition
	}
	return f
}

// answerFinding makes a finding about the answer as a whole.
func answerFinding(check string, in *Input, sev Severity, msg string) Finding {
	return citeFinding(check, in, sev, nil, "", "", msg)
}

// decide turns findings into a Result: fail when any finding is an error.
// Findings are sorted by position so output never depends on the order
// in which they were found.
func decide(method Method, findings []Finding, pass, fail string) Result {
	sortFindings(findings)
	r := Result{Verdict: Pass, Method: method, Findings: findings, Summary: pass}
	n, review := 0, 0
	for _, f := range findings {
		switch f.Severity {
		case SevError:
			n++
		case SevReview:
			review++
		}
	}
	switch {
	case n > 0:
		r.Verdict, r.Summary = Fail, fmt.Sprintf(fail, n)
	case review > 0:
		r.Verdict, r.Undecided = Fail, true
		r.Summary = fmt.Sprintf("Not decided offline: the offline judge could not decide %d finding(s) below, so this criterion needs review (it fails rather than pass on a guess); read the passages they name.", review)
	}
	if r.Findings == nil {
		r.Findings = []Finding{}
	}
	return r
}

// sortFindings orders findings by answer position, then severity, then
// message: a total order, so reports are byte-stable.
func sortFindings(fs []Finding) {
	rank := map[Severity]int{SevError: 0, SevReview: 1, SevWarning: 2, SevInfo: 3}
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		if a.Citation != b.Citation {
			return a.Citation < b.Citation
		}
		if rank[a.Severity] != rank[b.Severity] {
			return rank[a.Severity] < rank[b.Severity]
		}
		return a.Message < b.Message
	})
}

// allOf starts a pass summary: "The one citation carries" or "All 3
// citations carry".
func allOf(n int, one, many string) string {
	if n == 1 {
		return "The one " + one
	}
	return fmt.Sprintf("All %d %s", n, many)
}

// plural picks the singular or plural word for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// firstNonEmpty is the first of ss that holds more than white space.
func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}
