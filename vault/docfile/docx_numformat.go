package docfile

import (
	"strconv"
	"strings"
)

// formatNumber writes n in a w:numFmt number format. Formats citecheck
// does not know (the East Asian counting systems, enclosed numbers) are
// written as decimals, which still cite the right clause; "none" writes
// nothing.
func formatNumber(format string, n int) string {
	switch format {
	case "none", "bullet":
		return ""
	case "decimalZero":
		if n >= 0 && n < 10 {
			return "0" + strconv.Itoa(n)
		}
	case "lowerLetter":
		return letters(n, 'a')
	case "upperLetter":
		return letters(n, 'A')
	case "lowerRoman":
		return strings.ToLower(roman(n))
	case "upperRoman":
		return roman(n)
	case "ordinal":
		return strconv.Itoa(n) + ordinalSuffix(n)
	case "chicago":
		if n > 0 && n <= 400 {
			return chicago(n)
		}
	case "cardinalText":
		if s := cardinalWords(n); s != "" {
			return capitalise(s)
		}
	case "ordinalText":
		if s := ordinalWords(n); s != "" {
			return capitalise(s)
		}
	}
	return strconv.Itoa(n)
}

func ordinalSuffix(n int) string {
	if n%100 >= 11 && n%100 <= 13 {
		return "th"
	}
	switch n % 10 {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}

var (
	smallCardinals = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tensCardinals = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	smallOrdinals = []string{"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
		"eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}
	tensOrdinals = []string{"", "", "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"}
)

// cardinalWords writes 0..99 in English words ("twenty-one"), else "".
func cardinalWords(n int) string {
	switch {
	case n < 0 || n > 99:
		return ""
	case n < 20:
		return smallCardinals[n]
	case n%10 == 0:
		return tensCardinals[n/10]
	}
	return tensCardinals[n/10] + "-" + smallCardinals[n%10]
}

// ordinalWords writes 0..99 as English ordinal words ("twenty-first").
func ordinalWords(n int) string {
	switch {
	case n < 0 || n > 99:
		return ""
	case n < 20:
		return smallOrdinals[n]
	case n%10 == 0:
		return tensOrdinals[n/10]
	}
	return tensCardinals[n/10] + "-" + smallOrdinals[n%10]
}

func capitalise(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// chicagoSymbols are the Chicago Manual's note marks, in order; after
// the fourth they double, then triple (*, †, ‡, §, **, ††, ...).
var chicagoSymbols = []string{"*", "†", "‡", "§"}

func chicago(n int) string {
	return strings.Repeat(chicagoSymbols[(n-1)%4], (n-1)/4+1)
}
