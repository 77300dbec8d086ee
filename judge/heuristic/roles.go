package heuristic

import (
	"strings"
)

// Roles: who bears a burden (and who goes first when it shifts), who
// moved, who won. A proposition that gives a role to the other party
// than its passage does is not supported by it, however many words they
// share.

// roleKind is the kind of role a sentence assigns.
type roleKind string

const (
	roleBurden      roleKind = "bears the burden"
	roleBurdenFirst roleKind = "bears the initial burden"
	roleBurdenShift roleKind = "takes the burden when it shifts"
	roleMoved       roleKind = "moved"
	roleWon         roleKind = "won"
	roleOwes        roleKind = "owes the duty"
)

// roleClaim is one role a sentence assigns: to an agent described by
// its role tags (pair:side, e.g. "employment:A"), positively or not.
type roleClaim struct {
	kind  roleKind
	tags  []string
	agent string // the agent as written
	sign  int    // -1: "the employee is not required to prove"
}

// newRoleClaim is the claim of a role phrase for the agent
// ag, narrowed to the party after a comma (agentAfterComma,
// role_agents.go).
func newRoleClaim(kind roleKind, ag []tok, sign int) roleClaim {
	ag = agentAfterComma(ag)
	return roleClaim{kind: kind, tags: roleTags(ag), agent: joinRaw(ag), sign: sign}
}

// rolePhraseSets are rolePhrases compiled, in the same order.
var rolePhraseSets = func() []phraseSet {
	out := make([]phraseSet, len(rolePhrases))
	for i, r := range rolePhrases {
		out[i] = compilePhrases([]string{r.phrase})
	}
	return out
}()

// roles is the role table parsed once.
var roles = buildRoles()

type roleTable struct {
	word map[string]string // word -> "pair:side"
}

func buildRoles() *roleTable {
	r := &roleTable{word: map[string]string{}}
	f := strings.Fields(roleWordList)
	for i := 0; i+2 < len(f); i += 3 {
		r.word[f[i]] = f[i+1] + ":" + f[i+2]
	}
	return r
}

// roleTags are the role tags of an agent phrase (its words and the
// multi-word role phrases it holds).
func roleTags(phrase []tok) []string {
	var tags []string
	add := func(t string) {
		for _, x := range tags {
			if x == t {
				return
			}
		}
		tags = append(tags, t)
	}
	for i := range phrase {
		for k, ps := range rolePhraseSets {
			if ps.at(phrase, i) > 0 {
				add(rolePhrases[k].pair + ":" + rolePhrases[k].side)
			}
		}
		if t, ok := roles.word[phrase[i].low]; ok {
			add(t)
		}
		// The party seeking (moving for, relying on) something and the
		// party resisting (opposing, challenging) it: proponent and
		// opponent of whatever is at issue, arbitration or a clause.
		switch phrase[i].low {
		case "seeking", "seeks", "relying", "invoking", "requesting":
			if !(i+2 < len(phrase) && phrase[i+1].low == "to" && (phrase[i+2].low == "avoid" || phrase[i+2].low == "escape" || phrase[i+2].low == "resist")) {
				add("clause:P")
			}
		}
		if t, ok := roles.word[strings.TrimSuffix(phrase[i].low, "s")]; ok {
			add(t)
		} else if t := pairedPartyRole(strings.TrimSuffix(phrase[i].low, "s")); t != "" {
			add(t)
		}
	}
	return tags
}

// pairedPartyRole tags the two parties the law names by one stem and
// the suffixes -or and -ee (indemnitor and indemnitee, promisor and
// promisee, assignor and assignee, mortgagor and mortgagee, bailor and
// bailee, obligor and obligee): the one who gives and the one who
// receives. Any such pair is read, not only the pairs the role table
// lists, so that a proposition giving one the other's part is a swapped
// role in any area of law. A word with no partner of the other suffix
// never meets one, so "-or" words that name no party ("factor") tag
// nothing another word could swap with. Words in -ee that name no party
// (committee, guarantee, degree) are not tagged.
func pairedPartyRole(w string) string {
	if len(w) < 6 || notPartyEe[w] {
		return ""
	}
	switch {
	case strings.HasSuffix(w, "ee") && !strings.HasSuffix(w, "eee"):
		return "party-" + w[:len(w)-2] + ":E"
	case strings.HasSuffix(w, "or"):
		return "party-" + w[:len(w)-2] + ":R"
	}
	return ""
}

// notPartyEe are words in -ee that name no party to a transfer.
var notPartyEe = map[string]bool{"committee": true, "guarantee": true, "degree": true, "decree": true, "agree": true, "disagree": true, "jamboree": true, "pedigree": true, "filigree": true, "toffee": true, "coffee": true, "settee": true, "referee": true, "trustee": true, "devotee": true, "absentee": true, "refugee": true, "nominee": true, "retiree": true, "attendee": true, "escapee": true}

