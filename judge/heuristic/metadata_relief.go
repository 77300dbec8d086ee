package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Metadata relief: a Vault outcome label that names a thing and what was
// done to it ("preliminary injunction denied", "sanctions denied") is the
// document's disposition of the relief sought, whatever the text says
// (an order resolved "as set out in the minute entry" says nothing). A
// proposition telling of this decision that the court did the opposite
// ("granted the motion", "granted an adverse-inference instruction") is
// adverse to it when it names the same thing; when it names the relief
// otherwise (the label's "sanctions", the proposition's "instruction"),
// the rules cannot tell that it is the same relief, and the holding is
// for a person to read, never a pass. "The court refused to compel
// production" tells this decision as "denied the motion" does
// (reportsDecision), and names the label's "motion to compel" by its
// verb.

// labelRelief reads a metadata outcome whose last word is a relief
// operator: the thing's keys and the operator's sign; ok false when the
// label is not of that form.
func labelRelief(outcome string) (thing keySet, word string, sign int, ok bool) {
	f := strings.Fields(strings.TrimSuffix(strings.TrimSpace(outcome), "."))
	if len(f) < 2 {
		return nil, "", 0, false
	}
	w := strings.ToLower(f[len(f)-1])
	s, isOp := polar.operators[w]
	if !isOp || polar.opAxis[w] != "relief" || s == 0 {
		return nil, "", 0, false
	}
	return keysOf(tokenize(strings.Join(f[:len(f)-1], " "))), f[len(f)-1], s, true
}

// reliefStated is one relief word of a proposition's main clause: its
// sign with the clause's negation applied, and the keys of what follows
// it in the clause (what was granted or denied).
type reliefStated struct {
	word string
	sign int
	obj  keySet
}

// reliefWords are the relief operators of the proposition's main
// clauses, read as the court's own act: not after a word of request
// ("moved to deny", "asked the court to grant"), and negated by a
// negator earlier in the clause ("did not grant").
func reliefWords(prop *analysed) []reliefStated {
	return reliefWordsOf(prop, false)
}

// reliefWordsOf is reliefWords, with conditioned main clauses too when
// anyCond is set ("where the maker kept shipping, the court granted
// review" tells what the court did in the case the clause describes),
// and, in any other clause, a relief word whose subject is the court
// itself ("the court granted"), which the clause splitter may have left
// inside the "where" clause that sets the scene.
func reliefWordsOf(prop *analysed, anyCond bool) []reliefStated {
	var out []reliefStated
	for ci := range prop.clauses {
		c := &prop.clauses[ci]
		courtOnly := false
		if c.role != roleMain || c.cond != roleMain && !anyCond {
			if !anyCond {
				continue
			}
			courtOnly = c.role != roleMain
		}
		neg, asked := 1, false
		for i, t := range c.toks {
			if t.kind != tokWord {
				continue
			}
			if requestWords[t.low] {
				asked = true
			}
			if polar.negators[t.low] {
				neg = -neg
				continue
			}
			s, isOp := polar.operators[t.low]
			if !isOp || polar.opAxis[t.low] != "relief" || asked || courtOnly && (i == 0 || c.toks[i-1].low != "court" && c.toks[i-1].low != "judge") {
				continue
			}
			out = append(out, reliefStated{word: t.raw, sign: s * neg, obj: keysOf(c.toks[i+1:])})
		}
	}
	return out
}

// metadataReliefClash compares the proposition's account of this
// decision's relief with a relief outcome label of the Vault: decided
// adverse when a relief word of the opposite sign names the label's
// thing and none of the same sign does; undecided (cannotDecide) when
// the opposite one names something else; "" otherwise.
func metadataReliefClash(prop *analysed, pLow string, u *judge.Unit) (adverse bool, msg string) {
	thing, word, sign, ok := labelRelief(u.Outcome)
	if !ok || len(thing) == 0 {
		return false, ""
	}
	if firstPhrase(pLow, decisionWords) == "" && !isParticular(pLow) && !containsPhrase(pLow, "granted") && !containsPhrase(pLow, "denied") && !reportsDecision(pLow) {
		return false, "" // a rule, not an account of what this court did
	}
	var named, unnamed *reliefStated
	rs := reliefWordsOf(prop, true)
	for i := range rs {
		r := &rs[i]
		shares := false
		for k := range thing {
			shares = shares || r.obj[k]
		}
		switch {
		case r.sign == sign && shares:
			return false, "" // the proposition states the label's outcome
		case r.sign == -sign && shares && named == nil:
			named = r
		case r.sign == -sign && unnamed == nil:
			unnamed = r
		}
	}
	label := strings.TrimSpace(u.Outcome)
	switch {
	case named != nil:
		return true, fmt.Sprintf("adverse holding: the proposition says the relief was %s where the Vault's outcome for this document is %q", named.word, label)
	case unnamed != nil:
		return true, fmt.Sprintf("%sthe proposition says the court %s relief where the Vault's outcome for this document is %q (%s), but it names the relief in other words, so whether it is the same relief needs reading", cannotDecide, unnamed.word, label, word)
	}
	return false, ""
}
