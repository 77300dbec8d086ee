package heuristic

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A note that says it binds no one, told as binding (C-003, C-007):
// "The Department's guidance is binding on the courts" cited to a
// guidance note whose status section says "it does not bind any court
// or vendor". The status is stated once, often in another section than
// the one cited, so the proposition aligned with the cited section's
// words and passed (or was left undecided on the section pin). A
// document's own statement of its status is read in every text of it
// the unit holds.

// bindingClaimRe is a proposition calling something binding or saying
// it binds: "is binding on the courts", "binds the courts", "binding
// authority".
var bindingClaimRe = regexp.MustCompile(`\b(?:is|are|was|were|be|as)\s+(?:legally\s+)?binding\b|\bbinds?\s+(?:the\s+|all\s+|every\s+|any\s+)?(?:courts?|agenc(?:y|ies)|vendors?|parties|licensors?|licensees?|tribunals?)\b|\bbinding\s+(?:authority|law|precedent|on)\b`)

// bindingNegatedRe is the proposition or the document denying that:
// "not binding", "does not bind any court", "binds no court",
// "non-binding", "without binding effect".
var bindingNegatedRe = regexp.MustCompile(`\b(?:not|never|no longer)\s+(?:legally\s+)?binding\b|\b(?:does|do|did|shall|will|can)\s+not\s+bind\b|\b(?:doesn't|don't|won't|cannot)\s+bind\b|\bbinds?\s+no\b|\bnon-?binding\b|\bwithout\s+binding\b|\bnot\s+bind\b`)

// bindingDenied describes a proposition (pLow: its normalised text)
// calling binding what the cited document says binds no one; "" when it
// does not.
func bindingDenied(pLow string, p *passage, u *judge.Unit) string {
	if !strings.Contains(pLow, "bind") || !bindingClaimRe.MatchString(pLow) || bindingNegatedRe.MatchString(pLow) {
		return ""
	}
	for _, s := range p.sents {
		if m := bindingNegatedRe.FindString(s.low); m != "" {
			return fmt.Sprintf("the proposition calls it binding; the document says it is %q (%q)", m, clip(s.text, 160))
		}
	}
	if m := bindingNegatedRe.FindString(normText(u.SameDocRetrieved)); m != "" {
		return fmt.Sprintf("the proposition calls it binding; another retrieved passage of the document says it is %q", m)
	}
	return ""
}
