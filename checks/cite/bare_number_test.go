package cite

import (
	"regexp"
	"testing"
)

// TestBareNumberAfterVaultID: a bare number after a Vault ID names no
// kind of place (page? section? paragraph?), so it is an unread locator
// that C-009 fails as undecidable, quoting it, where before it was
// dropped and the citation read as citing the whole document. A year, a
// decimal and a number followed by prose are not pins at all.
func TestBareNumberAfterVaultID(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct{ text, locs string }{
		{"Courts enforce it [DOC-4, 12].", "unread 12"},
		{"Courts enforce it [DOC-4, 12-14].", "unread 12-14"},
		{"Courts enforce it [DOC-4, *3].", "unread *3"},
		{"Courts enforce it [DOC-1, 457 n.2].", "unread 457 n.2"},
		{"Courts enforce it. DOC-1, 457 n.2.", "unread 457 n.2"},
		{"Courts enforce it. DOC-1, 457 nn. 2-3.", "unread 457 nn. 2-3"},
		{"Courts enforce it (DOC-1, 12).", "unread 12"},
		{"Courts enforce it. DOC-1, 12; see also the memo.", "unread 12"},
		// written with its word, a pin is read as before
		{"Courts enforce it [DOC-4, p. 12].", "page 12"},
		{"Courts enforce it. DOC-1, p. 457 n.2.", "page 457 | footnote 2"},
		// not a bare pin
		{"Courts enforce it [DOC-4, 2019].", ""},
		{"Courts enforce it. DOC-1, 3 cases agree.", ""},
		{"Courts enforce it. DOC-1, 12.5 says so.", ""},
	} {
		checkOnlyCitationLocators(t, e, c.text, c.locs)
	}
}
