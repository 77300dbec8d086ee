// Package suite runs regression suites on citation behaviour: a folder
// with a case, responses and the verdicts each response is expected to get
// (FORMATS.md: regression suites). It loads and validates the whole suite before grading
// anything, grades every response, compares actual with expected verdicts
// per criterion, prints the comparison as a table and as JUnit XML for CI
// systems, and rewrites the expectations from the current verdicts for
// reviewed changes (Update).
//
// The command `citecheck test` is a thin shell over this package; the
// layout is
//
//	SUITE_DIR/
//	  case.json              the case; its "vault" path is relative to it
//	  responses/NAME.json    responses (FORMATS.md: the response)
//	  expected/NAME.json     {"C-001": "pass", "C-005": "fail", "why": "..."}
//
// Criteria missing from an expected file are not compared; keys that are
// not criteria of the case (such as "why") are ignored, and kept by Update.
package suite
