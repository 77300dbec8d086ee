package heuristic

// Assertions: what a clause says one way or the other on an axis (the
// covenant enforced or not, relief granted or denied, a judgment affirmed
// or reversed), with the negators and operators that turn its sign.

import "strings"

// Parsed lexicon tables for clauses and polarity.
type polarLexicon struct {
	content   map[string]polarWord // word -> axis and sign
	operators map[string]int       // word -> sign
	opAxis    map[string]string    // operator -> axis when alone
	negators  map[string]bool
}

type polarWord struct {
	axis string
	sign int
}

var polar = buildPolar()

func buildPolar() *polarLexicon {
	p := &polarLexicon{content: map[string]polarWord{}, operators: map[string]int{}, opAxis: map[string]string{}, negators: map[string]bool{}}
	f := strings.Fields(polarWordList + "\n" + outcomePolarList)
	for i := 0; i+2 < len(f); i += 3 {
		p.content[f[i]] = polarWord{axis: f[i+1], sign: signOf(f[i+2])}
	}
	f = strings.Fields(operatorWordList + "\n" + outcomeOperatorList)
	for i := 0; i+1 < len(f); i += 2 {
		p.operators[f[i]] = signOf(f[i+1])
	}
	f = strings.Fields(operatorAxisList)
	for i := 0; i+1 < len(f); i += 2 {
		p.opAxis[f[i]] = f[i+1]
	}
	for _, w := range strings.Fields(negatorList) {
		p.negators[w] = true
	}
	return p
}

func signOf(s string) int {
	if s == "-" {
		return -1
	}
	return 1
}

// beVerbs may stand before a predicative adjective ("is void", "is not a
// legitimate interest"); possession verbs too ("has no legitimate
// interest").
var beVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true, "has": true, "have": true, "had": true, "lacks": true, "lack": true, "lacked": true, "remain": true, "remains": true, "become": true, "becomes": true, "found": true, "held": true, "deemed": true, "considered": true, "proved": true, "shown": true}

// adjectives that presuppose rather than assert when they stand before a
// noun ("a valid clause should be given controlling weight").
var attributiveAdjectives = map[string]bool{"valid": true, "invalid": true, "void": true, "enforceable": true, "unenforceable": true, "reasonable": true, "unreasonable": true, "mandatory": true, "permissive": true, "exclusive": true, "legitimate": true, "sufficient": true, "insufficient": true, "adequate": true, "inadequate": true, "binding": true, "effective": true, "ineffective": true, "proper": true, "improper": true, "fair": true, "unfair": true, "lawful": true, "unlawful": true, "illegal": true, "overbroad": true, "protectable": true}

// followsAdjectiveFreely lists words after which an adjective is still
// predicative ("void and unenforceable", "reasonable in scope").
var followsAdjectiveFreely = map[string]bool{"and": true, "or": true, "as": true, "in": true, "to": true, "if": true, "unless": true, "under": true, "because": true, "for": true, "only": true, "when": true, "where": true, "against": true, "with": true, "by": true, "at": true, "on": true, "but": true, "so": true, "except": true, "provided": true, "subject": true, "enough": true, "per": true, "ab": true, "from": true, "than": true, "whether": true, "n't": true, "not": true}

// requestWords mark what a party asked for, not what a court did.
var requestWords = map[string]bool{"sought": true, "seeks": true, "seek": true, "seeking": true, "moved": true, "moves": true, "move": true, "asks": true, "asked": true, "ask": true, "sued": true, "sues": true, "requested": true, "requests": true,
	"argues": true, "argued": true, "contends": true, "contended": true, "urges": true, "urged": true, "asserts": true, "asserted": true, "maintains": true, "maintained": true, "suggests": true, "suggested": true, "reasoning": true, "reasoned": true, "believed": true, "thought": true, "view": true, "mean": true,
	"stating": true, "alleging": true, "alleged": true, "alleges": true, "declaration": true, "testified": true}

// maxNegationReach is how many words after it a negator governs.
const maxNegationReach = 6

// maxAside is how many tokens an aside set off by commas right after a
// negator may run ("not, by itself, enough", "not, standing alone,
// sufficient") for the negator to reach past it.
const maxAside = 4