// roleClaimsOf finds the role claims of a sentence.
func roleClaimsOf(toks []tok) []roleClaim {
	var out []roleClaim
	negBefore := func(i int) int {
		s := 1
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if toks[k].lex&lexNegator != 0 {
				s = -s
			}
		}
		return s
	}
	// Whether a first-person phrase starts at each token, asked once per
	// token rather than once for each of the six windows it falls in.
	firstAt := make([]bool, len(toks))
	for k := range toks {
		firstAt[k] = phraseFirstWords.at(toks, k) > 0
	}
	for i := 0; i < len(toks); i++ {
		first := false
		for k := max(i-2, 0); k <= i+3 && k < len(toks); k++ {
			if firstAt[k] {
				first = true
			}
		}
		switch {
		case phraseBurdenShift.at(toks, i) > 0:
			n := phraseBurdenShift.at(toks, i)
			if ag := agentAfter(toks, i+n); len(ag) > 0 {
				out = append(out, newRoleClaim(roleBurdenShift, ag, negBefore(i)))
			}
			i += n - 1
		case (phraseBurdenOn.at(toks, i) > 0 || burdenRestsOn(toks, i) > 0) && !hardshipBefore(toks, i):
			// "the burden rests on the employer", and "the burden of
			// proving waiver rests on the party opposing arbitration",
			// with what is to be proved between the burden and its party.
			n := max(phraseBurdenOn.at(toks, i), burdenRestsOn(toks, i))
			if ag := agentAfter(toks, i+n); len(ag) > 0 {
				kind := roleBurden
				if first {
					kind = roleBurdenFirst
				}
				out = append(out, newRoleClaim(kind, ag, negBefore(i)))
			}
			i += n - 1
		case phraseBurdenVerbs.at(toks, i) > 0 || phraseMustShowVerbs.at(toks, i) > 0 || modalAdverbProof(toks, i) > 0:
			n := phraseBurdenVerbs.at(toks, i)
			if n == 0 {
				n = max(phraseMustShowVerbs.at(toks, i), modalAdverbProof(toks, i))
			}
			if ag := agentBefore(toks, i); len(ag) > 0 {
				kind := roleBurden
				if first {
					kind = roleBurdenFirst
				}
				out = append(out, newRoleClaim(kind, ag, negBefore(i)))
			}
			i += n - 1
		case phraseOptionalPhrases.at(toks, i) > 0 && i+3 < len(toks):
			// "the employee is not required to prove", "need not show"
			n := phraseOptionalPhrases.at(toks, i)
			if k := i + n; k < len(toks) && isProofVerb(toks[k].low) {
				if ag := agentBefore(toks, i); len(ag) > 0 {
					out = append(out, newRoleClaim(roleBurden, ag, -1))
				}
			}
			i += n - 1
		case phrasePassiveShownBy.at(toks, i) > 0:
			n := phrasePassiveShownBy.at(toks, i)
			if ag := agentAfter(toks, i+n); len(ag) > 0 {
				out = append(out, newRoleClaim(roleBurden, ag, 1))
			}
			i += n - 1
		case phraseMovedVerbs.at(toks, i) > 0:
			n := phraseMovedVerbs.at(toks, i)
			if ag := agentBefore(toks, i); len(ag) > 0 {
				out = append(out, newRoleClaim(roleMoved, ag, 1))
			}
			i += n - 1
		case owedDuty(toks, i) > 0:
			n := owedDuty(toks, i)
			if ag := agentBefore(toks, i); len(ag) > 0 {
				out = append(out, newRoleClaim(roleOwes, ag, negBefore(i)))
			}
			i += n - 1
		case phraseWonVerbs.at(toks, i) > 0:
			n := phraseWonVerbs.at(toks, i)
			var ag []tok
			if toks[i].low == "prevailed" || toks[i].low == "won" {
				ag = agentBefore(toks, i)
			} else {
				ag = agentAfter(toks, i+n)
			}
			if len(ag) > 0 {
				out = append(out, newRoleClaim(roleWon, ag, negBefore(i)))
			}
			i += n - 1
		}
	}
	// A pronoun agent ("the party seeking arbitration need not show
	// that the agreement is fair; it must show only that it exists")
	// is the party named last before it in the sentence.
	for k := 1; k < len(out); k++ {
		if len(out[k].tags) == 0 && pronounAgent(out[k].agent) {
			for m := k - 1; m >= 0; m-- {
				if len(out[m].tags) > 0 {
					out[k].tags = out[m].tags
					break
				}
			}
		}
	}
	// Only claims whose agent has a role tag can be compared.
	kept := out[:0]
	for _, c := range out {
		if len(c.tags) > 0 {
			kept = append(kept, c)
		}
	}
	return kept
}

