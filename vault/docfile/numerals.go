package docfile

import (
	"strconv"
	"strings"
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
	if n <= 0 || n >= 4000 {
		return strconv.Itoa(n)
	}
	vals := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
}
