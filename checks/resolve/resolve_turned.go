package resolve

import (
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// captionTurned reports whether a case name names the same two parties as
// the document a reporter citation resolved to, in the other order: the
// caption of one court written with the citation of the court the case
// went to ("Cordray v. Halvorsen, 318 A.3d 412" where the Supreme Court
// prints "Halvorsen v. Cordray", the appellant first, and the Vault also
// holds the Chancery opinion captioned "Cordray v. Halvorsen"). The name
// then names the trial court's document and the citation the appeal's:
// one litigation, not an invented pairing, so C-001 does not call it a
// mismatch. Each party must be a whole party of the document's title or
// an alias, compared as vault.NormalizeName reads names.
func captionTurned(r vault.Reader, name, doc string) bool {
	p, d, ok := twoParties(name)
	if !ok {
		return false
	}
	dd, ok := r.Document(doc)
	if !ok {
		return false
	}
	for _, t := range append([]string{dd.Title}, dd.Aliases...) {
		if tp, td, ok := twoParties(t); ok && tp == d && td == p {
			return true
		}
	}
	return false
}

// twoParties splits a caption at its one " v. " (or " vs. ", " v ")
// into its parties, each normalised; ok is false without exactly one.
func twoParties(caption string) (string, string, bool) {
	n := " " + strings.ToLower(strings.Join(strings.Fields(caption), " ")) + " "
	for _, sep := range []string{" v. ", " vs. ", " v "} {
		if strings.Count(n, sep) == 1 {
			a, b, _ := strings.Cut(n, sep)
			a, b = vault.NormalizeName(a), vault.NormalizeName(b)
			return a, b, a != "" && b != ""
		}
	}
	return "", "", false
}