// nounsNeedingOperator are content nouns that assert only after an
// operator ("refused enforcement", "granted an injunction"); alone they
// name a topic ("a restraining order requires irreparable harm").
var nounsNeedingOperator = map[string]bool{"enforcement": true, "enforceability": true, "modification": true, "presumption": true,
	"injunction": true, "injunctions": true, "restraining": true, "tro": true}

// assertionsOf reads the polar assertions of a clause: each content word
// with the product of the negators and operators before it in the
// clause, times a trailing passive disposition ("... is reversed", "...
// is denied"). A clause that declines to decide, asks for something or
// makes it optional leaves its assertions open (sign 0).
func assertionsOf(c *clause) {
	toks := c.toks
	neg, ops := 1, 1
	open, optional := false, false
	modal := ""
	var found []int           // indexes into c.asserts of the assertions so far
	pending := map[int]bool{} // assertions of nouns still waiting for an operator
	negAt := -1               // index of the last negator
	opAt := -1                // index of the last operator
	pastOp := false           // the operator in force is pluperfect
	openResult := false       // the next content word is what a thing does not suffice to bring about
	causeNeg := false         // the negator governs a causative ("does not make ... void")
	asideAt := -1             // a comma right after the negator opens an aside ("is not, by itself, enough")
	relAt := -1               // index of the word opening a relative clause ("that", "which", "who")
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tokWord {
			if t.low == "," && negAt >= 0 && i-negAt == 1 {
				asideAt = i
			} else if t.low == "," && asideAt >= 0 && i-asideAt <= maxAside {
				asideAt = -1 // the aside closes; the negator reaches on past it
				negAt = i
			} else if t.low == "," && negAt >= 0 && i-negAt > 1 {
				neg, causeNeg = 1, false // a negator does not reach past a comma
			}
			if t.low == "," && opAt >= 0 && i-opAt > 1 {
				ops, opAt = 1, -1 // nor does an operator ("only bar a salesperson from soliciting, ...")
			}
			continue
		}
		if n := phraseNegatorExceptions.at(toks, i); n > 0 {
			i += n - 1
			continue
		}
		if n := phraseUndecidedPhrases.at(toks, i); n > 0 {
			open = true
			c.undecided = true
			i += n - 1
			continue
		}
		if n := phraseOptionalPhrases.at(toks, i); n > 0 {
			optional = true
			modal = "may"
			i += n - 1
			continue
		}
		w := t.low
		// A negator or operator inside a relative clause on the subject
		// ("a deed that lacks delivery", "a party that does not object")
		// ends where the main predicate begins, at its verb or modal: "a
		// deed that lacks delivery is valid" asserts validity.
		if relAt >= 0 && mainPredicateStarts[w] {
			if opAt > relAt {
				ops, opAt = 1, -1
			}
			if negAt > relAt && neg < 0 {
				neg, causeNeg = 1, false
			}
			relAt = -1
		}
		if t.lex&lexRelative != 0 && i > 0 && toks[i-1].kind == tokWord && !thatClauseVerbs[toks[i-1].low] {
			relAt = i
		}
		switch w {
		case "may", "can", "might", "could":
			modal = "may"
		case "must", "shall":
			modal = "must"
		}
		if t.lex&lexRequest != 0 { // requestWords (lex_flags.go)
			open = true
			continue
		}
		if n := contrastNegatorAt(toks, i); n > 0 {
			neg = -neg // "shown rather than presumed"
			negAt = i + n - 1
			i += n - 1
			continue
		}
		if t.lex&lexNegator != 0 {
			if compoundNegator(toks, i) {
				continue // "the no-prejudice finding" (hyphen_compound.go)
			}
			neg = -neg
			negAt = i
			continue
		}
		// A negator reaches the predicate it stands before, not one far
		// on or past a comma: "with no access to confidential
		// information, was held unenforceable" is not negated.
		// "does not by itself make a class-action waiver in an
		// arbitration agreement unenforceable": a negated causative
		// reaches its complement however long its object.
		if neg < 0 && causativeVerbs[w] {
			causeNeg = true
		}
		if neg < 0 && !causeNeg && i-negAt > maxNegationReach {
			neg = 1
		}
		if opAt >= 0 && i-opAt > maxNegationReach || operatorNounEnds(toks, i, opAt) {
			ops, opAt = 1, -1 // too far, or past the noun phrase an operator noun heads (noun_operators.go)
		}
		if s, ok := operatorSign(t); ok && !nounOperatorNotActing(toks, i) {
			if actionAfterComma(toks, i, opAt) {
				ops, opAt = 1, -1 // "called the rule error, vacated the order" (operator_list.go)
			}
			// A passive disposition after content words applies to them:
			// "the order granting the injunction is reversed".
			// "had refused" is the pluperfect, not a passive.
			passive := len(found) > 0 && i > 0 && beVerbs[toks[i-1].low] && !haveVerbs[toks[i-1].low]
			if passive {
				for _, k := range found {
					c.asserts[k].sign *= s * neg
					pending[k] = false // "the motion for an injunction is denied"
				}
			}
			if ax, ok := polar.opAxis[w]; ok {
				if ax == "disposition" && s > 0 && upholdsInstrument(toks, i) {
					ax = "effect" // "courts uphold them", "upheld the covenant"
				}
				a := assertion{axis: ax, sign: s * neg, word: t.raw, modal: modal, obj: reliefObject(toks, i), past: pluperfect(toks, i)}
				if !passive {
					a.sign *= ops
				}
				if open || optional {
					a.sign = 0
				}
				if ax != "relief" || a.obj != "" {
					c.asserts = append(c.asserts, a)
					found = append(found, len(c.asserts)-1)
				}
			}
			if passive {
				neg = 1
			} else {
				ops *= s
				opAt = i
				pastOp = pluperfect(toks, i)
			}
			continue
		}
		if t.lex&lexContent == 0 || participleAfterNoun(toks, i) {
			continue
		}
		pw, ok := polar.content[w]
		if !ok {
			continue
		}
		if pw.axis == "dismissal" && i >= 2 && toks[i-1].low == "to" && (toks[i-2].low == "motion" || toks[i-2].low == "motions") {
			// "a motion to dismiss" names a motion, which a grant or
			// denial disposes of (the relief axis), it dismisses nothing.
			continue
		}
		needsOp := nounsNeedingOperator[w] && opAt < 0 && (neg == 1 || operatorOnlyNouns[w])
		if attributiveAdjectives[w] && attributive(toks, i) {
			neg = 1 // "no legitimate interest": the negator went to the noun phrase
			continue
		}
		sign := pw.sign * neg * ops * postposedNegation(toks, i)
		unsettled := openResult
		if open || optional || openResult {
			sign = 0
		}
		openResult = false
		// "not enough to make the clause unenforceable": what a thing
		// does not suffice to bring about is asserted neither way.
		if pw.axis == "sufficient" && sign < 0 && i+1 < len(toks) && toks[i+1].low == "to" {
			openResult = true
		}
		c.asserts = append(c.asserts, assertion{axis: pw.axis, sign: sign, word: t.raw, modal: modal, past: pluperfect(toks, i) || opAt >= 0 && pastOp, unsettled: unsettled})
		found = append(found, len(c.asserts)-1)
		if needsOp {
			pending[len(c.asserts)-1] = true
		}
		// A negator or operator governs the predicate it precedes; a
		// second predicate ("not valid and should not be enforced")
		// carries its own, unless it is coordinated by "or" / "nor"
		// ("not wrong or improper").
		if i+1 >= len(toks) || (toks[i+1].low != "or" && toks[i+1].low != "nor") {
			neg, ops, opAt, causeNeg = 1, 1, -1, false
		}
	}
	// A noun no operator reached asserts nothing: drop it.
	if len(pending) > 0 {
		kept := c.asserts[:0]
		for k, a := range c.asserts {
			if !pending[k] {
				kept = append(kept, a)
			}
		}
		c.asserts = kept
	}
}

