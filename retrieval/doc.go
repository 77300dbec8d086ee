// Package retrieval answers three questions over a Vault: what retrieval
// returns for a question as a given user at a given time (ACL-filtered
// BM25), which chunk a citation draws its passage from, and what
// surrounds that passage (a labelled context window for the judge).
//
//   - Search (search.go): top-k chunks for a Query, filtered to the
//     documents the user may read at that time inside the index query, so
//     k results come back whenever k readable matches exist; each hit is
//     re-checked with Access and a hit that fails is an error, never output.
//   - CheckTrace (trace.go): checks a response's trace against the Vault,
//     which is the authority: entries carry the Vault's text; an entry
//     whose text differs, or whose chunk the Vault does not hold, does not
//     count; duplicates count once; walled entries are marked. Every
//     problem is reported with its rank.
//   - Place (pins.go): where a citation's locators fall in its document,
//     and which name no place there (C-009 fails on those).
//   - Locate (locate.go, locator.go, candidates.go, overlap.go): the one
//     passage-location rule of DESIGN.md step 4, shared by the
//     deterministic checks and the judge: the pinned place, retrieved or
//     not; the best match only for a citation whose locator says no more
//     than the document; the quoting chunk only for non-Vault authorities
//     and (quoting ...) parentheticals; without a trace, the cited
//     document itself.
//   - WindowAround (window.go): the excerpt plus neighbouring chunks within
//     a token budget, kept apart and labelled as not retrieved.
//   - WriteJSON, WriteTable (print.go): the trace in the response's trace shape (FORMATS.md).
//
// It never calls the judge.
package retrieval
