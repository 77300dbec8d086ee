package llm

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/judge"
)

// Response formats, strongest first: the endpoint enforces the schema
// (json_schema, strict), enforces JSON only (json_object, the schema in
// the prompt), or is asked in the prompt alone (none). The same decoder
// and validator read all three.
const (
	FormatJSONSchema = "json_schema"
	FormatJSONObject = "json_object"
	FormatNone       = "none"
)

// Max-tokens fields (--judge-max-tokens-field).
const (
	FieldMaxTokens           = "max_tokens"
	FieldMaxCompletionTokens = "max_completion_tokens"
)

// reasoningNames are the model-name prefixes (after any provider prefix
// such as "openai/") and substrings of reasoning models, which reject
// temperature and spend hidden reasoning tokens against the cap.
var (
	reasoningPrefixes   = []string{"o1", "o3", "o4", "gpt-5"}
	reasoningSubstrings = []string{"deepseek-r1", "deepseek-reasoner", "qwq", "-thinking", "magistral"}
)

// IsReasoningModel reports whether a model name is a reasoning model's.
func IsReasoningModel(model string) bool {
	m := strings.ToLower(strings.TrimSpace(model))
	if i := strings.LastIndex(m, "/"); i >= 0 {
		m = m[i+1:]
	}
	for _, p := range reasoningPrefixes {
		if m == p || strings.HasPrefix(m, p+"-") || strings.HasPrefix(m, p+".") || (p == "gpt-5" && strings.HasPrefix(m, p)) {
			return true
		}
	}
	for _, s := range reasoningSubstrings {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

// initialProtocol is the protocol before the endpoint has refused
// anything.
func initialProtocol(cfg *Config, ep endpoint) judge.Protocol {
	p := judge.Protocol{Temperature: true, Seed: true, ResponseFormat: FormatJSONSchema, MaxTokensField: cfg.MaxTokensField}
	if p.MaxTokensField == "" {
		p.MaxTokensField = ep.defaultMaxTokensField()
	}
	if cfg.ResponseFormat != "" {
		p.ResponseFormat = cfg.ResponseFormat
	}
	if IsReasoningModel(cfg.Model) {
		p.Reasoning, p.Temperature = true, false
		p.ReasoningEffort = cfg.ReasoningEffort
	}
	return p
}

// protocolState is a judge's protocol, shared by its concurrent calls.
// Until one call has succeeded, calls go one at a time (settle), so a
// refusal is met, and learned from, once rather than by every call in
// flight.
type protocolState struct {
	mu      sync.Mutex
	p       judge.Protocol
	settled bool
	gate    chan struct{} // one token: the call allowed while unsettled
	open    chan struct{} // closed when settled
	once    sync.Once
	// fatal is the first configuration error: every later call returns
	// it at once, asking nothing.
	fatal error
	// onLearn is told of every change, to store it (may be nil).
	onLearn func(judge.Protocol)
	// onFatal is told of the configuration error (may be nil).
	onFatal func(error)
}

func newProtocolState(p judge.Protocol, settled bool, onLearn func(judge.Protocol)) *protocolState {
	s := &protocolState{p: p, gate: make(chan struct{}, 1), open: make(chan struct{}), onLearn: onLearn}
	s.gate <- struct{}{}
	if settled {
		s.settle()
	}
	return s
}

// snapshot is the protocol to use now.
func (s *protocolState) snapshot() judge.Protocol {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.p
	p.Learned = append([]string(nil), s.p.Learned...)
	return p
}

// isSettled reports whether a call has succeeded under the protocol.
func (s *protocolState) isSettled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.settled
}

// settle records that a call succeeded: calls no longer wait their turn.
func (s *protocolState) settle() {
	s.once.Do(func() {
		s.mu.Lock()
		s.settled = true
		s.mu.Unlock()
		close(s.open)
	})
}

// acquire waits for the right to send while the protocol is unsettled
// (one call at a time) and returns how to give it back; once settled it
// returns at once.
func (s *protocolState) acquire(ctx context.Context) (func(), error) {
	noop := func() {}
	select {
	case <-s.open:
		return noop, nil
	default:
	}
	select {
	case <-s.open:
		return noop, nil
	case <-s.gate:
		return func() { s.gate <- struct{}{} }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// fail latches a configuration error and reports the first one.
func (s *protocolState) fail(err error) {
	s.mu.Lock()
	first := s.fatal == nil
	if first {
		s.fatal = err
	}
	s.mu.Unlock()
	if first && s.onFatal != nil {
		s.onFatal(err)
	}
}

// fatalErr is the latched configuration error, if any.
func (s *protocolState) fatalErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.fatal
}

// rejection is an HTTP 4xx answer, with the text that explains it.
type rejection struct {
	status int
	text   string // message, param and code, or the raw body
}

// fallback changes the protocol after a rejection of a request made
// with used, and reports whether it did: a 400 that names a parameter
// citecheck can do without (the max-tokens field, temperature, seed,
// response_format) changes that one thing. When another call changed
// the protocol since used was taken, the request is simply sent again.
func (s *protocolState) fallback(used judge.Protocol, r rejection) bool {
	if r.status != 400 && r.status != 422 {
		return false
	}
	t := strings.ToLower(r.text)
	s.mu.Lock()
	defer s.mu.Unlock()
	if !sameWire(s.p, used) {
		return true // someone else already learned something: retry with it
	}
	learn := func(what string) bool {
		s.p.Learned = append(s.p.Learned, fmt.Sprintf("HTTP %d naming %s: %s", r.status, what, clip(oneLine(r.text), 160)))
		if s.onLearn != nil {
			s.onLearn(s.p)
		}
		return true
	}
	switch {
	case strings.Contains(t, "max_completion_tokens") && strings.Contains(t, "max_tokens") && !switchedField(s.p):
		s.p.MaxTokensField = otherField(s.p.MaxTokensField)
		return learn("the max-tokens field; now sending " + s.p.MaxTokensField)
	case s.p.Temperature && strings.Contains(t, "temperature"):
		s.p.Temperature = false
		return learn("temperature; now sent without it")
	case s.p.Seed && strings.Contains(t, "seed"):
		s.p.Seed = false
		return learn("seed; now sent without it")
	case s.p.ResponseFormat == FormatJSONSchema && (strings.Contains(t, "json_schema") || strings.Contains(t, "response_format") || strings.Contains(t, "structured output")):
		s.p.ResponseFormat = FormatJSONObject
		return learn("json_schema; now asking for json_object with the schema in the prompt")
	case s.p.ResponseFormat == FormatJSONObject && (strings.Contains(t, "json_object") || strings.Contains(t, "response_format")):
		s.p.ResponseFormat = FormatNone
		return learn("response_format; now asking for JSON in the prompt alone")
	case strings.Contains(t, FieldMaxTokens) && !switchedField(s.p):
		s.p.MaxTokensField = otherField(s.p.MaxTokensField)
		return learn("the max-tokens field; now sending " + s.p.MaxTokensField)
	}
	return false
}

// sameWire reports whether two protocols send the same request.
func sameWire(a, b judge.Protocol) bool {
	return a.Temperature == b.Temperature && a.Seed == b.Seed && a.ResponseFormat == b.ResponseFormat &&
		a.MaxTokensField == b.MaxTokensField && a.ReasoningEffort == b.ReasoningEffort
}

// switchedField reports whether the max-tokens field was already
// switched once (it is never switched back).
func switchedField(p judge.Protocol) bool {
	for _, l := range p.Learned {
		if strings.Contains(l, "the max-tokens field") {
			return true
		}
	}
	return false
}

func otherField(f string) string {
	if f == FieldMaxTokens {
		return FieldMaxCompletionTokens
	}
	return FieldMaxTokens
}

// perRequest reports whether a rejection concerns this request's content
// rather than the configuration (too long for the model's context, or
// stopped by a content filter), so it fails the request's units and not
// the run.
func (r rejection) perRequest() (kind judge.ErrorKind, ok bool) {
	t := strings.ToLower(r.text)
	switch {
	case strings.Contains(t, "content_filter") || strings.Contains(t, "content management policy") || strings.Contains(t, "content filter"):
		return judge.KindRefused, true
	case strings.Contains(t, "context length") || strings.Contains(t, "context_length") || strings.Contains(t, "maximum context") ||
		strings.Contains(t, "too many tokens") || strings.Contains(t, "prompt is too long"):
		return judge.KindBudget, true
	}
	return "", false
}
