package heuristic

import (
	"strings"
	"testing"
	"unsafe"
)

// flagsByTables is a token's lexical flags read from the tables
// directly, without lexFlagsOf.
func flagsByTables(low string) lexBits {
	var b lexBits
	if polar.negators[low] {
		b |= lexNegator
	}
	if _, ok := polar.operators[low]; ok {
		b |= lexOperator
	}
	if _, ok := polar.content[low]; ok {
		b |= lexContent
	}
	if relativeWords[low] {
		b |= lexRelative
	}
	for i, ps := range flaggedPhraseSets {
		if len(ps.byFirst[low]) > 0 {
			b |= lexPhraseBase << i
		}
	}
	for _, wt := range flaggedWordTables {
		if wt.table[low] {
			b |= wt.bit
		}
	}
	return b
}

// flaggedWordTables are the word tables with a flag of their own.
var flaggedWordTables = []struct {
	table map[string]bool
	bit   lexBits
}{
	{conditionWord, lexCondition}, {negativeSubjects, lexNegSubject}, {subjectNegators, lexSubjectNegator}, {remandWords, lexRemand}, {requestWords, lexRequest},
}

// TestLexFlagsMatchTables: every token of every fixture, and of every
// word the flagged tables hold (each alone and all in one text, with
// capitals, possessives and "n't"), carries exactly the flags its tables
// give its text, whether its spelling was remembered before (word_forms.go)
// or not; and the flagged sets carry their bits once init has run.
func TestLexFlagsMatchTables(t *testing.T) {
	for i, ps := range flaggedPhraseSets {
		if ps.bit != lexPhraseBase<<i {
			t.Fatalf("flagged set %d has bit %b, want %b", i, ps.bit, lexPhraseBase<<i)
		}
	}
	var words []string
	for w := range polar.negators {
		words = append(words, w)
	}
	for w := range polar.operators {
		words = append(words, w)
	}
	for w := range polar.content {
		words = append(words, w)
	}
	for w := range relativeWords {
		words = append(words, w)
	}
	for _, ps := range flaggedPhraseSets {
		for w := range ps.byFirst {
			words = append(words, w)
		}
	}
	for _, wt := range flaggedWordTables {
		for w := range wt.table {
			words = append(words, w)
		}
	}
	texts := fixtureFiles(t)
	for _, w := range words {
		texts = append(texts, w, strings.ToUpper(w[:1])+w[1:], w+"'s", w+"n't")
	}
	texts = append(texts, strings.Join(words, " "), strings.Join(words, ", "), "§ 12 “quoted” (a) $4,000.50; 10% - x")
	seen := map[lexBits]bool{}
	check := func(text string) {
		for _, tk := range tokenize(text) {
			if want := flagsByTables(tk.low); tk.lex != want {
				t.Fatalf("token %q (kind %d) of %q: flags %b, the tables give %b", tk.low, tk.kind, clip(text, 60), tk.lex, want)
			}
			seen[tk.lex] = true
		}
	}
	for _, text := range texts {
		check(text) // first reading: spellings new to the memo are folded
		check(text) // second: read back from the memo
	}
	for _, tk := range tokenize(strings.Join(words, " ")) {
		if got := foldWord(nil, tk.raw, 0, false, false); len(got) > 0 && got[0].lex != flagsByTables(got[0].low) {
			t.Fatalf("foldWord(%q): flags %b, the tables give %b", tk.raw, got[0].lex, flagsByTables(got[0].low))
		}
	}
	// Every flag is exercised, alone or with others.
	var all lexBits
	for b := range seen {
		all |= b
	}
	if want := lexEnd - 1; all != want {
		t.Fatalf("flags seen %b, want every one of %b", all, want)
	}
}

// TestTokenStaysSmall: the flags sit in the token's padding, so adding
// them grew no token (a token slice is a unit's largest allocation).
func TestTokenStaysSmall(t *testing.T) {
	if n := unsafe.Sizeof(tok{}); n > 64 {
		t.Fatalf("a token is %d bytes, want at most 64", n)
	}
}
