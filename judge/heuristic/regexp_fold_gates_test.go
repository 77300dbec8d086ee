package heuristic

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
	"unicode"
)

// foldGated are the (?i) regexps regexp_fold_gates.go answers without.
var foldGated = []struct {
	name  string
	re    *regexp.Regexp
	words []string
}{
	{"insufficiency", insufficiency, insufficiencyGate},
	{"sourcesSilent", sourcesSilent, sourcesSilentGate},
}

// everyMatchHolds reports whether every text matched by the sequence
// subs, right after the literal text pre, holds one of words: proved
// only from literal runs (a word inside the literal letters that every
// match spells in a row), so false means unproved, never disproved.
// Alternations are proved branch by branch with what follows them.
func everyMatchHolds(subs []*syntax.Regexp, pre string, words []string) bool {
	if len(subs) == 0 {
		return false
	}
	re, rest := subs[0], subs[1:]
	with := func(first ...*syntax.Regexp) []*syntax.Regexp {
		return append(append([]*syntax.Regexp{}, first...), rest...)
	}
	switch re.Op {
	case syntax.OpLiteral:
		s := pre + strings.ToLower(string(re.Rune))
		for _, w := range words {
			if strings.Contains(s, w) {
				return true
			}
		}
		return everyMatchHolds(rest, s, words)
	case syntax.OpCapture:
		return everyMatchHolds(with(re.Sub[0]), pre, words)
	case syntax.OpConcat:
		return everyMatchHolds(with(re.Sub...), pre, words)
	case syntax.OpAlternate:
		for _, b := range re.Sub {
			if !everyMatchHolds(with(b), pre, words) {
				return false
			}
		}
		return true
	case syntax.OpPlus:
		// At least one repetition: its first must hold a word, or what
		// follows the repetitions must.
		return everyMatchHolds([]*syntax.Regexp{re.Sub[0]}, pre, words) || everyMatchHolds(rest, "", words)
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpEmptyMatch:
		return everyMatchHolds(rest, pre, words) // zero width: the literal run goes on
	default:
		// Optional parts, repetitions, classes: the run is broken.
		return everyMatchHolds(rest, "", words)
	}
}

// TestFoldGatesNeverHideAMatch: from each gated regexp's syntax tree,
// every match holds one of its gate's words (a rule that adds a phrase
// without one fails here); no gate word has a letter whose case orbit
// leaves ASCII; and on every fixture sentence and random texts of the
// patterns' phrases, in mixed case, no text the gate turns away matches.
func TestFoldGatesNeverHideAMatch(t *testing.T) {
	for _, g := range foldGated {
		tree, err := syntax.Parse(g.re.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if tree.Flags&syntax.FoldCase == 0 && !strings.HasPrefix(g.re.String(), "(?i)") {
			t.Fatalf("%s is not case-insensitive", g.name)
		}
		if !everyMatchHolds([]*syntax.Regexp{tree}, "", g.words) {
			t.Errorf("%s: some match need not hold one of %q: %s", g.name, g.words, g.re)
		}
		for _, w := range g.words {
			for _, r := range w {
				if r >= unicode.MaxASCII || strings.ToLower(string(r)) != string(r) {
					t.Fatalf("%s: gate word %q is not lower-case ASCII", g.name, w)
				}
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					if f >= unicode.MaxASCII {
						t.Fatalf("%s: gate word %q has %q, which (?i) also matches as %q", g.name, w, r, f)
					}
				}
			}
		}
	}
	// The prover says no when a word is missing.
	if everyMatchHolds([]*syntax.Regexp{mustParse(t, `(?i)(not\s+x|unable|maybe)`)}, "", []string{"not", "unable"}) {
		t.Fatal("the prover passed an alternative holding no gate word")
	}
	if !everyMatchHolds([]*syntax.Regexp{mustParse(t, `(?i)\b(nothing\s+x|none\s+y)`)}, "", []string{"nothing", "none"}) {
		t.Fatal("the prover failed factored alternatives (no(thing|ne))")
	}
	var texts []string
	for _, file := range fixtureFiles(t) {
		for i, s := range splitSentences(file) {
			texts = append(texts, s)
			if i%8 == 0 {
				texts = append(texts, strings.ToUpper(s))
			}
		}
	}
	pieces := []string{" ", " ", ", ", "the ", "nothing ", "none of the ", "NOT ", "not ", "cannot ", "vault ", "Retrieved ", "sources ", "documents ", "say ", "addresses ", "do not ", "insufficient ", "INSUFFICIENT ", "support ", "unable to ", "verify ", "unverified", "been ", "verified", "could ", "find ", "no ", "passages ", "in the ", "nothing in the retrieved sources addresses ", "Retrieved documents say nothing ", "None of the vault passages address "}
	for _, g := range foldGated {
		for _, w := range g.words {
			pieces = append(pieces, w+" ", strings.ToUpper(w[:1])+w[1:]+" ")
		}
	}
	texts = append(texts, randomTexts(pieces, 20000, 10, 4)...)
	for _, g := range foldGated {
		matched, turned := 0, 0
		for _, s := range texts {
			m := g.re.MatchString(s)
			if m {
				matched++
			}
			if !holdsAnyFold(s, g.words) {
				turned++
				if m {
					t.Fatalf("%s matches %.200q, which its gate turns away", g.name, s)
				}
			}
		}
		if matched < 20 || turned == 0 {
			t.Fatalf("%s: %d texts matched, %d turned away: the test shows nothing", g.name, matched, turned)
		}
	}
	if statesInsufficiency("The Vault sources do not address it.") != true || saysSourcesSilent("NOTHING in the vault addresses it") != true || statesInsufficiency("It is settled law.") {
		t.Fatal("the gated matchers answer wrongly")
	}
}

func mustParse(t *testing.T, src string) *syntax.Regexp {
	t.Helper()
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	return re
}

// TestContainsFoldASCII: the case-blind search finds a word in any ASCII
// case at any place, and nothing else.
func TestContainsFoldASCII(t *testing.T) {
	for _, c := range []struct {
		s, w string
		want bool
	}{
		{"", "not", false},
		{"not", "not", true},
		{"NoT", "not", true},
		{"caNNOT say", "not", true},
		{"no t", "not", false},
		{"nOo", "not", false},
		{"xnonex", "none", true},
		{"non", "none", false},
		{"un-able", "unable", false},
		{"UNVERIFIED.", "verified", true},
		{"vaul", "vault", false},
		{"abc", "", true},
	} {
		if got := containsFoldASCII(c.s, c.w); got != c.want {
			t.Errorf("containsFoldASCII(%q, %q) = %v, want %v", c.s, c.w, got, c.want)
		}
	}
}
