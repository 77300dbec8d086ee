// Package vault owns the document Vault: loading and validating a source
// folder (FORMATS.md: the Vault folder), with every key of its files
// known (strict_keys.go) and a lint of what can never pass (lint.go);
// locator markup and clause structure (locators.go, clauses.go), token
// chunking, access control evaluated at a point in time, and the bleve
// index with its exact lookups. Document files (PDF, DOCX, HTML) are
// read by vault/docfile.
//
// Search (search.go) ranks chunks exactly as bleve's BM25 match query
// does, but through an early-terminating top-k (MaxScore, search_topk.go)
// over bleve's postings that skips the words too common to matter, with
// the readable set of a (user, time) kept as a bitmap
// (search_readable.go); SearchExhaustive (search_exhaustive.go) is
// bleve's own query, kept as the reference and the fallback.
//
// The package knows nothing about answers or rubrics. Everything above it
// reads the Vault through the narrow Reader interface so that the index can
// later move behind a distributed search engine without touching callers.
package vault
