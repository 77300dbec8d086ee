package checks

import (
	"strings"
	"sync"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// The judge-backed checks read the same derived facts about a response:
// the citation units (each with its context window and its document's
// holding), and the injection findings for the answer and each judged
// passage. Computing them once per check cost about forty times what the
// deterministic criteria cost, so they are computed once and shared:
// per response (ResponseMemo, hung off Input.Memo by the grader) and, for the
// facts that depend only on the read-only Vault, per Grader
// (VaultCache). An Input built without them (tests, library callers)
// computes everything directly; the results are the same.

// ResponseMemo holds what the checks of one graded response share. The
// grader copies Input for every check, so the pointer is shared. Safe
// for concurrent use.
type ResponseMemo struct {
	grader *VaultCache // may be nil

	unitsOnce  sync.Once
	units      []citationUnit
	skip       []skipped
	unitsPanic any // a panic building the units, re-raised for every check

	mu        sync.Mutex
	injection map[string][]judge.Injection // DetectInjection by text

	access accessMemo // the Vault's access decisions (Access)
}

// NewResponseMemo starts the memo of one response.
func NewResponseMemo(g *VaultCache) *ResponseMemo {
	return &ResponseMemo{grader: g, injection: map[string][]judge.Injection{}}
}

// sharedUnits is citationUnits(in), built once per graded response. A
// panic while building them panics in every check that asks, as it did
// when each built its own, so none passes on missing units.
func sharedUnits(in *Input) ([]citationUnit, []skipped) {
	m := in.Memo
	if m == nil {
		return citationUnits(in)
	}
	m.unitsOnce.Do(func() {
		defer func() {
			if p := recover(); p != nil {
				m.unitsPanic = p
			}
		}()
		m.units, m.skip = citationUnits(in)
	})
	if m.unitsPanic != nil {
		panic(m.unitsPanic)
	}
	return m.units, m.skip
}

// detectInjection is judge.DetectInjection(text), run once per distinct
// text of a response. The result is shared: callers must not modify it.
func detectInjection(in *Input, text string) []judge.Injection {
	m := in.Memo
	if m == nil {
		return judge.DetectInjection(text)
	}
	m.mu.Lock()
	got, ok := m.injection[text]
	m.mu.Unlock()
	if ok {
		return got
	}
	got = judge.DetectInjection(text)
	m.mu.Lock()
	m.injection[text] = got
	m.mu.Unlock()
	return got
}

// holdingFor is holdingOf(in.Vault, doc), cached per document by the
// Grader: documents are immutable for the Grader's life.
func holdingFor(in *Input, doc string) heuristic.Holding {
	c := in.Memo.cache()
	if c == nil {
		return holdingOf(in.Vault, doc)
	}
	if h, ok := c.holdings.get(doc); ok {
		return h
	}
	h := holdingOf(in.Vault, doc)
	c.holdings.put(doc, h)
	return h
}

// windowKey names a context window: the cited chunk and the excerpt's
// token count, which with the Vault (fixed for a Grader) decide the
// neighbouring text retrieval.WindowAround picks and contextWindow cuts.
type windowKey struct {
	doc, chunk, last string // first and last chunk of the passage
	excerpt          int
}

// windowFor is contextWindow(in.Vault, p), with the token counting and
// the neighbouring text cached by the Grader. Only the excerpt can differ
// between passages of one chunk (a trace may carry its own text), and it
// is counted and set here, never cached under another text.
func windowFor(in *Input, p retrieval.Passage) retrieval.Window {
	c := in.Memo.cache()
	if c == nil || in.Vault == nil || p.Chunk == nil {
		return contextWindow(in.Vault, p)
	}
	text := firstText(p)
	ids := ChunkIDs(p)
	n := c.countTokens(strings.Join(ids, ","), text)
	key := windowKey{doc: p.Chunk.Doc, chunk: p.Chunk.ID, last: ids[len(ids)-1], excerpt: n}
	if w, ok := c.windows.get(key); ok {
		w.Excerpt, w.ExcerptTokens = text, n
		return w
	}
	w := contextWindowCounted(in.Vault, p, n)
	cached := w
	cached.Excerpt = ""
	c.windows.put(key, cached)
	return w
}

// stemsFor is heuristic.StemsOf(text), cached by chunk ID by the Grader
// when text is the text last seen for that chunk.
func stemsFor(in *Input, chunk, text string) heuristic.Stems {
	c := in.Memo.cache()
	if c == nil {
		return heuristic.StemsOf(text)
	}
	if st, ok := c.stems.get(chunk); ok && st.text == text {
		return st.stems
	}
	st := heuristic.StemsOf(text)
	c.stems.put(chunk, stemmedText{text, st})
	return st
}

// passageInjection is detectInjection(in, text) for the text of a judged
// passage, cached by chunk ID by the Grader when text is the text last
// screened for that chunk: the Vault's passages come back answer after
// answer, and screening them again was a twentieth of a grade. The
// answer is screened afresh for every response (detectInjection).
func passageInjection(in *Input, chunk, text string) []judge.Injection {
	c := in.Memo.cache()
	if c == nil || chunk == "" {
		return detectInjection(in, text)
	}
	if st, ok := c.screened.get(chunk); ok && st.text == text {
		return st.found
	}
	found := detectInjection(in, text)
	c.screened.put(chunk, screenedText{text, found})
	return found
}

// identifierFolder is textnorm.Identifier for the trace's texts, cached
// by chunk ID by the Grader when the text is the one last folded for that
// chunk (C-005 folds every retrieved chunk of every response; the Vault's
// chunks come back answer after answer). Nil without a Grader's cache.
func identifierFolder(in *Input) func(chunk, text string) string {
	c := in.Memo.cache()
	if c == nil {
		return nil
	}
	return func(chunk, text string) string {
		if chunk == "" {
			return textnorm.Identifier(text)
		}
		if ft, ok := c.folded.get(chunk); ok && ft.text == text {
			return ft.folded
		}
		f := textnorm.Identifier(text)
		c.folded.put(chunk, foldedText{text, f})
		return f
	}
}

// foldedText is a text with its identifier folding.
type foldedText struct {
	text, folded string
}

// screenedText is a text with what DetectInjection found in it (shared:
// callers must not modify it).
type screenedText struct {
	text  string
	found []judge.Injection
}

// stemmedText is a text with its stem set.
type stemmedText struct {
	text  string
	stems heuristic.Stems
}

// cache is the Grader's cache behind m, nil when there is none.
func (m *ResponseMemo) cache() *VaultCache {
	if m == nil {
		return nil
	}
	return m.grader
}

// Bounds on the Grader's caches, so a long-running service over a large
// Vault holds a working set, not the Vault. Past a bound, values are
// computed and not stored.
const (
	maxCachedHoldings = 1 << 14
	maxCachedWindows  = 1 << 13
	maxCachedTokens   = 1 << 14
)

// VaultCache holds facts derived from the Grader's read-only Vault,
// shared by every response it grades. Safe for concurrent use.
type VaultCache struct {
	holdings *boundedMap[string, heuristic.Holding]
	windows  *boundedMap[windowKey, retrieval.Window]
	tokens   *boundedMap[string, countedText]  // by chunk ID
	stems    *boundedMap[string, stemmedText]  // by chunk ID
	screened *boundedMap[string, screenedText] // DetectInjection by chunk ID
	folded   *boundedMap[string, foldedText]   // textnorm.Identifier by chunk ID
	topics   *boundedMap[string, string]       // textnorm.TopicFold by text
	access   *boundedMap[accessKey, vault.Decision]
}

// countedText is a text with its token count.
type countedText struct {
	text   string
	tokens int
}

// NewVaultCache starts an empty cache; the grader keeps one for its
// lifetime and hands it to every response's ResponseMemo.
func NewVaultCache() *VaultCache {
	return &VaultCache{
		holdings: newBoundedMap[string, heuristic.Holding](maxCachedHoldings),
		windows:  newBoundedMap[windowKey, retrieval.Window](maxCachedWindows),
		tokens:   newBoundedMap[string, countedText](maxCachedTokens),
		stems:    newBoundedMap[string, stemmedText](maxCachedTokens),
		screened: newBoundedMap[string, screenedText](maxCachedTokens),
		folded:   newBoundedMap[string, foldedText](maxCachedTokens),
		topics:   newBoundedMap[string, string](maxCachedTokens),
		access:   newBoundedMap[accessKey, vault.Decision](maxCachedTokens),
	}
}

// countTokens is vault.CountTokens(text), cached by chunk ID when text is
// the text last counted for that chunk.
func (c *VaultCache) countTokens(chunk, text string) int {
	if ct, ok := c.tokens.get(chunk); ok && ct.text == text {
		return ct.tokens
	}
	n := vault.CountTokens(text)
	c.tokens.put(chunk, countedText{text, n})
	return n
}

// boundedMap is a mutex-guarded map that stops growing at max entries.
type boundedMap[K comparable, V any] struct {
	mu  sync.RWMutex
	m   map[K]V
	max int
}

func newBoundedMap[K comparable, V any](max int) *boundedMap[K, V] {
	return &boundedMap[K, V]{m: map[K]V{}, max: max}
}

func (b *boundedMap[K, V]) get(k K) (V, bool) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	v, ok := b.m[k]
	return v, ok
}

// full reports whether put would store no new key.
func (b *boundedMap[K, V]) full() bool {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return len(b.m) >= b.max
}

// put stores v under k unless the map is full (an existing key is
// always updated).
func (b *boundedMap[K, V]) put(k K, v V) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.m[k]; ok || len(b.m) < b.max {
		b.m[k] = v
	}
}
