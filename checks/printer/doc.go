// Package printer renders a graded response (scores.json and report.json,
// package checks) for people and tools: a text summary for terminals,
// Markdown, JSON (scores.json with the report under "report"), a
// self-contained HTML report for reviewers, and JUnit XML for CI systems.
//
// Each format lives in its own file behind one function of the same shape,
// WriteX(w, scores, report, opts), so commands (grade --format, test, the
// HTTP service) choose a format without knowing how it is drawn. Printers
// never grade and never decide anything: they only show what the grader
// decided, in a deterministic order, so their output can be compared byte
// for byte with golden files.
//
// Unless Options.ShowDenied is set every printer withholds the text of
// documents the asking user could not read at the time asked (passages,
// trace text, judge evidence and the findings that quote them): a
// reviewer has no right to read behind the asker's wall. Every report
// says which mode it was written in.
package printer
