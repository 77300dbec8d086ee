// Package grade owns the grader: the one place that knows the order of
// the steps that turn an answer into verdicts, and runs them.
//
//   - Grader.Grade (grader.go): extract the answer (extractor.go,
//     extract_asked.go), resolve its citations (checks/resolve), check
//     the retrieval trace against the Vault and locate each passage
//     (retrieval), run every deterministic check and then every judge
//     check (run.go: panic-safe, fail-closed), and assemble scores.json
//     (scores.go) and report.json (report.go, report_access.go,
//     report_texts.go).
//   - Asker, Validate (asker.go, asker_users.go): who asked and when,
//     after every override, and whether a response can be graded at all.
//   - ResumeKey, GraderVersion (fingerprint.go): what a verdict depends
//     on, so batches, the suite and the service reuse a result only when
//     nothing it depends on changed.
//
// The grader shares caches of facts derived from the read-only Vault
// across responses (checks.VaultCache) and memoises what the judge
// checks of one response share (checks.ResponseMemo).
//
// It decides no criterion itself (the checks do), defines no output
// format (checks/report does) and never writes files; callers
// (batch, suite, service, cmd) write what it returns.
package grade
