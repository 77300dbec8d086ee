package heuristic

import "strings"

// A qualifier word the passage does not put on its own statement (C-003,
// and C-007 through the same reading). A qualifier binds a proposition
// only where the passage qualifies what it says with it; three
// constructions hold a qualifier word without doing so:
//
//   - quoted language: `a clause saying only that a party "may not"
//     assign` mentions the words of a clause, it does not hedge the
//     passage's own rule;
//   - a rejected alternative: "the test asks what the main purpose was,
//     not whether advice was one purpose among several" (or "rather than
//     ...", "instead of ...") states the opposite of what the qualifier
//     is part of, so a proposition that keeps the main statement drops
//     nothing;
//   - a prohibition: "evidence may not be used to contradict the writing"
//     forbids (as "no party may assign" does, which the permission rule
//     already reads); a proposition that restates it with its own
//     negation ("cannot be used") keeps what it says. An epistemic "may
//     not be enforceable" (may not + be + adjective) is a hedge and stays
//     one.
//
//   - a permission the proposition denies: "a debtor may discharge its
//     debt by paying the seller until, but not after, it is notified"
//     against "once notified, a payment to the seller no longer
//     discharges the debtor" restates the limit, not the permission; a
//     permission with no end in time denied outright ("the court does not
//     award fees" for "the court may award fees") is read as before.
//
// Each reading needs every occurrence of the word in the clause (and the
// condition it carries) to be of that kind: one ordinary use binds.

// qualifierNotAsserted reports whether every occurrence of hedge word w
// in clause ci of s (with its attached condition) is quoted, inside a
// rejected alternative, or a prohibition the proposition restates with a
// negation of its own.
func qualifierNotAsserted(prop *analysed, s *analysed, ci int, w string) bool {
	words := strings.Fields(w)
	if len(words) == 0 {
		return false
	}
	c := &s.clauses[ci]
	spans := [][]tok{c.toks}
	if c.condIdx >= 0 && c.condIdx < len(s.clauses) {
		spans = append(spans, s.clauses[c.condIdx].toks)
	}
	quoted := quotedSpansOf(s.toks)
	seen := false
	for _, toks := range spans {
		for i := range toks {
			if !wordsAt(toks, i, words) {
				continue
			}
			seen = true
			switch {
			case inSpans(quoted, toks[i].start):
			case rejectedAlternative(toks, i):
			case len(words) == 1 && prohibitionAt(toks, i) && negatesItself(prop):
			case len(words) == 1 && deniesPermitted(prop, toks, i):
			default:
				return false
			}
		}
	}
	return seen
}

// wordsAt reports whether the word tokens of toks from i spell words.
func wordsAt(toks []tok, i int, words []string) bool {
	for k, w := range words {
		if i+k >= len(toks) || toks[i+k].kind != tokWord || toks[i+k].low != w {
			return false
		}
	}
	return true
}

// quotedSpansOf is the byte spans of toks between quotation marks
// (straight pairs, or curly opening and closing marks).
func quotedSpansOf(toks []tok) [][2]int {
	var out [][2]int
	open := -1
	for _, t := range toks {
		if t.kind != tokPunct {
			continue
		}
		switch t.raw {
		case "\"":
			if open < 0 {
				open = t.start
			} else {
				out, open = append(out, [2]int{open, t.start}), -1
			}
		case "“":
			open = t.start
		case "”":
			if open >= 0 {
				out, open = append(out, [2]int{open, t.start}), -1
			}
		}
	}
	return out
}

// inSpans reports whether byte offset at lies inside one of spans.
func inSpans(spans [][2]int, at int) bool {
	for _, sp := range spans {
		if sp[0] < at && at < sp[1] {
			return true
		}
	}
	return false
}

// rejectedAlternative reports whether toks[i] stands in a stretch the
// sentence rejects: after "rather than" or "instead of", or in a segment
// (from the last comma, semicolon or dash) that opens with "not", all
// before the word itself.
func rejectedAlternative(toks []tok, i int) bool {
	start := 0
	for k := i - 1; k >= 0; k-- {
		if toks[k].kind == tokPunct && (toks[k].raw == "," || toks[k].raw == ";" || toks[k].raw == ":" || toks[k].raw == "(") {
			start = k + 1
			break
		}
	}
	if start < i && toks[start].kind == tokWord && toks[start].low == "not" {
		return true
	}
	for k := start; k+1 < i; k++ {
		a, b := toks[k].low, toks[k+1].low
		if a == "rather" && b == "than" || a == "instead" && b == "of" {
			return true
		}
	}
	return false
}

