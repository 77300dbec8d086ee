// Package checks owns the criteria's verdicts: the Check interface, the
// Input a check reads and the Result and Findings it returns (model.go),
// the explicit registry binding each check name of a case file to its
// check (registry.go), and the checks themselves, one file per check:
//
//	C-001 citations-exist            citations_exist.go
//	C-002 citations-accessible       citations_accessible.go
//	C-003 judge:supports             supports.go
//	C-004 judge:adverse              adverse.go
//	C-005 identifiers-verbatim       identifiers_verbatim.go, identifiers_verbatim_stray.go
//	C-006 passages-on-topic          passages_on_topic.go
//	C-007 judge:calibrated           calibrated.go
//	C-008 judge:unsupported-flagged  unsupported_flagged.go, unsupported_flagged_claims.go
//	C-009 citations-have-locators    citations_have_locators.go
//	      judge:criterion            criterion.go (a criterion that names no check, Harvey-style)
//
// Each has its table-driven test beside it (C-003, C-004 and C-007 share
// one engine, judge_citation.go, and its test). What the judge checks
// share lives in judge_*.go: the citation units and their context
// windows (judge_units.go), what one response's checks memoise
// (judge_memo.go: ResponseMemo, and VaultCache across responses), the
// holdings C-004 reads (judge_holding.go), and how judge failures and
// evidence are worded (judge_common.go, judge_evidence.go). finding.go,
// reasons.go and reasoning.go turn findings into the sentences of
// scores.json and report.json.
//
// A check reads only its Input: no globals, no files, no network of its
// own (the judge it is handed may call out). It decides one criterion and
// nothing else: it does not order the steps (checks/grade does), resolve
// citations (checks/resolve), load inputs (checks/rubric) or define
// output formats (checks/report). A check that cannot decide fails, and
// says why.
package checks
