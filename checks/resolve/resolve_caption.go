package resolve

import (
	"slices"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// A double caption ("Falkner v. Rusk (In re Rusk), 91 F.4th 388") names
// one case twice: the adversary proceeding and, in parentheses, the
// bankruptcy (or estate) case it arose in. A Vault may title the
// document by either, or by both, so the name written with a reporter
// citation agrees with the document the citation resolved to when the
// whole caption, or one of its two names, is that document's title or
// alias, or fits it word for word.

// captionParts splits a double caption into its main and parenthetical
// names, or reports that name is no double caption.
func captionParts(name string) (main, inner string, ok bool) {
	open := strings.LastIndex(name, " (")
	if open <= 0 || !strings.HasSuffix(name, ")") {
		return "", "", false
	}
	main, inner = strings.TrimSpace(name[:open]), strings.TrimSpace(name[open+2:len(name)-1])
	return main, inner, main != "" && inner != ""
}

// captionNamesDoc reports whether a double caption names doc through
// one of its parts: the main caption names it (the parenthetical is
// then the case it arose in, which the Vault may hold as another
// document), or the main caption names no document at all and the
// parenthetical names this one. A main caption naming another document
// is left to the usual mismatch.
func captionNamesDoc(r vault.Reader, name, doc string) bool {
	main, inner, ok := captionParts(name)
	if !ok {
		return false
	}
	if names := r.LookupName(main); len(names) > 0 || nameFitsDoc(r, main, doc) {
		return slices.Contains(names, doc) || len(names) == 0
	}
	names := r.LookupName(inner)
	return slices.Contains(names, doc) || len(names) == 0 && nameFitsDoc(r, inner, doc)
}
