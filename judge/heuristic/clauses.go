package heuristic

import "strings"

// clauseRole is what a clause does in its sentence.
type clauseRole uint8

const (
	roleMain      clauseRole = iota
	roleCondition            // if, where, when, only if, provided, to the extent
	roleException            // unless, except, absent
	roleReason               // because, since
	roleOnlyIf               // only if, only to the extent, only where
)

// clause is one clause of a sentence with the polar assertions it makes.
type clause struct {
	role clauseRole
	// conn is the connective that opened the clause ("unless", "but"), "".
	conn string
	// cond is, for a main clause, the role of the condition or exception
	// attached to it (roleCondition or roleException), or roleMain.
	cond clauseRole
	// condIdx is the index of that condition clause in the sentence, or -1.
	condIdx int
	toks    []tok
	keys    keySet // content keys of toks
	asserts []assertion
	// undecided: the clause declines to decide, or remands ("we do not
	// decide whether ...", "vacated and remanded").
	undecided bool
}

// assertion is one thing a clause says one way or the other on an axis
// ("the covenant is unenforceable": effect -).
type assertion struct {
	axis string
	// sign is +1 or -1; 0 when the clause leaves it open (a request, an
	// optional "need not", a question the court does not decide).
	sign  int
	word  string // the content word, as written
	modal string // "may" (permission), "must" (obligation) or ""
	obj   string // relief: what was granted or denied ("motion dismiss")
	// past: written in the pluperfect ("had enforced", "had been
	// denied", "a judgment that had refused to enforce"): what was done
	// before the decision told of, its history, not the decision.
	past bool
	// unsettled: what the sentence says a thing is not enough to bring
	// about ("not, by itself, enough to make the lease void"): left open,
	// neither held nor denied (sign 0).
	unsettled bool
}

// phraseSet is a list of phrases compiled for matching at a token: the
// phrases by their first word, each as its words. The rules ask a set at
// nearly every token of every sentence, and nearly every answer is no,
// so the set also keeps which lengths and first bytes its first words
// have: a word with neither is answered without hashing it.
type phraseSet struct {
	byFirst map[string][][]string
	lens    uint64    // bit n: a first word of n bytes (63: 63 or more)
	firsts  [4]uint64 // bit c: a first word starting with byte c
	// bit is the set's lexical flag (lex_flags.go), 0 for a set tokens
	// carry no flag for: a token without it starts none of its phrases.
	bit lexBits
}

func compilePhrases(list []string) phraseSet {
	ps := phraseSet{byFirst: map[string][][]string{}}
	for _, p := range list {
		ws := strings.Fields(p)
		ps.byFirst[ws[0]] = append(ps.byFirst[ws[0]], ws)
		ps.lens |= 1 << min(len(ws[0]), 63)
		ps.firsts[ws[0][0]>>6] |= 1 << (ws[0][0] & 63)
	}
	return ps
}

// mayStart reports whether a first word of the set could be w (false
// only when none is).
func (ps *phraseSet) mayStart(w string) bool {
	return w != "" && ps.lens&(1<<min(len(w), 63)) != 0 && ps.firsts[w[0]>>6]&(1<<(w[0]&63)) != 0
}

// at reports the length in tokens of the first phrase of the set that
// starts at toks[i] (words compared in lower case), or 0.
//
// The test of the token's flag is small enough to be inlined at every
// caller, and most tokens start none of a flagged set's phrases: the
// call itself, asked of every token by set after set, was a twentieth
// of a fresh citation unit. The rest is atFlagged.
func (ps *phraseSet) at(toks []tok, i int) int {
	// lex&bit == bit: the flag is there, or the set has none (bit 0).
	if i < len(toks) && toks[i].lex&ps.bit == ps.bit {
		return ps.atFlagged(toks, i)
	}
	return 0
}

// atFlagged is at for an i inside toks whose token carries the set's
// flag (or a set without one).
func (ps *phraseSet) atFlagged(toks []tok, i int) int {
	if toks[i].kind == tokPunct || !ps.mayStart(toks[i].low) {
		return 0
	}
	for _, ws := range ps.byFirst[toks[i].low] {
		if i+len(ws) > len(toks) {
			continue
		}
		ok := true
		for k := 1; k < len(ws); k++ {
			if toks[i+k].kind == tokPunct || toks[i+k].low != ws[k] {
				ok = false
				break
			}
		}
		if ok {
			return len(ws)
		}
	}
	return 0
}

// The phrase lists of words.go, compiled once.
var (
	phraseBurdenOn          = compilePhrases(burdenOn)
	phraseBurdenShift       = compilePhrases(burdenShift)
	phraseBurdenVerbs       = compilePhrases(burdenVerbs)
	phraseConditionWords    = compilePhrases(conditionWords)
	phraseContrastWords     = compilePhrases(contrastWords)
	phraseExceptionWords    = compilePhrases(exceptionWords)
	phraseMovedVerbs        = compilePhrases(movedVerbs)
	phraseMustShowVerbs     = compilePhrases(mustShowVerbs)
	phraseNegatorExceptions = compilePhrases(negatorExceptions)
	phraseOptionalPhrases   = compilePhrases(optionalPhrases)
	phrasePassiveShownBy    = compilePhrases(passiveShownBy)
	phraseReasonWords       = compilePhrases(reasonWords)
	phraseUndecidedPhrases  = compilePhrases(undecidedPhrases)
	phraseWonVerbs          = compilePhrases(wonVerbs)
	phraseFirstWords        = compilePhrases(firstWords)
)

