package llm

import (
	"sync"

	"github.com/citecheck/citecheck/judge"
)

// counters accumulates Stats safely across concurrent calls.
type counters struct {
	mu sync.Mutex
	s  judge.Stats
}

func (c *counters) add(calls, hits, prompt, completion int) {
	c.mu.Lock()
	c.s.Calls += calls
	c.s.CacheHits += hits
	c.s.PromptTokens += prompt
	c.s.CompletionTokens += completion
	c.mu.Unlock()
}

func (c *counters) addPlanned(calls, prompt int) {
	c.mu.Lock()
	c.s.PlannedCalls += calls
	c.s.PlannedPromptTokens += prompt
	c.mu.Unlock()
}

func (c *counters) get() judge.Stats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.s
}

// tally records into every counter given (a session's and the judge's).
type tally []*counters

func (t tally) add(calls, hits, prompt, completion int) {
	for _, c := range t {
		c.add(calls, hits, prompt, completion)
	}
}

func (t tally) addPlanned(calls, prompt int) {
	for _, c := range t {
		c.addPlanned(calls, prompt)
	}
}
