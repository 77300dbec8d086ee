package heuristic

import (
	"fmt"
	"regexp"
	"strings"
)

// A rule on which a claim succeeds, cited to a case that refused that
// claim (C-004): "a statement can be actionable once a breach shows it
// hollow" or "a shareholder whose loss followed a partial revelation
// states a claim" cited to a case whose motion to dismiss was granted or
// whose dismissal was affirmed; "some courts enjoin a former employee"
// cited to a case affirming the denial of an injunction. The rule is the
// losing claimant's, or the court's own with the condition it found
// unmet, and the polarity rules see no clash: "actionable" and
// "dismissed" stand on no axis together. Whether the case holds the rule
// or rejects it is for a person to read, so adverse holding is left
// undecided, never decided. A proposition that tells the decision
// itself is compared with the disposition as usual, and one that states
// the claim's success only as a concession ("though a specific statement
// can be actionable") states the rule the case applied.

// claimRefusal pairs the words of a proposition stating that a kind of
// claim succeeds with the disposition that refuses that kind.
type claimRefusal struct {
	kind     string
	wins     []string
	refusals *regexp.Regexp
}

// claimRefusals are the kinds read: a claim stated (against a
// dismissal), an injunction granted (against its denial).
var claimRefusals = []claimRefusal{
	{"a claim stated", []string{"actionable", "states a claim", "state a claim", "stated a claim", "states a cause of action", "survives a motion to dismiss", "survive a motion to dismiss", "survives dismissal", "may proceed", "can proceed"},
		regexp.MustCompile(`\bmotions? to dismiss (?:\w+ ){0,4}(?:is|are|was|were) granted\b|\bdismissal (?:\w+ ){0,3}(?:is|was) affirmed\b|\bfail(?:s|ed)? to (?:state|plead)\b|\b(?:complaint|action|claims?) (?:is|are|was|were) dismissed\b`)},
	{"an injunction granted", []string{"enjoin", "enjoins", "be enjoined", "may enjoin", "can enjoin"},
		regexp.MustCompile(`\b(?:denying|denial of|refusing) (?:\w+ ){0,3}injunction (?:\w+ ){0,2}(?:is|was) affirmed\b|\binjunction (?:is|was) (?:denied|vacated|reversed|dissolved)\b|\bmotion for (?:a |an )?(?:\w+ ){0,2}injunction (?:is|was) denied\b`)},
}

// claimWonAgainstRefusal is why a general rule on which a claim
// succeeds cannot pass C-004 against a case that refused such a claim,
// or "".
func claimWonAgainstRefusal(prop *analysed, pLow, outcome string, hs []*analysed, src sourceInfo) string {
	if src.kind != "case" || reportsSeparateView(pLow) {
		return ""
	}
	if firstPhrase(pLow, decisionWords) != "" || isParticular(pLow) || reportsDecision(pLow) {
		return ""
	}
	for _, c := range claimRefusals {
		w := firstPhrase(pLow, c.wins)
		if w == "" || negatedBefore(pLow, w) || concededOnly(prop, w) {
			continue
		}
		texts := []string{strings.ToLower(outcome)}
		for _, h := range hs {
			texts = append(texts, h.low)
		}
		for _, t := range texts {
			if m := c.refusals.FindString(t); m != "" || c.kind == "a claim stated" && strings.HasPrefix(t, "dismiss") {
				return fmt.Sprintf("%sthe proposition states a rule on which %s (%q), and the case refused one (%q): whether it holds the rule or found its condition unmet is for a person to read", cannotDecide, c.kind, w, clip(t, 160))
			}
		}
	}
	return ""
}

// concessiveConns open a clause that concedes what the rule's main
// clause limits ("is puffery, though a specific statement can be
// actionable"): the rule stated is the main clause's.
var concessiveConns = map[string]bool{"though": true, "although": true, "but": true, "however": true, "while": true, "whereas": true, "yet": true}

// concededOnly reports whether the first clause of the proposition
// holding w is a concession or an exception, or follows one (a
// concession runs on past the commas of a list: "though a specific
// statement, or one made while aware of contrary facts, can be
// actionable"), not the rule it states.
func concededOnly(prop *analysed, w string) bool {
	conceded := false
	for i := range prop.clauses {
		c := &prop.clauses[i]
		conceded = conceded || concessiveConns[c.conn] || c.role == roleException
		if containsPhrase(joinLow(c.toks), w) {
			return conceded
		}
	}
	return false
}

// claimRefusalPatterns are the refusals' patterns, for Version.
func claimRefusalPatterns() []string {
	var out []string
	for _, c := range claimRefusals {
		out = append(out, c.kind+"="+strings.Join(c.wins, ",")+"="+c.refusals.String())
	}
	return out
}