// splitClauses splits a sentence's tokens into clauses at semicolons and
// colons, at connectives (if, unless, because, but ...), and at ", and" /
// ", or", which keep the role of the clause they continue.
func splitClauses(toks []tok) []clause {
	var out []clause
	cur := clause{role: roleMain, condIdx: -1}
	leading := false // the sentence opened with a condition or exception
	// A clause's tokens are a run of the sentence's (every token left out
	// ends the clause), so each clause is a slice of toks, capped so that
	// an append copies, instead of a copy grown token by token.
	from := -1 // where cur's run starts, -1 before its first token
	take := func(i int) {
		if from < 0 {
			from = i
		}
		cur.toks = toks[from : i+1 : i+1]
	}
	flush := func(next clauseRole) {
		if len(cur.toks) > 0 {
			out = append(out, cur)
		}
		cur = clause{role: next, condIdx: -1}
		from = -1
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokPunct {
			switch t.low {
			case ";", ":":
				leading = false
				flush(roleMain)
				continue
			case ",":
				if leading {
					leading = false
					flush(roleMain)
					continue
				}
				if i+1 < len(toks) && (toks[i+1].low == "and" || toks[i+1].low == "or") {
					role := cur.role
					flush(role)
					i++
					continue
				}
			}
			take(i)
			continue
		}
		afterComma := i == 0 || toks[i-1].kind == tokPunct
		if n, role := connectiveAt(toks, i, afterComma); n > 0 {
			if role == roleCondition && (toks[i].low == "only" || i > 0 && toks[i-1].low == "only") {
				role = roleOnlyIf
			}
			if i == 0 || (len(cur.toks) == 0 && len(out) == 0) {
				leading = role != roleMain
			}
			flush(role)
			cur.conn = joinLow(toks[i : i+n])
			i += n - 1
			continue
		}
		take(i)
	}
	flush(roleMain)
	// Attach each condition or exception to its main clause: the one
	// before it, or for a leading one, the one after it.
	for i := range out {
		if out[i].role != roleCondition && out[i].role != roleException && out[i].role != roleOnlyIf {
			continue
		}
		j := i - 1
		for j >= 0 && out[j].role != roleMain {
			j--
		}
		if j >= 0 && j == i-1 && endsInRelative(out[j].toks) {
			continue // the relative clause's condition (relative_condition.go)
		}
		if j < 0 {
			for j = i + 1; j < len(out) && out[j].role != roleMain; j++ {
			}
		}
		if j >= 0 && j < len(out) && out[j].condIdx < 0 {
			out[j].cond, out[j].condIdx = out[i].role, i
		}
	}
	return out
}

// connectiveAt reports a clause connective starting at toks[i]: its
// length in tokens and the role of the clause it starts. "where",
// "when", "while" and "since" count only at the start or after a comma
// (elsewhere they are relative: "the forum where suit is brought").
func connectiveAt(toks []tok, i int, afterComma bool) (int, clauseRole) {
	w := toks[i].low
	switch w {
	case "where", "when", "whenever", "while", "since", "provided", "whereas", "yet", "so":
		// Right after a predicate ("is unenforceable when it makes
		// arbitration too costly") "when" and "where" open its
		// condition, not a relative clause.
		if !afterComma && !(w != "while" && w != "since" && w != "provided" && w != "whereas" && w != "yet" && w != "so" && afterPredicate(toks, i)) {
			return 0, 0
		}
	case "but":
		if i > 0 && (toks[i-1].low == "all" || toks[i-1].low == "nothing" || toks[i-1].low == "anything") {
			return 0, 0 // "in all but the most exceptional cases"
		}
	}
	if n := phraseExceptionWords.at(toks, i); n > 0 {
		return n, roleException
	}
	if n := phraseConditionWords.at(toks, i); n > 0 {
		return n, roleCondition
	}
	if n := phraseReasonWords.at(toks, i); n > 0 {
		if w == "since" && !afterComma {
			return 0, 0
		}
		return n, roleReason
	}
	if n := phraseContrastWords.at(toks, i); n > 0 {
		return n, roleMain
	}
	return 0, 0
}

func joinLow(ts []tok) string {
	// strings.Join of the words, without the slice of them it needs.
	switch len(ts) {
	case 0:
		return ""
	case 1:
		return ts[0].low
	}
	n := len(ts) - 1
	for _, t := range ts {
		n += len(t.low)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(ts[0].low)
	for _, t := range ts[1:] {
		b.WriteByte(' ')
		b.WriteString(t.low)
	}
	return b.String()
}

// text is the clause's words in lower case, its connective first.
func (c *clause) text() string {
	s := joinLow(c.toks)
	if c.conn != "" {
		s = c.conn + " " + s
	}
	return s
}

// afterPredicate reports whether toks[i] follows a predicate word: a
// polar content word that is no noun needing an operator ("void where",
// "unenforceable when"; not "the injunction where").
func afterPredicate(toks []tok, i int) bool {
	if i == 0 {
		return false
	}
	w := toks[i-1].low
	_, polarWord := polar.content[w]
	return polarWord && !nounsNeedingOperator[w]
}
