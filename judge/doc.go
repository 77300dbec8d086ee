// Package judge is the contract between the checks and the judges that
// read what code cannot: whether a passage supports a proposition,
// whether its source's holding is adverse, whether a claim overstates
// it, and whether unsupported propositions are flagged.
//
// It owns what every judge and every caller shares: the Judge interface
// and its optional faces (Batcher, Sessioner, StatsReporter,
// Identifier), Unit and its validation, Assessment, Outcome and
// AssessAll, the error kinds, Identity and Fingerprint, Stats and the
// Protocol record it carries, the verification of evidence quotes
// (QuoteOccurs, LocateQuote: what makes any judge's verdict
// acceptable), the detection of instructions hidden in untrusted text
// (DetectInjection), the per-response Memo, and the verdict-cache
// interfaces with the keys verdicts are stored under.
//
// The rooms below it each need only this package and never one another:
// judge/llm (the OpenAI-compatible judge), judge/heuristic (the offline
// judge), judge/cache (the folder cache) and judge/rediscache (the
// shared cache). judge/wiring, above them, chooses which judge and which
// cache a run uses. This package must not import any of them, call
// anything outside the process, or decide a deterministic criterion.
//
// Everything a unit carries from an answer or a passage is untrusted
// data.
package judge
