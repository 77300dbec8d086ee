package heuristic

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
	"unicode"
)

// wordGated are the regexps regexp_word_gates.go answers without, with
// the words every match of each holds and the gated call.
func wordGated() []struct {
	name  string
	re    *regexp.Regexp
	words []string
	fold  bool // the gate searches without ASCII case
	gated func(string) bool
} {
	type g = struct {
		name  string
		re    *regexp.Regexp
		words []string
		fold  bool
		gated func(string) bool
	}
	out := []g{
		{"judgeNamedRe", judgeNamedRe, judgeNamedGate, true, namesJudge},
		{"particularPattern", particularPattern, particularGate, false, namesParticular},
		{"propReportsFateRe", propReportsFateRe, fateGate, false, reportsFate},
		{"reportsRejectionRe", reportsRejectionRe, rejectionGate, false, func(s string) bool { return rejectionReported(s) != nil }},
	}
	for _, o := range outcomesTold {
		out = append(out, g{"outcomesTold " + o.name, o.told, outcomeToldGates[o.name], false, func(s string) bool { return o.find(s) != "" }})
	}
	return out
}

// TestWordGatesNeverHideAMatch: from each gated regexp's syntax tree,
// every match holds one of its gate's words (a phrasing added without
// one fails here); the patterns' literals are ASCII and case-sensitive
// (the gates search without ASCII case, which then finds every literal
// a match spells); and on every fixture sentence,
// as written and lower case, and on random texts of the patterns' own
// words, the gated call answers as the regexp does.
func TestWordGatesNeverHideAMatch(t *testing.T) {
	gs := wordGated()
	for _, g := range gs {
		if len(g.words) == 0 {
			t.Fatalf("%s has no gate", g.name)
		}
		tree, err := syntax.Parse(g.re.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if !everyMatchHolds([]*syntax.Regexp{tree}, "", g.words) {
			t.Errorf("%s: some match need not hold one of %q: %s", g.name, g.words, g.re)
		}
		// The proof fails without the gate's first word: each word is
		// there for an alternative of its own.
		if everyMatchHolds([]*syntax.Regexp{tree}, "", g.words[1:]) {
			t.Errorf("%s: the gate proves without %q, so the test shows nothing about it", g.name, g.words[0])
		}
		for _, w := range g.words {
			if strings.ToLower(w) != w || strings.IndexFunc(w, func(r rune) bool { return r >= unicode.MaxASCII }) >= 0 {
				t.Fatalf("%s: gate word %q is not lower-case ASCII", g.name, w)
			}
		}
		if lit, ok := asciiCaseSensitive(tree, !g.fold); !ok {
			t.Fatalf("%s: the literal %q is case-blind, not ASCII, or (gate searching as written) not lower case, so the gate need not find what it matches", g.name, lit)
		}
	}
	if _, ok := asciiCaseSensitive(mustParse(t, `\bJudge\s+x`), true); ok {
		t.Fatal("a capital passed for a gate that searches as written")
	}
	if _, ok := asciiCaseSensitive(mustParse(t, `(?i)judge`), false); ok {
		t.Fatal("a case-blind literal passed")
	}
	var texts []string
	for _, file := range fixtureFiles(t) {
		for _, s := range splitSentences(file) {
			texts = append(texts, s, strings.ToLower(s))
		}
	}
	pieces := []string{" ", " ", ", ", ". ", "the ", "its ", "a ", "an ", "court ", "claim ", "complaint ", "let ", "allowed ", "permitted ",
		"proceed ", "go forward ", "to trial ", "continue ", "sustained ", "survived ", "survives ", "refused ", "declined ", "to dismiss ",
		"obtained ", "won ", "secured ", "got ", "order ", "injunction ", "relief ", "preliminary ", "left ", "kept ", "preserved ",
		"verdict ", "judgment ", "award ", "in place ", "stand ", "intact ", "Judge ", "Justice ", "Justices ", "Vance ", "Holmes ",
		"clause ", "covenant ", "agreement ", "provision ", "contract ", "restraint ", "ticket ", "noncompete ", "non compete ", "firm's ", "their ", "this ",
		"left the verdict in place ", "let the judgment stand ", "kept the jury's award ", "preserved its judgment ", "let the claim proceed ", "obtained an order ",
		"rejected ", "rejects ", "reject ", "rejecting ", "disagreed ", "unpersuaded ", "persuaded ", "argument ", "argued ", "argues ", "contention ",
		"contends ", "urged ", "asserted ", "position ", "view ", "reading ", "theory ", "that ", "to adopt ", "the argument that ", "rejected the view that "}
	texts = append(texts, randomTexts(pieces, 20000, 12, 5)...)
	for _, g := range gs {
		matched, turned := 0, 0
		for _, s := range texts {
			m := g.re.MatchString(s)
			if m {
				matched++
			}
			if g.fold && !holdsAnyFold(s, g.words) || !g.fold && !holdsAny(s, g.words) {
				turned++
			}
			if got := g.gated(s); got != m {
				t.Fatalf("%s: the gated call says %v, the regexp %v, on %.200q", g.name, got, m, s)
			}
		}
		if matched < 20 || turned == 0 {
			t.Fatalf("%s: %d texts matched, %d turned away: the test shows nothing", g.name, matched, turned)
		}
	}
}

// asciiCaseSensitive reports whether every literal of re matches its own
// ASCII runes only (no (?i), no other letters), and with lower all of
// them lower case: then the prover's lower-cased literal runs are found
// in every match by holdsAnyFold, and with lower by holdsAny. Else it
// returns the first literal that is not.
func asciiCaseSensitive(re *syntax.Regexp, lower bool) (string, bool) {
	if re.Op == syntax.OpLiteral {
		lit := string(re.Rune)
		if re.Flags&syntax.FoldCase != 0 || strings.IndexFunc(lit, func(r rune) bool { return r >= unicode.MaxASCII }) >= 0 || lower && strings.ToLower(lit) != lit {
			return lit, false
		}
	}
	for _, sub := range re.Sub {
		if lit, ok := asciiCaseSensitive(sub, lower); !ok {
			return lit, false
		}
	}
	return "", true
}

// TestOutcomeToldGatesNameEveryPhrasing: each gate belongs to a phrasing
// of outcomesTold, so a phrasing renamed does not lose its gate unseen.
func TestOutcomeToldGatesNameEveryPhrasing(t *testing.T) {
	names := map[string]bool{}
	for _, o := range outcomesTold {
		names[o.name] = true
	}
	for name := range outcomeToldGates {
		if !names[name] {
			t.Errorf("outcomeToldGates has %q, which is no phrasing of outcomesTold", name)
		}
	}
}
