package main

import (
	"context"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/rediscache"
)

// judgeFlags are the judge settings (docs/judge.md), shared by the commands
// that grade (grade, test, serve) and by `judge probe`: flags override
// the environment.
type judgeFlags struct {
	kind, url, model, cache string
	noCache                 bool
	votes                   int
	timeout                 time.Duration
	retries                 int
	concurrency             int
	maxTokens               int
	completionTokens        int
	reasoningTokens         int
	maxTokensField          string
	reasoningEffort         string
	responseFormat          string
	rejudgeUnverified       bool
	judgeCacheFlags
}

// register adds the judge flags to cmd.
func (j *judgeFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&j.kind, "judge", "", "judge for the semantic criteria: openai, heuristic, or replay[=ENDPOINT] (answer from the verdict cache only, failing closed on a miss) (default: openai when an endpoint or key is configured, else heuristic)")
	f.StringVar(&j.url, "judge-url", "", "OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1; Azure: https://RES.openai.azure.com/openai/v1, or .../openai/deployments/DEP?api-version=V (env OPENAI_BASE_URL)")
	f.StringVar(&j.model, "judge-model", "", "model name sent to the endpoint; the deployment for Azure v1 (env CITECHECK_JUDGE_MODEL)")
	f.StringVar(&j.cache, "judge-cache", "", "verdict cache: a folder, or a Redis server shared by several processes, redis://[USER@]HOST:PORT/DB or rediss:// for TLS (password from the URL or $"+rediscache.PasswordEnv+") (default: a folder in the user cache dir)")
	f.BoolVar(&j.noCache, "no-judge-cache", false, "do not read or write the verdict cache")
	f.IntVar(&j.votes, "votes", llm.DefaultVotes, "ask each unit N times and keep the majority")
	f.DurationVar(&j.timeout, "judge-timeout", llm.DefaultTimeout, "timeout of one judge call")
	f.IntVar(&j.retries, "judge-retries", llm.DefaultRetries, "retries on 429, 5xx, timeouts and invalid output")
	f.IntVar(&j.concurrency, "judge-concurrency", llm.DefaultConcurrency, "judge calls in flight")
	f.IntVar(&j.maxTokens, "max-judge-tokens", llm.DefaultMaxTokens, "judge token budget per graded response")
	f.IntVar(&j.completionTokens, "judge-completion-tokens", llm.DefaultCompletionTokens, "completion allowance per verdict asked; a call's cap is this times its units")
	f.IntVar(&j.reasoningTokens, "judge-reasoning-tokens", llm.DefaultReasoningTokens, "extra completion cap per call for a reasoning model's hidden reasoning")
	f.StringVar(&j.maxTokensField, "judge-max-tokens-field", "", "field the completion cap is sent in: max_tokens or max_completion_tokens (default: max_completion_tokens for api.openai.com and Azure, max_tokens for other endpoints)")
	f.StringVar(&j.reasoningEffort, "judge-reasoning-effort", "", "reasoning_effort sent to reasoning models (o1/o3/o4, gpt-5, deepseek-r1, ...): none, minimal, low, medium, high or xhigh (default: not sent)")
	f.StringVar(&j.responseFormat, "judge-response-format", "", "start at this response format: json_schema, json_object or none (default json_schema; citecheck falls back by itself when the endpoint refuses)")
	f.BoolVar(&j.rejudgeUnverified, "rejudge-unverified", false, "ask again for cached verdicts whose evidence could not be verified")
	j.registerCache(cmd)
}

// config is the environment's judge configuration with the flags given
// on the command line laid over it.
func (j *judgeFlags) config(cmd *cobra.Command) (llm.Config, error) {
	cfg := llm.ConfigFromEnv()
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
	cfg.CompletionTokens, cfg.ReasoningTokens = j.completionTokens, j.reasoningTokens
	cfg.MaxTokensField, cfg.ReasoningEffort, cfg.ResponseFormat = j.maxTokensField, j.reasoningEffort, j.responseFormat
	cfg.RejudgeUnverified = j.rejudgeUnverified
	cfg.SetRetries(j.retries)
	if err := cfg.Validate(); err != nil {
		return cfg, err
	}
	if err := j.applyCache(cmd, &cfg); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// stopOnFatal makes cfg cancel the run at the judge's first
// configuration error (an endpoint that rejects the request as
// configured): grading stops instead of failing every remaining call.
// It returns the derived context and a function that reports the error
// that stopped it, nil if none.
func stopOnFatal(ctx context.Context, cfg *llm.Config) (context.Context, func() error, context.CancelFunc) {
	ctx, cancel := context.WithCancel(ctx)
	var mu sync.Mutex
	var fatal error
	cfg.OnFatal = func(err error) {
		mu.Lock()
		if fatal == nil {
			fatal = err
		}
		mu.Unlock()
		cancel()
	}
	return ctx, func() error {
		mu.Lock()
		defer mu.Unlock()
		return fatal
	}, cancel
}
