package heuristic

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// An outcome told in other words, against the disposition (C-004). A
// proposition need not say "granted" or "affirmed" to tell how a case
// came out: "the court let the claim proceed", "the claim survived",
// "the firm obtained an order keeping her out", "the court left the
// verdict in place". The relief and disposition rules read the operator
// words; these phrasings escape them, and a case cited for the outcome it
// did not reach passes C-004. Where the holding or the Vault's outcome
// disposes the other way (the claim dismissed, the motion denied, the
// judgment reversed), this leaves the adverse holding undecided: the
// rules cannot tell that the claim, order or verdict the proposition
// names is the one disposed of, so a person must read it, never a pass.

// outcomeTold is one way a proposition tells an outcome, and the
// disposition that contradicts it.
type outcomeTold struct {
	name string
	told *regexp.Regexp // in the proposition (lower case)
	// against reports whether a holding sentence, or the outcome label,
	// (lower case) disposes the other way.
	against func(low string) bool
}

var (
	dismissedRe    = regexp.MustCompile(`\b(?:is|are|was|were|be) dismissed\b|\bdismissed with(?:out)? prejudice\b|\bmotion to dismiss (?:is|was) granted\b|\bdismissal is affirmed\b|\baffirm the dismissal\b|^[a-z ,'-]*\bdismissed\.?$`)
	deniedReliefRe = regexp.MustCompile(`\b(?:motion|application|request|petition)\b[^.;]*\b(?:is|was|are|were) denied\b|\b(?:injunction|order|relief)\b[^.;]*\bdenied\b|\bwe deny\b`)
	reversedRe     = regexp.MustCompile(`\b(?:we reverse|is reversed|are reversed|we vacate|is vacated|are vacated)\b`)
	undoneRe       = regexp.MustCompile(`\b(?:reverse|reversed|vacate|vacated)\b`)
	affirmedRe     = regexp.MustCompile(`\baffirm(?:ed)?\b`)
)

// outcomesTold are the phrasings read, each with the disposition that
// contradicts it.
var outcomesTold = []outcomeTold{
	{"the claim went on", regexp.MustCompile(`\b(?:let|allowed|permitted)\b[^.;]{0,80}\b(?:proceed|go forward|go to trial|continue)\b|\bsustained the (?:claim|complaint|count|action|cause of action)\b|\b(?:claim|complaint|count|action) (?:survived|survives)\b|\b(?:refused|declined) to dismiss\b`),
		func(low string) bool { return dismissedRe.MatchString(low) && !undoneRe.MatchString(low) }},
	{"the relief was won", regexp.MustCompile(`\b(?:obtained|won|secured|got)\b (?:an?|the) (?:[\w'’$.,-]+ ){0,2}(?:order|injunction|relief)\b`),
		func(low string) bool { return deniedReliefRe.MatchString(low) && !undoneRe.MatchString(low) }},
	{"the judgment stood", regexp.MustCompile(`\b(?:left|let)\b (?:the|its|a) (?:[\w'’$.,-]+ ){0,3}(?:verdict|judgment|award)(?: [\w'’-]+){0,3}? (?:in place|stand|intact|undisturbed)\b|\b(?:kept|preserved) (?:the|its) (?:[\w'’$.,-]+ ){0,3}(?:verdict|judgment|award)\b`),
		func(low string) bool { return reversedRe.MatchString(low) && !affirmedRe.MatchString(low) }},
}

// outcomeParaphraseClash returns why the proposition tells an outcome,
// in words the relief rules do not read, that the holding or the Vault's
// outcome disposes the other way, or "".
func outcomeParaphraseClash(pLow string, u *judge.Unit, hs []*analysed) string {
	if reportsSeparateView(pLow) {
		return ""
	}
	for _, o := range outcomesTold {
		m := o.find(pLow) // regexp_word_gates.go
		if m == "" || negatedBefore(pLow, m) {
			continue
		}
		if out := strings.ToLower(strings.TrimSpace(u.Outcome)); out != "" && o.against(out) {
			return fmt.Sprintf("%sthe proposition says %q (%s), and the Vault's outcome for this document is %q; whether it disposes of what the proposition names is for a person to read", cannotDecide, m, o.name, u.Outcome)
		}
		for _, h := range hs {
			if o.against(h.low) {
				return fmt.Sprintf("%sthe proposition says %q (%s), and the holding disposes the other way (%q); whether it disposes of what the proposition names is for a person to read", cannotDecide, m, o.name, clip(h.text, 160))
			}
		}
	}
	return ""
}

// outcomesToldPatterns are the phrasings' patterns, for Version.
func outcomesToldPatterns() []string {
	out := make([]string, len(outcomesTold))
	for i, o := range outcomesTold {
		out[i] = o.name + "=" + o.told.String()
	}
	return out
}
