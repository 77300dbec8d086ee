// Package heuristic is the offline judge: word rules in place of
// reading, for the units the checks send (support, adverse holding,
// over-claiming, unflagged unsupported propositions). It is the judge
// without an endpoint, labelled "heuristic" in every report.
//
// It owns the rules (one file per family: alignment, polarity, roles,
// facts, holdings, calibration, modals, waivers), their word tables
// (words.go, words_facts.go, and the text tables in tables/, embedded at
// build time), the memo of analysed texts and verdicts
// (memo.go) and Version, the hash of every list, pattern and threshold
// the rules read. Holding reading (ReadHolding) and the unit's source
// label (SourceLabel) are exported because the checks build units with
// them.
//
// It needs only the contract (package judge): it must not import the
// LLM judge, the caches or the wiring, must not call anything outside
// the process, and must never guess a pass: where its rules cannot
// decide, the verdict fails and says so. Everything a unit carries is
// untrusted text that the rules read and never obey.
package heuristic
