package native

import (
	"regexp"
	"strconv"
)

// marker is a numbered reference marker in an answer ("[doc2]", "[2]")
// with its byte span and its 1-based number.
type marker struct {
	start, end, n int
}

// markers finds every match of re (whose first group is the number) in s.
func markers(s string, re *regexp.Regexp) []marker {
	var out []marker
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		n, err := strconv.Atoi(s[m[2]:m[3]])
		if err != nil || n < 1 {
			continue
		}
		out = append(out, marker{m[0], m[1], n})
	}
	return out
}
