package heuristic

import "slices"

// Lexical flags: which of the hottest word tables hold a token's
// lower-case text, worked out once per spelling (tokens are memoised by
// spelling, word_forms.go) instead of a map lookup per token per rule.
// The clause reader asks "is this a negator, an operator, a polar word,
// the first word of one of these phrases" at every token of every
// sentence, and nearly every answer is no: those misses, each a string
// hash, were the largest single share of a fresh unit's analysis.
//
// Only tables that are complete once the package's variables are
// initialised are flagged (none is written to by an init function or
// later): a flag is computed from the table when a spelling is first
// tokenized, and Go initialises every table lexFlagsOf reads before any
// variable whose initialiser tokenizes. TestLexFlagsMatchTables holds
// each flag to its table on every token of the fixtures and every word
// of the tables.

// lexBits is a token's set of lexical flags.
type lexBits uint32

const (
	lexNegator  lexBits = 1 << iota // polar.negators
	lexOperator                     // a key of polar.operators
	lexContent                      // a key of polar.content
	lexRelative                     // relativeWords
	// lexPhraseBase is the bit of flaggedPhraseSets[0]; set i has
	// lexPhraseBase<<i: the token's text is one of its first words.
	lexPhraseBase
)

// flaggedPhraseSets are the phrase sets whose first words tokens carry a
// flag for (phraseSet.at reads it before the set's map).
var flaggedPhraseSets = [...]*phraseSet{
	&phraseBurdenOn, &phraseBurdenShift, &phraseBurdenVerbs, &phraseConditionWords,
	&phraseContrastWords, &phraseExceptionWords, &phraseMovedVerbs, &phraseMustShowVerbs,
	&phraseNegatorExceptions, &phraseOptionalPhrases, &phrasePassiveShownBy, &phraseReasonWords,
	&phraseUndecidedPhrases, &phraseWonVerbs, &phraseFirstWords,
}

// Word tables read at every token by a rule, after the phrase sets'
// bits: a string-keyed map read per token, nearly always a miss, was
// the largest share left of a fresh citation unit's work (string hashing
// about a sixth of it, spread over the rules).
const (
	lexCondition      lexBits = lexPhraseBase << (len(flaggedPhraseSets) + iota) // conditionWord
	lexNegSubject                                                                // negativeSubjects
	lexSubjectNegator                                                            // subjectNegators
	lexRemand                                                                    // remandWords
	lexRequest                                                                   // requestWords
	lexEnd                                                                       // one past the last flag
)

// The flags must fit lexBits: a constant overflow here fails the build.
const _ = uint32(lexEnd >> 1)
const _ = uint(31 - (4 + len(flaggedPhraseSets) + 5 - 1))

// init gives each flagged set its bit. Until it runs a set's bit is 0
// and at reads its map for every token, as an unflagged set does: the
// flags themselves come from the sets' maps, not from the bits, so a
// token read before init carries the same flags as one read after.
func init() {
	for i, ps := range flaggedPhraseSets {
		ps.bit = lexPhraseBase << i
	}
}

// lexFlagsOf is the flags of a token whose lower-case text is low.
func lexFlagsOf(low string) lexBits {
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
		if _, ok := ps.byFirst[low]; ok {
			b |= lexPhraseBase << i
		}
	}
	if conditionWord[low] {
		b |= lexCondition
	}
	if negativeSubjects[low] {
		b |= lexNegSubject
	}
	if subjectNegators[low] {
		b |= lexSubjectNegator
	}
	if remandWords[low] {
		b |= lexRemand
	}
	// requestWords is completed by an init function (outcome_words.go
	// adds attemptWords), which may run after a word is first read: the
	// flag reads both, so it is the finished table's either way.
	if requestWords[low] || slices.Contains(attemptWords, low) {
		b |= lexRequest
	}
	return b
}

// punctLex is the flags of each ASCII punctuation byte tokenize keeps.
var punctLex = func() (t [128]lexBits) {
	for c := range clausePunct {
		if clausePunct[c] {
			t[c] = lexFlagsOf(string(rune(c)))
		}
	}
	return t
}()

// punctFlags is the flags of a punctuation token r.
func punctFlags(r rune) lexBits {
	if r < 128 {
		return punctLex[r]
	}
	return lexFlagsOf(string(r))
}

// operatorSign is polar.operators[t.low], read only for a flagged token.
func operatorSign(t tok) (int, bool) {
	if t.lex&lexOperator == 0 {
		return 0, false
	}
	s, ok := polar.operators[t.low]
	return s, ok
}
