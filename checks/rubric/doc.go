// Package rubric owns what is graded: the case (rubric) file of FORMATS.md (the case file)
// with its criteria, topic and defaults, the response of FORMATS.md (the response) with its
// retrieval trace, their strict loaders, the limits on one response's
// size and work, and the errors bad input maps to.
//
//   - Case, Criterion, Topic, Response (types.go): the models every later
//     step reads.
//   - LoadCase, ParseCase (case.go); LoadResponse, ParseResponse*
//     (response.go); LoadTrace (trace.go): each error is an *InputError
//     naming file, line and field (exit code 2); jsonfields.go reads JSON
//     keeping each key's line, limits.go bounds and checks raw bytes.
//   - Limits (limits_work.go): how many trace entries, citations per
//     proposition and judge units one response may cause.
//   - CheckNames (checknames.go): the check names a case file may bind a
//     criterion to; package checks binds each to code.
//
// It reads files and bytes only: it never opens a Vault, runs a check or
// calls a judge, and imports nothing of citecheck above retrieval and
// checks/cite.
package rubric
