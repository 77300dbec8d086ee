package judge

import (
	"context"
	"errors"
	"net/http"
	"strings"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

// openAIJudge asks an OpenAI-compatible chat completions endpoint. It is
// safe for concurrent use; Session gives each graded response its own
// token budget and stats.
type openAIJudge struct {
	cfg    Config
	client *openai.Client
	doer   *doer
	sem    chan struct{}
	cache  *fileCache // nil when --no-judge-cache
	total  counters
}

// newOpenAI builds the judge from a defaulted, validated Config.
func newOpenAI(cfg Config) (*openAIJudge, error) {
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.URL != "" {
		oc.BaseURL = strings.TrimRight(cfg.URL, "/")
	}
	d := &doer{
		base:    &http.Client{},
		timeout: cfg.Timeout,
		retries: cfg.Retries,
		backoff: cfg.Backoff,
		maxWait: cfg.MaxWait,
		sleep:   sleepCtx,
	}
	oc.HTTPClient = d
	j := &openAIJudge{cfg: cfg, client: openai.NewClientWithConfig(oc), doer: d,
		sem: make(chan struct{}, cfg.Concurrency)}
	if !cfg.NoCache {
		dir := cfg.CacheDir
		if dir == "" {
			var err error
			if dir, err = DefaultCacheDir(); err != nil {
				return nil, err
			}
		}
		c, err := openCache(dir)
		if err != nil {
			return nil, err
		}
		j.cache = c
	}
	return j, nil
}

// Model names the model and the endpoint, for scores.json judge_model.
func (j *openAIJudge) Model() string {
	host := "https://api.openai.com/v1"
	if j.cfg.URL != "" {
		host = j.cfg.URL
	}
	return j.cfg.Model + " via " + host
}

// Stats is what this judge spent over its lifetime.
func (j *openAIJudge) Stats() Stats {
	s := j.total.get()
	s.PromptVersion = PromptVersion
	return s
}

// Assess answers one unit under a budget of its own.
func (j *openAIJudge) Assess(ctx context.Context, u Unit) (Assessment, error) {
	return j.assess(ctx, u, newBudget(j.cfg.MaxTokens), tally{&j.total})
}

// Session returns a view for one graded response: one token budget and
// its own stats, sharing the client, the semaphore and the cache.
func (j *openAIJudge) Session() Judge {
	return &openAISession{j: j, budget: newBudget(j.cfg.MaxTokens)}
}

// openAISession is one graded response's view of an openAIJudge.
type openAISession struct {
	j      *openAIJudge
	budget *budget
	stats  counters
}

func (s *openAISession) Model() string { return s.j.Model() }

// Stats is what this graded response spent.
func (s *openAISession) Stats() Stats {
	st := s.stats.get()
	st.PromptVersion = PromptVersion
	return st
}

func (s *openAISession) Assess(ctx context.Context, u Unit) (Assessment, error) {
	return s.j.assess(ctx, u, s.budget, tally{&s.j.total, &s.stats})
}

// assess validates u, fits it to the budget, and collects one verdict per
// vote (cache first), combining them by majority.
func (j *openAIJudge) assess(ctx context.Context, u Unit, b *budget, t tally) (Assessment, error) {
	if err := validateUnit(&u); err != nil {
		return Assessment{}, err
	}
	sent, err := b.fit(u, j.cfg.Votes, j.cfg.CompletionTokens)
	if err != nil {
		return Assessment{}, err
	}
	votes := make([]Assessment, 0, j.cfg.Votes)
	for i := 0; i < j.cfg.Votes; i++ {
		a, err := j.vote(ctx, &sent, j.cfg.Seed+i, t)
		if err != nil {
			return Assessment{}, err
		}
		votes = append(votes, a)
	}
	out := majority(votes)
	if sent.Before != u.Before || sent.After != u.After {
		out.Reasoning += " [surrounding context trimmed to fit the token budget]"
	}
	return out, nil
}

// vote returns the verdict for u with one seed, from the cache when
// present; a live verdict is stored, an error never is.
func (j *openAIJudge) vote(ctx context.Context, u *Unit, seed int, t tally) (Assessment, error) {
	var key string
	if j.cache != nil {
		key = cacheKey(j.cfg.Model, seed, u)
		if a, ok := j.cache.get(key); ok {
			t.add(0, 1, 0, 0)
			a.Origin = FromCache
			return a, nil
		}
	}
	a, err := j.live(ctx, u, seed, t)
	if err != nil {
		return Assessment{}, err
	}
	if j.cache != nil {
		if err := j.cache.put(key, a); err != nil {
			return Assessment{}, err
		}
	}
	return a, nil
}

// live asks the endpoint, retrying invalid output up to Retries times
// and a supporting verdict with a missing quote once more.
func (j *openAIJudge) live(ctx context.Context, u *Unit, seed int, t tally) (Assessment, error) {
	select {
	case j.sem <- struct{}{}:
		defer func() { <-j.sem }()
	case <-ctx.Done():
		return Assessment{}, errorf(KindUnreachable, u.ID, ctx.Err(), "cancelled while waiting for a free connection")
	}
	var lastErr error
	quoteRetried := false
	var fallback *Assessment
	for attempt := 0; attempt <= j.cfg.Retries || (fallback != nil && !quoteRetried); attempt++ {
		if fallback != nil {
			quoteRetried = true
		}
		content, err := j.complete(ctx, u, seed, t)
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				return Assessment{}, err
			}
			lastErr = err
			continue
		}
		r, err := parseReply(u.Kind, content)
		if err != nil {
			lastErr = err
			continue
		}
		if *r.UnitID != u.ID {
			lastErr = errors.New("the verdict is for unit " + quoteID(*r.UnitID) + ", not " + quoteID(u.ID))
			continue
		}
		a, retry, err := verify(u, r)
		if err != nil {
			lastErr = err
			continue
		}
		if retry != nil {
			if quoteRetried {
				return *retry, nil
			}
			fallback = retry
			continue
		}
		return a, nil
	}
	if fallback != nil {
		return *fallback, nil
	}
	return Assessment{}, errorf(KindInvalidOutput, u.ID, lastErr, "no valid verdict after %d attempt(s)", j.cfg.Retries+1)
}

