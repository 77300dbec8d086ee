package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestLocatorWordsAsLabels: a locator written as a heading or a metadata
// label writes it ("Paragraph 3", "Page 456", "Section: 3(a)", "page:
// 3", "Clause 3(a)", "Para 3") after a Vault reference is a locator, as
// "¶ 3" or "p. 456" is; the word without a value, or in prose away from
// the reference, is none.
func TestLocatorWordsAsLabels(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct {
		text string
		want string // the first citation's locators, "kind value" joined by " | "
	}{
		{"Courts enforce it (Source: DOC-4, Paragraph 3).", "paragraph 3"},
		{"Courts enforce it (DOC-4, paragraph: 3).", "paragraph 3"},
		{"Courts enforce it (DOC-4, Para 3).", "paragraph 3"},
		{"Courts enforce it (DOC-4, Paragraphs 3-4).", "paragraph 3-4"},
		{"Disputes go to Delaware (DOC-5, Section: 3(a)).", "section 3(a)"},
		{"Disputes go to Delaware (DOC-5, Clause 3(a)).", "section 3(a)"},
		{"The clause is valid (DOC-1, Page 456).", "page 456"},
		{"The clause is valid (DOC-1, Pages 456-457).", "page 456-457"},
		{"The clause is valid [DOC-1, page: 456].", "page 456"},
		{"The clause is valid (DOC-1, Footnote 2).", "footnote 2"},
		{"Courts enforce it (DOC-4, paras 3-4).", "paragraph 3-4"},
		{"Disputes go to Delaware (DOC-5, s. 3(a)).", "section 3(a)"},
		{"Disputes go to Delaware (DOC-5, ss. 2-3).", "section 2-3"},
		{"Disputes go to Delaware (DOC-5, Sec 3(a)).", "section 3(a)"},
		{"Disputes go to Delaware (DOC-5, subsection 3(a)).", "section 3(a)"},
		{"Disputes go to Delaware (DOC-5, s. of the memo).", ""},
		// no value, or not after the reference: no locator
		{"The clause is valid (DOC-1, Page one of the memo).", ""},
		{"The clause is valid (DOC-1). Paragraph 3 of the memo agrees.", ""},
		{"The clause is valid (DOC-1, Clause).", ""},
	} {
		a := e.Extract(c.text)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation read", c.text)
			continue
		}
		var got []string
		for _, l := range a.Citations[0].Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if strings.Join(got, " | ") != c.want {
			t.Errorf("%q: locators %q, want %q", c.text, strings.Join(got, " | "), c.want)
		}
	}
}

// TestPageWordsAsWritten: page pins as answers write them besides "p."
// and "pp." ("pg. 3", "pgs. 3-4", "p 3", "P. 3", "at p. 3", "(p. 3)")
// are pages; the same letters in a word or without a number are not.
func TestPageWordsAsWritten(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`), Filenames: []string{"Acme-MSA.pdf"}})
	for _, c := range []struct{ text, want string }{
		{"Disputes go to Delaware (DOC-002, pg. 3).", "page 3"},
		{"Disputes go to Delaware (DOC-002, pgs. 3-4).", "page 3-4"},
		{"Disputes go to Delaware (DOC-002 (p. 3)).", "page 3"},
		{"Disputes go to Delaware (Acme-MSA.pdf, at p. 3).", "page 3"},
		{"Disputes go to Delaware (DOC-002, at page 3).", "page 3"},
		{"Disputes go to Delaware (DOC-002, p 3).", "page 3"},
		{"Disputes go to Delaware (DOC-002, P. 3).", "page 3"},
		{"Disputes go to Delaware (DOC-002, PP. 3-4).", "page 3-4"},
		{"Disputes go to Delaware (DOC-002, pp 3–4).", "page 3-4"},
		// not pages
		{"Disputes go to Delaware (DOC-002, pg. three).", ""},
		{"Disputes go to Delaware (DOC-002 (2019)).", ""},
		{"Disputes go to Delaware (DOC-002, step 3).", ""},
		{"Disputes go to Delaware (DOC-002, P. Smith's memo).", ""},
	} {
		a := e.Extract(c.text)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation read", c.text)
			continue
		}
		var got []string
		for _, l := range a.Citations[0].Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if strings.Join(got, " | ") != c.want {
			t.Errorf("%q: locators %q, want %q", c.text, strings.Join(got, " | "), c.want)
		}
	}
}
