package judge

import "context"

// UnitKind is the shape of one judge call.
type UnitKind string

// Unit kinds (DESIGN.md step 6).
const (
	// UnitCitation is one (proposition, cited passage) pair; one call
	// answers support (C-003), adverse holding (C-004) and calibration
	// (C-007) together.
	UnitCitation UnitKind = "citation"
	// UnitUnsupported is one call per answer for C-008 over the
	// propositions that have no valid support.
	UnitUnsupported UnitKind = "unsupported"
	// UnitCriterion is one Harvey-style call for a criterion with no
	// built-in check: its match_criteria against the whole answer.
	UnitCriterion UnitKind = "criterion"
)

// Claim is one proposition offered to a UnitUnsupported call.
type Claim struct {
	ID   string `json:"id"` // "P3"
	Text string `json:"text"`
	// Why it has no valid support ("no citation", "every citation failed C-001").
	Why string `json:"why,omitempty"`
	// Next is the sentence after the claim in the answer, where an
	// insufficiency statement would stand.
	Next string `json:"next,omitempty"`
	// Passages are the retrieved chunks most likely to support the claim
	// (chosen by code), so the judge can tell whether any retrieved
	// passage adequately supports it (C-008).
	Passages []ClaimPassage `json:"passages,omitempty"`
	// MorePassages are the next best retrieved chunks, checked by a judge
	// that reads no prompt (the heuristic judge) and never shown in a
	// prompt. Like SameDocRetrieved they follow from the response's trace,
	// fixed while a memo lives, so they are left out of the unit's JSON.
	MorePassages []ClaimPassage `json:"-"`
	// Cited are the chunk IDs of the claim's own citations that passed
	// the validity checks and were located at a retrieved passage: the
	// passage the answer itself offers for the claim, which a judge that
	// reads no prompt may weigh above passages chosen by word overlap.
	// CitesMissing reports that the claim has citations and every one
	// names nothing in the Vault (fails citations-exist).
	// Both follow from the answer and the Vault, fixed while a memo
	// lives, so they are left out of the unit's JSON like MorePassages.
	Cited        []string `json:"-"`
	CitesMissing bool     `json:"-"`
	// NextFlagged and PrevFlagged report that the sentence right after
	// the claim (Next), or right before it, says the retrieved sources do
	// not support or address something, as the citation extractor reads
	// such statements (cite.Proposition.Insufficient: "None of the
	// retrieved documents address ...", "I could not confirm this from
	// the Vault"). They follow from the answer, so they are left out of
	// the unit's JSON; a judge that reads no prompt weighs them with its
	// own reading of Next.
	NextFlagged, PrevFlagged bool `json:"-"`
}

// ClaimPassage is a retrieved chunk offered as possible support for a
// claim.
type ClaimPassage struct {
	Chunk  string `json:"chunk"` // "VLT-0002#c4"
	Source string `json:"source,omitempty"`
	Text   string `json:"text"`
	// Holding and Outcome are the chunk's document's holding and Vault
	// outcome, as in a citation unit: a passage from a case whose holding
	// contradicts the claim does not adequately support it. They follow
	// from the chunk (the Vault is fixed), prompts do not show them, and
	// they are left out of the JSON that memo and cache keys hash.
	Holding string `json:"-"`
	Outcome string `json:"-"`
	// Kind is the chunk's document's kind (documents.jsonl "kind":
	// case, contract, statute, ...), which Source, a title, does not
	// say: a contract's clause is no support for what a court held. Like
	// Holding it follows from the chunk and is left out of the JSON.
	Kind string `json:"-"`
}

// ClaimVerdict is the judge's verdict on one claim of a UnitUnsupported
// unit. Unverified has the meaning it has on Assessment: the claim's
// verdict could not be verified and fails closed (counts as unflagged).
type ClaimVerdict struct {
	ID         string `json:"id"`
	Unflagged  bool   `json:"unflagged"`
	Evidence   string `json:"evidence,omitempty"`
	Reasoning  string `json:"reasoning,omitempty"`
	Unverified string `json:"unverified,omitempty"`
}

// Criterion is a rubric criterion as the judge sees it.
type Criterion struct {
	ID            string `json:"id"`
	Title         string `json:"title"`
	MatchCriteria string `json:"match_criteria"`
	Negative      bool   `json:"is_negative"`
}

