package llm

import (
	"os"
	"strings"
	"time"

	"github.com/citecheck/citecheck/judge"
)

// Judge kinds accepted by Config.Kind (--judge; docs/judge.md)
// besides the judges' own (judge.KindOpenAI, judge.KindHeuristic).
const (
	// KindReplay answers from the verdict cache only and fails closed on
	// a miss; "replay=ENDPOINT" names the endpoint whose recording to use.
	KindReplay = "replay"
)

// Defaults applied by Config.withDefaults. They are exported so the CLI
// can show them in --help.
const (
	DefaultVotes       = 1
	DefaultTimeout     = 60 * time.Second
	DefaultRetries     = 3
	DefaultConcurrency = 4
	// DefaultMaxTokens bounds the judge tokens (prompt plus the completion
	// allowance) spent on one graded response.
	DefaultMaxTokens = 60000
	// DefaultSeed is sent with every request so reruns are reproducible
	// where the endpoint honours seeds. Vote i uses DefaultSeed+i.
	DefaultSeed = 424242
	// DefaultCompletionTokens is the completion allowance per item (a
	// citation unit of a batch, a claim, a criterion). A verdict takes
	// 60-150 tokens; the rest is slack for wordy models.
	DefaultCompletionTokens = 600
	// DefaultReasoningTokens is added to the cap of every call to a
	// reasoning model, whose hidden reasoning counts against it.
	DefaultReasoningTokens = 4096
	// DefaultContextTokens is how much surrounding (not retrieved) text a
	// citation unit shows on each side of the excerpt: the checks cut
	// retrieval.WindowAround's neighbouring chunks to it, nearest text
	// kept, before any budget trimming. Small, because context is most of
	// a unit's cost after the excerpt (BENCHMARKS.md "Judge").
	DefaultContextTokens = 60
)

// Config selects and tunes a judge. The CLI maps its flags onto these
// fields: --judge Kind, --judge-url URL, --judge-model Model, --judge-cache
// CacheDir, --no-judge-cache NoCache, --votes Votes, --judge-timeout
// Timeout, --judge-retries Retries, --judge-concurrency Concurrency,
// --max-judge-tokens MaxTokens.
type Config struct {
	// Kind is "openai", "heuristic" or "" (openai when URL or APIKey is
	// set, else heuristic).
	Kind string
	// URL is the base URL of an OpenAI-compatible endpoint
	// ("http://127.0.0.1:8000/v1"); empty means api.openai.com.
	URL string
	// APIKey is sent as the bearer token when set.
	APIKey string
	// Model is the model name sent to the endpoint; required for openai.
	Model string
	// CacheDir holds the verdict cache; empty means the default
	// (cache.DefaultDir). NoCache turns the cache off. The wiring
	// (wiring.Open) opens that folder and sets Cache: the judge itself
	// reads Cache alone.
	CacheDir string
	NoCache  bool
	// Votes asks each unit this many times (seeds Seed, Seed+1, ...) and
	// keeps the majority per unit.
	Votes int
	// Timeout bounds one HTTP attempt.
	Timeout time.Duration
	// Retries is how many times a failed attempt (429, 5xx, timeout,
	// connection error, invalid output) is retried; 0 means no retry.
	Retries int
	// Concurrency bounds the calls in flight.
	Concurrency int
	// MaxTokens is the token budget per graded response (prompt tokens
	// counted with tiktoken plus the completion allowance of each call).
	MaxTokens int
	// Seed is the fixed seed sent with every request.
	Seed int
	// CompletionTokens is the completion allowance per item; a call's cap
	// is that times its items (plus ReasoningTokens for reasoning models).
	CompletionTokens int
	// ReasoningTokens is the extra cap for a reasoning model's hidden
	// reasoning (--judge-reasoning-tokens).
	ReasoningTokens int
	// MaxTokensField is max_tokens or max_completion_tokens
	// (--judge-max-tokens-field); "" picks by endpoint kind.
	MaxTokensField string
	// ReasoningEffort is sent as reasoning_effort to reasoning models
	// (--judge-reasoning-effort); "" sends none.
	ReasoningEffort string
	// ResponseFormat starts the protocol at json_schema (default),
	// json_object or none, for endpoints known to lack structured output.
	ResponseFormat string
	// AzureAPIKey (AZURE_OPENAI_API_KEY) is the key for an Azure URL
	// when APIKey is empty.
	AzureAPIKey string
	// RejudgeUnverified asks again for cached verdicts flagged as
	// unverified (--rejudge-unverified).
	RejudgeUnverified bool
	// DryRun never calls: cache hits are used and misses counted as the
	// calls a run would make (grade --dry-run).
	DryRun bool
	// Cache is the verdict cache the judge asks and fills: the folder
	// cache of CacheDir as the wiring opens it, or a shared cache given
	// in its place; NoCache still turns caching off.
	Cache judge.VerdictCache
	// OnFatal, when set, is called once with the first configuration
	// error the endpoint answers (after which the judge asks nothing
	// more), so a caller can stop its run.
	OnFatal func(error)
	// Backoff is the first wait before retrying a 5xx, timeout or
	// connection error; it doubles per attempt. MaxWait caps any single
	// wait, Retry-After included.
	Backoff time.Duration
	MaxWait time.Duration

	// retriesSet records that Retries was given explicitly (0 is a valid
	// choice, so it cannot mean "default").
	retriesSet bool
}

