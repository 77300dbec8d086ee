package docfile

import (
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// letters is the alphabetic numbering Word and PDF page labels share:
// a..z, then aa..zz, aaa..: the letter repeated, not a base-26 number;
// base is 'a' or 'A'.
func letters(n int, base byte) string {
	if n <= 0 || n > 26*1000 {
		return strconv.Itoa(n)
	}
	return strings.Repeat(string(rune(base)+rune((n-1)%26)), (n-1)/26+1)
}

// roman writes 1..3999 in Roman numerals; other values as decimals.
func roman(n int) string {
	if r := textnorm.Roman(n); r != "" {
		return r
	}
	return strconv.Itoa(n)
}
