package heuristic

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// joinLowBySlice is joinLow as it was: the words gathered in a slice and
// joined.
func joinLowBySlice(ts []tok) string {
	ws := make([]string, len(ts))
	for i, t := range ts {
		ws[i] = t.low
	}
	return strings.Join(ws, " ")
}

// antonymClashBySets is antonymClash as it was: both word sets made
// before any word is looked at.
func antonymClashBySets(p, s []tok) string {
	inP, inS := wordSet(p), wordSet(s)
	for _, t := range p {
		if t.kind != tokWord || inS[t.low] {
			continue
		}
		for _, opp := range antonymOf[t.low] {
			if inS[opp] && !inP[opp] {
				return fmt.Sprintf("the proposition says %q where the source says %q", t.raw, opp)
			}
		}
	}
	return ""
}

// TestAllocationCutsAgree: joinLow gives what joining a slice of the
// words gave, on every run of every fixture sentence's tokens (empty and
// one-token runs included); antonymClash gives what it gave with both
// sets made up front, on neighbouring fixture sentences and on sentences
// with one word turned into its opposite (so that clashes are found).
func TestAllocationCutsAgree(t *testing.T) {
	var sents []sentence
	for _, file := range fixtureFiles(t) {
		sents = append(sents, sentencesOf(file)...)
	}
	rng := rand.New(rand.NewSource(28))
	for _, s := range sents {
		for range 3 {
			i := rng.Intn(len(s.toks) + 1)
			j := i + rng.Intn(len(s.toks)-i+1)
			if got, want := joinLow(s.toks[i:j]), joinLowBySlice(s.toks[i:j]); got != want {
				t.Fatalf("joinLow(%q[%d:%d]) = %q, by the slice %q", s.text, i, j, got, want)
			}
		}
	}
	clashes := 0
	check := func(p, s []tok) {
		got, want := antonymClash(p, s), antonymClashBySets(p, s)
		if got != want {
			t.Fatalf("antonymClash = %q, with the sets made first %q", got, want)
		}
		if got != "" {
			clashes++
		}
	}
	for k := 1; k < len(sents); k++ {
		check(sents[k-1].toks, sents[k].toks)
		// The sentence with one of its words turned into an opposite.
		var b strings.Builder
		turned := false
		for _, tk := range sents[k].toks {
			w := tk.raw
			if opps := antonymOf[tk.low]; !turned && len(opps) > 0 && tk.kind == tokWord {
				w, turned = opps[rng.Intn(len(opps))], true
			}
			b.WriteString(w + " ")
		}
		if turned {
			other := tokenize(b.String())
			check(sents[k].toks, other)
			check(other, sents[k].toks)
			check(other, other)
		}
	}
	if clashes < 100 {
		t.Fatalf("only %d clashes: the comparison shows little", clashes)
	}
}

// withoutTitleWordsByMap is withoutTitleWords as it was: the title's
// capitalised words in a map, every kept token copied.
func withoutTitleWordsByMap(toks []tok, title string) []tok {
	if title == "" {
		return toks
	}
	tw := map[string]bool{}
	for _, t := range tokenize(title) {
		if t.kind == tokWord && t.cap {
			tw[t.low] = true
		}
	}
	out := make([]tok, 0, len(toks))
	for _, t := range toks {
		if t.kind == tokWord && t.cap && tw[t.low] {
			continue
		}
		out = append(out, t)
	}
	return out
}

// TestWithoutTitleWordsAgrees: the same tokens are kept as with the map,
// for fixture sentences against the titles of the fixture sources and
// against titles made of the sentence's own words (so words are dropped,
// first, last and in between).
func TestWithoutTitleWordsAgrees(t *testing.T) {
	var sents []sentence
	for _, file := range fixtureFiles(t) {
		sents = append(sents, sentencesOf(file)...)
	}
	titles := []string{"", "M/S Bremen v. Zapata Off-Shore Co.", "Carnival Cruise Lines, Inc. v. Shute", "In re The Court", "THE COURT"}
	rng := rand.New(rand.NewSource(28))
	dropped := 0
	for k, s := range sents {
		ts := titles
		if len(s.toks) > 0 {
			a, b := s.toks[rng.Intn(len(s.toks))].raw, s.toks[0].raw
			ts = append(ts[:len(ts):len(ts)], a+" v. "+b, strings.ToUpper(a[:1])+a[1:]+" Co.")
		}
		for _, title := range ts {
			got, want := withoutTitleWords(s.toks, title), withoutTitleWordsByMap(s.toks, title)
			if len(got) != len(want) {
				t.Fatalf("sentence %d, title %q: %d tokens kept, with the map %d", k, title, len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("sentence %d, title %q: token %d is %q, with the map %q", k, title, i, got[i].raw, want[i].raw)
				}
			}
			if len(got) < len(s.toks) {
				dropped++
			}
		}
	}
	if dropped < 100 {
		t.Fatalf("only %d sentences lost a title word", dropped)
	}
}

