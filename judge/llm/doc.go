// Package llm is the OpenAI-compatible judge: it asks a chat
// completions endpoint (OpenAI, Azure OpenAI, or any compatible server)
// for the units the checks send, and accepts a verdict only when its
// evidence is verified against the unit's passage.
//
// It owns the judge's configuration (Config: flags and environment),
// endpoint parsing (endpoint.go), the protocol learned from an
// endpoint's refusals (protocol.go), the wire and transport with its
// retries and backoff (wire.go, transport.go), prompts and reply schemas
// (prompt.go, batch_prompt.go, schema.go; PromptVersion hashes them),
// decoding and salvage of replies (decode.go, reply.go, verify.go),
// token budgets (budget.go), batching, votes, the use it makes of a
// verdict cache and of unit claims (cache_vote.go, cache_claim.go),
// replay and dry runs, the probe (probe.go) and the Recorder that
// measurement tools wrap around a judge.
//
// It needs only the contract (package judge): it is given its verdict
// cache as a judge.VerdictCache and must not import the heuristic judge,
// the cache implementations or the wiring. Everything a unit carries is
// untrusted data: it goes inside nonce-delimited blocks and never steers
// what is asked.
package llm
