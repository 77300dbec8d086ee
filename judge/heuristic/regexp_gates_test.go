package heuristic

import (
	"regexp"
	"strings"
	"testing"
)

// gatedRegexps are the regexps regexp_gates.go answers without, with
// the words every match of each holds.
var gatedRegexps = []struct {
	name  string
	re    *regexp.Regexp
	words []string
}{
	{"decidingCourtRe", decidingCourtRe, courtLevelGate},
	{"heldByCourtRe", heldByCourtRe, courtLevelGate},
	{"courtNameRe", courtNameRe, courtNameGate},
}

var optionalLetter = regexp.MustCompile(`.\?`)

// TestRegexpGatesNeverHideAMatch: each gated regexp opens with one
// required group of alternatives, each alternative spells one of the
// gate's words (so no match lacks them: a rule that adds a court
// without one fails here), and on every sentence of every fixture text
// and on random texts of the patterns' own words no text the gate turns
// away is matched by the regexp.
func TestRegexpGatesNeverHideAMatch(t *testing.T) {
	for _, g := range gatedRegexps {
		src := g.re.String()
		if !strings.HasPrefix(src, `\b(`) {
			t.Fatalf("%s does not open with its group of courts: %s", g.name, src)
		}
		group := src[len(`\b(`):strings.IndexByte(src, ')')]
		if strings.ContainsAny(group, `()[]*+\.`) {
			t.Fatalf("%s: the first group is no list of plain alternatives: %q", g.name, group)
		}
		for _, alt := range strings.Split(group, "|") {
			// What every match of the alternative spells: its text
			// without the letters it makes optional ("appeals?").
			alt = optionalLetter.ReplaceAllString(alt, "")
			if !holdsAny(alt, g.words) {
				t.Errorf("%s: the alternative %q holds none of %q", g.name, alt, g.words)
			}
		}
	}
	var texts []string
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			texts = append(texts, normText(s.text), strings.ToLower(s.text), s.text)
		}
	}
	pieces := []string{" ", " ", ", ", "the ", "held ", "ruled ", "affirmed ", "of ohio ", "courts ", "cour", "t ", "appellate ", "division ", "circuit "}
	for _, g := range gatedRegexps {
		pieces = append(pieces, strings.Split(g.re.String()[3:strings.IndexByte(g.re.String(), ')')], "|")...)
	}
	texts = append(texts, randomTexts(pieces, 20000, 10, 4)...)
	for _, g := range gatedRegexps {
		matched, turned := 0, 0
		for _, s := range texts {
			m := g.re.MatchString(s)
			if m {
				matched++
			}
			if !holdsAny(s, g.words) {
				turned++
				if m {
					t.Fatalf("%s matches %.200q, which its gate turns away", g.name, s)
				}
			}
		}
		if matched == 0 || turned == 0 {
			t.Fatalf("%s: %d texts matched, %d turned away: the test shows nothing", g.name, matched, turned)
		}
	}
}
