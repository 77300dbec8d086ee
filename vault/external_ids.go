package vault

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// External IDs are the names other systems give a Vault document: a
// provider's file ID ("file-9Fm2..."), a storage URI ("s3://bucket/key.pdf",
// "gs://..."), a search engine's document name, a path, a URL. A trace
// entry's "doc" and a provider-native response's citations resolve
// through them. They are matched exactly (no case folding, no URL
// decoding: two systems that spell an ID differently name two things),
// and unique across the Vault, so one never names two documents.

// maxExternalIDBytes bounds one external ID (a long presigned URL fits).
const maxExternalIDBytes = 4096

// ExternalIDLookup is implemented by Readers that index external_ids (the
// built Index does). Callers go through LookupExternalID, which falls back
// to reading every document for Readers that do not.
type ExternalIDLookup interface {
	// LookupExternalID finds the document an external ID names, exactly.
	LookupExternalID(id string) []string
}

// LookupExternalID finds the documents r holds under the external ID id
// (exact match; at most one in a loaded Vault, since external IDs are
// unique). A Reader without its own table is searched document by
// document.
func LookupExternalID(r Reader, id string) []string {
	if l, ok := r.(ExternalIDLookup); ok {
		return l.LookupExternalID(id)
	}
	var out []string
	for _, d := range r.Documents() {
		if slices.Contains(d.ExternalIDs, id) {
			out = append(out, d.ID)
		}
	}
	return out
}

// LookupExternalID finds the document an external ID names, exactly.
func (x *Index) LookupExternalID(id string) []string {
	return slices.Clone(x.tab.lookup(tabExternal, id))
}

// checkExternalIDs validates one document's external_ids: non-empty,
// without surrounding white space or control characters, valid UTF-8,
// bounded, and not repeated within the document.
func checkExternalIDs(ids []string) (field, msg string, ok bool) {
	for i, id := range ids {
		f := fmt.Sprintf("external_ids[%d]", i)
		switch {
		case id == "":
			return f, "empty external ID", false
		case strings.TrimSpace(id) != id:
			return f, fmt.Sprintf("external ID %q has surrounding white space (external IDs are matched exactly)", id), false
		case len(id) > maxExternalIDBytes:
			return f, fmt.Sprintf("external ID is %d bytes, longer than the limit of %d", len(id), maxExternalIDBytes), false
		case !utf8.ValidString(id) || strings.ContainsFunc(id, func(r rune) bool { return r < 0x20 || r == 0x7f }):
			return f, fmt.Sprintf("external ID %q holds a control character or invalid UTF-8", id), false
		}
		if j := slices.Index(ids[:i], id); j >= 0 {
			return f, fmt.Sprintf("external ID %q is listed twice (also external_ids[%d])", id, j), false
		}
	}
	return "", "", true
}

// externalIDOwners checks that no external ID names two documents (two
// documents' external IDs, or one's external ID and another's Vault ID) and
// returns the table from ID to document. lines gives each document's
// line in documents.jsonl (nil for a Source built in code).
func externalIDOwners(docs []*Document, lines map[string]int, path string) (map[string]string, error) {
	owner := map[string]string{}
	vaultID := make(map[string]bool, len(docs))
	for _, d := range docs {
		vaultID[d.ID] = true
	}
	for _, d := range docs {
		for i, id := range d.ExternalIDs {
			// A name that is both another document's Vault ID and this
			// one's external ID names two documents: a trace entry or a
			// provider citation naming it would silently take the
			// Vault ID's.
			if id != d.ID && vaultID[id] {
				e := &InputError{File: path, Line: lines[d.ID], Field: fmt.Sprintf("external_ids[%d]", i),
					Msg: fmt.Sprintf("external ID %q is the Vault ID of another document, so it would name two documents", id)}
				if l, ok := lines[id]; ok {
					e.Msg = fmt.Sprintf("external ID %q is the Vault ID of another document (line %d), so it would name two documents", id, l)
				}
				return nil, e
			}
			if first, dup := owner[id]; dup && first != d.ID {
				e := &InputError{File: path, Line: lines[d.ID], Field: fmt.Sprintf("external_ids[%d]", i),
					Msg: fmt.Sprintf("external ID %q is also an external ID of %s (external IDs are unique across the Vault)", id, first)}
				if l, ok := lines[first]; ok {
					e.Msg = fmt.Sprintf("external ID %q is also an external ID of %s (line %d); external IDs are unique across the Vault", id, first, l)
				}
				return nil, e
			}
			owner[id] = d.ID
		}
	}
	return owner, nil
}
