package resolve

import "strings"

// codeSpellings are the ways one code's name is written: New York's
// practice law as "CPLR", "C.P.L.R." or either with "N.Y.", the United
// States Code with or without its periods, and a public law's number
// after "Pub. L. No.", "Public Law" or "Pub. L.". A Vault lists one;
// an answer may write another, which names the same code.
var codeSpellings = [][]string{
	{"N.Y. C.P.L.R.", "N.Y. CPLR", "NY CPLR", "C.P.L.R.", "CPLR"},
	{"U.S.C.", "USC"},
	{"C.F.R.", "CFR"},
	{"U.C.C.", "UCC"},
	// a public law by its number; the forms with "No." first, so that
	// "Pub. L. No. 104-67" is not read as "Pub. L." and "No. 104-67"
	{"Pub. L. No.", "Public Law No.", "Pub. L.", "Public Law", "Pub.L."},
}

// statuteVariants are the other forms of a statute's identifier a Vault
// may list it by, tried in order when the identifier as written names no
// document: statuteVariant's form; with "§" put before a section
// written without one ("CPLR 3211(a)(7)", "28 U.S.C. 1404(a)", which the
// extractor reads for the codes cited that way) or, the other way, the
// "§" taken out; and each of those with the code's name spelled another
// way (codeSpellings). The code and the section themselves never change,
// so a statute the Vault does not hold stays unresolved.
func statuteVariants(ident string) []string {
	base := statuteVariant(ident)
	forms := []string{base}
	if strings.Contains(base, "§") {
		forms = append(forms, withoutMarker(base))
	} else if m, ok := withMarker(base); ok {
		forms = append(forms, m)
	}
	for _, f := range forms[:len(forms):len(forms)] {
		forms = append(forms, respelled(f)...)
	}
	var out []string
	seen := map[string]bool{ident: true}
	for _, f := range forms {
		if f != "" && !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// withMarker puts "§ " before the last word of ident when that word is a
// section (it starts with a digit) and ident holds no "§": "N.Y. C.P.L.R.
// 302(a)(3)" -> "N.Y. C.P.L.R. § 302(a)(3)".
func withMarker(ident string) (string, bool) {
	sp := strings.LastIndexByte(ident, ' ')
	if sp <= 0 || sp+1 >= len(ident) || ident[sp+1] < '0' || ident[sp+1] > '9' {
		return "", false
	}
	return ident[:sp] + " § " + ident[sp+1:], true
}

// withoutMarker takes a single "§ " out of ident: "CPLR § 3211" ->
// "CPLR 3211". A "§§" run keeps its sign.
func withoutMarker(ident string) string {
	if strings.Contains(ident, "§§") || strings.Count(ident, "§") != 1 {
		return ""
	}
	return strings.Join(strings.Fields(strings.Replace(ident, "§", "", 1)), " ")
}

// respelled is ident with its code's name, when it opens with one of
// codeSpellings (after a title number, "28 USC"), written each other way.
func respelled(ident string) []string {
	head, rest := "", ident
	if sp := strings.IndexByte(ident, ' '); sp > 0 && ident[0] >= '0' && ident[0] <= '9' {
		head, rest = ident[:sp+1], ident[sp+1:]
	}
	for _, family := range codeSpellings {
		for _, name := range family {
			if !strings.HasPrefix(rest, name+" ") {
				continue
			}
			var out []string
			for _, other := range family {
				if other != name {
					out = append(out, head+other+rest[len(name):])
				}
			}
			return out
		}
	}
	return nil
}
