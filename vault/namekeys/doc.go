// Package namekeys computes the keys by which the citation extractor
// (checks/cite) finds a Vault's documents in an answer: the captions and
// full titles read in running text and their word keys, the short names a
// document is referred back to by, and the folded forms of titles, file
// names and IDs. A Vault build files every document under these keys in
// its metadata (vault/store_meta_names.go), and the extractor computes the
// same keys from what it reads, so both sides must use this one package.
//
// Changing what a key is makes every built index's tables stale: bump
// Version, which is part of the index format.
package namekeys
