package heuristic

import "sync"

// textFacts are the facts a text can bear out (facts.go): the
// numbers it states, the circuits it names, its content keys, and the
// text itself, raw and normalised, for names, states and courts.
//
// Every text of a unit (excerpt, context, source label, citation) gets
// one, but most rules ask only some of them, and only when the
// proposition gives them cause (a number, a circuit, an adjacent chunk):
// tokenizing each text whole up front was 8% of a fresh unit. So the
// normalised text and the token facts are each worked out once, on
// first use; a textFacts is shared by the judge's goroutines, hence the
// sync.Once (the values are read-only once made).
type textFacts struct {
	raw string

	lowOnce sync.Once
	lowText string

	tokOnce  sync.Once
	nums     map[string]bool
	circs    map[int]bool
	keyIndex keySet
}

// low is the normalised text (normText).
func (f *textFacts) low() string {
	f.lowOnce.Do(func() { f.lowText = normText(f.raw) })
	return f.lowText
}

// readTokens tokenizes the text once for numbers, circuits and keys.
func (f *textFacts) readTokens() {
	f.tokOnce.Do(func() {
		toks := tokenize(f.raw)
		f.nums = map[string]bool{}
		for _, v := range numberValues(toks, false) {
			f.nums[v] = true
		}
		f.circs = circuitsIn(toks)
		f.keyIndex = keysOf(toks)
	})
}

// numbers is the set of number values the text states.
func (f *textFacts) numbers() map[string]bool { f.readTokens(); return f.nums }

// circuits is the set of federal circuits the text names.
func (f *textFacts) circuits() map[int]bool { f.readTokens(); return f.circs }

// keys is the text's content keys.
func (f *textFacts) keys() keySet { f.readTokens(); return f.keyIndex }
