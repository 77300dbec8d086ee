// Package resolve owns two steps between extraction and the checks:
// which Vault document each citation of an answer names, and what
// retrieval.Locate is asked to find for it.
//
//   - Resolve (resolve.go, resolve_disguised.go): each citation to one
//     document by ID, reporter citation, file name, title or alias, or
//     antecedent, with the reason when it resolves to none, to several,
//     or to one that its own name contradicts; CheckLinkTexts
//     (resolve_link.go) does the same for a Markdown link's text against
//     its target.
//   - Want, ChainIdentifiers (want.go): the document, chunk, locators,
//     identifiers and proposition a citation's passage is located by;
//     insideQuoting (quoting.go) marks "(quoting ...)" parentheticals.
//
// It reads the Vault through vault.Reader only. It decides no criterion
// (a resolution problem becomes a finding in package checks) and never
// calls the judge.
package resolve
