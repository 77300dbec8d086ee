package vault

import (
	"context"
	"time"
)

// Manifest is vault.json: the Vault's name, the shape of its document IDs,
// and how it is chunked.
type Manifest struct {
	Name        string `json:"name"`
	IDPattern   string `json:"id_pattern,omitempty"`
	ChunkTokens int    `json:"chunk_tokens,omitempty"`
	Encoding    string `json:"encoding,omitempty"`
}

// Page is one explicitly paged piece of a document (documents.jsonl "pages").
type Page struct {
	Page string `json:"page"`
	Text string `json:"text"`
}

// Document is one line of documents.jsonl after loading. Text always holds
// the full document text whichever of text, pages or text_file supplied it;
// chunk offsets index into it.
type Document struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Filename  string   `json:"filename,omitempty"`
	Kind      string   `json:"kind,omitempty"`
	Citations []string `json:"citations,omitempty"`
	Aliases   []string `json:"aliases,omitempty"`
	Court     string   `json:"court,omitempty"`
	Decided   string   `json:"decided,omitempty"`
	// FirstPage and LastPage are the document's page range ("509",
	// "515") where known: declared in documents.jsonl (first_page,
	// last_page), or by construction for a "pages" document. "" is
	// unknown: a star-paged opinion says where pages begin, not where the
	// last one ends. Page locators outside a known range name no place.
	FirstPage string `json:"first_page,omitempty"`
	LastPage  string `json:"last_page,omitempty"`
	// Outcome is the holding or disposition as a citator flags it
	// (documents.jsonl "outcome"); it wins over what is read from Text.
	Outcome string `json:"outcome,omitempty"`
	// File is the document file the text was read from (documents.jsonl
	// "file", relative to the Vault folder) and Format its detected
	// format ("pdf", "docx", "html", "markdown", "text"); both empty for
	// text given as text, pages or text_file.
	File   string `json:"file,omitempty"`
	Format string `json:"format,omitempty"`
	// Unpaged says why the document has no pages by nature ("a Word
	// (DOCX) document has no pages"), "" when it may have them: a page
	// pin on it names no place (C-009 fails saying so), where one on a
	// text without page markup cannot be placed.
	Unpaged string `json:"unpaged,omitempty"`
	// Furniture is what a PDF's pages carried besides their text: the
	// running headers, footers and page-number lines kept out of Text,
	// page by page, so nothing read is lost.
	Furniture []PageFurniture `json:"furniture,omitempty"`
	Text      string          `json:"-"`

	// ExternalIDs are the identifiers other systems use for this document
	// (documents.jsonl "external_ids"): matched exactly, unique across
	// the Vault (external_ids.go).
	ExternalIDs []string `json:"external_ids,omitempty"`
}

// PageFurniture is one page's running header, footer and page-number
// lines (top to bottom).
type PageFurniture struct {
	Page  string   `json:"page"`
	Lines []string `json:"lines"`
}

// Chunk is a token-bounded passage of a document with the locators it
// covers. Text == document.Text[Start:End] (the offsets are byte
// offsets into the UTF-8 document text).
type Chunk struct {
	ID        string `json:"id"`  // "<doc-id>#c<n>", n from 1
	Doc       string `json:"doc"` // document ID
	N         int    `json:"n"`   // 1-based position in the document
	PageStart string `json:"page_start,omitempty"`
	PageEnd   string `json:"page_end,omitempty"`
	Section   string `json:"section,omitempty"`
	// Sections lists every section the chunk holds text of when it is
	// more than Section alone: short clauses share a chunk ("12.1",
	// "12.1(a)", "12.1(b)"), and the clauses enclosing them ("ARTICLE
	// XII") are held too. A section pin resolves to every chunk that
	// holds the section.
	Sections       []string `json:"sections,omitempty"`
	ParagraphStart string   `json:"paragraph_start,omitempty"`
	ParagraphEnd   string   `json:"paragraph_end,omitempty"`
	Start          int      `json:"start"`
	End            int      `json:"end"`
	Tokens         int      `json:"tokens"`
	Text           string   `json:"text"`
}

// LocatorKind names what a locator points at.
type LocatorKind string

