package vault

import (
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/vault/textnorm"
	"golang.org/x/text/unicode/norm"
)

// nameMarks spells out ampersands and drops apostrophes. Built once: a
// Replacer builds its tables on first use, which cost more than the
// replacing when it was made per call.
var nameMarks = strings.NewReplacer("&", " and ", "’", "", "'", "", "‘", "")

// NormalizeName turns a case name, title or alias into the key that
// LookupName compares, so the ways one case is written meet:
// "M/S Bremen v. Zapata Off-Shore Co." == "M/S Bremen vs Zapata Off-Shore
// Company" == "m/s bremen v zapata off shore". It folds Unicode (NFKC) and
// case, joins initialisms ("U.S." -> "us"), drops punctuation, a leading
// "The" and corporate designators (Inc., Co., Corp., Ltd., LLC ...),
// maps "vs"/"versus" to "v" and "&" to "and", and expands common
// Bluebook abbreviations ("Constr." -> "construction", "Int'l" ->
// "international"). Two different cases can share a key (that is an
// ambiguity, reported as more than one ID).
func NormalizeName(s string) string {
	s = norm.NFKC.String(s)
	s = strings.ToLower(s)
	s = nameMarks.Replace(s)
	s = joinInitialisms(s)
	words := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	out := make([]string, 0, len(words))
	for i, w := range words {
		if i == 0 && w == "the" {
			continue
		}
		if corporate[w] {
			continue
		}
		if x, ok := nameAbbrev[w]; ok {
			w = x
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// isInitialism reports whether w is a word of dotted initials: "u.",
// "s.", "u.s.", "r.r." (lower case).
func isInitialism(w string) bool {
	if len(w) < 2 || len(w)%2 != 0 {
		return false
	}
	for i := 0; i < len(w); i += 2 {
		if w[i] < 'a' || w[i] > 'z' || w[i+1] != '.' {
			return false
		}
	}
	return true
}

// joinInitialisms removes the periods of dotted initials and joins single
// initials written with spaces ("u.s." and "u. s." -> "us"; "r.r." ->
// "rr"). A multi-letter initialism stays a word of its own ("w. r.r." ->
// "w rr"), and "v." is never an initial: it is the "v." of a case name.
func joinInitialisms(s string) string {
	words := strings.Fields(s)
	out := make([]string, 0, len(words))
	run := ""
	flush := func() {
		if run != "" {
			out = append(out, run)
			run = ""
		}
	}
	for _, w := range words {
		switch {
		case w != "v." && len(w) == 2 && isInitialism(w):
			run += w[:1]
		case isInitialism(w):
			flush()
			out = append(out, strings.ReplaceAll(w, ".", ""))
		default:
			flush()
			out = append(out, w)
		}
	}
	flush()
	return strings.Join(out, " ")
}

// corporate designators carry no identity: "Carnival Cruise Lines, Inc."
// and "Carnival Cruise Lines" are the same party.
var corporate = map[string]bool{
	"inc": true, "incorporated": true, "co": true, "company": true, "corp": true, "corporation": true,
	"ltd": true, "limited": true, "llc": true, "llp": true, "lp": true, "plc": true,
}

// nameAbbrev expands the Bluebook (T6) abbreviations that appear in case
// names, and spellings of "versus".
var nameAbbrev = map[string]string{
	"vs": "v", "versus": "v",
	"constr": "construction", "intl": "international", "natl": "national", "assn": "association",
	"dist": "district", "ct": "court", "techs": "technologies", "tech": "technology", "grp": "group",
	"am": "america", "org": "organization", "dept": "department", "govt": "government",
	"mfg": "manufacturing", "sys": "systems", "servs": "services", "serv": "service", "ins": "insurance",
	"bros": "brothers", "elec": "electric", "indus": "industries", "rr": "railroad", "ry": "railway",
	"us": "united states", "univ": "university", "commn": "commission", "comm": "committee",
	"corps": "corporations", "fin": "financial", "hosp": "hospital", "mgmt": "management",
	"prods": "products", "prod": "product", "sec": "securities", "transp": "transportation",
	"ctr": "center", "envtl": "environmental", "equip": "equipment",
}

// CitationKey is the form citations are compared in: textnorm.Identifier
// (Unicode NFC, white space folded, spaces inside reporter abbreviations
// removed, so "407 U. S. 1" == "407 U.S. 1" and "92 S.Ct. 1907" ==
// "92 S. Ct. 1907"), then lower case, with a leading "No." of a docket
// number dropped ("No. 3:19-cv-01234" == "3:19-cv-01234").
func CitationKey(s string) string {
	k := strings.ToLower(textnorm.Identifier(s))
	for _, p := range []string{"no. ", "no.", "nos. "} {
		if strings.HasPrefix(k, p) {
			return strings.TrimSpace(k[len(p):])
		}
	}
	return k
}
