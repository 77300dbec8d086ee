package cite

import "strings"

// Subsequent captions: a bankruptcy, probate or admiralty case is often
// cited by its adversary caption with the main case's caption in
// parentheses, "Falkner v. Rusk (In re Rusk), 91 F.4th 388, 389", and
// the Bluebook asks for both (rule 10.2.1(b)). The name walk stops at a
// ")" (it is punctuation no party name ends in), so without this the
// citation had no name, its sentence no longer read as a bare citation,
// and the proposition before it was left citing nothing.

// captionOpeners are the ways a parenthetical caption begins.
var captionOpeners = []string{"In re ", "In re: ", "In the Matter of ", "Matter of ", "Ex parte ", "In the Estate of ", "Estate of "}

// maxCaptionParen bounds the parenthetical caption: longer text in
// parentheses before a citation is not one.
const maxCaptionParen = 90

// skipBackCaptionParen returns where a parenthetical caption that ends
// right before j (white space allowed) opens, the "(" of "(In re Rusk)",
// or j when there is none. The caption must be preceded by white space
// (it follows the main caption) and hold no other parenthesis.
func skipBackCaptionParen(s string, j, lb int) int {
	k := j
	for k > lb && isSpaceByte(s[k-1]) {
		k--
	}
	if k <= lb || s[k-1] != ')' {
		return j
	}
	open := strings.LastIndexByte(s[max(lb, k-maxCaptionParen):k-1], '(')
	if open < 0 {
		return j
	}
	open += max(lb, k-maxCaptionParen)
	inner := s[open+1 : k-1]
	if strings.ContainsAny(inner, "()\n") || open <= lb || !isSpaceByte(s[open-1]) {
		return j
	}
	for _, o := range captionOpeners {
		if strings.HasPrefix(inner, o) && len(inner) > len(o) && isUpper(inner[len(o)]) {
			return open
		}
	}
	return j
}
