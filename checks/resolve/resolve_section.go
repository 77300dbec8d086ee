package resolve

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// BySection is how a statute cited with a subsection ("Com. Code §
// 2-615(b)") was resolved when the Vault lists only its section ("Com.
// Code § 2-615"): the document that holds the section holds the
// subsection too, so the citation exists; where the subsection stands
// inside it is a locator, which C-009 and the passage checks still
// have to find (Want keeps it), so an invented subsection of a real
// section still fails there.
const BySection = "section"

// bySection looks the statute up again without its trailing
// subsections, innermost first ("§ 12(b)(1)" -> "§ 12(b)" -> "§ 12"),
// and keeps the first form the Vault knows. notFound is returned when
// none resolves, so its problem text is the one the user reads.
func bySection(r vault.Reader, ident string, notFound Resolution) Resolution {
	for parent, ok := trimSubsection(ident); ok; parent, ok = trimSubsection(parent) {
		docs := r.LookupCitation(parent)
		if len(docs) == 0 {
			continue
		}
		res := pick(docs, BySection, fmt.Sprintf("statute %q (the section of %q)", parent, ident))
		return res
	}
	return notFound
}

// trimSubsection drops the last parenthesised group of a statute's
// identifier when the identifier ends with one: "§ 2-615(b)" -> "§
// 2-615". A group that is all that follows "§" is not trimmed.
func trimSubsection(ident string) (string, bool) {
	s := strings.TrimRight(ident, " ")
	if !strings.HasSuffix(s, ")") {
		return "", false
	}
	open := strings.LastIndexByte(s, '(')
	if open <= 0 || strings.ContainsAny(s[open+1:len(s)-1], "() ") || open+1 == len(s)-1 {
		return "", false
	}
	parent := strings.TrimRight(s[:open], " ")
	if parent == "" || strings.HasSuffix(parent, "§") {
		return "", false
	}
	last := parent[len(parent)-1]
	if !(last >= '0' && last <= '9' || last >= 'a' && last <= 'z' || last >= 'A' && last <= 'Z' || last == ')') {
		return "", false
	}
	return parent, true
}
