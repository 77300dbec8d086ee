package namekeys

import "strings"

// Version numbers the key scheme below; a built index records it, and an
// index of another version is rebuilt.
const Version = 2

// Captions returns the forms of a title found in running text: the title
// itself when it is long enough to be unmistakable (three words or more,
// or a case name), and the case caption that heads a longer title
// ("Initech, Inc. v. Globex Industries, Inc." of "Initech, Inc. v.
// Globex Industries, Inc.: Bench Memorandum ...").
func Captions(title string) []string {
	var out []string
	t := strings.TrimSpace(title)
	if IsCaseName(t) || len(strings.Fields(t)) >= 3 {
		out = append(out, t)
	}
	if k := strings.IndexByte(t, ':'); k > 0 && IsCaseName(t[:k]) {
		out = append(out, strings.TrimSpace(t[:k]))
	}
	return out
}

// IsCaseName reports whether s reads as a case name ("X v. Y", "In re X").
func IsCaseName(s string) bool {
	return strings.Contains(s, " v. ") || strings.Contains(s, " vs. ") || strings.HasPrefix(s, "In re ")
}

// ShortNames are the names a document is referred back to by: its
// aliases (without a leading "The"), and the parties of a case-shaped
// title or alias, each of at least four letters and starting with a
// capital; with repeats, in the order found.
func ShortNames(title string, aliases []string) []string {
	var out []string
	for _, n := range append([]string{title}, aliases...) {
		n = strings.TrimSpace(n)
		if k := strings.IndexByte(n, ':'); k > 0 {
			n = n[:k]
		}
		out = append(out, strings.TrimPrefix(n, "The "))
		if p, df := SplitParties(n); p != "" {
			out = append(out, PartyShort(p), PartyShort(df))
		}
	}
	var keep []string
	for _, n := range out {
		if len(n) >= 4 && n[0] >= 'A' && n[0] <= 'Z' {
			keep = append(keep, n)
		}
	}
	for _, a := range aliases {
		if a = strings.TrimSpace(a); len(a) < 4 && isAcronym(a) {
			keep = append(keep, a) // "MSA", "NDA", "DPA": an alias the Vault gives in capitals
		}
	}
	return keep
}

// isAcronym reports whether a is two or more capital letters and nothing
// else: a short alias a Vault declares on purpose ("MSA", "NDA"), which a
// pinned mention may cite ("MSA § 14.1"), unlike a three-letter party
// name ("Doe") a caption's short name would give.
func isAcronym(a string) bool {
	if len(a) < 2 {
		return false
	}
	for i := 0; i < len(a); i++ {
		if a[i] < 'A' || a[i] > 'Z' {
			return false
		}
	}
	return true
}

// FirstWord is a short name's text before its first space: the key its
// pinned mentions are found by.
func FirstWord(name string) string {
	if k := strings.IndexByte(name, ' '); k > 0 {
		return name[:k]
	}
	return name
}

// SplitParties splits "Foo v. Bar" into plaintiff and defendant; "In re
// Foo" has only a defendant.
func SplitParties(name string) (string, string) {
	for _, sep := range []string{" v. ", " vs. ", " v ", " vs "} {
		if k := strings.Index(name, sep); k > 0 {
			return strings.TrimSpace(name[:k]), strings.TrimRight(strings.TrimSpace(name[k+len(sep):]), ",")
		}
	}
	for _, pre := range []string{"In re ", "Ex parte ", "In the Matter of ", "Matter of "} {
		if strings.HasPrefix(name, pre) {
			return "", strings.TrimSpace(name[len(pre):])
		}
	}
	return "", ""
}

// PartyShort is a party's name without corporate designators and a
// leading "M/S" or "The": "Zapata Off-Shore Co." -> "Zapata Off-Shore".
func PartyShort(p string) string {
	p = strings.TrimPrefix(strings.TrimPrefix(p, "The "), "M/S ")
	f := strings.Fields(strings.ReplaceAll(p, ",", " "))
	for len(f) > 1 && Corporate[f[len(f)-1]] {
		f = f[:len(f)-1]
	}
	return strings.Join(f, " ")
}

// Corporate are the designators a party's short name drops, as written.
var Corporate = map[string]bool{
	"Inc.": true, "Inc": true, "Co.": true, "Corp.": true, "Ltd.": true, "LLC": true,
	"L.L.C.": true, "LLP": true, "L.P.": true, "N.A.": true, "S.A.": true, "P.C.": true,
	"PLC": true, "plc": true, "AG": true, "GmbH": true, "S.C.": true, "LCC": true,
	"Inc.,": true, "Co.,": true, "Ltd.,": true, "et": true, "P.A.": true,
	"LP": true, "L.L.P.": true, "PLLC": true, "P.L.L.C.": true, "LLLP": true,
}

// FoldTitle is the form italic and quoted titles are compared in: lower
// case, white space folded, surrounding punctuation trimmed.
func FoldTitle(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	return strings.Trim(s, " .,;:*_\"“”'‘’")
}

// FoldFile is the key of a file name: trimmed, lower case.
func FoldFile(f string) string { return strings.ToLower(strings.TrimSpace(f)) }

// FoldID is the key of a document ID written in another case.
func FoldID(id string) string { return strings.ToLower(id) }
