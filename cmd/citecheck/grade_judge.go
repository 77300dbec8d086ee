package main

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/judge"
)

// judgeFlags are the judge settings of SPEC §6, shared by the commands
// that grade (grade, test, serve): flags override the environment.
type judgeFlags struct {
	kind, url, model, cache string
	noCache                 bool
	votes                   int
	timeout                 time.Duration
	retries                 int
	concurrency             int
	maxTokens               int
}

// register adds the judge flags to cmd.
func (j *judgeFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&j.kind, "judge", "", "judge for the semantic criteria: openai or heuristic (default: openai when an endpoint or key is configured, else heuristic)")
	f.StringVar(&j.url, "judge-url", "", "OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 (env OPENAI_BASE_URL)")
	f.StringVar(&j.model, "judge-model", "", "model name sent to the endpoint (env CITECHECK_JUDGE_MODEL)")
	f.StringVar(&j.cache, "judge-cache", "", "verdict cache folder (default: the user cache dir)")
	f.BoolVar(&j.noCache, "no-judge-cache", false, "do not read or write the verdict cache")
	f.IntVar(&j.votes, "votes", judge.DefaultVotes, "ask each unit N times and keep the majority")
	f.DurationVar(&j.timeout, "judge-timeout", judge.DefaultTimeout, "timeout of one judge call")
	f.IntVar(&j.retries, "judge-retries", judge.DefaultRetries, "retries on 429, 5xx, timeouts and invalid output")
	f.IntVar(&j.concurrency, "judge-concurrency", judge.DefaultConcurrency, "judge calls in flight")
	f.IntVar(&j.maxTokens, "max-judge-tokens", judge.DefaultMaxTokens, "judge token budget per graded response")
}

// config is the environment's judge configuration with the flags given
// on the command line laid over it.
func (j *judgeFlags) config(cmd *cobra.Command) (judge.Config, error) {
	cfg := judge.ConfigFromEnv()
	f := cmd.Flags()
	if f.Changed("judge") {
		cfg.Kind = j.kind
	}
	if f.Changed("judge-url") {
		cfg.URL = j.url
	}
	if f.Changed("judge-model") {
		cfg.Model = j.model
	}
	cfg.CacheDir, cfg.NoCache = j.cache, j.noCache
	cfg.Votes, cfg.Timeout, cfg.Concurrency, cfg.MaxTokens = j.votes, j.timeout, j.concurrency, j.maxTokens
	cfg.SetRetries(j.retries)
	if err := cfg.Validate(); err != nil {
		return cfg, err
	}
	return cfg, nil
}
