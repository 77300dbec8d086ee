package retrieval

import (
	"time"

	"github.com/citecheck/citecheck/vault"
)

// Retrieved is one entry of a retrieval trace, in the SPEC §3 "retrieved"
// shape. Text is what the answering system saw; when a response omits it
// the grader fills it from the Vault.
type Retrieved struct {
	ChunkID string  `json:"chunk_id"`
	Rank    int     `json:"rank"`
	Score   float64 `json:"score,omitempty"`
	Text    string  `json:"text,omitempty"`
}

// Query asks for the top K chunks for Text as User at At.
type Query struct {
	Text string
	User string
	At   time.Time
	K    int // default 20
}

// Want describes what a citation points at, for Locate. It is a plain
// struct so this package does not depend on the extractor's types.
type Want struct {
	Doc      string          // resolved Vault document ID, "" when none
	Chunk    string          // chunk ID the citation names, if any ("VLT-0001#c3")
	Locators []vault.Locator // page, section, paragraph, line locators
	// Identifiers the citation is known by ("211 F.3d 495", "Jones v. GNC"),
	// used to find an authority quoted inside another document's chunk.
	Identifiers []string
	Proposition string // the sentence the citation supports
}

// Method says how Locate chose a passage.
type Method string

// Locate methods, most certain first.
const (
	ByChunkRef    Method = "chunk-ref"     // the citation named the chunk
	ByLocator     Method = "locator"       // a retrieved chunk holds the pinned page/section/paragraph
	ByProposition Method = "proposition"   // best match to the proposition among the document's retrieved chunks
	ByQuotation   Method = "quoted-within" // authority quoted inside a retrieved chunk of another document
	NoPassage     Method = "none"
)

// Passage is the chunk a citation draws on and how it was chosen.
// Retrieved is false when the chunk was not in the trace (for example a
// chunk reference to a chunk retrieval never returned).
type Passage struct {
	Chunk      *vault.Chunk `json:"chunk,omitempty"`
	Text       string       `json:"text,omitempty"` // as retrieved (trace text), else Vault text
	Retrieved  bool         `json:"retrieved"`
	Rank       int          `json:"rank,omitempty"`
	Method     Method       `json:"method"`
	Confidence float64      `json:"confidence"` // 0..1
	Why        string       `json:"why"`
}

// Window is a passage with its surroundings for the judge: the retrieved
// excerpt and the neighbouring text of the same document kept apart, since
// C-007 fails claims that rest on text adjacent to the excerpt.
type Window struct {
	Excerpt       string `json:"excerpt"`
	Before        string `json:"before,omitempty"` // not retrieved
	After         string `json:"after,omitempty"`  // not retrieved
	ExcerptTokens int    `json:"excerpt_tokens"`
	ContextTokens int    `json:"context_tokens"`
	// BeforeChunks and AfterChunks name, in document order, the chunks
	// whose text makes up Before and After, so reports can say which
	// neighbouring chunks the judge was shown.
	BeforeChunks []string `json:"before_chunks,omitempty"`
	AfterChunks  []string `json:"after_chunks,omitempty"`
}
