package cite

import "strconv"

// A bare number after a Vault ID ("[DOC-4, 12]", "DOC-1, 457 n.2") is
// no locator SPEC.md names: a page, section, paragraph or chunk is
// written with its word or sign ("p. 12", "§ 12", "¶ 12"), and only a
// reporter citation takes a bare pin. Read as a page it would be a guess
// that could pass a wrong place; dropped, it left the citation with no
// locator and C-009 said so without naming what was written. It is kept
// as an unread locator, so C-009 fails it as undecidable and quotes it.

// bareNumberPin reads ", 12", ", 12-14", ", *3" or ", 457 n.2" at
// s[from:limit] (white space and emphasis before the comma allowed) when
// the number ends the reference: limit, or ".", ",", ";", ")" or "]"
// with no digit after it ("12.5" is no bare number). A four-digit year
// (1800-2099) is a date, not a place. It returns the number as written
// and where it ends, or end 0.
func bareNumberPin(s string, from, limit int) (string, int) {
	i := from
	for i < limit && (s[i] == ' ' || s[i] == '*' || s[i] == '_') {
		i++
	}
	if i >= limit || s[i] != ',' {
		return "", 0
	}
	i = skipSpaces(s, i+1, 4)
	start := i
	if i < limit && s[i] == '*' {
		i++
	}
	n := digitsAt(s, i, limit)
	if n == 0 || n > 5 {
		return "", 0
	}
	if s[start] != '*' && n == 4 {
		if y, _ := strconv.Atoi(s[i : i+4]); y >= 1800 && y < 2100 {
			return "", 0
		}
	}
	i += n
	if i < limit && s[i] == '-' {
		if m := digitsAt(s, i+1, limit); m > 0 && m <= 5 {
			i += 1 + m
		}
	}
	if k := skipSpaces(s, i, 1); k+2 < limit && s[k] == 'n' && (s[k+1] == '.' || s[k+1] == 'n' && k+2 < limit && s[k+2] == '.') {
		k += 2
		if s[k] == '.' {
			k++
		}
		k = skipSpaces(s, k, 1)
		if m := digitsAt(s, k, limit); m > 0 && m <= 4 {
			i = k + m // "457 n.2", "457 nn. 2"
			if i < limit && s[i] == '-' {
				if m := digitsAt(s, i+1, limit); m > 0 && m <= 4 {
					i += 1 + m // "457 nn. 2-3"
				}
			}
		}
	}
	if i < limit {
		switch s[i] {
		case '.', ',', ';', ')', ']':
			if i+1 < limit && s[i+1] >= '0' && s[i+1] <= '9' {
				return "", 0
			}
		default:
			return "", 0 // "DOC-1, 3 cases": prose, not a place
		}
	}
	return s[start:i], i
}

// digitsAt counts the ASCII digits at s[i:limit].
func digitsAt(s string, i, limit int) int {
	n := 0
	for i+n < limit && s[i+n] >= '0' && s[i+n] <= '9' {
		n++
	}
	return n
}
