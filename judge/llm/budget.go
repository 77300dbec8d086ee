package llm

import (
	"strings"
	"sync"

	"github.com/citecheck/citecheck/vault"

	"github.com/citecheck/citecheck/judge"
)

// messageOverhead is the per-message framing a chat endpoint adds to the
// text tokens (role markers); OpenAI documents 3-4 tokens per message.
const messageOverhead = 4

// budget is the token allowance of one graded response. Every unit is
// charged what it costs (prompt tokens counted with tiktoken on the
// rendered prompt, plus the completion allowance) times the votes,
// whether it is answered live or from the cache, so the units sent and
// hence the verdicts do not depend on what the cache holds. Retries are
// not charged: the budget bounds what is judged, not transport luck.
type budget struct {
	mu    sync.Mutex
	limit int
	used  int
}

func newBudget(limit int) *budget { return &budget{limit: limit} }

// Used returns the tokens charged so far.
func (b *budget) Used() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used
}

// placeholderNonce has the length of a real nonce; counting with it
// estimates the real prompt within a few tokens.
const placeholderNonce = "0f1e2d3c"

// promptTokens counts the tokens of u's rendered prompt.
func promptTokens(u *judge.Unit) int {
	return countPrompt(render(u, placeholderNonce))
}

// countPrompt counts a rendered prompt's tokens with message framing.
func countPrompt(p prompt) int {
	return vault.CountTokens(p.System) + vault.CountTokens(p.User) + 2*messageOverhead
}

// fit returns the unit to send: u itself when its cost fits the
// remaining budget, else u with its surrounding context trimmed (the
// words farthest from the excerpt go first; the excerpt is never
// trimmed) to use at most half of the budget left above its bare cost. It charges the cost, or returns a KindBudget error when even
// the bare unit does not fit.
func (b *budget) fit(u judge.Unit, votes, completion int) (judge.Unit, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	remaining := b.limit - b.used
	cost := func(x *judge.Unit) int { return votes * (promptTokens(x) + completion) }
	if c := cost(&u); c <= remaining {
		b.used += c
		return u, nil
	}
	bare := u
	bare.Before, bare.After = "", ""
	bc := cost(&bare)
	if u.Kind != judge.UnitCitation || bc > remaining {
		return judge.Unit{}, judge.Errorf(judge.KindBudget, u.ID, nil,
			"needs %d tokens (%d without surrounding context) but %d of the %d-token budget per response remain; raise --max-judge-tokens",
			cost(&u), bc, max(remaining, 0), b.limit)
	}
	// Keep half of the slack above the bare unit for the units still to
	// come, so the first unit over budget does not starve the rest.
	target := bc + (remaining-bc)/2
	before, after := strings.Fields(u.Before), strings.Fields(u.After)
	// Largest k such that keeping k words of context on each side fits.
	lo, hi := 0, max(len(before), len(after))
	best := bare
	for lo <= hi {
		k := (lo + hi) / 2
		t := u
		t.Before = strings.Join(before[len(before)-min(k, len(before)):], " ")
		t.After = strings.Join(after[:min(k, len(after))], " ")
		if cost(&t) <= target {
			best, lo = t, k+1
		} else {
			hi = k - 1
		}
	}
	b.used += cost(&best)
	return best, nil
}

// fitBatch charges the cost of sending units in one call and reports
// whether it fit; when it does not, nothing is charged and the caller
// sends the units one by one (each trimmed to fit, or refused).
func (b *budget) fitBatch(units []*judge.Unit, votes, completion int) bool {
	cost := votes * (batchPromptTokens(units) + completion)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.used+cost > b.limit {
		return false
	}
	b.used += cost
	return true
}
