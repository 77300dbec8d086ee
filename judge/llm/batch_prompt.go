package llm

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// MaxBatch is the most citation units one call carries. Units of one
// graded response share the instructions and, where they cite the same
// chunk, the passage, which is most of a unit's cost; a bound keeps each
// reply short enough to stay reliable, and bounds the number of distinct
// batch schemas (one per size) an endpoint compiles.
const MaxBatch = 12

// passageKey identifies a passage within a batch: units citing the same
// excerpt with the same context share one set of blocks.
func passageKey(u *judge.Unit) string {
	return strings.Join([]string{u.Source, u.Before, u.Excerpt, u.After, u.Holding}, "\x00")
}

// passageLabels names each unit's passage S1, S2, ... in first-use order,
// and returns the units that introduce each passage.
func passageLabels(units []*judge.Unit) ([]string, []*judge.Unit) {
	labels := make([]string, len(units))
	keys := map[string]string{}
	var first []*judge.Unit
	for i, u := range units {
		k := passageKey(u)
		l, ok := keys[k]
		if !ok {
			l = fmt.Sprintf("S%d", len(first)+1)
			keys[k] = l
			first = append(first, u)
		}
		labels[i] = l
	}
	return labels, first
}

// renderCitations builds the messages for citation units, labelled
// u1..un in order (the reply's keys). Only positions reach the prompt,
// never the units' IDs, so nothing the judge could echo identifies a
// unit but its key. notes[i] is why unit i's previous verdict was not
// accepted ("" for none); whole is a problem with the previous reply as
// a whole.
func renderCitations(units []*judge.Unit, notes []string, whole, nonce string) prompt {
	var b strings.Builder
	nonceLine(&b, nonce, "Units: "+strings.Join(itemKeys(citationKey, len(units)), ", ")+".")
	labels, first := passageLabels(units)
	for k, u := range first {
		s := fmt.Sprintf("S%d", k+1)
		block(&b, s+" SOURCE", nonce, u.Source)
		if u.Before != "" {
			block(&b, s+" BEFORE", nonce, u.Before)
		}
		block(&b, s+" EXCERPT", nonce, u.Excerpt)
		if u.After != "" {
			block(&b, s+" AFTER", nonce, u.After)
		}
		if u.Holding != "" {
			block(&b, s+" HOLDING", nonce, u.Holding)
		}
	}
	for i, u := range units {
		fmt.Fprintf(&b, "\nUnit %s%d, passage %s:", citationKey, i+1, labels[i])
		block(&b, "CLAIM", nonce, claimText(u))
		if i < len(notes) {
			problemBlock(&b, nonce, notes[i])
		}
	}
	if whole != "" {
		b.WriteString("\nThe previous reply:")
		problemBlock(&b, nonce, whole)
	}
	return prompt{System: citationSystem, User: b.String(), Nonce: nonce}
}

// batchPromptTokens counts the prompt tokens of a call for units.
func batchPromptTokens(units []*judge.Unit) int {
	return countPrompt(renderCitations(units, nil, "", placeholderNonce))
}

// claimText is the proposition with its citation, unless the citation is
// already part of the sentence.
func claimText(u *judge.Unit) string {
	if u.Citation == "" || strings.Contains(u.Proposition, u.Citation) {
		return u.Proposition
	}
	return u.Proposition + "\n(cited as: " + u.Citation + ")"
}