// burdenRestsOn is the length of "burden of <what is to be proved>
// rests|lies|falls|remains on|upon|with" starting at toks[i] (at most six
// words between, no clause punctuation), or 0. The contiguous forms
// ("burden rests on") are burdenOn phrases.
func burdenRestsOn(toks []tok, i int) int {
	if toks[i].low != "burden" || i+2 >= len(toks) || toks[i+1].low != "of" {
		return 0
	}
	for k := i + 2; k < len(toks) && k <= i+8; k++ {
		if toks[k].kind == tokPunct {
			return 0
		}
		switch toks[k].low {
		case "rests", "rest", "lies", "lie", "falls", "fall", "remains", "remain", "is", "was":
			if k+1 < len(toks) && (toks[k+1].low == "on" || toks[k+1].low == "upon" || toks[k+1].low == "with") {
				return k + 2 - i
			}
		}
	}
	return 0
}

// hardshipBefore: "an undue burden on the worker" is a hardship, not a
// burden of proof.
func hardshipBefore(toks []tok, i int) bool {
	if i == 0 {
		return false
	}
	switch toks[i-1].low {
	case "undue", "heavy", "substantial", "unreasonable", "financial", "great", "significant", "serious", "an", "a", "no", "any":
		return true
	}
	return false
}

// owedDuty is the length of a phrase at toks[i] saying that the agent
// before it owes a duty to act for the other party ("the insurer must
// defend", "the guarantor must generally pay", "the bailee owes", "the
// seller has a duty to deliver"), or 0. A passive "is owed" names the
// party the duty is owed to, so it is none.
func owedDuty(toks []tok, i int) int {
	w := toks[i].low
	switch w {
	case "owes", "owe", "owed":
		if i > 0 {
			switch toks[i-1].low {
			case "is", "are", "was", "were", "be", "been", "being":
				return 0
			}
		}
		return 1
	case "must", "shall":
		j := i + 1
		if j < len(toks) && (strings.HasSuffix(toks[j].low, "ly") || auxiliaries[toks[j].low]) && toks[j].low != "not" && toks[j].low != "n't" {
			j++
		}
		if j < len(toks) && dutyActs[toks[j].low] {
			return j - i + 1
		}
	case "has", "had", "have":
		if i+3 < len(toks) && (toks[i+1].low == "a" || toks[i+1].low == "the") && toks[i+2].low == "duty" && toks[i+3].low == "to" {
			return 4
		}
	}
	return 0
}

// dutyActs are what one party owes another: to defend, indemnify, pay.
var dutyActs = map[string]bool{"defend": true, "indemnify": true, "pay": true, "reimburse": true, "insure": true, "repair": true, "deliver": true, "refund": true, "compensate": true, "provide": true}

func isProofVerb(w string) bool {
	switch w {
	case "prove", "show", "establish", "demonstrate", "plead", "persuade":
		return true
	}
	return false
}

// auxiliaries stand between an agent and its verb ("the employer does
// not have to prove", "the resisting party must clearly show").
var auxiliaries = map[string]bool{"is": true, "are": true, "was": true, "were": true, "does": true, "do": true, "did": true, "will": true, "would": true, "shall": true, "should": true, "must": true, "can": true, "could": true, "may": true, "might": true, "has": true, "have": true, "had": true, "also": true, "first": true, "then": true, "therefore": true, "thus": true, "still": true, "always": true, "not": true, "n't": true, "clearly": true, "initially": true}

// agentBefore is the noun phrase before a verb at toks[i]: auxiliaries
// next to the verb skipped, then back to the previous clause word, at
// most eight words.
func agentBefore(toks []tok, i int) []tok {
	for i > 0 && auxiliaries[toks[i-1].low] {
		i--
	}
	j := i
	for j > 0 && i-j < 8 {
		w := toks[j-1]
		if w.kind == tokPunct && w.low != "," {
			break
		}
		stop := false
		switch w.low {
		case "that", "which", "who", "because", "if", "unless", "when", "where", "and", "but", "then", "only", "does", "do", "did", "so", "whether":
			stop = true
		}
		if stop {
			break
		}
		j--
	}
	for j < i && toks[j].kind == tokPunct {
		j++
	}
	return toks[j:i]
}

// agentAfter is the noun phrase after a preposition ending at toks[i]:
// up to the next punctuation or clause word, at most six words.
func agentAfter(toks []tok, i int) []tok {
	j := i
	for j < len(toks) && j < i+6 {
		w := toks[j]
		if w.kind == tokPunct {
			break
		}
		switch w.low {
		case "to", "that", "which", "who", "because", "if", "unless", "when", "and", "but", "by", "is", "are", "was", "were", "must", "shall", "may":
			return toks[i:j]
		}
		j++
	}
	return toks[i:j]
}

func joinRaw(ts []tok) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && t.kind != tokPunct {
			b.WriteByte(' ')
		}
		b.WriteString(t.raw)
	}
	return b.String()
}

// pronounAgent reports whether an agent is a lone personal pronoun.
func pronounAgent(agent string) bool {
	switch strings.ToLower(strings.TrimSpace(agent)) {
	case "it", "he", "she", "they":
		return true
	}
	return false
}