// relativeWords open a relative clause after a noun ("a deed that
// lacks delivery"); after a verb of saying ("held that") "that" opens
// the statement itself (thatClauseVerbs).
var relativeWords = map[string]bool{"that": true, "which": true, "who": true, "whose": true}

// thatClauseVerbs take a "that" clause as their object.
var thatClauseVerbs = map[string]bool{"held": true, "holds": true, "hold": true, "said": true, "says": true, "found": true, "finds": true, "concluded": true, "concludes": true, "ruled": true, "rules": true, "noted": true, "notes": true, "stated": true, "states": true, "explained": true, "explains": true, "reasoned": true, "agreed": true, "argued": true, "argues": true, "decided": true, "determined": true, "provides": true, "provided": true, "requires": true, "required": true, "means": true, "so": true, "such": true, "is": true, "was": true, "are": true, "were": true}

// mainPredicateStarts are the verbs and modals that begin the main
// predicate after a relative clause on the subject.
var mainPredicateStarts = map[string]bool{"is": true, "are": true, "was": true, "were": true, "can": true, "cannot": true, "may": true, "must": true, "shall": true, "will": true, "would": true, "could": true, "should": true, "remains": true, "remain": true}

// upholdsInstrument: "uphold" whose object is the instrument itself (a
// clause, a covenant, "it", "them") enforces it; upholding a judgment or
// a denial is a disposition.
func upholdsInstrument(toks []tok, i int) bool {
	switch toks[i].low {
	case "uphold", "upheld", "upholds", "upholding":
	default:
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+6; k++ {
		switch toks[k].low {
		case "it", "them", "clause", "clauses", "covenant", "covenants", "agreement", "agreements", "provision", "provisions", "contract", "contracts", "restraint", "restraints", "restriction", "restrictions", "term", "terms":
			return true
		case "judgment", "order", "decision", "denial", "dismissal", "ruling", "injunction", "award":
			return false
		}
	}
	// Passive ("was upheld"): what was upheld stands before it.
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		switch toks[k].low {
		case "clause", "clauses", "covenant", "covenants", "agreement", "agreements", "provision", "provisions", "restraint", "restriction":
			return true
		case "judgment", "order", "decision", "denial", "dismissal", "ruling", "injunction":
			return false
		}
	}
	return false
}

