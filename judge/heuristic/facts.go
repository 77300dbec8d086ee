package heuristic

import (
	"fmt"
	"strconv"
	"strings"
)

// Facts that must match: numbers, years, dates and amounts, courts,
// states and named parties in a proposition must occur in the passage,
// its context, the source's description or the citation itself. One
// that occurs nowhere was invented, and the proposition is not supported
// by the passage, whatever else they share.

// factTables are the fact word lists parsed once.
type factTables struct {
	numberWords  map[string]float64
	units        map[string]bool
	ordinals     map[string]int
	stateAbbrev  map[string]string // "colorado" -> "colo."
	stateNames   []string          // lower case, longest first
	commonCapped map[string]bool
}

var facts = buildFacts()

func buildFacts() *factTables {
	f := &factTables{numberWords: map[string]float64{}, units: map[string]bool{}, ordinals: map[string]int{}, stateAbbrev: map[string]string{}, commonCapped: map[string]bool{}}
	w := strings.Fields(numberWordList)
	for i := 0; i+1 < len(w); i += 2 {
		v, _ := strconv.ParseFloat(w[i+1], 64)
		f.numberWords[w[i]] = v
	}
	for _, u := range strings.Fields(unitWordList) {
		f.units[u] = true
	}
	w = strings.Fields(ordinalWordList)
	for i := 0; i+1 < len(w); i += 2 {
		n, _ := strconv.Atoi(w[i+1])
		f.ordinals[w[i]] = n
	}
	for _, pair := range strings.Split(stateNameList, "|") {
		i := strings.LastIndex(pair, " ")
		if strings.HasPrefix(pair[i+1:], "Va.") && strings.HasPrefix(pair, "West") {
			i = strings.Index(pair, " W. ")
		}
		name, abbr := strings.ToLower(strings.TrimSpace(pair[:i])), strings.ToLower(strings.TrimSpace(pair[i+1:]))
		f.stateAbbrev[name] = abbr
		f.stateNames = append(f.stateNames, name)
	}
	// Longest first, so "west virginia" is found before "virginia".
	for i := 1; i < len(f.stateNames); i++ {
		for j := i; j > 0 && len(f.stateNames[j]) > len(f.stateNames[j-1]); j-- {
			f.stateNames[j], f.stateNames[j-1] = f.stateNames[j-1], f.stateNames[j]
		}
	}
	for _, c := range strings.Fields(commonCapitalisedList) {
		f.commonCapped[c] = true
	}
	return f
}

// inventedFact names the first fact of the proposition that the
// evidence (passage, context, source, citation) does not contain, or "".
func inventedFact(propToks []tok, prop string, ev *evidence) string {
	for _, v := range numberValues(propToks, true) {
		if !ev.hasNumber(v) {
			return fmt.Sprintf("the number %s", v)
		}
	}
	low := normText(prop)
	// Circuits: the Seventh Circuit is not the Ninth.
	for _, n := range sortedKeys(circuitsIn(propToks)) {
		if !ev.hasCircuit(n) || ev.circuitOnlyCited(n) {
			return fmt.Sprintf("the court %q", circuitName(n))
		}
	}
	// States: named in the proposition, absent from the evidence (in
	// full or as a Bluebook abbreviation). One scan through the names'
	// index (phrase_index.go) says whether any is there at all: most
	// propositions name none, and a whole-word search for each of the
	// fifty-odd names was a fiftieth of a fresh citation unit.
	states := facts.stateNames
	if firstPhrase(low, states) == "" {
		states = nil
	}
	for _, st := range states {
		if !containsPhrase(low, st) {
			continue
		}
		if !ev.hasPhrase(st) && !ev.hasPhrase(facts.stateAbbrev[st]) {
			return fmt.Sprintf("the state %q", titleCase(st))
		}
	}
	// The level of court, when the source's court says it.
	if lvl := proposedCourtLevel(low); lvl != "" && ev.courtLevel != "" && lvl != ev.courtLevel && (!ev.mentionsLevel(lvl) || claimsHolding(low)) && !namesOwnHighestCourt(lvl, ev.court) {
		return fmt.Sprintf("the court (%s court), where the source is a %s court", lvl, ev.courtLevel)
	}
	// Named parties and authorities.
	if n := missingName(propToks, ev); n != "" {
		return fmt.Sprintf("the name %q", n)
	}
	return ""
}

func titleCase(s string) string {
	f := strings.Fields(s)
	for i, w := range f {
		f[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(f, " ")
}

// missingName returns a capitalised word of the proposition (not its
// first word, not a word inside quotation marks, not a common or
// court-level word, not a state) that the evidence does not contain: a
// proposition naming a party or an authority the passage never mentions
// does not rest on that passage.
func missingName(toks []tok, ev *evidence) string {
	inQuote := false
	district := districtNameWords(toks, ev.court) // "Southern District of New York" for "S.D.N.Y."
	for i, t := range toks {
		if t.kind == tokPunct {
			if t.low == `"` || t.low == "“" || t.low == "”" {
				inQuote = !inQuote
			}
			continue
		}
		if !t.cap || inQuote || i == 0 || t.kind != tokWord || len(t.raw) < 3 {
			continue
		}
		if prev := toks[i-1]; prev.kind == tokPunct && (prev.low == "." || prev.low == ":" || prev.low == "?" || prev.low == "!" || prev.low == "(") {
			continue // the first word of a sentence or a parenthesis
		}
		if facts.commonCapped[t.raw] || isAllCaps(t.raw) || district[i] {
			continue
		}
		if _, state := facts.stateAbbrev[t.low]; state {
			continue
		}
		if i+1 < len(toks) && labelNumber(toks, i+1) {
			continue // "Matter 2041": a label, not a party
		}
		if !ev.hasWord(t.raw) {
			return t.raw
		}
	}
	return ""
}

func isAllCaps(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' {
			return false
		}
	}
	return true
}

// containsWord reports whether s holds w as a whole word (case exact).
func containsWord(s, w string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(w)
		if (i == 0 || !isWordByte(s[i-1])) && (end == len(s) || !isWordByte(s[end]) || s[end] == 's') {
			return true
		}
		from = i + 1
	}
}
