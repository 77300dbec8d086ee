package cite

import (
	"regexp"
	"strings"
)

// fullCodeWords are the unabbreviated subject words of the codes whose
// names join two subjects with "and" ("Business and Professions Code",
// "Health and Safety Code", "Welfare and Institutions Code", "Civil
// Practice and Remedies Code", "Estates, Powers and Trusts Law"). The
// statute scanner walks back from "§" and stopped at the lower-case
// "and", so "Business and Professions Code § 17200" was read as
// "Professions Code § 17200": C-001 looked up, and named, a code the
// answer never wrote. "and" is read inside a name only between two of
// these words, so prose joined to a code ("the Act and Cal. Civ. Code §
// 1542", "agreed and Code § 5") keeps its "and" out of the name.
var fullCodeWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`Business Professions Health Safety Welfare Institutions Civil Criminal
		Practice Remedies Estates Powers Trusts Courts Judicial Proceedings Fish Game Food Agricultural
		Agriculture Streets Highways Harbors Navigation Public Utilities Resources Natural Parks Wildlife
		Revenue Taxation Tax Labor Employment Industrial Relations Domestic Family Debtor Creditor
		Alcoholic Beverage Beverages Control Water Waters Elections Education Insurance Banking Finance
		Financial Commerce Commercial Trade Occupations Professional Local Government Governmental
		Military Veterans Social Services Human Housing Community Development Environmental Conservation
		Energy Transportation Vehicle Vehicles Traffic Motor Probate Evidence Procedure Penal Corrections
		Property Real Mental Hygiene Economic Cultural Affairs Consumer Protection Natural Mines Minerals
		Oil Gas Land Lands Use Planning Zoning Records Administration Administrative Safety Security`) {
		m[w] = true
	}
	return m
}()

// andInCodeName reports whether w, a word walked back over before a
// code's name, is an "and" that joins two of its subject words: after
// it stands next (the word already read, "Professions") and before it
// prev ("Business"), both fullCodeWords.
func andInCodeName(w, prev, next string) bool {
	return w == "and" && fullCodeWords[strings.TrimSuffix(prev, ",")] && fullCodeWords[next]
}

// wordBefore is the word that ends at the white space before s[ws].
func wordBefore(s string, ws int) string {
	j := ws
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	b := j
	for b > 0 && !isSpaceByte(s[b-1]) {
		b--
	}
	return s[b:j]
}

// codeOfSubjects reports whether a code's name ends "Code of" and its
// subject words ("Code of Civil Procedure", "Texas Code of Criminal
// Procedure"): a code named in full words that ends in its subject, not
// in "Code", which endsCode alone did not read, so "Code of Civil
// Procedure § 425.16" was no citation at all.
func codeOfSubjects(name string) bool {
	f := strings.Fields(strings.TrimSuffix(strings.TrimSpace(name), ","))
	for i := len(f) - 1; i >= 2; i-- {
		if !fullCodeWords[f[i]] {
			return false
		}
		if f[i-1] == "of" && f[i-2] == "Code" {
			return true
		}
	}
	return false
}

// sectionWordRe reads a section written as a word after a code's name
// ("Civil Code section 1542", "Code of Civil Procedure section 425.16"),
// or abbreviated ("28 U.S.C. sec. 1404", the section marker eyecite's
// laws table reads besides "§"), as sectionRe reads one after "§"; and
// the article of a code numbered by articles ("La. Civ. Code art.
// 2315", "Tex. Code Crim. Proc. Ann. art. 38.22") and the rule of an
// administrative code ("Fla. Admin. Code Ann. r. 69O-186.003").
var sectionWordRe = regexp.MustCompile(`^(?:[Ss]ections?\s|[Ss]ecs?\.\s?|[Aa]rts?\.\s?|r\.\s?)(\d[\w.:-]*?(?:\([A-Za-z0-9]+\))*)(?:\s+et\s+seq\.)?(?:[^\w.:-]|\.(?:\s|$)|$)`)

// sectionWordStatutes finds statutes whose section is written as a word
// right after a code's name in full or abbreviated words ("Business and
// Professions Code section 17200", "Cal. Civ. Code section 1542", "Code
// of Civil Procedure, section 425.16"). Only after a word that ends a
// code's name: "section 3 of the contract" is prose, and a bare
// "section" is never a marker, so it cannot stand between an "Id." and
// its antecedent as a bare "§" does.
func (e *Extractor) sectionWordStatutes(s string) []*cand {
	var out []*cand
	for i := 0; i < len(s) && !e.full(len(out)); {
		k := indexEction(s, i)
		if k < 0 {
			break
		}
		k--
		i = k + 7
		if k < 0 || s[k] != 's' && s[k] != 'S' || k > 0 && isAlnum(s[k-1]) {
			continue
		}
		prev := strings.TrimSuffix(wordBefore(s, k), ",")
		if !endsCode(prev) && !fullCodeWords[prev] {
			continue
		}
		if c := e.statuteAt(s, k); c != nil && !c.marker {
			out = append(out, c)
			i = c.End
		}
	}
	// "sec.", "art." and "r.", found by their period (an index of "ec."
	// stops at every 'e'), from the extraction's list of periods
	dots := e.periodsOf(s)
	for i, j := 1, 0; i < len(s) && !e.full(len(out)); {
		if j = periodFrom(dots, j, i); j == len(dots) {
			break
		}
		q := dots[j]
		i = q + 1
		k := markerBeforePeriod(s, q)
		if k < 0 || k > 0 && isAlnum(s[k-1]) {
			continue
		}
		if !endsCode(strings.TrimSuffix(wordBefore(s, k), ",")) {
			continue // "sec. 3 of the lease", "art. 5 of the treaty": only after a code's name
		}
		if c := e.statuteAt(s, k); c != nil && !c.marker {
			out = append(out, c)
			i = c.End
		}
	}
	return out
}

// indexEction is the first k >= i where s[k:] starts "ection", or -1:
// strings.Index(s[i:], "ection")+i, found by IndexByte for its 'c',
// which prose holds far more seldom than the 'e' strings.Index stops at
// (about every tenth byte of an opinion against every thirty-seventh);
// IndexByte's vector search between the stops cost about half of
// finding the pair "ct" eight bytes at a time.
func indexEction(s string, i int) int {
	if k := indexByByte(s[i:], "ection", 1); k >= 0 {
		return k + i
	}
	return -1
}

// markerBeforePeriod is where the section marker that the period at
// s[q] ends starts ("sec.", "Sec.", "art.", "Art.", "arts.", "r."), or -1.
func markerBeforePeriod(s string, q int) int {
	switch {
	case q >= 3 && (s[q-3:q] == "sec" || s[q-3:q] == "Sec" || s[q-3:q] == "art" || s[q-3:q] == "Art"):
		return q - 3
	case q >= 4 && (s[q-4:q] == "arts" || s[q-4:q] == "Arts"):
		return q - 4
	case q >= 2 && s[q-1] == 'r' && s[q-2] == ' ':
		return q - 1
	}
	return -1
}