// attributive reports whether the adjective at toks[i] stands before a
// noun without a verb making it a predicate: "a valid clause" (yes), "is
// not a legitimate interest" (no: a be-verb precedes).
func attributive(toks []tok, i int) bool {
	if i+1 >= len(toks) || toks[i+1].kind != tokWord || followsAdjectiveFreely[toks[i+1].low] {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if k >= i-4 && beVerbs[toks[k].low] || complementVerbs[toks[k].low] {
			return false
		}
	}
	return true
}

// complementVerbs make the adjective after their object a predicate:
// "the judgment declaring the covenant void", "rendered the waiver
// unenforceable".
var complementVerbs = map[string]bool{"declare": true, "declares": true, "declared": true, "declaring": true, "deem": true, "deems": true, "deeming": true,
	"render": true, "renders": true, "rendered": true, "rendering": true, "holding": true, "finding": true, "pronounced": true, "ruling": true}

// reliefObject names what a grant or denial at toks[i] concerns: the
// motion, petition or injunction nearest it ("motion dismiss",
// "injunction"), for comparing reliefs of the same kind only.
func reliefObject(toks []tok, i int) string {
	var find func(k int) string
	find = func(k int) string {
		switch toks[k].low {
		case "motion", "motions", "petition", "application", "request":
			// "motion to dismiss", "motion for a preliminary injunction":
			// a motion's kind is named after "to" or "for"; any other
			// word after it ("the motion is granted", "its motion
			// because ...") is the sentence going on, not the kind.
			if k+1 >= len(toks) || toks[k+1].low != "to" && toks[k+1].low != "for" {
				return "motion"
			}
			for m := k + 1; m < len(toks) && m <= k+5; m++ {
				switch toks[m].low {
				case "to", "for", "a", "an", "the", "of", "temporary", "preliminary", "summary":
					continue
				}
				if toks[m].kind == tokWord {
					switch toks[m].low {
					case "injunction", "restraining", "tro", "injunctive":
						return "injunction" // a motion for an injunction is the injunction
					}
					return "motion " + stem(toks[m].low)
				}
			}
			return "motion"
		case "injunction", "injunctions":
			return "injunction"
		case "restraining":
			return "injunction"
		case "judgment":
			// "the motion for summary judgment is denied" concerns the
			// motion, read from either end of its name.
			for m := k - 1; m >= 0 && m >= k-4; m-- {
				switch toks[m].low {
				case "motion", "motions", "petition", "application", "request":
					return find(m)
				}
			}
			return "judgment"
		}
		return ""
	}
	for d := 1; d <= 8; d++ {
		if k := i + d; k < len(toks) {
			if o := find(k); o != "" {
				return o
			}
		}
		if k := i - d; k >= 0 {
			if o := find(k); o != "" {
				return o
			}
		}
	}
	// A passive disposition ("the motion for partial summary judgment
	// to limit damages under the clause is denied") concerns its
	// subject, however long: the first motion of the clause.
	if i > 0 && beVerbs[toks[i-1].low] && !haveVerbs[toks[i-1].low] {
		for k := 0; k < i-8; k++ {
			if o := find(k); o != "" {
				return o
			}
		}
	}
	return ""
}

