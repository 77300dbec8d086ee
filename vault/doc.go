// Package vault owns the document Vault: loading and validating a source
// folder (SPEC §1), locator markup, token chunking, access control evaluated
// at a point in time, and the bleve index with its exact lookups.
//
// The package knows nothing about answers or rubrics. Everything above it
// reads the Vault through the narrow Reader interface so that the index can
// later move behind a distributed search engine without touching callers.
package vault
