// Package cite reads an answer exactly: it splits Markdown into
// propositions and finds every citation in it (case reporters, Westlaw,
// Lexis, statutes and rules, Vault references, file names, titles) with
// character spans, identifiers, locators and the proposition each supports.
// Short forms (Id., supra, short cites) are resolved to their antecedents.
//
// Scanning is literal-first: reporter strings are found in one
// multi-pattern pass and parsed in a window around each hit.
package cite