// analysed is a sentence with its clauses read.
type analysed struct {
	sentence
	low     string // normText(text)
	clauses []clause
	roles   []roleClaim // who bears the burden, moved, won
	// hedges per clause: the qualifiers in the clause itself, and, for a
	// main clause, with those of its condition or exception (hedgeHit).
	own, withCond [][]hedgeHit
}

// hedgeHit is a qualifier found in a clause: its class and word.
type hedgeHit struct {
	class int // index into hedgeClasses
	word  string
}

// analyse reads a sentence's clauses, their assertions, its roles and
// its qualifiers.
func analyse(s sentence) analysed {
	a := analysed{sentence: s, low: normText(s.text), clauses: splitClauses(s.toks)}
	for i := range a.clauses {
		assertionsOf(&a.clauses[i])
		a.clauses[i].keys = keysOf(a.clauses[i].toks)
	}
	a.roles = roleClaimsOf(s.toks)
	a.own = make([][]hedgeHit, len(a.clauses))
	a.withCond = make([][]hedgeHit, len(a.clauses))
	for i := range a.clauses {
		c := &a.clauses[i]
		a.own[i] = hedgesIn(withoutNotHedges(joinLow(c.toks)))
		a.withCond[i] = a.own[i]
		if c.role == roleMain && c.condIdx >= 0 {
			a.withCond[i] = hedgesIn(withoutNotHedges(joinLow(c.toks) + " " + a.clauses[c.condIdx].text()))
		}
	}
	return a
}

// hedgesIn is the first qualifier of each class in lower-case text
// (read once for all classes, hedge_scan.go).
func hedgesIn(low string) []hedgeHit {
	var out []hedgeHit
	if ix := hedgeScanOf(); ix != nil {
		best := ix.firsts(low)
		for k, l := range ix.lists {
			if int(best[k]) < len(l) {
				out = append(out, hedgeHit{k, l[best[k]]})
			}
		}
		return out
	}
	for k, h := range hedgeClasses {
		if w := firstPhrase(low, h.passage); w != "" {
			out = append(out, hedgeHit{k, w})
		}
	}
	return out
}

// pluperfectFillers may stand between "had" and its participle ("had
// not enforced", "had already been denied").
var pluperfectFillers = map[string]bool{"been": true, "not": true, "already": true, "previously": true, "earlier": true, "also": true, "first": true, "originally": true, "never": true}

// pluperfect reports whether the verb at toks[i] is written with "had"
// before it ("had enforced", "had been denied", "had not granted"), not
// possession ("had no legitimate interest" has no verb after "had").
func pluperfect(toks []tok, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := toks[k].low
		if w == "had" {
			return true
		}
		if !pluperfectFillers[w] {
			return false
		}
	}
	return false
}

// haveVerbs are the possession verbs of beVerbs: before a participle they
// make a perfect tense ("had refused"), never a passive.
var haveVerbs = map[string]bool{"has": true, "have": true, "had": true}

// causativeVerbs take an object and the adjective it is made into ("make
// the waiver unenforceable", "renders it void").
var causativeVerbs = map[string]bool{"make": true, "makes": true, "made": true, "making": true, "render": true, "renders": true, "rendered": true, "rendering": true}
