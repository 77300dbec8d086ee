package report

import (
	"encoding/json"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Report is results/<run_id>/report.json: everything behind the verdicts,
// so a reviewer (or the HTML and JUnit printers) can see why each
// criterion passed or failed without re-running the grader.
type Report struct {
	RunID   string `json:"run_id"`
	Task    string `json:"task"`
	Model   string `json:"model,omitempty"`
	User    string `json:"user"`
	AskedAt string `json:"asked_at"`
	// Question is what was asked (the response's, else the case's
	// instructions).
	Question string `json:"question"`
	// Metrics are the citation metrics beside the verdicts (citation
	// precision and recall); nil when the judge decided nothing. Early in
	// the file, so a run's page reads them without the rest.
	Metrics *CitationMetrics `json:"metrics,omitempty"`
	// TraceSource is "response" when the response carried its retrieval
	// trace (or --retrieved gave one) and "none" when nobody knows what
	// was retrieved: the answer was then checked against the Vault
	// itself, and Notes says so.
	TraceSource string `json:"trace_source"`
	// Trace lists the entries that counted as retrieved (checked against
	// the Vault); TraceProblems every entry that disagreed (text that
	// differs, an unknown chunk, a duplicate, a walled document), with
	// its rank.
	Trace         []TraceEntry             `json:"trace"`
	TraceProblems []retrieval.TraceProblem `json:"trace_problems"`
	Notes         []string                 `json:"notes"`
	Propositions  []cite.Proposition       `json:"propositions"`
	Citations     []CitationReport         `json:"citations"`
	// Mentions are names of cited documents that are no citations of
	// their own (cite.Answer.Mentions): each names its citation by index.
	Mentions []cite.Citation `json:"mentions,omitempty"`
	// Asked are the citations of a block quote reproducing the question:
	// the asker's, not graded (cite.Answer.Asked).
	Asked    []cite.Citation   `json:"asked,omitempty"`
	Criteria []CriterionReport `json:"criteria"`
	// Judgements lists every judge unit asked, with its verdict, evidence
	// and origin (live, cache, heuristic), in the order first asked.
	Judgements []JudgeRecord `json:"judgements"`
	// JudgeProtocol is how the judge asked its endpoint (temperature,
	// response format, max-tokens field, what it learned from refusals);
	// absent for judges that call nothing.
	JudgeProtocol *judge.Protocol `json:"judge_protocol,omitempty"`
	// Holdings are the holdings of the case documents the judge units
	// drew on, as read from each opinion or taken from the Vault's
	// outcome metadata (which wins), so a reviewer can see what C-004 was
	// judged against.
	Holdings []checks.HoldingReport `json:"holdings,omitempty"`
	// Access says, for every document the report mentions, whether the
	// user could read it at asked_at (printers redact denied ones).
	Access []DocAccess `json:"access"`
	// DeniedText says how this report treats the text of documents the
	// user could not read at the time asked: DeniedWithheld (the default;
	// see Redact) or DeniedShown (--show-denied). Every report says it.
	DeniedText string `json:"denied_text"`
	// Metadata is the response's "metadata" object, copied as given;
	// no check reads it.
	Metadata json.RawMessage `json:"metadata,omitempty"`
	Scores   *Scores         `json:"-"`
	// Answer is the graded answer text, which citation and proposition
	// offsets index; printers highlight citations in it.
	Answer string `json:"answer"`
	// Documents are the titles of the documents cited, and Passages the
	// text of every chunk a citation's passage draws on, each stored once
	// (report_texts.go): with Answer, all the reports draw.
	Documents map[string]DocumentInfo `json:"documents,omitempty"`
	Passages  map[string]PassageText  `json:"passages,omitempty"`

	// TraceLocated lists the trace's entries from another system's index
	// (they named a document and carried its text) as located in the
	// Vault: the span and the Vault chunks each covers.
	TraceLocated []retrieval.Located `json:"trace_located,omitempty"`
	// Format is the provider-native format the response was read from
	// (--from), absent for citecheck's own.
	Format string `json:"format,omitempty"`
	// AskedAtSource says, for a provider-native response, where asked_at
	// came from: "flag" (--at), "format" (the provider object's own
	// timestamp, created_at or createTime) or "case".
	AskedAtSource string `json:"asked_at_source,omitempty"`
}

// TraceEntry is one retrieved chunk as the grader read it.
type TraceEntry struct {
	ChunkID string `json:"chunk_id"`
	Rank    int    `json:"rank"`
	Doc     string `json:"doc,omitempty"`
	Tokens  int    `json:"tokens,omitempty"`
}

// CitationReport is one citation with what it resolved to and the passage
// it draws on.
type CitationReport struct {
	cite.Citation
	Resolution resolve.Resolution `json:"resolution"`
	Passage    PassageReport      `json:"passage"`
}

// PassageReport is a located passage without its text (the chunk IDs
// lead to it).
type PassageReport struct {
	Chunk string `json:"chunk,omitempty"`
	// Chunks are every chunk of the passage (a pinned range may span
	// several); Missing the chunks of the pinned place not retrieved.
	Chunks    []string         `json:"chunks,omitempty"`
	Missing   []string         `json:"missing,omitempty"`
	Doc       string           `json:"doc,omitempty"`
	Method    retrieval.Method `json:"method"`
	Retrieved bool             `json:"retrieved"`
	// NoTrace: located in the Vault, for lack of a retrieval trace.
	NoTrace    bool            `json:"no_trace,omitempty"`
	Rank       int             `json:"rank,omitempty"`
	Confidence float64         `json:"confidence"`
	Why        string          `json:"why"`
	Locators   []vault.Locator `json:"locators,omitempty"` // of the chunk: pages, section, paragraphs
	// Pinned is the place the citation's pin names inside the passage's
	// chunks (report_texts.go); empty when it names none narrower.
	Pinned []PinSpan `json:"pinned,omitempty"`
}

// CriterionReport is one criterion's full result, findings included.
type CriterionReport struct {
	ID         string           `json:"id"`
	Title      string           `json:"title"`
	Check      string           `json:"check"`
	IsNegative bool             `json:"is_negative,omitempty"`
	Verdict    checks.Verdict   `json:"verdict"`
	Method     checks.Method    `json:"method"`
	Summary    string           `json:"summary"`
	Infra      bool             `json:"infra,omitempty"`
	Findings   []checks.Finding `json:"findings"`
}
