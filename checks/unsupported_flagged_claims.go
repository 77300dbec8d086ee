package checks

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

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
	for _, p := range in.Answer.Propositions {
		// a heading's support is its section's citations
		byProp[p.Index] = append(byProp[p.Index], p.Section...)
	}
	var claims []judge.Claim
	var cands []claimCandidate // built at the first claim
	for i := range in.Answer.Propositions {
		p := &in.Answer.Propositions[i]
		if p.Insufficient || supported[p.Index] {
			continue
		}
		why := "no citation"
		var cited []string
		missing := false
		if cs := byProp[p.Index]; len(cs) > 0 {
			var reasons []string
			missing = true
			for _, ci := range cs {
				if !namesNothingReadable(invalid[ci]) {
					missing = false
				}
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
					cited = append(cited, in.Passages[ci].Chunk.ID)
				}
			}
			why = strings.Join(reasons, "; ")
		}
		cid := fmt.Sprintf("P%d", p.Index)
		props[cid] = p
		shown, more := claimPassages(in, &cands, p.Stated())
		claims = append(claims, judge.Claim{ID: cid, Text: p.Stated(), Why: why, Next: nextProposition(in, i), Passages: shown, MorePassages: more, Cited: cited, CitesMissing: missing,
			NextFlagged: i+1 < len(in.Answer.Propositions) && in.Answer.Propositions[i+1].Insufficient,
			PrevFlagged: i > 0 && in.Answer.Propositions[i-1].Insufficient})
	}
	return claims, props
}

// claimCandidate is a retrieved chunk that may be offered to the judge
// as support for a claim: its text and stem set, computed once per
// response rather than once per claim.
type claimCandidate struct {
	chunk string
	text  string
	stems heuristic.Stems
}

// claimCandidates are the retrieved chunks the user could read, in rank
// order, with the Vault's text (the trace checked against the Vault:
// forged and unknown entries do not count, walled ones are never
// support), each only as far as it was retrieved (a piece located from
// another system's chunk is its own candidate). Without a trace they are the passages the answer's own
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
	// What another system's chunk held of a Vault chunk is all of it that
	// was retrieved (retrievedTrace): offered whole, a one-word entry made
	// the chunk's other sentences the claim's support, and C-008 passed.
	for _, r := range retrievedTrace(in) {
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
	ck := heuristic.ClaimKeysOf(claim)
	for i := range *cands {
		c := &(*cands)[i]
		if s := c.stems.OverlapOf(ck); s >= minClaimOverlap {
			cs = append(cs, scored{c, s})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
	for i := 0; i < len(cs) && i < maxCheckedPassages; i++ {
		c := cs[i].c
		cp := judge.ClaimPassage{Chunk: c.chunk, Source: chunkSource(in, c.chunk), Text: c.text}
		if doc := chunkDoc(in, c.chunk); doc != "" {
			if d, ok := vaultDocument(in, doc); ok {
				cp.Kind = d.Kind
			}
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

// namesNothingReadable reports whether a citation's failed validity
// checks (invalidCitations) include the one that makes it name nothing
// in the Vault at all. An identifier not found verbatim alone may be a
// slip in a pin, and a document the user may not read (a wall, a
// membership not yet begun) still holds what it holds: neither is an
// authority that is not there.
func namesNothingReadable(failed []string) bool {
	return slices.Contains(failed, rubric.CheckCitationsExist)
}

// vaultDocument is the Vault's document doc, when there is a Vault.
func vaultDocument(in *Input, doc string) (*vault.Document, bool) {
	if in.Vault == nil {
		return nil, false
	}
	return in.Vault.Document(doc)
}
