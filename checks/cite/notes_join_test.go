package cite

import (
	"regexp"
	"testing"
)

// TestNotesAfterAJoin: "nn. 3-4" is a footnote locator wherever "n. 3"
// is, also after "&" or "and" joining it to its page, in a Vault
// reference and in a reporter or short citation's pin, so every note a
// citation names is checked instead of left unread.
func TestNotesAfterAJoin(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct{ text, locs string }{
		{"Courts enforce it [DOC-4, p. 12 & nn. 3-4].", "page 12 | footnote 3-4"},
		{"Courts enforce it [DOC-4, p. 12 and nn. 3-4].", "page 12 | footnote 3-4"},
		{"Courts enforce it [DOC-4, p. 12 nn. 3-4].", "page 12 | footnote 3-4"},
		{"Courts enforce it [DOC-4, nn. 3-4].", "footnote 3-4"},
		{"Courts enforce it [DOC-4, p. 12 & notes 3-4].", "page 12 | footnote 3-4"},
		{"Courts enforce it [DOC-4, p. 12 and n. 3].", "page 12 | footnote 3"},
		{"Courts enforce it. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 and nn. 3-4 (1972).", "page 10 | footnote 3-4"},
		{"Courts enforce it. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 & nn. 3-4 (1972).", "page 10 | footnote 3-4"},
		{"Courts enforce it. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 and n.3 (1972).", "page 10 | footnote 3"},
		// still unread when no reader reads it
		{"Courts enforce it [DOC-4, p. 12 and nn. 3x].", "page 12 | unread and nn. 3x"},
		{"Courts enforce it. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 and notes on it (1972).", "page 10"},
	} {
		checkOnlyCitationLocators(t, e, c.text, c.locs)
	}
}
