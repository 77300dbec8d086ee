// Package schema holds the JSON Schemas (draft 2020-12) of every file
// citecheck reads: a documents.jsonl, acl.jsonl and principals.jsonl
// line, vault.json, case.json, a response, one entry of its retrieval
// trace, and a suite's expected file. They are embedded so that
// `citecheck schema NAME` prints them and editors or other tools can
// validate a file before citecheck reads it.
//
// The loaders (vault, checks/rubric, checks/suite) are the authority: a
// schema says the shape of a file, and the loaders also check what no
// schema can (a duplicate ID, an ACL naming an unknown document, a
// text_file outside the Vault folder, a criterion ID the case does not
// have). cmd/citecheck's schema tests run every fixture through both and
// list each difference with its reason.
//
// This package has no imports inside the module; it is data.
package schema
