package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestBracketSeparatorBeforeLocators: inside a bracket, a bar or a dash
// between the Vault ID and its locators stands where a comma would
// ("[DOC-4 | ¶ 3]", as tools printing "ID | locator" write it); what
// follows the separator is read as any locator is, so an unreadable part
// stays unread (C-009 fails it as undecidable) and an empty one is no
// locator at all.
func TestBracketSeparatorBeforeLocators(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct{ text, locs string }{
		{"Courts enforce it [DOC-4, ¶ 3].", "paragraph 3"},
		{"Courts enforce it [DOC-4 | ¶ 3].", "paragraph 3"},
		{"Courts enforce it [DOC-4|p. 12].", "page 12"},
		{"Courts enforce it [DOC-4 — p. 12].", "page 12"},
		{"Courts enforce it [DOC-4 – § 2.1].", "section 2.1"},
		{"Courts enforce it [DOC-4 - § 2.1].", "section 2.1"},
		// what the separator does not make a locator
		{"Courts enforce it [DOC-4 | foo 3].", "unread foo 3"},
		{"Courts enforce it [DOC-4 |].", ""},
		{"Courts enforce it [DOC-4 | memo].", ""},
	} {
		checkOnlyCitationLocators(t, e, c.text, c.locs)
	}
}

// TestNoteJoinedToPage: "p. 12 & n.3" pins note 3 of page 12, as
// "p. 12 n.3" does, so the note is checked against the page (C-009), and
// so does "and nn. 3-4"; a joined part no reader reads ("and nn. 3x")
// stays unread, never dropped.
func TestNoteJoinedToPage(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct{ text, locs string }{
		{"Courts enforce it [DOC-4, p. 12 n.3].", "page 12 | footnote 3"},
		{"Courts enforce it [DOC-4, p. 12 & n.3].", "page 12 | footnote 3"},
		{"Courts enforce it [DOC-4, p. 12 and n. 3].", "page 12 | footnote 3"},
		{"Courts enforce it [DOC-4, p. 12 & 14].", "page 12 | page 14"},
		{"Courts enforce it [DOC-4, p. 12 and nn. 3-4].", "page 12 | footnote 3-4"},
		{"Courts enforce it [DOC-4, p. 12 and nn. 3x].", "page 12 | unread and nn. 3x"},
	} {
		checkOnlyCitationLocators(t, e, c.text, c.locs)
	}
}

// checkOnlyCitationLocators extracts text, which must hold one citation,
// and compares its locators, written "kind value" and joined by " | ".
func checkOnlyCitationLocators(t *testing.T, e *Extractor, text, want string) {
	t.Helper()
	a := e.Extract(text)
	if len(a.Citations) != 1 {
		t.Errorf("%q: %d citations, want 1", text, len(a.Citations))
		return
	}
	var got []string
	for _, l := range a.Citations[0].Locators {
		got = append(got, string(l.Kind)+" "+l.Value)
	}
	if strings.Join(got, " | ") != want {
		t.Errorf("%q: locators %q, want %q", text, strings.Join(got, " | "), want)
	}
}
