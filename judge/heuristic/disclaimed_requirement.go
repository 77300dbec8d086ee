package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A requirement the passage disclaims, restated as one (issue 26,
// 26.46-s). The passage says a thing is not needed ("the statute does
// not require a pro rata division", "'relate to' does not require proof
// that the claim came about because of the in-state conduct") and the
// proposition makes it needed ("the statute requires the seller to
// divide its production pro rata", "only if the plaintiff can show that
// the in-state conduct caused the claim"). The words line up, often
// with a neighbouring sentence that does require something else, and
// the negation sits in another sentence or outside the aligned clause,
// so the polarity rules do not see it. The clash is one the rules can
// point at: the disclaimed object restated after the proposition's own
// requirement word. A passage that puts a condition on its disclaimer
// ("need not give notice unless asked") or that itself requires the
// same object elsewhere ("(1) does not require intent; (2) requires
// intent") is left alone: which subject the proposition speaks of
// decides, which the rules do not read.
//
// The weaker form: the passage says a thing holds whatever a factor
// ("protected whatever the speaker's state of mind", "regardless of the
// buyer's fault") and the proposition makes the same predicate turn on
// a condition naming that factor ("loses protection if the plaintiff
// shows the speaker knew"). The factor's words may be paraphrased, so
// support is left undecided rather than failed.

// disclaimerPhrases say that what follows is not needed.
var disclaimerPhrases = [][]string{
	{"does", "not", "require"}, {"do", "not", "require"}, {"did", "not", "require"}, {"does", "n't", "require"},
	{"need", "not", "prove"}, {"need", "not", "show"}, {"need", "not", "establish"}, {"need", "not", "be"}, {"need", "not"},
	{"is", "not", "required"}, {"are", "not", "required"}, {"was", "not", "required"},
	{"is", "not", "necessary"}, {"are", "not", "necessary"},
	{"without", "proof", "of"}, {"without", "proof", "that"}, {"without", "a", "showing", "of"}, {"without", "showing"},
}

// regardlessPhrases say a thing holds whatever what follows is.
var regardlessPhrases = [][]string{{"regardless", "of"}, {"irrespective", "of"}, {"whatever"}, {"no", "matter"}}

// requirementMarkers make what follows needed in a proposition: finite
// forms only, since a participle names a thing by what it requires ("an
// instruction requiring ill will misstated the law") without saying so.
var requirementMarkers = [][]string{
	{"requires"}, {"require"}, {"is", "required"}, {"are", "required"}, {"was", "required"}, {"be", "required"}, {"must"}, {"only", "if"}, {"only", "when"}, {"only", "where"},
	{"has", "to"}, {"have", "to"}, {"needs", "to"}, {"need", "to"}, {"is", "necessary"}, {"are", "necessary"},
}

// conditionMarkers make a predicate turn on what follows.
var conditionMarkers = [][]string{{"if"}, {"unless"}, {"only", "if"}, {"when"}, {"only", "when"}, {"once"}}

// scopeStops end the object of a disclaimer or requirement: a new
// clause. conditionStops among them mean the disclaimer itself is
// conditional.
var (
	scopeStops     = map[string]bool{"but": true, "although": true, "though": true, "whereas": true, "while": true, "yet": true, "so": true, "unless": true, "except": true, "if": true, "when": true, "where": true, "absent": true, "provided": true}
	conditionStops = map[string]bool{"unless": true, "except": true, "if": true, "when": true, "where": true, "absent": true, "provided": true}
)

// maxScope bounds an object's length in tokens.
const maxScope = 18

// minDisclaimedKeys is the fewest content keys a disclaimed object must
// hold for its restatement to be told from chance overlap.
const minDisclaimedKeys = 2

// phraseAt is the length of the first of phrases that toks spell from
// i, or 0.
func phraseAt(toks []tok, i int, phrases [][]string) int {
	for _, ph := range phrases {
		if wordsAt(toks, i, ph) {
			return len(ph)
		}
	}
	return 0
}

// scopeAfter is the tokens after from up to the end of their clause
// (or maxScope), and whether a condition word ended it.
func scopeAfter(toks []tok, from int) ([]tok, bool) {
	end := from
	for end < len(toks) && end-from < maxScope {
		t := toks[end]
		if t.kind == tokPunct && t.low != "§" && t.low != "\"" {
			break
		}
		if t.kind == tokWord && scopeStops[t.low] {
			return toks[from:end], conditionStops[t.low]
		}
		end++
	}
	return toks[from:end], false
}

// negatedAt reports a negator among the three words before i.
func negatedAt(toks []tok, i int) bool {
	for k := max(0, i-3); k < i; k++ {
		switch toks[k].low {
		case "not", "n't", "never", "no", "nor", "without":
			return true
		}
	}
	return false
}

// disclaimed is one thing a passage sentence says is not needed (or
// does not matter, regardless): its object's content keys and the
// predicate's key before it.
type disclaimed struct {
	keys       keySet
	predicate  string
	regardless bool
	text       string
	sentence   string
}

// disclaimersOf lists the unconditional disclaimers of s.
func disclaimersOf(s *analysed) []disclaimed {
	var out []disclaimed
	dix, rix := tokPhraseIndexOf(disclaimerPhrases), tokPhraseIndexOf(regardlessPhrases)
	for i := 0; i < len(s.toks); i++ {
		regardless := false
		n := phraseAtIn(dix, s.toks, i, disclaimerPhrases)
		if n == 0 {
			if n = phraseAtIn(rix, s.toks, i, regardlessPhrases); n == 0 {
				continue
			}
			regardless = true
		}
		obj, conditional := scopeAfter(s.toks, i+n)
		if conditional {
			continue
		}
		ks := keysOf(obj)
		if len(ks) < minDisclaimedKeys && !regardless || len(ks) == 0 {
			continue
		}
		pred := ""
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			if s.toks[k].kind == tokWord && s.toks[k].k != "" {
				pred = s.toks[k].k
				break
			}
		}
		out = append(out, disclaimed{keys: ks, predicate: pred, regardless: regardless, text: joinRaw(obj), sentence: s.text})
		i += n - 1
	}
	return out
}

