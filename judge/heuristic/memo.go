package heuristic

import (
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
}

// textFacts are the facts a text can bear out (facts.go): the
// numbers it states, the circuits it names, and the text itself, raw and
// normalised, for names, states and courts.
type textFacts struct {
	raw, low string
	numbers  map[string]bool
	circuits map[int]bool
	keys     keySet
}

// maxMemoTexts bounds the texts a heuristic judge remembers.
const maxMemoTexts = 1 << 13

func newTextMemo() *textMemo {
	return &textMemo{m: map[string][]analysed{}, fm: map[string]*textFacts{}}
}

// facts is the textFacts of text (nil memo: no caching).
func (tm *textMemo) facts(text string) *textFacts {
	if tm != nil {
		tm.mu.Lock()
		f, ok := tm.fm[text]
		tm.mu.Unlock()
		if ok {
			return f
		}
	}
	toks := tokenize(text)
	f := &textFacts{raw: text, low: normText(text), numbers: map[string]bool{}, circuits: circuitsIn(toks), keys: keysOf(toks)}
	for _, v := range numberValues(toks, false) {
		f.numbers[v] = true
	}
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
	for _, s := range sentencesOf(text) {
		if poisoned && len(judge.DetectInjection(s.text)) > 0 {
			continue // a sentence addressing the grader is no part of the passage's law
		}
		as = append(as, analyse(s))
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
	m  map[string]judge.Assessment
}

func newVerdictMemo() *verdictMemo { return &verdictMemo{m: map[string]judge.Assessment{}} }

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
		for k := range c.Passages {
			addPassage("passage", &c.Passages[k])
		}
		for k := range c.MorePassages {
			addPassage("more", &c.MorePassages[k])
		}
	}
	return f.Sum()
}

// get and put are the memo's lookups (nil memo: none).
func (vm *verdictMemo) get(k string) (judge.Assessment, bool) {
	if vm == nil {
		return judge.Assessment{}, false
	}
	vm.mu.Lock()
	defer vm.mu.Unlock()
	a, ok := vm.m[k]
	if ok {
		a.Unflagged = append([]string(nil), a.Unflagged...)
	}
	return a, ok
}

func (vm *verdictMemo) put(k string, a judge.Assessment) {
	if vm == nil {
		return
	}
	vm.mu.Lock()
	defer vm.mu.Unlock()
	if len(vm.m) < maxMemoTexts {
		a.Unflagged = append([]string(nil), a.Unflagged...)
		vm.m[k] = a
	}
}
