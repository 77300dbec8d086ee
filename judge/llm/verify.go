package llm

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/judge"
)

// Verification is where a schema-valid reply becomes a verdict: code
// checks that the judge's evidence quote stands in what it was shown.
// The outcome of checking one item is one of:
//
//   - accepted: the verdict stands (possibly downgraded: a supporting
//     quote found only in text that was not retrieved means the claim
//     rests on adjacent text, so it is not supported and over-claims);
//   - an evidence problem: the quote occurs nowhere it may come from, or
//     is too short to tell (two words and six letters at least, so a
//     generic filler's "ok" or "string" never verifies). The item is
//     asked once more with that error; if the second answer fails too,
//     fallback stands: the verdict flagged Unverified, which fails every
//     criterion that reads it.

// checked is the outcome of verifying one item.
type checked struct {
	a        judge.Assessment // the verdict when accepted, else the fallback
	problem  string           // evidence problem, "" when accepted
	accepted bool
}

// substantialQuote reports whether q is long enough to be checked: at
// least two words and six letters or digits.
func substantialQuote(q string) bool {
	words, alnum := 0, 0
	inWord := false
	for _, r := range q {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			alnum++
			if !inWord {
				words++
			}
			inWord = true
		} else {
			inWord = false
		}
	}
	return words >= 2 && alnum >= 6
}

// verifyCitation checks a citation verdict. label names the unit's
// passage in the prompt ("S2") for the error sent back.
func verifyCitation(u *judge.Unit, it item, label string) checked {
	a := judge.Assessment{UnitID: u.ID, Supports: it.flags["supports"], Adverse: it.flags["adverse"], Overclaims: it.flags["overclaims"],
		Evidence: it.evidence, Reasoning: it.reasoning, Origin: judge.FromLive}
	where := judge.Nowhere
	if substantialQuote(a.Evidence) {
		where = judge.LocateQuote(u, a.Evidence)
		if where == judge.Nowhere && judge.QuoteOccurs(u.Holding, a.Evidence) {
			where = judge.InContext // the holding was not retrieved either
		}
		if where == judge.Nowhere && !a.Supports && judge.QuoteOccurs(claimText(u), a.Evidence) {
			where = judge.InExcerpt // a failing verdict may quote the claim it fails
		}
	}
	switch {
	case where == judge.Nowhere:
		return evidenceProblem(a, fmt.Sprintf("the evidence %q does not occur in %s EXCERPT, BEFORE, AFTER or HOLDING (copy at least two words exactly from the block the verdict rests on)", clip(a.Evidence, 80), label))
	case a.Supports && where == judge.InContext:
		a.Supports, a.Overclaims = false, true
		a.Reasoning = fmt.Sprintf("the evidence %q occurs only in the surrounding context, not in the retrieved excerpt: the proposition rests on adjacent text. Judge's reasoning: %s", a.Evidence, a.Reasoning)
	}
	return checked{a: a, accepted: true}
}

// verifyClaim checks the verdict on claim c of a C-008 unit: the quote
// must come from the claim, the sentence after it, or a passage offered
// for it.
func verifyClaim(c *judge.Claim, it item, label string) checked {
	cv := judge.ClaimVerdict{ID: c.ID, Unflagged: it.flags["unflagged"], Evidence: it.evidence, Reasoning: it.reasoning}
	a := judge.Assessment{Claims: []judge.ClaimVerdict{cv}, Origin: judge.FromLive}
	// A claim too short to quote two words of is quoted whole.
	whole := oneLine(cv.Evidence) != "" && oneLine(cv.Evidence) == oneLine(c.Text)
	ok := whole || substantialQuote(cv.Evidence) && (judge.QuoteOccurs(c.Text, cv.Evidence) || judge.QuoteOccurs(c.Next, cv.Evidence))
	for _, p := range c.Passages {
		ok = ok || (substantialQuote(cv.Evidence) && judge.QuoteOccurs(p.Text, cv.Evidence))
	}
	if !ok {
		return evidenceProblem(a, fmt.Sprintf("the evidence %q for claim %s does not occur in that claim, its next sentence or its passages (copy at least two words exactly)", clip(cv.Evidence, 80), label))
	}
	return checked{a: a, accepted: true}
}

// verifyCriterion checks a Harvey-style verdict: a quote must stand in
// the answer; only a negative criterion may pass on nothing ("" evidence:
// the bad behaviour is absent), and a failing verdict may rest on an
// absence too.
func verifyCriterion(u *judge.Unit, it item) checked {
	a := judge.Assessment{UnitID: u.ID, Pass: it.flags["pass"], Evidence: it.evidence, Reasoning: it.reasoning, Origin: judge.FromLive}
	empty := strings.TrimSpace(a.Evidence) == ""
	switch {
	case empty && (!a.Pass || u.Criterion.Negative):
	case !empty && substantialQuote(a.Evidence) && judge.QuoteOccurs(u.Answer, a.Evidence):
	case empty:
		return evidenceProblem(a, "a passing verdict on this criterion must quote the ANSWER exactly in \"evidence\"")
	default:
		return evidenceProblem(a, fmt.Sprintf("the evidence %q does not occur in the ANSWER (copy at least two words exactly)", clip(a.Evidence, 80)))
	}
	return checked{a: a, accepted: true}
}

// evidenceProblem is a verdict that is not accepted as given: a is
// turned into its fallback (flagged Unverified, failing) in case the
// second answer fails too.
func evidenceProblem(a judge.Assessment, why string) checked {
	f := a
	reason := "the judge's evidence could not be verified after asking twice: " + why
	f.Unverified = reason
	f.Supports, f.Pass = false, false
	f.Claims = append([]judge.ClaimVerdict(nil), a.Claims...)
	for i := range f.Claims {
		f.Claims[i].Unverified = reason
	}
	return checked{a: f, problem: why}
}
