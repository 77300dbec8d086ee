package heuristic

import "regexp"

// A disclaimer of the answer itself ("These notes are not legal advice;
// consult counsel before relying on them") tells the reader how to use the answer, not what the
// law is: C-008 has nothing to find support for in it, though it holds
// words ("legal", "law", "governing") that mark a legal assertion.
var disclaimer = regexp.MustCompile(`(?i)^\s*(this|these|the\s+(above|foregoing)|nothing\s+(here|in\s+this\s+\w+))(\s+\w+){0,2}\s+(is|are)\s+(not\s+|to\s+be\s+taken\s+as\s+)?(legal\s+advice|a\s+legal\s+opinion|a\s+substitute\s+for\s+(legal\s+)?(advice|counsel))\s*([.;]\s*(please\s+)?(check|consult|confirm|verify|seek|speak|talk|review)\b[^.]*)?\.?\s*$`)

// isDisclaimer reports whether s, whole, is a disclaimer of legal
// advice, optionally followed by advice to check with counsel or the
// governing law; a sentence that also states a rule is not one.
func isDisclaimer(s string) bool {
	return disclaimer.MatchString(s)
}
