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

// markers finds every match of re (whose first group is the number) in
// s. Every match is returned, whatever its number: a marker numbered 0
// or past the citations is the caller's to judge (Azure's [doc0] names
// no citation and is bad input, never a marker silently skipped). A
// number too long to read is -1.
func markers(s string, re *regexp.Regexp) []marker {
	var out []marker
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		n, err := strconv.Atoi(s[m[2]:m[3]])
		if err != nil {
			n = -1
		}
		out = append(out, marker{m[0], m[1], n})
	}
	return out
}