// SetRetries sets Retries and marks it explicit, since 0 retries is a
// legitimate choice that withDefaults must not overwrite.
func (c *Config) SetRetries(n int) { c.Retries, c.retriesSet = n, true }

// ConfigFromEnv returns a Config filled from OPENAI_BASE_URL,
// OPENAI_API_KEY, AZURE_OPENAI_API_KEY and CITECHECK_JUDGE_MODEL (FORMATS.md and
// docs/judge.md); flags override it.
func ConfigFromEnv() Config {
	return Config{
		URL:         os.Getenv("OPENAI_BASE_URL"),
		APIKey:      os.Getenv("OPENAI_API_KEY"),
		AzureAPIKey: os.Getenv("AZURE_OPENAI_API_KEY"),
		Model:       os.Getenv("CITECHECK_JUDGE_MODEL"),
	}
}

// ResolvedKind is the judge kind Open will build: Kind when set (replay
// for "replay=ENDPOINT"), else openai when an endpoint or key is
// configured, else heuristic.
func (c *Config) ResolvedKind() string {
	if c.Kind != "" {
		if strings.HasPrefix(c.Kind, KindReplay+"=") {
			return KindReplay
		}
		return c.Kind
	}
	if c.URL != "" || c.APIKey != "" {
		return judge.KindOpenAI
	}
	return judge.KindHeuristic
}

// Configured reports whether an endpoint or key is configured at all
// (so `citecheck test` may replay a recording instead).
func (c *Config) Configured() bool { return c.Kind != "" || c.URL != "" || c.APIKey != "" }

// ReplayEndpoint is ENDPOINT of "replay=ENDPOINT", else URL.
func (c *Config) ReplayEndpoint() string {
	if e, ok := strings.CutPrefix(c.Kind, KindReplay+"="); ok {
		return e
	}
	return c.URL
}

// key is the bearer or api-key value for the endpoint.
func (c *Config) key(ep endpoint) string {
	if c.APIKey == "" && (ep.kind == EndpointAzureV1 || ep.kind == EndpointAzureDeployment) {
		return c.AzureAPIKey
	}
	return c.APIKey
}

