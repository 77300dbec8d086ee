package heuristic

// More regexp gates (regexp_gates.go explains them). The phrasings of
// outcome_paraphrase.go are asked of every proposition and open with
// alternations of words, one with `[^.;]{0,80}` in it: the backtracker
// runs a program of some hundreds of steps from every byte, and the
// three were a ninth of a fresh citation unit though they almost never
// match. Each match of each holds one of a few words, so a proposition
// holding none is answered without the regexp. The patterns spell their
// words in lower case, so the gates look for them as written;
// judgeNamedRe's capitals are looked for without ASCII case, which only
// widens what is let through. TestWordGatesNeverHideAMatch proves from
// each pattern's syntax tree that every match holds a gate word, as
// regexp_fold_gates_test.go does.

// outcomeToldGates are, by outcomesTold name, the words every match of
// its phrasing holds. A phrasing with no entry is always asked.
var outcomeToldGates = map[string][]string{
	// "let/allowed/permitted ... proceed", "sustained the claim", "the
	// claim survived", "refused/declined to dismiss"
	"the claim went on": {"let", "allowed", "permitted", "sustained", "surviv", "to dismiss"},
	// "obtained/won/secured/got an order"
	"the relief was won": {"obtained", "won", "secured", "got"},
	// "left/let the verdict in place", "kept/preserved the judgment"
	"the judgment stood": {"left", "let", "kept", "preserved"},
}

// find is o.told.FindString(pLow).
func (o outcomeTold) find(pLow string) string {
	if g, ok := outcomeToldGates[o.name]; ok && !holdsAny(pLow, g) {
		return ""
	}
	return o.told.FindString(pLow)
}

// judgeNamedGate: each match of judgeNamedRe opens "Judge" or "Justice".
var judgeNamedGate = []string{"judge", "justice"}

// namesJudge is judgeNamedRe.MatchString(text).
func namesJudge(text string) bool {
	return holdsAnyFold(text, judgeNamedGate) && judgeNamedRe.MatchString(text)
}

// particularGate: each match of particularPattern ends on one of its
// nouns.
var particularGate = []string{"clause", "covenant", "agreement", "provision", "contract", "restraint", "ticket", "noncompete", "non compete"}

// namesParticular is particularPattern.MatchString(low).
func namesParticular(low string) bool {
	return holdsAny(low, particularGate) && particularPattern.MatchString(low)
}
