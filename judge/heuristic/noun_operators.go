package heuristic

// Operator nouns: "refusal", "denial" and "rejection" are operators made
// nouns, and the act of a party as often as of a court. Followed by "to" or "of" they operate on what
// that phrase names ("the refusal to enforce the clause", "the denial of
// the motion"); standing alone they are the thing the sentence speaks
// of ("the refusal was reasonable", "held the refusal reasonable"), and
// they turn round nothing. And even after "of", the phrase ends where
// the sentence's own predicate begins: in "the landlord's refusal of
// consent was reasonable" the refusal does not reach "reasonable", which
// is said of it. (A consent clause's law speaks of refusals all the
// time; read as a negator, "the refusal was held reasonable" became
// "not reasonable" and contradicted the very holding it restates.)

// operatorNouns are the operators whose noun form is often a sentence's
// subject.
var operatorNouns = map[string]bool{
	"refusal": true, "refusals": true, "denial": true, "denials": true,
	"rejection": true, "rejections": true,
}

// A court's own disposition made a noun ("on reversal, judgment for the
// buyer", "the affirmance") still tells what the court did, so
// "reversal" and "affirmance" are not among them.

// operatorNounStandsAlone: the operator noun at toks[i] has no "to" or
// "of" phrase to operate on.
func operatorNounStandsAlone(toks []tok, i int) bool {
	if !operatorNouns[toks[i].low] {
		return false
	}
	return i+1 >= len(toks) || toks[i+1].low != "to" && toks[i+1].low != "of"
}

// operatorNounEnds: the operator noun in force (at opAt) heads a noun
// phrase that the verb at toks[i] ends: a be-verb or a verb of holding
// begins the predicate said of the noun phrase.
func operatorNounEnds(toks []tok, i, opAt int) bool {
	return opAt >= 0 && opAt < i && operatorNouns[toks[opAt].low] && beVerbs[toks[i].low]
}