// Validate reports the first invalid setting as a KindConfig *Error
// (exit code 2), naming the flag and environment variable involved.
func (c *Config) Validate() error {
	bad := func(format string, args ...any) error {
		return judge.Errorf(judge.KindConfig, "", nil, format, args...)
	}
	switch c.ResolvedKind() {
	case judge.KindOpenAI, judge.KindHeuristic, KindReplay:
	default:
		return bad("--judge %q: want openai, heuristic, replay or replay=ENDPOINT", c.Kind)
	}
	if c.ResolvedKind() == KindReplay {
		if e := c.ReplayEndpoint(); e != "" {
			if _, err := parseEndpoint(e); err != nil {
				return bad("--judge replay=%q: %v", e, err)
			}
		}
		if c.NoCache {
			return bad("--judge replay answers from the verdict cache: it cannot run with --no-judge-cache")
		}
	}
	var ep endpoint
	if c.URL != "" {
		var err error
		if ep, err = parseEndpoint(c.URL); err != nil {
			return bad("--judge-url / OPENAI_BASE_URL %q: %v", c.URL, err)
		}
	}
	if c.ResolvedKind() == judge.KindOpenAI && c.Model == "" && ep.kind != EndpointAzureDeployment {
		return bad("--judge openai needs a model: set --judge-model or CITECHECK_JUDGE_MODEL")
	}
	switch c.MaxTokensField {
	case "", FieldMaxTokens, FieldMaxCompletionTokens:
	default:
		return bad("--judge-max-tokens-field %q: want max_tokens or max_completion_tokens", c.MaxTokensField)
	}
	switch c.ReasoningEffort {
	case "", "none", "minimal", "low", "medium", "high", "xhigh":
	default:
		return bad("--judge-reasoning-effort %q: want none, minimal, low, medium, high or xhigh", c.ReasoningEffort)
	}
	switch c.ResponseFormat {
	case "", FormatJSONSchema, FormatJSONObject, FormatNone:
	default:
		return bad("--judge-response-format %q: want json_schema, json_object or none", c.ResponseFormat)
	}
	checks := []struct {
		name string
		v    int64
	}{
		{"--votes", int64(c.Votes)}, {"--judge-timeout", int64(c.Timeout)},
		{"--judge-retries", int64(c.Retries)}, {"--judge-concurrency", int64(c.Concurrency)},
		{"--max-judge-tokens", int64(c.MaxTokens)}, {"--judge-completion-tokens", int64(c.CompletionTokens)},
		{"--judge-reasoning-tokens", int64(c.ReasoningTokens)},
		{"backoff", int64(c.Backoff)}, {"max wait", int64(c.MaxWait)},
	}
	for _, ch := range checks {
		if ch.v < 0 {
			return bad("%s must not be negative", ch.name)
		}
	}
	if c.Votes > 15 {
		return bad("--votes %d: at most 15", c.Votes)
	}
	if c.Retries > 20 {
		return bad("--judge-retries %d: at most 20", c.Retries)
	}
	if c.NoCache && c.CacheDir != "" {
		return bad("--judge-cache and --no-judge-cache are mutually exclusive")
	}
	return nil
}

// WithDefaults returns c with zero values replaced by the defaults.
func (c Config) WithDefaults() Config {
	if c.Votes == 0 {
		c.Votes = DefaultVotes
	}
	if c.Timeout == 0 {
		c.Timeout = DefaultTimeout
	}
	if c.Retries == 0 && !c.retriesSet {
		c.Retries = DefaultRetries
	}
	if c.Concurrency == 0 {
		c.Concurrency = DefaultConcurrency
	}
	if c.MaxTokens == 0 {
		c.MaxTokens = DefaultMaxTokens
	}
	if c.Seed == 0 {
		c.Seed = DefaultSeed
	}
	if c.CompletionTokens == 0 {
		c.CompletionTokens = DefaultCompletionTokens
	}
	if c.ReasoningTokens == 0 {
		c.ReasoningTokens = DefaultReasoningTokens
	}
	if c.Model == "" {
		if ep, err := parseEndpoint(c.URL); err == nil && ep.kind == EndpointAzureDeployment {
			c.Model = ep.deployment
		}
	}
	if c.Backoff == 0 {
		c.Backoff = 500 * time.Millisecond
	}
	if c.MaxWait == 0 {
		c.MaxWait = 30 * time.Second
	}
	return c
}
