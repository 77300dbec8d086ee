package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Substitution: a proposition that restates a passage sentence word for
// word except for the word that asserts ("clauses are prima facie vague
// and should be enforced" against "prima facie valid and should be
// enforced") aligns on nearly all its words, so the share of words held
// would pass it; but the one word that differs is the one that says
// something, and nothing in the passage says it.
//
// A word of the proposition that the aligned sentences do not hold,
// standing between the same neighbours as a word of the passage sentence
// that the proposition does not hold either (and that the synonym tables
// do not equate with it), in the slot where the sentence asserts, is a
// substituted word: the rules cannot tell a paraphrase they lack from a
// change of meaning, so the proposition is not passed on its alignment
// (undecided, never a decided failure: the two may be synonyms the
// tables do not list).
//
// The slot asserts when the passage's word is one the polarity lexicon
// reads (valid, reasonable, mandatory, enforced ...) and the
// proposition's is not, or when both are predicate adjectives after a
// copula ("is sensible" for "is rational"; not participles: "is
// permitted" for "is subject to" is a verb the clause rules read). A verb
// swapped for a verb ("carries" for "bears", "make" for "render") is
// ordinary paraphrase and is left to the share of words held: on the
// tuning suites it was paraphrase every time.

// maxSubstitutedSpan is how many passage words may stand in the place of
// the proposition's one word between the shared neighbours ("valid", or
// "fully valid").
const maxSubstitutedSpan = 2

// substitutedWord returns a meaning-bearing word of the proposition
// (ptoks) held by none of the aligned sentences (picks) and the
// passage words that stand in its slot in one of them, or "", "". The
// word must be a common word (a name or a number is the facts rules'
// business), its neighbours the same tokens (or words of the same key)
// on both sides, the two before it and the one after, and the passage's word must
// not occur in the proposition at all (a reordering is not a
// substitution).
func substitutedWord(ptoks []tok, picks []*analysed) (said, passage string) {
	if len(picks) == 0 {
		return "", ""
	}
	// The proposition's words by stem, not by key: a synonym group may
	// hold the passage's word and another word of the proposition
	// ("valid" and "enforced"), which does not make it a reordering.
	// Built when a slot is first read: most propositions have no word
	// the passage lacks, and the stems were a seventieth of a fresh unit.
	var inProp map[string]bool
	propStems := func() map[string]bool {
		if inProp == nil {
			inProp = make(map[string]bool, len(ptoks))
			for _, t := range ptoks {
				if t.kind == tokWord {
					inProp[stem(t.low)] = true
				}
			}
		}
		return inProp
	}
	held := func(k string) bool {
		for _, s := range picks {
			if s.keys[k] {
				return true
			}
		}
		return false
	}
	for i := 1; i+1 < len(ptoks); i++ {
		t := ptoks[i]
		if t.kind != tokWord || t.cap || t.k == "" || weightOf(t.k) != contentWeight || held(t.k) {
			continue
		}
		if polar.content[t.low] != (polarWord{}) {
			continue // a word the polarity rules read against the passage's
		}
		left := ptoks[max(0, i-2):i]
		r := ptoks[i+1]
		if len(left) < 2 && left[0].k == "" && r.k == "" {
			continue // anchored on two function words alone
		}
		copular := copulaBefore(ptoks, i) && !participle(t.low)
		for _, s := range picks {
			if w := slotWord(s.toks, left, r, t.k, propStems(), copular); w != "" {
				return t.raw, w
			}
		}
	}
	return "", ""
}

// slotWord is the passage words of toks that stand between tokens
// matching left (the word or two before the slot) and r (the token after) (at most maxSubstitutedSpan of them, one a
// meaning-bearing word of another key than k that the proposition does
// not hold and that asserts: a polar word or, when copular, a predicate
// adjective after a copula), or "".
func slotWord(toks []tok, left []tok, r tok, k string, inProp map[string]bool, copular bool) string {
	for j := len(left) - 1; j < len(toks); j++ {
		if !sameTokens(toks[j+1-len(left):j+1], left) {
			continue
		}
		for m := 1; m <= maxSubstitutedSpan && j+1+m < len(toks); m++ {
			if !sameToken(toks[j+1+m], r) {
				continue
			}
			other, words := false, ""
			for n, x := range toks[j+1 : j+1+m] {
				if x.kind != tokWord || x.lex&lexNegator != 0 {
					other = false // punctuation or a negator between: the polarity rules' business
					break
				}
				asserts := polar.content[x.low] != (polarWord{}) || copular && copulaBefore(toks, j+1+n) && !participle(x.low)
				if x.k != "" && x.k != k && weightOf(x.k) == contentWeight && !inProp[stem(x.low)] && !x.cap && asserts {
					other = true
				}
				if words != "" {
					words += " "
				}
				words += x.raw
			}
			if other {
				return words
			}
		}
	}
	return ""
}

// sameToken reports whether two tokens are the same: the same
// punctuation or spelling, or words of the same content key.
func sameToken(a, b tok) bool {
	return a.kind == b.kind && (a.low == b.low || a.k != "" && a.k == b.k)
}

// sameTokens reports whether a and b are the same tokens one for one.
func sameTokens(a, b []tok) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameToken(a[i], b[i]) {
			return false
		}
	}
	return true
}

// copulaBefore reports whether a copula stands before toks[i] in its
// clause, at most three words before it ("are valid", "are prima facie
// valid", "is not ordinarily fair").
func copulaBefore(toks []tok, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if toks[j].kind != tokWord {
			return false
		}
		if copulas[toks[j].low] {
			return true
		}
	}
	return false
}

// participle reports whether w has the form of a participle (-ed, -ing,
// -en), which after a copula is a passive or progressive verb, not a
// predicate adjective.
func participle(w string) bool {
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "en")
}

// substitutionDoubt leaves support undecided where the proposition
// substitutes the word of the sentence it restates that asserts
// (substitutedWord).
func substitutionDoubt(v *unitVerdict, ptoks []tok, picks []*analysed) {
	if !v.support {
		return
	}
	if said, passage := substitutedWord(ptoks, picks); said != "" {
		v.cannotTell(judge.UndecidedSupports, fmt.Sprintf("%sthe proposition says %q where the passage sentence it restates says %q, words the rules do not know as synonyms", cannotDecide, said, passage))
	}
}
