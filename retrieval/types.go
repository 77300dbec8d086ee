package retrieval

import (
	"time"

	"github.com/citecheck/citecheck/vault"
)

// Retrieved is one entry of a retrieval trace, in the response's "retrieved"
// shape. Text is what the answering system saw; when a response omits it
// the grader fills it from the Vault.
type Retrieved struct {
	ChunkID string  `json:"chunk_id"`
	Rank    int     `json:"rank"`
	Score   float64 `json:"score,omitempty"`
	Text    string  `json:"text,omitempty"`
	// Doc is set on an entry of another system's index: the document it
	// names (a Vault ID, a file name or an external ID), with ChunkID
	// that system's own chunk ID and Text required (trace_doc.go).
	Doc string `json:"doc,omitempty"`
	// DocNames are further names of that document a provider-native
	// response gave (URIs, file names, titles), tried after Doc in
	// order (ResolveDocNames, which also tries titles and a path's file
	// name); nil for citecheck's own traces, non-nil (perhaps empty) for
	// a provider's.
	DocNames []string `json:"-"`
	// Whole is set when the whole document was retrieved (a provider
	// was sent the document itself, a PDF whose text the response does
	// not carry): every Vault chunk of it counts, and Text may be empty.
	Whole bool `json:"-"`
	// Web is set on a provider's entry that may be a web page its search
	// tool found (a Cohere tool result named only by an http(s) URL and a
	// title): when none of its names answers to a Vault document it is
	// no Vault document, and it is left out of the trace, neither
	// retrieved nor a trace problem, as a Gemini web chunk is. A page
	// the Vault holds (its URL an external ID) is located as any entry.
	Web bool `json:"-"`
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
	Locators []vault.Locator // page, section, paragraph, line, chunk locators
	// Identifiers the citation is known by ("211 F.3d 495", "Jones v. GNC"),
	// used to find an authority quoted inside another document's chunk.
	Identifiers []string
	Proposition string // the sentence the citation supports
	// Quoting is set for a citation inside a "(quoting ...)" or
	// "(citing ...)" parenthetical: the retrieved chunk that quotes it
	// may be its passage even when it is a Vault document.
	Quoting bool
	// Pagination is the "volume reporter" a page pin is written in
	// ("92 S. Ct." for "92 S. Ct. 1907, 1913"), "" when the pin is in
	// the document's own pagination (a Vault ID, a file name). A Vault
	// document is star-paged to its first citation; a pin in another
	// reporter's pagination cannot be placed in it.
	Pagination string
}

// Method says how Locate chose a passage.
type Method string

// Locate methods, most certain first.
const (
	ByChunkRef    Method = "chunk-ref"     // the citation named the chunk
	ByLocator     Method = "locator"       // the chunks holding the pinned page/section/paragraph/line
	ByProposition Method = "proposition"   // no locator: the best match to the proposition inside the cited document
	ByQuotation   Method = "quoted-within" // authority quoted inside a retrieved chunk of another document
	NoPassage     Method = "none"
)

// Passage is the text a citation draws on and how it was chosen (DESIGN
// step 4). Text is always the Vault's text of Chunks, never a trace's.
//
// With a retrieval trace, Retrieved says whether the passage is among
// the retrieved chunks: a pinned place that was not retrieved is still
// the passage (the judge grades it, marked as not retrieved) and C-006
// fails for it. For a range, the retrieved chunks it touches are the
// passage and Missing names the rest. Without a trace (NoTrace) the
// passage is located in the Vault itself and Retrieved is false.
type Passage struct {
	Chunk *vault.Chunk `json:"chunk,omitempty"` // the first chunk of the passage
	// Chunks are every chunk of the passage, in document order.
	Chunks    []*vault.Chunk `json:"-"`
	Text      string         `json:"text,omitempty"` // the Vault's text of Chunks
	Retrieved bool           `json:"retrieved"`
	// NoTrace: the response carried no trace; the passage was located in
	// the cited document in the Vault.
	NoTrace bool `json:"no_trace,omitempty"`
	// Missing lists the chunks a pinned range touches that were not
	// retrieved (the retrieved ones are the passage).
	Missing    []string `json:"missing,omitempty"`
	Rank       int      `json:"rank,omitempty"`
	Method     Method   `json:"method"`
	Confidence float64  `json:"confidence"` // 0..1
	Why        string   `json:"why"`
	// Nowhere lists each locator of the citation that names no place in
	// the cited document ("VLT-0015 runs pp. 509-515; p. 518 is not in
	// it"): C-009 fails on them. Caveats are what could be placed only
	// approximately (a page past the last star page of a document with
	// no known end; a page pin on a document without page markup):
	// C-009 warns.
	Nowhere []string `json:"nowhere,omitempty"`
	Caveats []string `json:"caveats,omitempty"`
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
