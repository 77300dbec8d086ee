package checks

import (
	"context"
	"fmt"
	"slices"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// validityChecks are the deterministic checks whose error findings make
// a citation invalid as support for C-008: it names nothing in the Vault,
// a document the user may not read, or an identifier no retrieved chunk
// holds.
var validityChecks = []string{rubric.CheckCitationsExist, rubric.CheckCitationsAccessible, rubric.CheckIdentifiersVerbatim}

// unsupportedCheck grades C-008 with one judge call per answer.
type unsupportedCheck struct{}

// NewUnsupportedFlaggedCheck grades C-008: a proposition with no valid
// supporting citation is omitted or marked as insufficiently supported.
func NewUnsupportedFlaggedCheck() Check { return unsupportedCheck{} }

// ID is the check name a case binds.
func (unsupportedCheck) ID() string { return rubric.CheckUnsupportedFlagged }

// maxClaimPassages is how many retrieved chunks are offered per claim in
// the judge's prompt; maxCheckedPassages how many a judge that reads no
// prompt (the heuristic) checks, the next best after those (in
// Claim.MorePassages): every adequately supporting retrieved passage
// counts for C-008, and prompt tokens are an LLM judge's cost only.
const (
	maxClaimPassages   = 1
	maxCheckedPassages = 3
)

// nextProposition is the text of the sentence after proposition i (an
// insufficiency flag stands there), "" for the last.
func nextProposition(in *Input, i int) string {
	if i+1 < len(in.Answer.Propositions) {
		return in.Answer.Propositions[i+1].Stated()
	}
	return ""
}

// minClaimOverlap is the least content overlap for a retrieved chunk to
// be offered as possible support for a claim.
const minClaimOverlap = 0.2

// Run lists the propositions that no valid citation supports (no
// citation; every citation invalid, without a passage, or judged not to
// support it as stated), offers each the retrieved chunks most likely to
// support it, and asks the judge, in one call, which of them state law as
// established fact with no adequate retrieved support and no statement
// that the sources are insufficient. It fails on any.
func (c unsupportedCheck) Run(ctx context.Context, in *Input) (Result, error) {
	id := rubric.CheckUnsupportedFlagged
	if in.Judge == nil {
		return noJudge(id), nil
	}
	units, _ := sharedUnits(in)
	findings := injectionFindings(id, in, units)
	supported := map[int]bool{}
	unjudged := map[int]bool{}      // citation index -> its unit has no usable verdict
	invalid := invalidCitations(in) // once per response: it reads every earlier finding
	for k, o := range assessUnits(ctx, in, units) {
		u, a := units[k], o.Assessment
		// A unit the judge could not answer (or whose verdict could not be
		// verified) supports nothing, and nothing more: its proposition
		// is offered to the judge as a claim like any unsupported one.
		if o.Err != nil || a.Unverified != "" {
			for _, ct := range u.Cites {
				unjudged[ct.Index] = true
			}
			continue
		}
		if a.Supports && !a.Overclaims && citationsValid(invalid, u.Cites) && retrievedSupport(in, u.Cite) {
			supported[u.Prop.Index] = true
		}
	}
	claims, props := unsupportedClaims(in, supported, unjudged)
	if len(claims) == 0 {
		return decide(judgeMethod(in), findings, "Every proposition is supported by a valid citation to a passage that supports it as stated, or is itself a statement that the sources are insufficient.", "%d finding(s)."), nil
	}
	u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Claims: claims, Answer: in.Answer.Text}
	a, err := in.Judge.Assess(ctx, u)
	if err != nil {
		return judgeFailure(in, id, err, findings), nil
	}
	unverifiedClaims := map[string]string{}
	for _, cv := range a.Claims {
		if cv.Unverified != "" {
			unverifiedClaims[cv.ID] = cv.Unverified
		}
	}
	// A claim's note is its own verdict's evidence and reasoning when the
	// judge gave one per claim. A reasoning that covers every claim at once
	// goes on the one finding when there is one, else once in the summary:
	// a copy per finding made the reasoning quadratic in the claims.
	shared := false
	for _, cid := range a.Unflagged {
		p, ok := props[cid]
		if !ok {
			continue // the judge package maps claims by position; never an unknown ID
		}
		msg := fmt.Sprintf("%s states a legal proposition as established fact (%s), no retrieved passage adequately supports it, and the answer does not say the retrieved Vault sources are insufficient.%s",
			propRef(p), whyOf(claims, cid), claimEvidence(a, cid, &shared))
		if why, ok := unverifiedClaims[cid]; ok {
			msg = fmt.Sprintf("%s has no valid support (%s), and the judge's verdict on whether the answer flags it is not accepted, so it fails: %s.", propRef(p), whyOf(claims, cid), why)
		}
		sev := SevError
		if a.IsUndecided(judge.UndecidedUnflagged) {
			sev = SevReview
			msg = "not decided offline: the offline judge could not tell whether " + propRef(p) + " is supported or flagged; read the retrieved passages. " + msg
		}
		f := Finding{Check: id, Severity: sev, Citation: -1, Proposition: p.Index, Start: p.Start, End: p.End, Text: p.Text, Message: msg,
			Reason: unsupportedReason(whyOf(claims, cid), a, cid, unverifiedClaims[cid])}
		if in.Criterion != nil {
			f.Criterion = in.Criterion.ID
		}
		findings = append(findings, f)
	}
	pass := fmt.Sprintf("%d proposition(s) without a supporting citation were examined; none states law as established fact without retrieved support or a flag.", len(claims))
	r := decide(judgeMethod(in), findings, pass, "%d proposition(s) state law as established fact with no adequate retrieved support and no statement that the sources are insufficient.")
	if shared && r.Verdict == Fail {
		r.Summary += evidenceNote(a)
	}
	return r, nil
}

// retrievedSupport reports whether the passage of c can be "retrieved
// support" for C-008: it was retrieved, or, without any trace, it was
// located in the Vault (the only support there is to know of). A pinned
// passage retrieval did not return supports nothing the assistant read.
func retrievedSupport(in *Input, c *cite.Citation) bool {
	if c == nil || c.Index < 0 || c.Index >= len(in.Passages) {
		return false
	}
	p := in.Passages[c.Index]
	return p.Retrieved || p.NoTrace
}

// citationsValid reports whether at least one of cs passed the
// deterministic checks that make a citation usable (C-001, C-002, C-005);
// bad is invalidCitations of the response.
func citationsValid(bad map[int][]string, cs []*cite.Citation) bool {
	for _, c := range cs {
		if len(bad[c.Index]) == 0 {
			return true
		}
	}
	return false
}

// invalidCitations maps citation index to the validity checks it failed.
// It reads every finding of those checks: O(findings), so callers compute
// it once per response.
func invalidCitations(in *Input) map[int][]string {
	invalid := map[int][]string{}
	for _, name := range validityChecks {
		r, ok := in.Earlier[name]
		if !ok {
			continue
		}
		for _, f := range r.Findings {
			if f.Severity == SevError && f.Citation >= 0 && !slices.Contains(invalid[f.Citation], name) {
				invalid[f.Citation] = append(invalid[f.Citation], name)
			}
		}
	}
	return invalid
}
