package llm

import (
	"context"
	"net/http"

	openai "github.com/sashabaranov/go-openai"

	"github.com/citecheck/citecheck/judge"
)

// Offline modes of the OpenAI-compatible judge: it keeps the identity,
// the budget and the batching of the judge it stands in for, so it finds
// exactly the verdicts that judge recorded, but never calls.
const (
	modeLive   = ""
	modeReplay = "replay"  // --judge replay: a miss fails closed
	modeDryRun = "dry-run" // grade --dry-run: a miss is counted
)

// openAIJudge asks an OpenAI-compatible chat completions endpoint. It is
// safe for concurrent use; Session gives each graded response its own
// token budget and stats.
type openAIJudge struct {
	cfg    Config
	ep     endpoint
	client *openai.Client
	doer   *doer
	sem    chan struct{}
	cache  judge.VerdictCache // nil when off
	proto  *protocolState
	mode   string
	total  counters
}

// newOpenAI builds the judge from a defaulted, validated Config.
func newOpenAI(cfg Config) (*openAIJudge, error) {
	ep, err := parseEndpoint(cfg.URL)
	if err != nil {
		return nil, judge.Errorf(judge.KindConfig, "", err, "--judge-url %q", cfg.URL)
	}
	d := &doer{
		base:    &http.Client{},
		timeout: cfg.Timeout,
		retries: cfg.Retries,
		backoff: cfg.Backoff,
		maxWait: cfg.MaxWait,
		sleep:   sleepCtx,
	}
	oc := ep.clientConfig(cfg.key(ep))
	oc.HTTPClient = d
	j := &openAIJudge{cfg: cfg, ep: ep, client: openai.NewClientWithConfig(oc), doer: d,
		sem: make(chan struct{}, cfg.Concurrency)}
	switch {
	case cfg.DryRun:
		j.mode = modeDryRun
	case cfg.Kind == KindReplay || cfg.ResolvedKind() == KindReplay:
		j.mode = modeReplay
	}
	if !cfg.NoCache {
		j.cache = cfg.Cache // the wiring opens the folder cache of CacheDir
	}
	p, settled := initialProtocol(&j.cfg, ep), false
	var onLearn func(judge.Protocol)
	if rc, ok := j.cache.(judge.RecordingCache); ok && j.mode == modeLive {
		key := judge.ProtocolKey(j.Identity())
		if learned, ok := rc.LoadProtocol(key); ok {
			// What the flags say explicitly wins over what was learned.
			if cfg.MaxTokensField != "" {
				learned.MaxTokensField = cfg.MaxTokensField
			}
			if cfg.ResponseFormat != "" {
				learned.ResponseFormat = cfg.ResponseFormat
			}
			p, settled = learned, true
		}
		onLearn = func(p judge.Protocol) { rc.StoreProtocol(key, p) } // best effort: relearned if lost
	}
	j.proto = newProtocolState(p, settled, onLearn)
	j.proto.onFatal = cfg.OnFatal
	return j, nil
}

// Model names the model and the endpoint, for scores.json judge_model.
func (j *openAIJudge) Model() string {
	host := "https://api.openai.com/v1"
	if j.cfg.URL != "" {
		host = j.cfg.URL
	}
	s := j.cfg.Model + " via " + host
	switch j.mode {
	case modeReplay:
		s += " (replayed from the verdict cache)"
	case modeDryRun:
		s += " (dry run)"
	}
	return s
}

// Stats is what this judge spent over its lifetime.
func (j *openAIJudge) Stats() judge.Stats {
	s := j.total.get()
	s.PromptVersion = PromptVersion
	p := j.proto.snapshot()
	s.Protocol = &p
	return s
}

// Protocol is how the judge asks its endpoint now.
func (j *openAIJudge) Protocol() judge.Protocol { return j.proto.snapshot() }

// Fatal is the configuration error that stopped the judge's calls, if
// any: the CLI stops the run on it.
func (j *openAIJudge) Fatal() error { return j.proto.fatalErr() }

// Assess answers one unit under a budget of its own.
func (j *openAIJudge) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	return j.assess(ctx, u, newBudget(j.cfg.MaxTokens), tally{&j.total})
}

// Session returns a view for one graded response: one token budget and
// its own stats, sharing the client, the semaphore, the protocol and the
// cache.
func (j *openAIJudge) Session() judge.Judge {
	return &openAISession{j: j, budget: newBudget(j.cfg.MaxTokens)}
}

// openAISession is one graded response's view of an openAIJudge.
type openAISession struct {
	j      *openAIJudge
	budget *budget
	stats  counters
}

func (s *openAISession) Model() string { return s.j.Model() }

// Stats is what this graded response spent, with the protocol used.
func (s *openAISession) Stats() judge.Stats {
	st := s.stats.get()
	st.PromptVersion = PromptVersion
	p := s.j.proto.snapshot()
	st.Protocol = &p
	return st
}

