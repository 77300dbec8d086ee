package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/judge"
)

// validityChecks are the deterministic checks whose error findings make
// a citation invalid as support for C-008: it names nothing in the Vault,
// a document the user may not read, or an identifier no retrieved chunk
// holds.
var validityChecks = []string{CheckCitationsExist, CheckCitationsAccessible, CheckIdentifiersVerbatim}

// unsupportedCheck grades C-008 with one judge call per answer.
type unsupportedCheck struct{}

// NewUnsupportedFlaggedCheck grades C-008: a proposition with no valid
// supporting citation is omitted or marked as insufficiently supported.
func NewUnsupportedFlaggedCheck() Check { return unsupportedCheck{} }

// ID is the check name a case binds.
func (unsupportedCheck) ID() string { return CheckUnsupportedFlagged }

// Run lists the propositions with no valid support (no citation, or every
// citation invalid or without a located passage), asks the judge which of
// them state law as established fact without an insufficiency statement,
// and fails on any.
func (c unsupportedCheck) Run(ctx context.Context, in *Input) (Result, error) {
	id := CheckUnsupportedFlagged
	if in.Judge == nil {
		return noJudge(id), nil
	}
	findings := injectionFindings(id, in, nil)
	claims, props := unsupportedClaims(in)
	if len(claims) == 0 {
		return decide(judgeMethod(in), findings, "Every proposition has at least one valid citation with a located passage, or is itself a statement that the sources are insufficient.", "%d finding(s)."), nil
	}
	u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Claims: claims, Answer: in.Answer.Text}
	a, err := in.Judge.Assess(ctx, u)
	if err != nil {
		return judgeFailure(in, id, err, findings), nil
	}
	for _, cid := range a.Unflagged {
		p := props[cid]
		f := Finding{Check: id, Severity: SevError, Citation: -1, Proposition: p.Index, Start: p.Start, End: p.End, Text: p.Text,
			Message: fmt.Sprintf("%s states a legal proposition as established fact without valid support (%s) and without saying the retrieved Vault sources are insufficient.%s",
				propRef(p), whyOf(claims, cid), evidenceNote(a))}
		if in.Criterion != nil {
			f.Criterion = in.Criterion.ID
		}
		findings = append(findings, f)
	}
	pass := fmt.Sprintf("%d proposition(s) without valid support were examined; none states law as established fact unflagged.", len(claims))
	return decide(judgeMethod(in), findings, pass, "%d proposition(s) state law as established fact with no valid supporting citation and no statement that the sources are insufficient."), nil
}

// unsupportedClaims lists the propositions with no valid support, with
// why, keyed by claim ID ("P3"). Propositions that are themselves
// insufficiency statements are left out.
func unsupportedClaims(in *Input) ([]judge.Claim, map[string]*cite.Proposition) {
	props := map[string]*cite.Proposition{}
	if in.Answer == nil {
		return nil, props
	}
	invalid := map[int][]string{}
	for _, name := range validityChecks {
		r, ok := in.Earlier[name]
		if !ok {
			continue
		}
		for _, f := range r.Findings {
			if f.Severity == SevError && f.Citation >= 0 {
				invalid[f.Citation] = append(invalid[f.Citation], name)
			}
		}
	}
	byProp := map[int][]int{}
	for _, c := range in.Answer.Citations {
		if c.Proposition >= 0 {
			byProp[c.Proposition] = append(byProp[c.Proposition], c.Index)
		}
	}
	var claims []judge.Claim
	for i := range in.Answer.Propositions {
		p := &in.Answer.Propositions[i]
		if p.Insufficient {
			continue
		}
		cs := byProp[p.Index]
		var why string
		if len(cs) == 0 {
			why = "no citation"
		} else {
			var reasons []string
			valid := false
			for _, ci := range cs {
				switch {
				case len(invalid[ci]) > 0:
					reasons = append(reasons, fmt.Sprintf("C%d fails %s", ci, strings.Join(invalid[ci], ", ")))
				case ci >= len(in.Passages) || in.Passages[ci].Chunk == nil:
					reasons = append(reasons, fmt.Sprintf("C%d has no located passage", ci))
				default:
					valid = true
				}
			}
			if valid {
				continue
			}
			why = "every citation is invalid: " + strings.Join(reasons, "; ")
		}
		cid := fmt.Sprintf("P%d", p.Index)
		props[cid] = p
		claims = append(claims, judge.Claim{ID: cid, Text: p.Text, Why: why})
	}
	return claims, props
}

func whyOf(claims []judge.Claim, id string) string {
	for _, c := range claims {
		if c.ID == id {
			return c.Why
		}
	}
	return ""
}
