// Package judge reads what code cannot: whether a passage supports a
// proposition, whether its source's holding is adverse, whether a claim
// overstates it, and whether unsupported propositions are flagged. It holds
// the Judge interface, the OpenAI-compatible judge, the offline heuristic
// judge, prompts, schemas, the verdict cache, token budgets and the
// verification of the judge's evidence quotes.
//
// Everything a unit carries from an answer or a passage is untrusted data.
package judge
