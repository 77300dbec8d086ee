package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A separate opinion inside the retrieved excerpt (C-004, C-007): a
// chunk that ends the majority opinion and goes on into "Okafor, Circuit
// Judge, dissenting." holds the court's words and the dissent's; a
// proposition resting on the sentences after that heading (or on
// sentences written as a separate opinion writes, "I would hold") and
// giving them as the court's, gives a dissent or a concurrence as the
// holding. separateOpinion reads the source's section and the excerpt's
// first lines; this reads where in the excerpt the support stands.

// separateViewLeads open a sentence only a separate opinion writes.
var separateViewLeads = []string{"i would hold", "i would reverse", "i would affirm", "i would vacate", "i would remand", "i respectfully dissent", "i dissent", "i concur", "i would conclude", "i would find"}

// separateSentences is the normalised text of each sentence of the
// excerpt that stands in a separate opinion, with its kind: the
// sentences after a heading line naming a dissent or concurrence, until
// a heading that names neither.
func separateSentences(excerpt string) map[string]string {
	out := map[string]string{}
	if !maySeparate(excerpt) {
		return out
	}
	kind := ""
	for _, line := range unwrapLines(excerpt) {
		low := normText(line)
		if h := separateHeading(line, low); h != "" {
			kind = h
			continue
		}
		if strings.HasPrefix(line, "#") {
			kind = ""
			continue
		}
		if h, rest := inlineSeparateHeading(line); h != "" {
			kind, line = h, rest // "Dessen, Circuit Judge, concurring. I join ..."
		}
		if kind == "" {
			continue
		}
		for _, s := range splitSentences(line) {
			out[normText(s)] = kind
		}
	}
	return out
}

// maySeparate reports whether excerpt could hold a separate-opinion
// heading: every heading (separateHeading, and inlineSeparateHeading
// through it) holds one of dissentWords or concurrenceWords in its
// normalised text, each spelling "dissent" or "concurr"; normText keeps
// a word's letters one for one and only lower-cases them, and the one
// letter of those words a non-ASCII letter lower-cases to is the "i"
// of "İ" (U+0130). An excerpt with neither word (most of them) is not
// read line by line: normalising each line for the heading test was a
// fortieth of a fresh citation unit.
func maySeparate(excerpt string) bool {
	return containsFoldASCII(excerpt, "dissent") || containsFoldASCII(excerpt, "concurr") || strings.Contains(excerpt, "\u0130")
}

// separateHeading is "dissent" or "concurrence" when line heads a
// separate opinion: a heading or a short line ("Okafor, Circuit Judge,
// dissenting.", "KENNEDY, J., concurring") naming one; else "".
func separateHeading(line, low string) string {
	if !strings.HasPrefix(line, "#") && len(strings.Fields(line)) > 10 {
		return ""
	}
	switch {
	case firstPhrase(low, dissentWords) != "":
		return "dissent"
	case firstPhrase(low, concurrenceWords) != "":
		return "concurrence"
	}
	return ""
}

// separateInExcerpt: the excerpt sentence the proposition rests on most
// stands in a separate opinion (after its heading in the excerpt, or
// written as one: "I would hold"), and the proposition attributes it to
// the court without naming the separate opinion.
func separateInExcerpt(pLow string, al alignment, p *passage, u *judge.Unit) (overclaim, bool) {
	if len(al.picks) == 0 || reportsSeparateView(pLow) || tellsPersonalView(u.Proposition, pLow) || !attributesToCourt(pLow) {
		return overclaim{}, false
	}
	top := al.picks[0]
	if p.where[top] != judge.InExcerpt {
		return overclaim{}, false
	}
	s := p.sents[top].low
	kind := p.separateKind(u.Excerpt, top) // passage_memo.go
	if kind == "" && firstPhrase(strings.TrimSpace(s), separateViewLeads) != "" && strings.HasPrefix(strings.TrimSpace(s), "i ") {
		kind = "separate opinion"
		if strings.Contains(s, "dissent") || strings.Contains(s, "would reverse") || strings.Contains(s, "would hold") {
			kind = "dissent"
		}
	}
	if kind == "" {
		return overclaim{}, false
	}
	return overclaim{msg: fmt.Sprintf("the passage sentence the proposition rests on (%q) is the %s's, after the court's own opinion in the excerpt, but the proposition attributes it to the court", clip(p.sents[top].text, 120), kind), dropsSupport: true, adverse: kind == "dissent"}, true
}
