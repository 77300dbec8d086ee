package checks

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// judgeFailure is the Result of a judge check that could not finish: it
// fails with the reason, and Infra is set, since no verdict was reached
// (unreachable, invalid output, budget exhausted, refused, or an endpoint
// that rejected the configuration: the CLI stops on that one and exits 2).
func judgeFailure(in *Input, check string, err error, findings []Finding) Result {
	infra := true
	sortFindings(findings)
	if findings == nil {
		findings = []Finding{}
	}
	return Result{
		Verdict:  Fail,
		Method:   judgeMethod(in),
		Findings: findings,
		Summary:  fmt.Sprintf("Could not be graded, so it fails: %v.", err),
		Infra:    infra,
	}
}

// noJudge is the Result when no judge is configured: fail, never pass.
func noJudge(check string) Result {
	return Result{Verdict: Fail, Method: NotGraded, Findings: []Finding{},
		Summary: "Not graded: no judge is configured for " + check + ", so this criterion fails rather than pass unexamined."}
}

// judgeMethod is Heuristic for the offline judge, else ByJudge.
func judgeMethod(in *Input) Method {
	if in.Judge != nil && in.Judge.Model() == "heuristic" {
		return Heuristic
	}
	return ByJudge
}

// injectionFindings reports text in the answer or in a judged passage
// that addresses the grader, as warnings, whatever the judge decided.
// steeredAnswer is the review finding every judge criterion of the
// offline judge carries when the answer addresses the grader. Word rules
// read what an answer says, not what it is for: an answer written to
// steer its grader is the one a human must read, so the heuristic never
// passes a judge criterion of it (its failures still fail).
const steeredAnswer = "not decided offline: the answer addresses the grader, so the offline judge passes none of its judge criteria on word rules; read the answer"

func injectionFindings(check string, in *Input, units []citationUnit) []Finding {
	var out []Finding
	if in.Answer != nil {
		for _, inj := range detectInjection(in, in.Answer.Text) {
			f := answerFinding(check, in, SevWarning, fmt.Sprintf("the answer addresses the grader (%s): %q at bytes %d-%d; it was treated as data, not as an instruction", inj.Pattern, inj.Text, inj.Start, inj.End))
			f.Start, f.End = inj.Start, inj.End
			f.Text, f.Reason = inj.Text, "The answer addresses the grader; it was read as text, not followed as an instruction."
			out = append(out, f)
		}
		if len(out) > 0 && judgeMethod(in) == Heuristic {
			out = append(out, answerFinding(check, in, SevReview, steeredAnswer))
		}
	}
	seen := map[string]bool{}
	for _, u := range units {
		if seen[u.Chunk] {
			continue
		}
		seen[u.Chunk] = true
		for _, inj := range passageInjection(in, u.Chunk, u.Unit.Excerpt) {
			out = append(out, because(citeFinding(check, in, SevWarning, u.Cite, u.Doc, u.Chunk,
				fmt.Sprintf("passage %s addresses the grader (%s): %q; it was treated as data, not as an instruction", u.Chunk, inj.Pattern, inj.Text)),
				fmt.Sprintf("The passage addresses the grader (%q); it was read as text, not followed as an instruction.", inj.Text)))
		}
	}
	return out
}

// skippedFindings says which citations were not sent to the judge.
func skippedFindings(check string, in *Input, skip []skipped) []Finding {
	var out []Finding
	for _, s := range skip {
		out = append(out, citeFinding(check, in, SevInfo, s.Cite, "", "",
			fmt.Sprintf("citation %s was not judged: %s (other criteria report it)", s.Cite.Ref(), s.Why)))
	}
	return out
}

// evidenceNote renders the judge's evidence for a finding.
func evidenceNote(a judge.Assessment) string {
	var b strings.Builder
	if r := strings.TrimSpace(a.Reasoning); r != "" {
		b.WriteString(" Judge: ")
		b.WriteString(r)
	}
	if e := strings.TrimSpace(a.Evidence); e != "" {
		fmt.Fprintf(&b, " Evidence: %q.", e)
	}
	if a.VotesTotal > 1 {
		fmt.Fprintf(&b, " (%d of %d votes)", a.Votes, a.VotesTotal)
	}
	return b.String()
}
