package checks

import (
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/vault"
)

// A citation unit's one verdict answers three criteria with one
// evidence quote and one reasoning. The quote is usually what supports
// the proposition (the judge quotes before it decides), so a C-004
// failure that showed it would read "adverse" over the pro-enforcement
// standard. The evidence a criterion's finding shows is therefore the
// text that decided that criterion: for an adverse holding, the holding
// sentence the judge was shown.

// AdverseEvidence is the holding text that makes a unit's verdict
// adverse, chosen from the holding sentences the unit carried (found by
// code in the cited document, so the judge's words only pick among
// them and never become the quote themselves):
//  1. the holding sentence that holds the judge's evidence quote;
//  2. the holding sentence that holds a phrase the judge's reasoning
//     quotes ("the source's holding says \"void\"");
//  3. the holding sentence sharing most words with the reasoning;
//  4. the whole holding block.
//
// Without holding sentences (a document that is not a case, or a
// passage drawn from another document's quotation) the judge's own
// quote is the evidence.
func AdverseEvidence(holding string, a judge.Assessment) string {
	holding = strings.TrimSpace(holding)
	ev := strings.TrimSpace(a.Evidence)
	if holding == "" {
		return ev
	}
	sentences := splitSentences(holding)
	if ev != "" {
		if s := sentenceHolding(sentences, ev); s != "" {
			return s
		}
	}
	for _, q := range quotedPhrases(a.Reasoning) {
		if s := sentenceHolding(sentences, q); s != "" {
			return s
		}
	}
	if s := closestSentence(sentences, a.Reasoning); s != "" {
		return s
	}
	return holding
}

// heldRE marks a sentence that states a court's holding in so many
// words.
var heldRE = regexp.MustCompile(`(?i)\b(?:we\s+(?:therefore\s+)?(?:hold|conclude)|the\s+court\s+(?:holds|held|concludes|concluded)|held\s+that|holds\s+that)\b`)

// statedHolding is the first holding sentence that states the holding
// in so many words ("We hold that ..."), or "".
func statedHolding(holding string) string {
	for _, s := range splitSentences(strings.TrimSpace(holding)) {
		if heldRE.MatchString(s) {
			return s
		}
	}
	return ""
}

// splitSentences cuts text into sentences with the Vault's splitter.
func splitSentences(text string) []string {
	var out []string
	for _, sp := range vault.SentenceSpans(text) {
		if s := strings.TrimSpace(text[sp[0]:sp[1]]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// sentenceHolding is the first sentence that holds phrase (case and
// white space folded), or "".
func sentenceHolding(sentences []string, phrase string) string {
	p := foldSpace(strings.ToLower(phrase))
	if len(p) < 3 {
		return ""
	}
	for _, s := range sentences {
		if strings.Contains(foldSpace(strings.ToLower(s)), p) {
			return s
		}
	}
	return ""
}

// quotedRE finds phrases in double quotes, straight or curly.
var quotedRE = regexp.MustCompile(`"([^"]{3,300})"|“([^”]{3,300})”`)

// quotedPhrases lists the phrases a reasoning quotes, in order.
func quotedPhrases(s string) []string {
	var out []string
	for _, m := range quotedRE.FindAllStringSubmatch(s, 20) {
		out = append(out, m[1]+m[2])
	}
	return out
}

// closestSentence is the sentence sharing most distinct words of five
// letters or more with reasoning, or "" when none shares any.
func closestSentence(sentences []string, reasoning string) string {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(reasoning), notLetter) {
		if len(w) >= 5 {
			words[w] = true
		}
	}
	best, bestN := "", 0
	for _, s := range sentences {
		seen := map[string]bool{}
		for _, w := range strings.FieldsFunc(strings.ToLower(s), notLetter) {
			if words[w] {
				seen[w] = true
			}
		}
		if len(seen) > bestN {
			best, bestN = s, len(seen)
		}
	}
	return best
}

func notLetter(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127) }

func foldSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// verdictReason is the plain reason of a citation criterion's failing
// verdict: what the criterion found, the text that decided it, then
// the judge's own words, labelled as the judge's.
func verdictReason(check string, u citationUnit, a judge.Assessment) string {
	var b strings.Builder
	b.WriteString(citedFor(u.Prop))
	switch check {
	case rubric.CheckAdverse:
		b.WriteString("The source's holding goes against that.")
		ev := AdverseEvidence(u.Unit.Holding, a)
		held := statedHolding(u.Unit.Holding)
		switch {
		case ev != "" && (held == "" || held == ev):
			b.WriteString(" " + choose(held == ev, "The court held", "The source says") + ": “" + foldSpace(ev) + "”")
		case ev != "":
			b.WriteString(" The source says: “" + foldSpace(ev) + "” The court held: “" + foldSpace(held) + "”")
		}
	case rubric.CheckSupports:
		b.WriteString("The passage does not say that.")
		if ev := strings.TrimSpace(a.Evidence); ev != "" {
			b.WriteString(" The passage says: “" + foldSpace(ev) + "”.")
		}
	case rubric.CheckCalibrated:
		b.WriteString("The answer claims more than the passage says.")
		if ev := strings.TrimSpace(a.Evidence); ev != "" {
			b.WriteString(" The passage says: “" + foldSpace(ev) + "”.")
		}
	}
	if r := JudgeWords(a.Reasoning); r != "" {
		b.WriteString(" The judge's reasons: " + ensurePeriod(r))
	}
	if a.VotesTotal > 1 {
		b.WriteString(" (" + itoa(a.Votes) + " of " + itoa(a.VotesTotal) + " votes.)")
	}
	return b.String()
}

// JudgeWords is a judge's reasoning without the heuristic judge's
// "heuristic: " label (the reports say which judge decided).
func JudgeWords(r string) string {
	return foldSpace(strings.TrimPrefix(strings.TrimSpace(r), "heuristic: "))
}

func choose(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

// unsupportedReason is the plain reason of a C-008 finding about one
// proposition: why it has no support, and the judge's words on it.
func unsupportedReason(why string, a judge.Assessment, id, unverified string) string {
	cited := "none of its citations supports it as stated"
	if why == "no citation" || why == "" {
		cited = "it cites nothing for it"
	}
	if unverified != "" {
		return "It has no valid support (" + cited + "), and the judge's verdict on whether the answer flags it could not be checked, so it fails (" + scrubDetail(unverified) + ")."
	}
	r := "The answer states this as established law, but " + cited + ", no retrieved passage supports it, and the answer does not say the sources are insufficient."
	var words string
	for _, cv := range a.Claims {
		if cv.ID == id {
			words = cv.Reasoning
		}
	}
	if words == "" && len(a.Unflagged) == 1 {
		words = a.Reasoning
	}
	if w := JudgeWords(words); w != "" {
		w = regexp.MustCompile(`\b`+regexp.QuoteMeta(id)+`\b`).ReplaceAllString(w, "it")
		r += " The judge's reasons: " + ensurePeriod(capitalise(w))
	}
	return r
}

// skippedReason is why a citation never sent to the judge fails C-003.
func skippedReason(why string) string {
	if why == whyDenied {
		return "But the asker could not read its document at the time asked, so its text was not shown to the judge and nothing shows that it supports the proposition."
	}
	return "But " + why + ", so no passage supports it."
}
