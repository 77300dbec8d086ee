package cite

// thousandsEnd is where a number that ends at pe continues with
// thousands separators (",380" of "68,380", each group exactly three
// digits), or pe when it does not. The number before pe must be one to
// three digits for a separator to follow it.
func thousandsEnd(s string, pe int) int {
	ds := pe
	for ds > 0 && isDigit(s[ds-1]) {
		ds--
	}
	if pe-ds == 0 || pe-ds > 3 {
		return pe
	}
	e := pe
	for e+4 <= len(s) && s[e] == ',' && isDigit(s[e+1]) && isDigit(s[e+2]) && isDigit(s[e+3]) && (e+4 == len(s) || !isDigit(s[e+4])) {
		e += 4
	}
	return e
}

// thousandsPins reads the pins after a page written with thousands
// separators (", 68,385", ", 68,385-86"): each a number with its
// separators, an optional range after a dash, separated by ", ". Each
// pin is a page locator as written, separators and all.
func thousandsPins(s string, pe int) ([]pin, int) {
	var pins []pin
	end := pe
	for end+2 < len(s) && s[end] == ',' && s[end+1] == ' ' && isDigit(s[end+2]) {
		k := end + 2
		e, ok := readDigits(s, k, 3)
		if !ok {
			break
		}
		e = thousandsEnd(s, e)
		if e+1 < len(s) && s[e] == '-' && isDigit(s[e+1]) {
			if re, ok := readDigits(s, e+1, 6); ok {
				e = thousandsEnd(s, re)
			}
		}
		if e < len(s) && (isAlnum(s[e]) || s[e] == '.' && e+1 < len(s) && isDigit(s[e+1])) {
			break
		}
		v := s[k:e]
		pins = append(pins, pin{text: v, locs: []loc{{"page", v}}})
		end = e
	}
	return pins, end
}
