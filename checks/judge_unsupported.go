package checks

import (
	"context"
	"fmt"
	"sort"
	"strings"

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
		return in.Answer.Propositions[i+1].Text
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
		f := Finding{Check: id, Severity: SevError, Citation: -1, Proposition: p.Index, Start: p.Start, End: p.End, Text: p.Text, Message: msg,
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
			if f.Severity == SevError && f.Citation >= 0 && !containsStr(invalid[f.Citation], name) {
				invalid[f.Citation] = append(invalid[f.Citation], name)
			}
		}
	}
	return invalid
}

func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// unsupportedClaims lists the propositions not in supported, with why and
// the retrieved chunks most likely to support them, keyed by claim ID
// ("P3"). Propositions that are themselves insufficiency statements are
// left out.
func unsupportedClaims(in *Input, supported map[int]bool, unjudged map[int]bool) ([]judge.Claim, map[string]*cite.Proposition) {
	props := map[string]*cite.Proposition{}
	if in.Answer == nil {
		return nil, props
	}
	invalid := invalidCitations(in)
	byProp := map[int][]int{}
	for _, c := range in.Answer.Citations {
		if c.Proposition >= 0 {
			byProp[c.Proposition] = append(byProp[c.Proposition], c.Index)
		}
	}
	var claims []judge.Claim
	var cands []claimCandidate // built at the first claim
	for i := range in.Answer.Propositions {
		p := &in.Answer.Propositions[i]
		if p.Insufficient || supported[p.Index] {
			continue
		}
		why := "no citation"
		if cs := byProp[p.Index]; len(cs) > 0 {
			var reasons []string
			for _, ci := range cs {
				switch {
				case len(invalid[ci]) > 0:
					reasons = append(reasons, fmt.Sprintf("C%d fails %s", ci, strings.Join(invalid[ci], ", ")))
				case ci >= len(in.Passages) || in.Passages[ci].Chunk == nil:
					reasons = append(reasons, fmt.Sprintf("C%d has no located passage", ci))
				case unjudged[ci]:
					reasons = append(reasons, fmt.Sprintf("C%d's passage could not be judged", ci))
				case !in.Passages[ci].Retrieved && !in.Passages[ci].NoTrace:
					reasons = append(reasons, fmt.Sprintf("C%d's pinned passage was not retrieved", ci))
				default:
					reasons = append(reasons, fmt.Sprintf("C%d's passage does not support it as stated", ci))
				}
			}
			why = strings.Join(reasons, "; ")
		}
		cid := fmt.Sprintf("P%d", p.Index)
		props[cid] = p
		shown, more := claimPassages(in, &cands, p.Text)
		claims = append(claims, judge.Claim{ID: cid, Text: p.Text, Why: why, Next: nextProposition(in, i), Passages: shown, MorePassages: more})
	}
	return claims, props
}

// claimCandidate is a retrieved chunk that may be offered to the judge
// as support for a claim: its text and stem set, computed once per
// response rather than once per claim.
type claimCandidate struct {
	chunk string
	text  string
	stems judge.Stems
}

// claimCandidates are the retrieved chunks the user could read, in rank
// order, with the Vault's text (the trace checked against the Vault:
// forged and unknown entries do not count, walled ones are never
// support). Without a trace they are the passages the answer's own
// citations were located at in the Vault, in answer order.
func claimCandidates(in *Input) []claimCandidate {
	out := []claimCandidate{}
	if in.Checked != nil && !in.Checked.Given {
		seen := map[string]bool{}
		for _, p := range in.Passages {
			if p.Chunk == nil || !p.NoTrace || deniedToUser(in, p.Chunk.Doc) || seen[p.Chunk.ID] {
				continue
			}
			seen[p.Chunk.ID] = true
			out = append(out, claimCandidate{chunk: p.Chunk.ID, text: p.Text, stems: stemsFor(in, p.Chunk.ID, p.Text)})
		}
		return out
	}
	for _, r := range in.Trace {
		if deniedToUser(in, chunkDoc(in, r.ChunkID)) || (in.Checked != nil && in.Checked.Walled(r.ChunkID)) {
			continue // never shown to the judge (see deniedToUser)
		}
		out = append(out, claimCandidate{chunk: r.ChunkID, text: r.Text, stems: stemsFor(in, r.ChunkID, r.Text)})
	}
	return out
}

// claimPassages are the retrieved chunks sharing most content with the
// claim (each at least minClaimOverlap), best first, ties in trace order:
// the first maxClaimPassages, and the next up to maxCheckedPassages.
// *cands holds claimCandidates(in), built on the first call.
func claimPassages(in *Input, cands *[]claimCandidate, claim string) (shown, more []judge.ClaimPassage) {
	if *cands == nil {
		*cands = claimCandidates(in)
	}
	type scored struct {
		c     *claimCandidate
		score float64
	}
	var cs []scored
	for i := range *cands {
		c := &(*cands)[i]
		if s := c.stems.Overlap(claim); s >= minClaimOverlap {
			cs = append(cs, scored{c, s})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
	for i := 0; i < len(cs) && i < maxCheckedPassages; i++ {
		c := cs[i].c
		cp := judge.ClaimPassage{Chunk: c.chunk, Source: chunkSource(in, c.chunk), Text: c.text}
		if doc := chunkDoc(in, c.chunk); doc != "" {
			h := holdingFor(in, doc)
			cp.Holding = h.Text()
			if h.From == "metadata" {
				cp.Outcome = h.Outcome
			}
		}
		if i < maxClaimPassages {
			shown = append(shown, cp)
		} else {
			more = append(more, cp)
		}
	}
	return shown, more
}

// claimEvidence is the evidence note of claim id's finding: the claim's
// own verdict when there is one, the whole assessment's when it is the
// only unflagged claim, and otherwise nothing (shared is then set, and
// the summary carries the assessment's note once).
func claimEvidence(a judge.Assessment, id string, shared *bool) string {
	for _, cv := range a.Claims {
		if cv.ID == id {
			return evidenceNote(judge.Assessment{Evidence: cv.Evidence, Reasoning: cv.Reasoning, Votes: a.Votes, VotesTotal: a.VotesTotal})
		}
	}
	if len(a.Unflagged) == 1 {
		return evidenceNote(a)
	}
	*shared = true
	return ""
}

func whyOf(claims []judge.Claim, id string) string {
	for _, c := range claims {
		if c.ID == id {
			return c.Why
		}
	}
	return ""
}

// chunkSource is the title of the document a chunk belongs to.
func chunkSource(in *Input, chunkID string) string {
	if in.Vault == nil {
		return ""
	}
	if ch, ok := in.Vault.Chunk(chunkID); ok {
		if d, ok := in.Vault.Document(ch.Doc); ok {
			return d.Title
		}
	}
	return ""
}
