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
		return pick(docs, BySection, fmt.Sprintf("statute %q (the section of %q)", parent, ident))
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

// byFirstSection resolves a statute cited by several sections ("Gen.
// Stat. §§ 52-105, 52-106", "§§ 52-103-52-104", "§§ 2-615(a)-(b)") by
// the first of them: the identifier with "§§" written "§", cut back at
// a dash, longest first, to the first form the Vault lists (directly or
// by its section). The run itself stays a locator (By is BySection), so
// C-009 and the passage checks still find each section it names inside
// the document; a run whose first section the Vault lacks stays
// unresolved.
func byFirstSection(r vault.Reader, ident string, notFound Resolution) Resolution {
	sign := strings.Index(ident, "§§")
	if sign < 0 {
		return notFound
	}
	single := ident[:sign] + "§" + ident[sign+len("§§"):]
	body := sign + len("§")
	for _, sep := range []string{",", " to ", " through ", " and ", " & "} {
		if i := strings.Index(single[body:], sep); i >= 0 {
			single = single[:body+i]
		}
	}
	for cut := len(single); cut > body; {
		cand := strings.TrimRight(single[:cut], " ,")
		if docs := r.LookupCitation(cand); len(docs) > 0 {
			return pick(docs, BySection, fmt.Sprintf("statute %q (the first section of %q)", cand, ident))
		}
		if res := bySection(r, cand, Resolution{}); len(res.Docs) > 0 || res.Doc != "" {
			return res
		}
		cut = strings.LastIndexByte(single[:cut], '-')
	}
	return notFound
}

// statuteVariant is a statute's identifier in the form Vaults list it:
// "Ann." (the annotated code's word, which citing it adds) dropped, one
// space after "§", and a trailing "et seq." dropped: "Gen. Stat. Ann.
// §52-103 et seq." -> "Gen. Stat. § 52-103", and a section written as
// a word is "§". The code's other words and
// the section are kept as written, so another code or section stays
// unresolved.
func statuteVariant(ident string) string {
	v := strings.TrimSpace(ident)
	v = strings.TrimSpace(strings.TrimSuffix(v, "et seq."))
	v = strings.Replace(v, " Ann. ", " ", 1)
	for _, w := range []string{" section ", " Section ", " sec. ", " Sec. ", " sec.", " Sec."} {
		// "Civil Code section 1542" (cite.sectionWordStatutes) is "Civil
		// Code § 1542", and so is "28 U.S.C. sec. 1404"
		if i := strings.Index(v, w); i >= 0 {
			v = v[:i] + " § " + v[i+len(w):]
			break
		}
	}
	if i := strings.Index(v, "§"); i >= 0 {
		j := i + len("§")
		for j < len(v) && v[j] == ' ' {
			j++
		}
		if j < len(v) && !strings.HasPrefix(v[j:], "§") { // "§§" stays one sign
			v = v[:i] + "§ " + v[j:]
		}
	}
	return v
}

// resolveStatute looks a statute's identifier up as written, then by its
// section, then by the first of several sections.
func resolveStatute(r vault.Reader, ident string) Resolution {
	res := pick(r.LookupCitation(ident), "citation", fmt.Sprintf("statute or rule %q", ident))
	if len(res.Docs) == 0 {
		res = bySection(r, ident, res)
	}
	if len(res.Docs) == 0 {
		res = byFirstSection(r, ident, res)
	}
	return res
}
