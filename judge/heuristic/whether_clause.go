package heuristic

// A "whether" clause names a question, it asserts neither answer:
// "whether a listing seen in the state supports jurisdiction turns on
// targeting" does not say the listing supports it, and "the court had
// to decide whether the clause was enforceable" does not say it was.
// Read as plain predicates, the words of the question clash with a
// sentence that answers it ("a listing seen in the state does not by
// itself support jurisdiction"), and a correct restatement fails. A
// clash on a word that stands, in either sentence, between "whether"
// and the end of its clause (the next clause punctuation) is left for a
// person to read: undecided, never a pass, since the rules cannot tell
// what the rest of the sentence says of the question. "Whether or not",
// a concession ("the clause binds whether or not it was read"), names
// no question and is left alone.
//
// Only the proposition's question is read so: a passage's ("the court
// had to decide whether ...") is usually followed by the answer in its
// own words, and leaving those clashes undecided cost a decided right
// C-008 verdict on a suite nobody tuned on (BENCHMARKS.md, 26.44).

// inWhetherClause marks the tokens of toks that stand inside a
// "whether" question: from the word after "whether" to the next clause
// punctuation.
func inWhetherClause(toks []tok) []bool {
	var out []bool
	open := false
	for i, t := range toks {
		if t.kind == tokPunct && t.low != "\"" && t.low != "“" && t.low != "”" {
			open = false
		}
		if open {
			if out == nil {
				out = make([]bool, len(toks))
			}
			out[i] = true
		}
		if t.kind == tokWord && t.low == "whether" && !(i+2 < len(toks) && toks[i+1].low == "or" && toks[i+2].low == "not") {
			open = true
		}
	}
	return out
}

// whetherDoubtful reports whether the clash on key k between the
// proposition p and a passage sentence has the proposition's word inside
// a "whether" question.
func whetherDoubtful(p []tok, k string) bool {
	return k != "" && keyInQuestion(p, k)
}

// keyInQuestion reports whether a word of key k in toks stands inside a
// "whether" question.
func keyInQuestion(toks []tok, k string) bool {
	q := inWhetherClause(toks)
	if q == nil {
		return false
	}
	for i, t := range toks {
		if q[i] && t.kind == tokWord && t.k == k {
			return true
		}
	}
	return false
}
