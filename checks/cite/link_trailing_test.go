package cite

import (
	"regexp"
	"testing"
)

// TestLocatorsAfterALink: the locators written right after a link are
// the link's, added to those its destination or text names, as those
// after a bare Vault ID are; a parenthetical, a case citation or prose
// after it is none, nor is what stands on the next line.
func TestLocatorsAfterALink(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct{ text, locs string }{
		{"Courts enforce it [the memo](vault://DOC-4), p. 12.", "page 12"},
		{"Courts enforce it [the memo](vault://DOC-4) at ¶ 3.", "paragraph 3"},
		{"Courts enforce it [the memo](vault://DOC-4#c3), p. 99.", "chunk 3 | page 99"},
		{"Courts enforce it [the memo](vault://DOC-4?page=10), pp. 10 & 99.", "page 10 | page 10 | page 99"},
		{"Courts enforce it [the memo, § 2](vault://DOC-4), ¶ 3.", "section 2 | paragraph 3"},
		{"Courts enforce it [the memo](vault://DOC-4), 12.", "unread 12"},
		{"Courts enforce it [the memo][1], § 4.\n\n[1]: vault://DOC-4\n", "section 4"},
		{"- [the memo](vault://DOC-4) — p. 12", "page 12"},
		{"Courts enforce it [the memo](vault://DOC-4) (p. 12).", "page 12"},
		// nothing after the link is a locator
		{"Courts enforce it [the memo](vault://DOC-4) (holding so).", ""},
		{"Courts enforce it [the memo](vault://DOC-4), and 3 courts agree.", ""},
		{"Courts enforce it [the memo](vault://DOC-4).\np. 12 is blank.", ""},
	} {
		checkOnlyCitationLocators(t, e, c.text, c.locs)
	}
}
