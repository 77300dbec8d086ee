package report

import (
	"github.com/citecheck/citecheck/vault"
)

// report.json carries what the reports draw, so a results folder alone
// is enough to draw them (citecheck report): the answer, and the text of
// every chunk a citation's passage draws on, stored once per chunk
// however many citations share it (Passages), with the titles of the
// documents cited (Documents). Each citation's pinned place is a span of
// its passage's chunks (PassageReport.Pinned). Redact withholds the text
// and titles of documents the user could not read, as everywhere else.

// PassageText is the Vault's text of one chunk a citation draws on.
type PassageText struct {
	Doc  string `json:"doc"`
	Text string `json:"text"`
	// Locators are where the chunk sits in its document (pages,
	// section, paragraphs, the chunk itself).
	Locators []vault.Locator `json:"locators,omitempty"`
}

// DocumentInfo is what the reports show of a cited document.
type DocumentInfo struct {
	Title string `json:"title,omitempty"`
	Kind  string `json:"kind,omitempty"`
}

// PinSpan is the place a citation's pin names inside one chunk of its
// passage: [Start, End) byte offsets into that chunk's text.
type PinSpan struct {
	Chunk string `json:"chunk"`
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// Texts looks up the report's stored document titles and chunk texts in
// the shape of vault.Reader, so printers draw a stored report without
// the Vault.
func (r *Report) Texts() ReportTexts { return ReportTexts{r: r} }

// ReportTexts is Report.Texts.
type ReportTexts struct{ r *Report }

// Document returns the stored title of a cited document.
func (t ReportTexts) Document(id string) (*vault.Document, bool) {
	d, ok := t.r.Documents[id]
	if !ok {
		return nil, false
	}
	return &vault.Document{ID: id, Title: d.Title, Kind: d.Kind}, true
}

// Chunk returns a stored chunk's text.
func (t ReportTexts) Chunk(id string) (*vault.Chunk, bool) {
	p, ok := t.r.Passages[id]
	if !ok {
		return nil, false
	}
	return &vault.Chunk{ID: id, Doc: p.Doc, Text: p.Text}, true
}
