package main

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
)

// heuristicNotice is the one line a run prints on stderr when the
// offline heuristic judge will decide the judge-bound criteria, so word
// rules are never mistaken for an LLM judge: which criteria, and how to
// configure an endpoint. "" when a real judge is configured or the case
// has no judge-bound criterion.
func heuristicNotice(cfg llm.Config, criteria []string) string {
	if cfg.ResolvedKind() != judge.KindHeuristic || len(criteria) == 0 {
		return ""
	}
	return fmt.Sprintf("citecheck: no LLM judge configured: %s will be decided by the offline heuristic judge (word rules, not a model); "+
		"to use an LLM judge set --judge-url or OPENAI_BASE_URL (an OpenAI-compatible endpoint), --judge-model or CITECHECK_JUDGE_MODEL, and OPENAI_API_KEY if it needs one\n",
		strings.Join(criteria, ", "))
}
