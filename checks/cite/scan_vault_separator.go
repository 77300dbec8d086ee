package cite

import "strings"

// pastBracketSeparator returns where the locators start after a Vault
// ID inside a bracket when a separator other than a comma stands between
// them, as tools that print "ID | locator" or "ID — locator" write it: a
// bar, an em or en dash, or a hyphen with a space on each side. It
// returns i when s[i:ce] opens with no such separator, so the caller
// reads from the ID's end as before.
func pastBracketSeparator(s string, i, ce int) int {
	j := skipSpaces(s, i, 4)
	spaced := j > i
	rest := s[j:ce]
	for _, sep := range []string{"|", "—", "–"} {
		if strings.HasPrefix(rest, sep) {
			return skipSpaces(s, j+len(sep), 4)
		}
	}
	if spaced && strings.HasPrefix(rest, "- ") {
		return skipSpaces(s, j+1, 4)
	}
	return i
}