// contentHits counts d's keys in ks, and those of them not generic.
func contentHits(d keySet, ks keySet) (hits, content int) {
	for k := range d {
		if ks[k] {
			hits++
			if weightOf(k) == contentWeight {
				content++
			}
		}
	}
	return hits, content
}

// reportVerbs tell what someone said, was told or argued: a
// requirement in their "that" clause ("the jury was told that bad faith
// requires a dishonest purpose") is reported, not imposed.
var reportVerbs = map[string]bool{"told": true, "instructed": true, "argued": true, "argues": true, "contended": true, "contends": true, "claimed": true, "claims": true,
	"asserted": true, "asserts": true, "urged": true, "urges": true, "maintained": true, "maintains": true, "believed": true, "assumed": true, "suggested": true, "thought": true, "rejected": true}

// reportedAt reports a report verb earlier in the clause of toks[i].
func reportedAt(toks []tok, i int) bool {
	for k := i - 1; k >= 0 && k >= i-maxScope; k-- {
		t := toks[k]
		if t.kind == tokPunct && t.low != "\"" {
			return false
		}
		if t.kind == tokWord && reportVerbs[t.low] {
			return true
		}
	}
	return false
}

// scopesOf is the keys after each marker of toks that is neither
// negated nor reported.
func scopesOf(toks []tok, markers [][]string) []keySet {
	var out []keySet
	ix := tokPhraseIndexOf(markers)
	for i := 0; i < len(toks); i++ {
		n := phraseAtIn(ix, toks, i, markers)
		if n == 0 || negatedAt(toks, i) || reportedAt(toks, i) {
			continue
		}
		obj, _ := scopeAfter(toks, i+n)
		out = append(out, keysOf(obj))
		i += n - 1
	}
	return out
}

