// Package retrieval answers three questions over a Vault: what retrieval
// returns for a question as a given user at a given time (ACL-filtered
// BM25), which chunk a citation draws its passage from, and what
// surrounds that passage (a labelled context window for the judge).
//
//   - Search (search.go): top-k chunks for a Query, filtered to the
//     documents the user may read at that time inside the index query, so
//     k results come back whenever k readable matches exist; each hit is
//     re-checked with Access and a hit that fails is an error, never output.
//   - TraceText (trace.go): fills a response's trace text from the Vault
//     and reports unknown chunk IDs and trace text that differs.
//   - Locate (locate.go, locator.go, candidates.go, overlap.go): the one
//     passage-location rule of DESIGN.md step 4, shared by the
//     deterministic checks and the judge.
//   - WindowAround (window.go): the excerpt plus neighbouring chunks within
//     a token budget, kept apart and labelled as not retrieved.
//   - WriteJSON, WriteTable (print.go): the trace in the SPEC §3 shape.
//
// It never calls the judge.
package retrieval
