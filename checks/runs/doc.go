// Package runs reads finished grading runs back from disk: the
// scores.json (and, when asked, report.json) of every response under a
// results folder, as `citecheck grade --out DIR` wrote them. It compares
// two runs (`citecheck compare`): pass rates per criterion side by side,
// and every response whose verdicts changed, with both reasons.
//
// It only reads. It never grades, never opens a Vault and never calls a
// judge: a results folder alone is enough.
package runs
