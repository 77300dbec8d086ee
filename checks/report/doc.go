// Package report owns what a grade is written as: the Harvey-Labs
// scores.json (Scores, scores.go), citecheck's report.json (Report,
// report.go, access.go, texts.go), the citation metrics both summarise
// (metrics.go, metrics_read.go), the record of every judge verdict
// (judgelog.go: the recording judge the grader wraps, and the records
// report.json keeps), the resume key scores.json carries
// (resumekey.go), redaction of what the asking user may not read
// (redact.go), and writing results atomically under a sanitised run ID
// (write.go).
//
// It defines formats and fills them from verdicts already reached: it
// runs no check, calls no judge of its own (JudgeLog only records the
// calls the checks make through it) and orders no grading steps; the
// grader (checks/grade) builds a Report and Scores and callers write
// them with WriteResults.
package report
