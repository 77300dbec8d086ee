// Package wiring chooses and builds the judge a run uses, from the
// judge configuration (flags and environment): the offline
// heuristic judge, the OpenAI-compatible judge with its verdict cache,
// or a replaying judge that answers from a recording. It is the one
// place that knows every room of judge; callers (cmd, the checks'
// tests) open judges through it.
//
// It owns Open, the choice of the recording to replay, and whether a
// cache holds a recording of the current prompts. It must not judge,
// ask an endpoint or read cache entries itself: each room does its own
// job, and this package only connects them.
package wiring
