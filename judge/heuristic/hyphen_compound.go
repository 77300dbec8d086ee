package heuristic

// A negator joined by a hyphen to the word after it names a thing with
// that word: a "no-fault" rule, a "no-waiver" clause, a "no-prejudice"
// finding, a "not-guilty" plea. It denies the word it is joined to and
// nothing further on. Read as a bare negator its force waits for the
// next polar word, a verb a few words on ("the no-prejudice finding was
// upheld" read as "not upheld"), and turns a correct restatement into a
// clash with "the finding was affirmed". When the joined word is itself
// polar ("no-harm"), the negator's force is spent on it in the ordinary
// way; only a negator joined to a word the axes do not read is set
// aside.

// compoundNegator reports whether the negator at toks[i] opens a
// hyphenated compound whose second part the axes do not read, so that
// it negates no predicate.
func compoundNegator(toks []tok, i int) bool {
	if i+1 >= len(toks) || !toks[i+1].hyph || toks[i+1].kind != tokWord {
		return false
	}
	next := toks[i+1].low
	_, content := polar.content[next]
	_, operator := polar.operators[next]
	return !content && !operator
}
