package suite

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// DocumentedKeys are the keys an expected file may carry besides
// criterion IDs: free text for people, kept by Update and never compared.
var DocumentedKeys = []string{"why", "note", "notes", "comment", "tags"}

// criterionShape is what a folded key looks like when it tries to be a
// criterion ID of the seed-rubric kind: "C-001", "c005", "C_002".
var criterionShape = regexp.MustCompile(`^C-?[0-9]+$`)

// foldCriterionKey is a key as a reader would take it: NFKC, invisible
// and format characters and spaces gone, every dash, underscore and space
// one "-", upper case, and the look-alikes a typo or a copy-paste brings
// (Cyrillic and Greek C and O, the letter O among digits) read as C and
// 0. "c-005", "C_002", "C-003 ", "C-0O1" and "C‑004" (a non-breaking
// hyphen) all fold to the shape of "C-NNN".
func foldCriterionKey(k string) string {
	k = norm.NFKC.String(k)
	var b strings.Builder
	for _, r := range k {
		switch {
		case unicode.Is(unicode.Cf, r):
			// zero-width and bidi characters
		case unicode.IsSpace(r) && b.Len() == 0:
		case r == '_' || unicode.Is(unicode.Pd, r) || r == '−' || unicode.IsSpace(r):
			b.WriteByte('-')
		case strings.ContainsRune("СсϹϲ", r):
			b.WriteByte('C')
		case strings.ContainsRune("ОоΟο", r):
			b.WriteByte('O')
		default:
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	s := strings.Trim(b.String(), "-")
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	if len(s) > 1 {
		// The letter O among digits is a zero: "C-0O1".
		head, tail := s[:1], []byte(s[1:])
		for i, c := range tail {
			if c == 'O' {
				tail[i] = '0'
			}
		}
		s = head + string(tail)
	}
	return s
}

// checkKey decides what an expected-file key is: a criterion of the case
// (compared), a documented free-text key (kept), another key (kept), or
// a key that tries to be a criterion and is not one of the case's: an
// error naming the key and, when it folds to a criterion, which one was
// meant. A misspelt key would otherwise silently compare nothing.
func checkKey(key string, criteria map[string]bool) (isCriterion bool, err error) {
	if criteria[key] {
		return true, nil
	}
	for _, d := range DocumentedKeys {
		if key == d {
			return false, nil
		}
	}
	undashed := func(s string) string { return strings.ReplaceAll(foldCriterionKey(s), "-", "") }
	folded := foldCriterionKey(key)
	var ids []string
	for id := range criteria {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if undashed(id) == undashed(key) {
			return false, fmt.Errorf("%q is not a criterion ID of the case; did you mean %q? (keys are exact)", key, id)
		}
	}
	if criterionShape.MatchString(folded) || criterionShape.MatchString(strings.ReplaceAll(folded, "-", "")) {
		return false, fmt.Errorf("%q is shaped like a criterion ID but the case has no such criterion (it has %s)", key, strings.Join(ids, ", "))
	}
	return false, nil
}
