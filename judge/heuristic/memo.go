package heuristic

import (
	"strconv"
	"sync"

	"github.com/citecheck/citecheck/judge"
)

// textMemo keeps the analysed sentences (those addressing the grader
// left out) of the texts the heuristic judge
// reads again and again (an excerpt cited by several propositions, its
// context, a document's holding), so each is tokenized and parsed once
// per judge. Analyses are read-only once stored. Past maxMemoTexts the
// memo stops growing and texts are analysed afresh: a long-running
// service over a large Vault keeps a working set, not the Vault.
type textMemo struct {
	mu sync.Mutex
	m  map[string][]analysed
	fm map[string]*textFacts
	// vm keeps citation verdicts by content (verdict_content.go), vmBytes
	// the text their keys hold.
	vm      map[contentKey]*unitVerdict
	vmBytes int
	// sm keeps analysed sentences by their text (sentence), smBytes the
	// text they hold.
	sm      map[string]analysed
	smBytes int
	// pm keeps passages by their texts (passage_memo.go), pmBytes the
	// text their keys hold.
	pm      map[passageKey]*passage
	pmBytes int
}

// maxMemoTexts bounds the texts a heuristic judge remembers.
const maxMemoTexts = 1 << 13

func newTextMemo() *textMemo {
	return &textMemo{m: map[string][]analysed{}, fm: map[string]*textFacts{}, vm: map[contentKey]*unitVerdict{}, sm: map[string]analysed{}, pm: map[passageKey]*passage{}}
}

// facts is the textFacts of text (nil memo: no caching). Only the text
// is stored here: what is read from its tokens is worked out when a rule
// first asks for it (facts_lazy.go).
func (tm *textMemo) facts(text string) *textFacts {
	if tm != nil {
		tm.mu.Lock()
		f, ok := tm.fm[text]
		tm.mu.Unlock()
		if ok {
			return f
		}
	}
	f := &textFacts{raw: text}
	if tm != nil {
		tm.mu.Lock()
		if len(tm.fm) < maxMemoTexts {
			tm.fm[text] = f
		}
		tm.mu.Unlock()
	}
	return f
}

// sentences is the analysed sentences of text (nil memo: no caching).
func (tm *textMemo) sentences(text string) []analysed {
	if tm != nil {
		tm.mu.Lock()
		as, ok := tm.m[text]
		tm.mu.Unlock()
		if ok {
			return as
		}
	}
	var as []analysed
	poisoned := len(judge.DetectInjection(text)) > 0
	for _, s := range splitSentences(text) { // sentencesOf, each sentence read once per judge
		if poisoned && len(judge.DetectInjection(s)) > 0 {
			continue // a sentence addressing the grader is no part of the passage's law
		}
		as = append(as, tm.sentence(s))
	}
	if tm != nil {
		tm.mu.Lock()
		if len(tm.m) < maxMemoTexts {
			tm.m[text] = as
		}
		tm.mu.Unlock()
	}
	return as
}

// sentence is the analysed sentence s (nil memo: read afresh). What a
// sentence reads to depends on its text alone, and the texts a judge
// reads overlap: a chunk's context is its neighbours' text, which other
// units cite as their excerpt, and a document's holding is written in
// its own sentences. Bounded in entries (maxMemoSentences) and in the
// bytes of the sentences kept (maxFieldBytes); past either, sentences
// are read afresh.
func (tm *textMemo) sentence(s string) analysed {
	if tm != nil {
		tm.mu.Lock()
		a, ok := tm.sm[s]
		tm.mu.Unlock()
		if ok {
			return a
		}
	}
	toks := tokenize(s)
	a := analyse(sentence{text: s, toks: toks, keys: keysOf(toks)})
	if tm != nil {
		tm.mu.Lock()
		if len(tm.sm) < maxMemoSentences && tm.smBytes+len(s) <= maxFieldBytes {
			tm.sm[s] = a
			tm.smBytes += len(s)
		}
		tm.mu.Unlock()
	}
	return a
}

// maxMemoSentences bounds the sentences a heuristic judge remembers.
const maxMemoSentences = 1 << 16

// pointers is the analysed sentences of text as pointers.
func (tm *textMemo) pointers(text string) []*analysed {
	as := tm.sentences(text)
	out := make([]*analysed, len(as))
	for i := range as {
		out[i] = &as[i]
	}
	return out
}

// verdictMemo keeps the heuristic judge's verdicts by everything a unit
// carries, the fields left out of its JSON included (SameDocRetrieved,
// MorePassages, a claim passage's holding): answers graded one after
// another repeat the same propositions over the same passages, and the
// rules are deterministic. Bounded as textMemo is.
type verdictMemo struct {
	mu sync.Mutex
	m  map[string]judge.Assessment // by verdictMemoKey
	// byFields holds the units without claims by their fields themselves
	// (unitFields): hashing them as a map key reads the same bytes as the
	// SHA-256 fingerprint at a small fraction of its cost (the fingerprint
	// was a fifth of what the judge adds to a warm grade), and equality
	// is exact. The key keeps the unit's strings alive (most of them are
	// the texts textMemo keeps anyway), so it is bounded in bytes as well
	// as in entries; past either bound units are keyed by fingerprint.
	byFields   map[unitFields]judge.Assessment
	fieldBytes int
}