func quoteID(s string) string { return `"` + s + `"` }

// complete sends one unit's request and returns the message content.
func (j *openAIJudge) complete(ctx context.Context, u *Unit, seed int, t tally) (string, error) {
	nonce, err := newNonce(u)
	if err != nil {
		return "", errorf(KindUnreachable, u.ID, err, "no nonce")
	}
	return j.send(ctx, render(u, nonce), schemaName(u.Kind), schemaFor(u.Kind), j.cfg.CompletionTokens, seed, u.ID, t)
}

// send posts one chat completion and returns the message content.
// Transport failures (after the doer's retries) come back as a
// KindUnreachable *Error; an answer that cannot be decoded comes back as
// a plain error so the caller retries it as invalid output.
func (j *openAIJudge) send(ctx context.Context, p prompt, name string, schema *jsonschema.Definition, maxTokens, seed int, unit string, t tally) (string, error) {
	s := seed
	req := openai.ChatCompletionRequest{
		Model: j.cfg.Model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: p.System},
			{Role: openai.ChatMessageRoleUser, Content: p.User},
		},
		MaxCompletionTokens: maxTokens,
		Seed:                &s,
		ResponseFormat: &openai.ChatCompletionResponseFormat{
			Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
				Name: name, Schema: schema, Strict: true,
			},
		},
	}
	resp, err := j.client.CreateChatCompletion(ctx, req)
	t.add(1, 0, 0, 0)
	if err != nil {
		return "", classify(ctx, unit, err)
	}
	t.add(0, 0, resp.Usage.PromptTokens, resp.Usage.CompletionTokens)
	if len(resp.Choices) == 0 {
		return "", errors.New("the reply has no choices")
	}
	c := resp.Choices[0]
	if c.FinishReason == openai.FinishReasonLength {
		return "", errors.New("the reply was cut off at the completion limit")
	}
	return c.Message.Content, nil
}

// classify turns a go-openai error into a KindUnreachable *Error, or
// returns it as is when it means the reply could not be decoded.
func classify(ctx context.Context, unit string, err error) error {
	var ue *unreachableError
	var api *openai.APIError
	var re *openai.RequestError
	switch {
	case ctx.Err() != nil:
		return errorf(KindUnreachable, unit, ctx.Err(), "the grading deadline passed")
	case errors.As(err, &ue):
		return errorf(KindUnreachable, unit, err, "endpoint unreachable")
	case errors.As(err, &api):
		return errorf(KindUnreachable, unit, err, "endpoint answered HTTP %d", api.HTTPStatusCode)
	case errors.As(err, &re):
		return errorf(KindUnreachable, unit, err, "endpoint answered HTTP %d", re.HTTPStatusCode)
	case errors.Is(err, context.DeadlineExceeded):
		return errorf(KindUnreachable, unit, err, "timed out")
	}
	return err
}
