package cite

import (
	"strings"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// actEnds are the last words of a named enactment cited by its own
// section numbers ("Lanham Act § 43(a)", "Civ. Prac. Act § 5-301(a)(3)",
// "Civil Practice Act § 5-301", "Municipal Ordinance § 4"): a state's
// practice act or a federal statute's popular name is as much a code as
// "Code" or "Law" when its section follows it directly.
var actEnds = map[string]bool{"Act": true, "Acts": true, "Ordinance": true, "Ordinances": true}

// actName reports whether name, the words walked back from a "§", is a
// named enactment: it ends in one of actEnds and holds at least one
// more word of the name before it, each capitalised, abbreviated or a
// connector ("of", "&", "and"). "Act § 5" alone is a short reference to
// whatever act the text named before, not a citation to look up.
func actName(name string) bool {
	// an identifier-folded name drops the space after a period
	// ("Civ.Prac.Act"): each period ends a word
	f := strings.Fields(strings.ReplaceAll(strings.TrimSuffix(strings.TrimSpace(name), ","), ".", ". "))
	if len(f) < 2 || !actEnds[f[len(f)-1]] {
		return false
	}
	named := 0
	for _, w := range f[:len(f)-1] {
		switch {
		case w == "of" || w == "&" || w == "and":
		case isUpper(w[0]):
			named++
		default:
			return false
		}
	}
	return named > 0
}

// listedAct reports whether name, the words before a "§", is a named
// enactment that the Vault lists a citation of, ident (name, "§" and
// section) being what the text cites: "Civ. Prac. Act § 5-301(a)(3)"
// where a statute in the Vault carries "Civ. Prac. Act § 5-301(a)". An
// act's popular name the Vault does not list ("Public Works Contracts
// Act § 61-403", whose document is cited as "Gen. Stat. § 61-403") stays
// prose, as it was: read as a citation it would name no document and
// fail C-001 on a correct answer that links the statute by its title.
// A leading article is tried both ways ("The Civil Practice Act").
func (e *Extractor) listedAct(name, ident string) bool {
	if e.docs == nil || !actName(textnorm.Identifier(name)) {
		return false
	}
	if e.listsSection(ident) {
		return true
	}
	if k := nameWithoutArticle(ident, 0, len(name)); k > 0 {
		return e.listsSection(ident[k:])
	}
	return false
}

// listsSection reports whether the Vault lists ident, or the section it
// is a subsection of ("§ 5-301(a)(3)" of a listed "§ 5-301(a)" or
// "§ 5-301"), as a citation.
func (e *Extractor) listsSection(ident string) bool {
	for {
		if len(e.docs.docsOfCite(ident)) > 0 {
			return true
		}
		if !strings.HasSuffix(ident, ")") {
			return false
		}
		i := strings.LastIndexByte(ident, '(')
		if i <= 0 {
			return false
		}
		ident = ident[:i]
	}
}

// nameWithoutArticle drops a capitalised article, determiner or
// preposition ("The", "This", "Under") that opens a sentence before an
// enactment's name ("The Civil Practice Act § 5-301"): the
// article is the sentence's, not part of the name. It returns where the
// name starts.
func nameWithoutArticle(s string, start, end int) int {
	f := strings.Fields(s[start:end])
	if len(f) < 3 {
		return start
	}
	switch f[0] {
	case "The", "This", "That", "Our", "Its", "Their", "Under", "Per":
	default:
		return start
	}
	next := start + len(f[0])
	for next < end && isSpaceByte(s[next]) {
		next++
	}
	return next
}