// actOnPartyCaptionFirst is actOnParty as it was: the caption read
// before the proposition.
func actOnPartyCaptionFirst(prop *analysed, title string) bool {
	a, b := captionSides(title)
	if a == nil {
		return false
	}
	act, party := false, false
	for i, t := range prop.toks {
		if t.kind != tokWord {
			continue
		}
		switch t.low {
		case "held", "holds", "found", "ruled", "concluded", "reasoned", "explained", "said", "stated", "noted", "that":
			return false
		}
		if pastDecisionSet[t.low] && !(i > 0 && beVerbs[prop.toks[i-1].low]) {
			act = true
		}
		if t.cap && (a[t.low] || b[t.low]) {
			party = true
		}
	}
	return act && party
}

// TestActOnPartyAgrees: reading the act before the caption answers as
// reading the caption first, for fixture sentences against fixture
// captions, captions without " v. ", and captions naming the sentence's
// own capitalised words (so that some sentences act on a party).
func TestActOnPartyAgrees(t *testing.T) {
	var sents []sentence
	for _, file := range fixtureFiles(t) {
		sents = append(sents, sentencesOf(file)...)
	}
	titles := []string{"", "Contracts Overview", "M/S Bremen v. Zapata Off-Shore Co.", "Carnival Cruise Lines, Inc. v. Shute"}
	yes := 0
	for k, s := range sents {
		ts := titles
		for _, tk := range s.toks {
			if tk.kind == tokWord && tk.cap && k > 0 {
				ts = append(ts[:len(ts):len(ts)], tk.raw+" LLC v. Other Corp.", "Other Corp. v. "+tk.raw)
				break
			}
		}
		a := analyse(s)
		for _, title := range ts {
			got, want := actOnParty(&a, title), actOnPartyCaptionFirst(&a, title)
			if got != want {
				t.Fatalf("actOnParty(%q, %q) = %v, caption first %v", s.text, title, got, want)
			}
			if got {
				yes++
			}
		}
	}
	if yes < 50 {
		t.Fatalf("only %d sentences act on a party", yes)
	}
}

// keptTextByUnion and restatedByUnion are keptText and restated as they
// were, over the union of the two clauses' keys.
func keptTextByUnion(prop *analysed, c, target *clause) string {
	want := unionKeys(c.keys, target.keys)
	hits := make([]int, len(prop.clauses))
	bestHit := 0
	for i := range prop.clauses {
		for k := range prop.clauses[i].keys {
			if want[k] {
				hits[i]++
			}
		}
		bestHit = max(bestHit, hits[i])
	}
	var b strings.Builder
	for i := range prop.clauses {
		if hits[i] == 0 || 2*hits[i] < bestHit {
			continue
		}
		b.WriteString(clauseWithAttached(prop, i) + " ")
	}
	return b.String()
}

func restatedByUnion(pk propKeys, c, target *clause, hedge string) float64 {
	skip := keysOf(tokenize(hedge))
	have := map[string]bool{}
	for _, k := range pk.keys {
		have[k] = true
	}
	n, hit := 0, 0
	for k := range unionKeys(c.keys, target.keys) {
		if skip[k] {
			continue
		}
		w := weightOf(k)
		n += w
		if have[k] {
			hit += w
		}
	}
	return share(hit, n)
}

// TestUnionFreeKeysAgree: keptText and restated answer as they did over
// the union, for neighbouring fixture sentences as proposition and
// passage, every clause of the passage against itself and its condition.
func TestUnionFreeKeysAgree(t *testing.T) {
	var as []analysed
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			as = append(as, analyse(s))
		}
	}
	kept := 0
	for k := 1; k < len(as); k++ {
		prop, s := &as[k-1], &as[k]
		pk := keysInOrder(prop.toks)
		for i := range s.clauses {
			c := &s.clauses[i]
			targets := []*clause{c}
			if c.condIdx >= 0 {
				targets = append(targets, &s.clauses[c.condIdx])
			}
			if i > 0 {
				targets = append(targets, &s.clauses[i-1])
			}
			for _, tg := range targets {
				if got, want := keptText(prop, c, tg), keptTextByUnion(prop, c, tg); got != want {
					t.Fatalf("keptText(%q, %q) = %q, over the union %q", prop.text, s.text, got, want)
				} else if got != "" {
					kept++
				}
				for _, hedge := range []string{"", "generally", "unless the clause is unreasonable"} {
					if got, want := restated(pk, c, tg, hedge), restatedByUnion(pk, c, tg, hedge); got != want {
						t.Fatalf("restated(%q, %q, %q) = %v, over the union %v", prop.text, s.text, hedge, got, want)
					}
				}
			}
		}
	}
	if kept < 100 {
		t.Fatalf("only %d kept texts", kept)
	}
}