// The locator kinds of FORMATS.md (the response).
const (
	LocPage      LocatorKind = "page"
	LocSection   LocatorKind = "section"
	LocParagraph LocatorKind = "paragraph"
	LocChunk     LocatorKind = "chunk"
	LocLine      LocatorKind = "line"
	LocFootnote  LocatorKind = "footnote"
	// LocUnread is a part of a citation the answer reader saw but cannot
	// place ("cmt. 4" of a statute): C-009 fails it as undecidable, so
	// an invented part is never passed by being dropped.
	LocUnread LocatorKind = "unread"
)

// Locator is one place inside a document: "page" "10", "page" "10-12",
// "section" "3.2", "paragraph" "12", "chunk" "3", "line" "10-14".
type Locator struct {
	Kind  LocatorKind `json:"kind"`
	Value string      `json:"value"`
}

// Membership is a user's membership of a group during a half-open window.
type Membership struct {
	Group string    `json:"group"`
	From  time.Time `json:"from"`  // zero: open
	Until time.Time `json:"until"` // zero: open
}

// Principal is one line of principals.jsonl.
type Principal struct {
	User   string       `json:"user"`
	Name   string       `json:"name,omitempty"`
	Groups []Membership `json:"groups,omitempty"`
}

// Effect is allow or deny.
type Effect string

// ACL effects.
const (
	Allow Effect = "allow"
	Deny  Effect = "deny"
)

// Grant is one line of acl.jsonl. Line is its 1-based line number, kept so
// decisions can name the rule that decided them.
type Grant struct {
	Doc       string    `json:"doc"`
	Principal string    `json:"principal"` // "user:<id>", "group:<name>" or "*"
	Effect    Effect    `json:"effect"`
	From      time.Time `json:"from"`
	Until     time.Time `json:"until"`
	Line      int       `json:"line"`
}

// Decision is whether a user may read a document at a time, and which rule
// decided it. Rule is short ("allow group:litigation 2026-01-05..");
// Reason is a sentence fit for a criterion's reasoning.
type Decision struct {
	Doc     string `json:"doc"`
	Allowed bool   `json:"allowed"`
	Rule    string `json:"rule"`
	Reason  string `json:"reason"`
}

// Hit is one search result: a chunk and its BM25 score.
type Hit struct {
	Chunk *Chunk
	Score float64
}

// SearchRequest is a full-text query over chunk text. When AllowedDocs is
// non-nil only chunks of those documents can match: the filter is part of
// the query, so K results come back whenever K readable matches exist.
//
// When User is set, only chunks of documents User may read at At can
// match (exactly Readable(User, At), without the caller building that
// list); AllowedDocs, if also given, narrows further. Readers that
// implement UserFilterer honour User and At; callers of other Readers
// pass AllowedDocs from Readable.
type SearchRequest struct {
	Text        string
	K           int
	AllowedDocs []string
	User        string
	At          time.Time
}

// Reader is everything the layers above read from a Vault. Keep it narrow:
// it is the seam where a distributed index could later stand in.
type Reader interface {
	Manifest() Manifest
	// Documents returns every document, in ID order.
	Documents() []*Document
	Document(id string) (*Document, bool)
	Chunk(id string) (*Chunk, bool)
	// Chunks returns a document's chunks in order.
	Chunks(docID string) []*Chunk
	// LookupCitation finds documents cited by a reporter, WL, Lexis or
	// docket identifier, tolerant of spacing inside reporter
	// abbreviations ("407 U. S. 1" finds "407 U.S. 1").
	LookupCitation(cite string) []string
	// LookupFilename finds documents by file name (exact, then
	// case-insensitive).
	LookupFilename(name string) []string
	// LookupName finds documents by title or alias after case-name
	// normalisation (v./vs., Co./Company, Inc., punctuation, "The").
	// More than one ID means the name is ambiguous.
	LookupName(name string) []string
	// Access decides whether user may read doc at time at.
	Access(user string, at time.Time, doc string) Decision
	// Readable lists, in ID order, every document user may read at time
	// at: the filter retrieval passes to Search as AllowedDocs when the
	// Reader does not filter by user itself (UserFilterer).
	Readable(user string, at time.Time) []string
	// Search runs BM25 over chunk text.
	Search(ctx context.Context, req SearchRequest) ([]Hit, error)
}
