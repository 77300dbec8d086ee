package checks

import (
	"context"
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// criterionCheck grades a criterion that names no built-in check,
// Harvey-style: one judge call with its match_criteria and the whole
// answer, so any Harvey-Labs rubric can be graded.
type criterionCheck struct{}

// NewCriterionCheck grades criteria without a "check" (FORMATS.md: the case file).
func NewCriterionCheck() Check { return criterionCheck{} }

// ID is "judge:criterion"; case files do not name it.
func (criterionCheck) ID() string { return CheckCriterion }

// Run asks the judge once; the criterion passes only when the judge says
// it passes (for a negative criterion: the bad behaviour is absent).
func (criterionCheck) Run(ctx context.Context, in *Input) (Result, error) {
	id := CheckCriterion
	if in.Judge == nil {
		return noJudge(id), nil
	}
	if in.Criterion == nil || in.Answer == nil {
		return Result{Verdict: Fail, Method: NotGraded, Findings: []Finding{}, Summary: "Not graded: no criterion or answer was given to the judge check."}, nil
	}
	findings := injectionFindings(id, in, nil)
	question := ""
	if in.Response != nil {
		question = in.Response.Question
	}
	if question == "" && in.Case != nil {
		question = in.Case.Instructions
	}
	cr := in.Criterion
	u := judge.Unit{Kind: judge.UnitCriterion, ID: cr.ID, Question: question, Answer: in.Answer.Text,
		Criterion: &judge.Criterion{ID: cr.ID, Title: cr.Title, MatchCriteria: cr.MatchCriteria, Negative: cr.IsNegative}}
	a, err := in.Judge.Assess(ctx, u)
	if err != nil {
		return judgeFailure(in, id, err, findings), nil
	}
	if !a.Pass {
		findings = append(findings, answerFinding(id, in, SevError, fmt.Sprintf("the answer does not meet criterion %s (%s).%s", cr.ID, cr.Title, evidenceNote(a))))
	}
	return decide(judgeMethod(in), findings, fmt.Sprintf("The judge found the answer meets criterion %s.%s", cr.ID, evidenceNote(a)), "The judge found the answer does not meet the criterion."), nil
}
