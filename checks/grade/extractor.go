package grade

import (
	"fmt"
	"regexp"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// NewVaultExtractor builds the citation extractor for a Vault (see
// VaultExtractorOptions). Build it once per Vault; it is safe for
// concurrent use.
func NewVaultExtractor(r vault.Reader) (*cite.Extractor, error) {
	return NewVaultExtractorLimit(r, 0)
}

// NewVaultExtractorLimit is NewVaultExtractor with the most citations one
// answer may hold (0: cite.DefaultMaxCitations; negative: no limit), for
// callers that expose the limit (grade --max-citations).
func NewVaultExtractorLimit(r vault.Reader, maxCitations int) (*cite.Extractor, error) {
	opt := cite.Options{MaxCitations: maxCitations}
	if err := VaultExtractorOptions(r, &opt); err != nil {
		return nil, err
	}
	return cite.NewExtractor(opt)
}

// VaultExtractorOptions fills extractor options from a Vault: its ID
// pattern (vault.json id_pattern, else one derived from its document IDs,
// as FORMATS.md: the Vault folder says) so that invented IDs "however plausible in format" are still
// found, and its titles, aliases and file names so that title and file
// citations are recognised: for a vault.Index as its own key tables
// (Tables, LookupName), asked per span of an answer, for other Readers as
// copies (Documents, Titles, Filenames, DocIDs). Other fields of opt are
// left as they are.
func VaultExtractorOptions(r vault.Reader, opt *cite.Options) error {
	pattern := r.Manifest().IDPattern
	if pattern == "" {
		docs := r.Documents()
		ids := make([]string, len(docs))
		for i, d := range docs {
			ids[i] = d.ID
		}
		pattern = vault.DeriveIDPattern(ids)
	}
	if pattern != "" {
		re, err := regexp.Compile(pattern)
		if err != nil {
			return &rubric.InputError{File: "vault.json", Field: "id_pattern", Msg: fmt.Sprintf("invalid RE2 pattern %q: %v", pattern, err)}
		}
		opt.IDPattern = re
	}
	// Page labels are read from a document's chunks only when a citation
	// of it is followed by "at <label>": reading every document's chunks
	// here made building the grader grow with the Vault's chunks.
	opt.PageLabels = func(id string) []string {
		d, ok := r.Document(id)
		if !ok {
			return nil
		}
		return pageLabels(r, d)
	}
	// A built or in-memory Vault index answers the extractor's questions
	// (names, captions, short names, titles, file names, IDs in another
	// case) from its own key tables, keyed as the extractor keys them
	// (package namekeys), one span of an answer at a time: building the
	// extractor then reads no document, at any Vault size. Other Readers
	// (test doubles) may key names otherwise, so their names are copied.
	if ix, ok := r.(*vault.Index); ok {
		opt.LookupName = ix.LookupName
		opt.Tables = ix.ExtractorTables()
		return nil
	}
	for _, d := range r.Documents() {
		opt.DocIDs = append(opt.DocIDs, d.ID)
		opt.Documents = append(opt.Documents, cite.DocumentNames{ID: d.ID, Title: d.Title, Aliases: d.Aliases, Citations: d.Citations})
		opt.Titles = append(opt.Titles, d.Title)
		opt.Titles = append(opt.Titles, d.Aliases...)
		if d.Filename != "" {
			opt.Filenames = append(opt.Filenames, d.Filename)
		}
	}
	return nil
}

// pageLabels are the page names of a document that are not numbers (a
// PDF's page labels "i", "ii", "A-1"), read from its chunks: with them
// the extractor reads "at ii" after a citation of it as a page pin. A
// DOCX has no pages, so none are looked for.
func pageLabels(r vault.Reader, d *vault.Document) []string {
	if d.Unpaged != "" {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, c := range r.Chunks(d.ID) {
		for _, p := range []string{c.PageStart, c.PageEnd} {
			if p == "" || seen[p] || (p[0] >= '0' && p[0] <= '9') || p[0] == '*' {
				continue
			}
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}