// requiredInPassage reports whether some sentence of ss requires, in its
// own words, at least need of d's keys: the passage then requires the
// object of one subject and disclaims it of another.
func requiredInPassage(d disclaimed, ss []*analysed, need int) bool {
	for _, s := range ss {
		for _, ks := range scopesOf(s.toks, requirementMarkers) {
			if h, _ := contentHits(d.keys, ks); h >= need {
				return true
			}
		}
	}
	return false
}

// missedElsewhere reports whether a key of the disclaimed object that
// the requirement's scope lacks stands elsewhere in the proposition:
// it then speaks of that part apart ("must prove only that the borrower
// signed the note, not that the borrower read it"), most often to deny
// it as the passage does.
func missedElsewhere(obj, scope, prop keySet) bool {
	for k := range obj {
		if !scope[k] && prop[k] {
			return true
		}
	}
	return false
}

// disclaimedRequirement names a requirement or condition the
// proposition imposes that a sentence of the passage (its excerpt, or a
// sentence the proposition is aligned with) disclaims, and whether the
// clash is decided (a requirement restated) or only a doubt (a
// regardless factor made a condition). It returns "" when it finds
// none, or when the proposition itself carries a disclaimer (it then
// restates the passage's, or speaks of both).
func disclaimedRequirement(ptoks []tok, picks []*analysed, p *passage) (string, bool) {
	dix, rix := tokPhraseIndexOf(disclaimerPhrases), tokPhraseIndexOf(regardlessPhrases)
	for i := range ptoks {
		if phraseAtIn(dix, ptoks, i, disclaimerPhrases) > 0 || phraseAtIn(rix, ptoks, i, regardlessPhrases) > 0 {
			return "", false
		}
	}
	var ss []*analysed
	seen := map[*analysed]bool{}
	for _, s := range picks {
		if !seen[s] {
			ss, seen[s] = append(ss, s), true
		}
	}
	for i := range p.sents {
		if s := &p.sents[i]; p.where[i] == judge.InExcerpt && !seen[s] {
			ss, seen[s] = append(ss, s), true
		}
	}
	pKeys := keysOf(ptoks)
	required := scopesOf(ptoks, requirementMarkers)
	conditions := scopesOf(ptoks, conditionMarkers)
	for _, s := range ss {
		for _, d := range disclaimersOf(s) {
			if d.regardless {
				if d.predicate == "" || !pKeys[d.predicate] {
					continue
				}
				for _, ks := range append(append([]keySet{}, conditions...), required...) {
					if _, c := contentHits(d.keys, ks); c >= 1 {
						return fmt.Sprintf("the proposition makes it turn on a condition about %q, where the passage says it holds whatever that is (%q)", d.text, clip(d.sentence, 160)), false
					}
				}
				continue
			}
			for _, ks := range required {
				h, c := contentHits(d.keys, ks)
				if h < minDisclaimedKeys || 2*h < len(d.keys) || c == 0 {
					continue
				}
				if requiredInPassage(d, ss, h) || missedElsewhere(d.keys, ks, pKeys) {
					continue
				}
				return fmt.Sprintf("polarity: the proposition requires %q, where the passage says it is not required (%q)", d.text, clip(d.sentence, 160)), true
			}
		}
	}
	return "", false
}

// disclaimedRequirementTables are the word lists above, for Version.
func disclaimedRequirementTables() []string {
	return []string{fmt.Sprint(disclaimerPhrases, regardlessPhrases, requirementMarkers, conditionMarkers, maxScope, minDisclaimedKeys),
		strings.Join(sortedSet(scopeStops), " "), strings.Join(sortedSet(conditionStops), " "), strings.Join(sortedSet(reportVerbs), " ")}
}
