// Package retrieval answers three questions over a Vault: what retrieval
// returns for a question as a given user at a given time (ACL-filtered
// BM25), which chunk a citation draws its passage from, and what
// surrounds that passage (a labelled context window for the judge).
//
// It never calls the judge.
package retrieval