// unitFields is every field verdictMemoKey writes, for a unit with no
// claims (TestVerdictKeysAgree holds the two together).
type unitFields struct {
	kind                                           judge.UnitKind
	id, prop, cite, source, excerpt, before, after string
	holding, outcome, sameDoc, adjacent, answer    string
}

// maxFieldKeyBytes bounds the text one fields key may hold, and
// maxFieldBytes the text all of them hold together (64 MB).
const (
	maxFieldKeyBytes = 1 << 16
	maxFieldBytes    = 1 << 26
)

// verdictKey is a unit's key in the memo: its fields, or (units with
// claims, very long units) its fingerprint.
type verdictKey struct {
	fields   unitFields
	byFields bool
	sum      string
	size     int
}

// keyOf is u's key in vm: by fields while they have room.
func (vm *verdictMemo) keyOf(u *judge.Unit) verdictKey {
	if len(u.Claims) == 0 && vm.fieldsHaveRoom() {
		f := unitFields{u.Kind, u.ID, u.Proposition, u.Citation, u.Source, u.Excerpt, u.Before, u.After,
			u.Holding, u.Outcome, u.SameDocRetrieved, u.Adjacent, u.Answer}
		size := len(f.id) + len(f.prop) + len(f.cite) + len(f.source) + len(f.excerpt) + len(f.before) + len(f.after) +
			len(f.holding) + len(f.outcome) + len(f.sameDoc) + len(f.adjacent) + len(f.answer)
		if size <= maxFieldKeyBytes {
			return verdictKey{fields: f, byFields: true, size: size}
		}
	}
	return verdictKey{sum: verdictMemoKey(u)}
}

// fieldsHaveRoom reports whether another fields key may be stored (nil
// memo: no, and nothing is stored either way).
func (vm *verdictMemo) fieldsHaveRoom() bool {
	if vm == nil {
		return false
	}
	vm.mu.Lock()
	defer vm.mu.Unlock()
	return len(vm.byFields) < maxMemoTexts && vm.fieldBytes+maxFieldKeyBytes <= maxFieldBytes
}

func newVerdictMemo() *verdictMemo {
	return &verdictMemo{m: map[string]judge.Assessment{}, byFields: map[unitFields]judge.Assessment{}}
}

// verdictMemoKey fingerprints every field of u a rule reads.
func verdictMemoKey(u *judge.Unit) string {
	f := judge.NewFingerprint("heuristic-unit")
	f.AddString("version", Version)
	for _, kv := range [][2]string{{"kind", string(u.Kind)}, {"id", u.ID}, {"prop", u.Proposition}, {"cite", u.Citation}, {"source", u.Source},
		{"excerpt", u.Excerpt}, {"before", u.Before}, {"after", u.After}, {"holding", u.Holding}, {"outcome", u.Outcome},
		{"same-doc", u.SameDocRetrieved}, {"adjacent", u.Adjacent}, {"answer", u.Answer}} {
		f.AddString(kv[0], kv[1])
	}
	// Each part is written on its own (Fingerprint writes its length),
	// not joined into one string first: a claim's passages carry their
	// documents' holdings, and copying them for every unit cost more
	// than hashing them.
	addPassage := func(label string, p *judge.ClaimPassage) {
		f.AddString(label, p.Chunk)
		f.AddString("source", p.Source)
		f.AddString("text", p.Text)
		f.AddString("holding", p.Holding)
		f.AddString("outcome", p.Outcome)
	}
	for i := range u.Claims {
		c := &u.Claims[i]
		f.AddString("claim.id", c.ID)
		f.AddString("claim.text", c.Text)
		f.AddString("claim.next", c.Next)
		// what the claim itself cites (cited_refuted.go reads both): two
		// responses may offer the same passages for the same claim, one
		// citing the refuting passage, one citing nothing
		for _, ch := range c.Cited {
			f.AddString("claim.cited", ch)
		}
		f.AddString("claim.cites-missing", strconv.FormatBool(c.CitesMissing))
		for k := range c.Passages {
			addPassage("passage", &c.Passages[k])
		}
		for k := range c.MorePassages {
			addPassage("more", &c.MorePassages[k])
		}
	}
	return f.Sum()
}

// get and put are the memo's lookups (nil memo: none). Once the fields
// keys are full, units are keyed by fingerprint again (keyOf); a unit
// remembered by its fields before is then assessed afresh, to the same
// verdict, and remembered by fingerprint.
func (vm *verdictMemo) get(k verdictKey) (judge.Assessment, bool) {
	if vm == nil {
		return judge.Assessment{}, false
	}
	vm.mu.Lock()
	defer vm.mu.Unlock()
	var a judge.Assessment
	ok := false
	if k.byFields {
		a, ok = vm.byFields[k.fields]
	} else {
		a, ok = vm.m[k.sum]
	}
	if ok {
		a.Unflagged = append([]string(nil), a.Unflagged...)
	}
	return a, ok
}

func (vm *verdictMemo) put(k verdictKey, a judge.Assessment) {
	if vm == nil {
		return
	}
	vm.mu.Lock()
	defer vm.mu.Unlock()
	a.Unflagged = append([]string(nil), a.Unflagged...)
	switch {
	case !k.byFields:
		if len(vm.m) < maxMemoTexts {
			vm.m[k.sum] = a
		}
	case len(vm.byFields) < maxMemoTexts && vm.fieldBytes+k.size <= maxFieldBytes:
		if _, dup := vm.byFields[k.fields]; !dup {
			vm.fieldBytes += k.size
		}
		vm.byFields[k.fields] = a
	}
}