// prohibitionAt reports whether toks[i] is "may" in a prohibition: "may
// not" before "be" and a participle ("may not be used", "may not be
// waived"), or before a verb of something a party does and can be
// forbidden to do ("may not assign", "may not disclose"). Other verbs
// after "may not" ("one that names no claims may not protect them",
// "the rule may not apply") speak of a possibility, not a ban.
func prohibitionAt(toks []tok, i int) bool {
	if toks[i].low != "may" || i+2 >= len(toks) || toks[i+1].low != "not" || toks[i+2].kind != tokWord {
		return false
	}
	if next := toks[i+2].low; next != "be" {
		return forbiddenActs[next]
	}
	return i+3 < len(toks) && toks[i+3].kind == tokWord && prohibitedParticiple(toks[i+3].low)
}

// forbiddenActs are acts a rule or a contract forbids a party, after
// "may not".
var forbiddenActs = map[string]bool{"assign": true, "delegate": true, "transfer": true, "sell": true, "disclose": true, "use": true,
	"recover": true, "sue": true, "bring": true, "enforce": true, "waive": true, "compete": true, "solicit": true, "terminate": true,
	"withhold": true, "charge": true, "collect": true, "rely": true, "introduce": true, "offer": true, "contradict": true, "refuse": true,
	"condition": true, "demand": true, "invoke": true, "object": true, "appeal": true, "file": true, "destroy": true, "reveal": true}

// prohibitedParticiple reports whether w reads as a past participle: a
// regular form (participleLike) or one of the irregular ones legal
// prohibitions use.
func prohibitedParticiple(w string) bool {
	if participleLike(w) || len(w) > 3 && strings.HasSuffix(w, "ed") {
		return true
	}
	return irregularParticiples[w]
}

// irregularParticiples are the irregular past participles legal
// prohibitions use ("may not be held", "may not be withheld").
var irregularParticiples = map[string]bool{"made": true, "given": true, "held": true, "brought": true, "sought": true, "taken": true,
	"read": true, "shown": true, "done": true, "paid": true, "sold": true, "put": true, "set": true, "kept": true, "withheld": true,
	"drawn": true, "sent": true, "told": true, "struck": true, "met": true, "cut": true, "let": true, "split": true}

// negatesItself reports whether the proposition holds a negation of its
// own (a negator or a word of prohibition), as a restated prohibition
// does.
func negatesItself(prop *analysed) bool {
	for _, t := range prop.toks {
		if t.kind != tokWord {
			continue
		}
		if polar.negators[t.low] {
			return true
		}
		if prohibitionWords[t.low] {
			return true
		}
	}
	return false
}

// prohibitionWords forbid without a negator.
var prohibitionWords = map[string]bool{"prohibited": true, "prohibits": true, "prohibit": true, "barred": true, "bars": true,
	"forbidden": true, "forbids": true, "precluded": true, "precludes": true}

// deniesPermitted reports whether toks[i] is a permission "may" ("may
// discharge") with an end in time ("until", "after"), whose verb the
// proposition holds negated ("no longer discharges", "does not
// discharge"): it states the end. A permission with no such end denied
// ("cannot waive" for "may waive") is left to the rules as before.
func deniesPermitted(prop *analysed, toks []tok, i int) bool {
	if toks[i].low != "may" || i+1 >= len(toks) || toks[i+1].kind != tokWord || toks[i+1].low == "not" || toks[i+1].k == "" {
		return false
	}
	limited := false // "until", "but not after": the permission has an end the proposition may state
	for _, t := range toks[i+1:] {
		limited = limited || t.low == "until" || t.low == "after" || t.low == "till"
	}
	if !limited {
		return false
	}
	k := toks[i+1].k
	for j, t := range prop.toks {
		if t.kind == tokWord && t.k == k && negatedNear(prop.toks, j) {
			return true
		}
	}
	return false
}