func (s *openAISession) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	return s.j.assess(ctx, u, s.budget, tally{&s.j.total, &s.stats})
}

// assess validates u, fits it to the budget, and collects one verdict per
// vote (cache first), combining them by majority.
func (j *openAIJudge) assess(ctx context.Context, u judge.Unit, b *budget, t tally) (judge.Assessment, error) {
	if err := judge.ValidateUnit(&u); err != nil {
		return judge.Assessment{}, err
	}
	sent, err := b.fit(u, j.cfg.Votes, j.cfg.CompletionTokens*items(&u))
	if err != nil {
		return judge.Assessment{}, err
	}
	votes := make([]judge.Assessment, 0, j.cfg.Votes)
	for i := 0; i < j.cfg.Votes; i++ {
		o := j.vote(ctx, []*judge.Unit{&sent}, j.cfg.Seed+i, t)[0]
		if o.err != nil {
			return judge.Assessment{}, o.err
		}
		votes = append(votes, o.a)
	}
	out := majority(votes)
	if sent.Before != u.Before || sent.After != u.After {
		out.Reasoning += " [surrounding context trimmed to fit the token budget]"
	}
	return out, nil
}

// items is how many answers a unit's call asks for.
func items(u *judge.Unit) int {
	if u.Kind == judge.UnitUnsupported {
		return max(1, len(u.Claims))
	}
	return 1
}

// live asks the endpoint for units holding one concurrency slot: several
// citation units in one call, or one unit of another kind.
func (j *openAIJudge) live(ctx context.Context, units []*judge.Unit, seed int, t tally) []unitResult {
	label := units[0].ID
	select {
	case j.sem <- struct{}{}:
		defer func() { <-j.sem }()
	case <-ctx.Done():
		out := make([]unitResult, len(units))
		for i := range out {
			out[i].err = judge.Errorf(judge.KindUnreachable, label, ctx.Err(), "cancelled while waiting for a free connection")
		}
		return out
	}
	switch units[0].Kind {
	case judge.UnitCitation:
		return j.ask(ctx, citationSet{units}, seed, t)
	case judge.UnitUnsupported:
		return []unitResult{mergeClaims(units[0], j.ask(ctx, claimSet{units[0]}, seed, t))}
	}
	return j.ask(ctx, criterionSet{units[0]}, seed, t)
}

// mergeClaims makes one C-008 verdict of the claims' verdicts. A claim
// with no verdict at all fails the unit (C-008 cannot be decided without
// it); an unverified claim is kept, flagged, and counts as unflagged.
func mergeClaims(u *judge.Unit, claims []unitResult) unitResult {
	a := judge.Assessment{UnitID: u.ID, Origin: judge.FromLive}
	var reasons []string
	for i, o := range claims {
		if o.err != nil {
			return unitResult{err: judge.Errorf(judge.KindInvalidOutput, u.ID, o.err, "claim %s (%s) has no verdict", u.Claims[i].ID, claimKey+itoa(i+1))}
		}
		cv := o.a.Claims[0]
		cv.ID = u.Claims[i].ID
		a.Claims = append(a.Claims, cv)
		if cv.Unflagged || cv.Unverified != "" {
			a.Unflagged = append(a.Unflagged, cv.ID)
			if a.Evidence == "" {
				a.Evidence = cv.Evidence
			}
		}
		if cv.Unverified != "" && a.Unverified == "" {
			a.Unverified = "claim " + cv.ID + ": " + cv.Unverified
		}
		if cv.Unflagged && cv.Reasoning != "" {
			reasons = append(reasons, cv.ID+": "+cv.Reasoning)
		}
	}
	a.Reasoning = joinReasons(reasons)
	return unitResult{a: a}
}

// New builds the OpenAI-compatible judge from a validated Config with
// its defaults applied (Config.WithDefaults). Its verdict cache is
// cfg.Cache (wiring.Open puts the folder cache of CacheDir there); it
// caches nothing with NoCache or without one.
func New(cfg Config) (judge.Judge, error) {
	j, err := newOpenAI(cfg)
	if err != nil {
		return nil, err
	}
	return j, nil
}

// Identity of the OpenAI-compatible judge: model, endpoint, prompts,
// seed, votes and the reasoning effort sent. A replaying or dry-running
// judge has the identity of the judge it stands in for, so its verdicts
// are the recorded ones.
func (j *openAIJudge) Identity() judge.Identity {
	id := judge.Identity{Kind: judge.KindOpenAI, Model: j.cfg.Model, Endpoint: judge.NormaliseEndpoint(j.cfg.URL),
		PromptVersion: PromptVersion, Seed: j.cfg.Seed, Votes: j.cfg.Votes}
	if IsReasoningModel(j.cfg.Model) {
		id.ReasoningEffort = j.cfg.ReasoningEffort
	}
	return id
}

// Identity of a session is its judge's.
func (s *openAISession) Identity() judge.Identity { return s.j.Identity() }