// Unit is one question for the judge. Only the fields of its Kind are set.
// Every string taken from an answer or a passage is untrusted.
type Unit struct {
	Kind UnitKind `json:"kind"`
	// ID is stable within one graded response ("P3/C5"); the judge must
	// answer for this unit and no other.
	ID string `json:"id"`

	// UnitCitation
	Proposition string `json:"proposition,omitempty"`
	Citation    string `json:"citation,omitempty"` // the citation as written
	Source      string `json:"source,omitempty"`   // document title and ID
	Excerpt     string `json:"excerpt,omitempty"`  // the retrieved passage
	Before      string `json:"before,omitempty"`   // surrounding text, not retrieved
	After       string `json:"after,omitempty"`    // surrounding text, not retrieved
	// Holding is the source's holding or outcome sentences, found by code
	// anywhere in the document (not retrieved), so an adverse holding far
	// from the excerpt is still seen (C-004).
	Holding string `json:"holding,omitempty"`
	// Outcome is the document's outcome as the Vault's metadata records
	// it (documents.jsonl "outcome", as a citator flags it); it wins over
	// what is read from Holding. Holding then opens with it too, so a
	// judge that reads only the HOLDING block sees it.
	Outcome string `json:"outcome,omitempty"`
	// SameDocRetrieved is the text of the other chunks of the cited
	// document that were retrieved for the user. The heuristic judge
	// looks there for quoted words, names and facts the proposition takes
	// from retrieved text outside the excerpt, and does not count words
	// found there as extrapolation from unretrieved text; it never counts
	// as support. Prompts do not show it (an LLM judge reads the excerpt
	// and its context), and it is left out of the unit's JSON, so memo
	// and verdict-cache keys do not depend on it: it follows from the
	// response's trace and the unit's document, both fixed while a memo
	// lives (one graded response), and no prompt reads it.
	SameDocRetrieved string `json:"-"`
	// Adjacent is the text of the whole chunks just before and just
	// after the passage in its document that were not retrieved (the
	// context window shows only their nearest tokens). The heuristic
	// judge looks there for support that exists only beyond the window,
	// a sentence resting on unretrieved text (C-007). Like
	// SameDocRetrieved it follows from the trace and the Vault, no prompt
	// shows it, and it is left out of the unit's JSON.
	Adjacent string `json:"-"`

	// UnitUnsupported
	Claims []Claim `json:"claims,omitempty"`

	// UnitCriterion
	Criterion *Criterion `json:"criterion,omitempty"`
	Question  string     `json:"question,omitempty"`
	Answer    string     `json:"answer,omitempty"`
}

// Origin says where a verdict came from, for reports.
type Origin string

// Verdict origins.
const (
	FromLive      Origin = "live"
	FromCache     Origin = "cache"
	FromHeuristic Origin = "heuristic"
)

// Assessment is the judge's answer to one unit. Evidence quotes the
// passage (citation units) or the answer (criterion units); it has been
// verified to occur there before an Assessment is returned.
type Assessment struct {
	UnitID string `json:"unit_id"`

	// UnitCitation
	Supports   bool `json:"supports"`
	Adverse    bool `json:"adverse"`
	Overclaims bool `json:"overclaims"`

	// UnitUnsupported: IDs of claims stated as established fact with no
	// adequate support and no statement that the sources are insufficient.
	Unflagged []string `json:"unflagged,omitempty"`
	// Claims is the verdict on each claim of a UnitUnsupported unit, in
	// the unit's order, when the judge gives one per claim (the OpenAI
	// judge does; the heuristic judge fills only Unflagged).
	Claims []ClaimVerdict `json:"claims,omitempty"`

	// UnitCriterion
	Pass bool `json:"pass"`

	Evidence  string `json:"evidence,omitempty"`
	Reasoning string `json:"reasoning"`
	Origin    Origin `json:"origin"`
	// Unverified, when set, says why the verdict could not be verified
	// (its evidence quote occurs nowhere in what the judge was shown,
	// after the judge was asked again with that error). Such a verdict
	// decides nothing: every criterion that reads it fails with this
	// reason. It is cached with the flag, so --rejudge-unverified can ask
	// again.
	Unverified string `json:"unverified,omitempty"`
	// Undecided names the parts of this verdict the judge could not
	// decide, by the field each concerns (UndecidedSupports,
	// UndecidedAdverse, UndecidedOverclaims): the field is set as failing
	// (never a pass), and the criterion that reads it is reported as
	// needing review rather than as a decided failure. Only the offline
	// heuristic judge leaves parts undecided; an LLM judge's verdict is
	// always decided (an unanswerable unit is an error instead).
	Undecided []string `json:"undecided,omitempty"`
	// Votes is how many votes agreed with this verdict out of how many.
	Votes      int `json:"votes,omitempty"`
	VotesTotal int `json:"votes_total,omitempty"`
}

// Judge answers units. Implementations are safe for concurrent use.
// An error means no verdict: callers fail the criterion with it.
type Judge interface {
	// Model names the judge for scores.json judge_model ("heuristic",
	// "gpt-4.1-mini via http://127.0.0.1:8000/v1").
	Model() string
	Assess(ctx context.Context, u Unit) (Assessment, error)
}

// Stats is what a judge spent, for scores.json.
type Stats struct {
	Calls            int    `json:"calls"`
	CacheHits        int    `json:"cache_hits"`
	PromptTokens     int    `json:"prompt_tokens"`
	CompletionTokens int    `json:"completion_tokens"`
	PromptVersion    string `json:"prompt_version,omitempty"` // hash of the prompt templates
	// PlannedCalls and PlannedPromptTokens are the calls a dry run
	// (grade --dry-run) would have made for the units not in the cache,
	// and their prompt tokens.
	PlannedCalls        int `json:"planned_calls,omitempty"`
	PlannedPromptTokens int `json:"planned_prompt_tokens,omitempty"`
	// Protocol is how the endpoint was asked (temperature sent or not,
	// response format, max-tokens field, reasoning effort) and what was
	// learned from its refusals; nil for judges that call nothing.
	Protocol *Protocol `json:"protocol,omitempty"`
}

// StatsReporter is implemented by judges that count their spending.
type StatsReporter interface {
	Stats() Stats
}

// Parts of a citation unit's verdict that Assessment.Undecided names.
const (
	UndecidedSupports   = "supports"
	UndecidedAdverse    = "adverse"
	UndecidedOverclaims = "overclaims"
	// UndecidedUnflagged: an unsupported-claims unit's Unflagged list is
	// what the rules could not rule out, not what they showed.
	UndecidedUnflagged = "unflagged"
)

// IsUndecided reports whether the judge left part of a's verdict (one of
// the Undecided* names) undecided.
func (a *Assessment) IsUndecided(part string) bool {
	for _, p := range a.Undecided {
		if p == part {
			return true
		}
	}
	return false
}
