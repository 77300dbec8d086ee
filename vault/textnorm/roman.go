package textnorm

import "strings"

// Roman writes n (1..3999) as an upper-case Roman numeral, the one
// canonical form ("XIV", never "XIIII"), or "" for any other n. Page
// labels, Word's list numbers, clause numbers and synthetic headings are
// all written with it, so they agree on every numeral.
func Roman(n int) string {
	if n <= 0 || n >= 4000 {
		return ""
	}
	vals := [...]int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := [...]string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
}
