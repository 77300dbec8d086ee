package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// HoldingNotInVault is the HOLDING of a unit whose passage quotes the
// cited authority inside another document: the authority is not a Vault
// document, so its holding is not known, and the quoting document's
// holding is not the authority's.
const HoldingNotInVault = "The cited authority is not a Vault document: the passage quotes it inside another document, so its holding is not known here."

// adverseHolding compares the proposition with the source's holding
// (C-004). It returns adverse when a main clause of the proposition
// contradicts it; overclaim too when the proposition states as held what
// the court left undecided (a remand). msg says why, or "" when the
// holding is not adverse. A case whose holding cannot be read, cited for
// an outcome, cannot be decided, and fails.
func adverseHolding(prop *analysed, pLow string, u *judge.Unit, src sourceInfo, tm *textMemo) (adverse, overclaim bool, msg string) {
	if u.Holding == HoldingNotInVault {
		return false, false, ""
	}
	hs, from := holdingOfUnit(u, tm)
	if hs == nil {
		if src.kind == "case" && claimsOutcome(prop) {
			return true, false, cannotDecide + "the source is a case, but no holding or disposition could be read from it and the Vault records no outcome, so whether its holding is adverse to the proposition is unknown"
		}
		return false, false, ""
	}
	decision := firstPhrase(pLow, decisionWords) != "" || isParticular(pLow)
	for _, c := range clashes(prop, hs) {
		if c.axis == "disposition" && !decision {
			continue // "courts uphold such clauses" says nothing of this judgment
		}
		return true, false, fmt.Sprintf("adverse holding: the proposition is %s in %s (%q)", c, from, clip(c.sentence, 160))
	}
	if firstPhrase(pLow, decisionWords) != "" {
		if a, _, ok := assertsOn(prop, "effect", "reasonable", "sufficient", "mandatory"); ok && undecidedHolding(hs, a.axis) {
			return true, true, fmt.Sprintf("the source decided nothing on this (%s: %q); the proposition states %q as held", from, clip(hs[len(hs)-1].text, 160), a.word)
		}
	}
	return false, false, ""
}

// claimsOutcome reports whether the proposition states an outcome (the
// clause enforced or not, relief granted or denied, a judgment affirmed
// or reversed) other than as an exception to a rule.
func claimsOutcome(prop *analysed) bool {
	a, cond, ok := assertsOn(prop, "effect", "relief", "disposition", "mandatory")
	return ok && !(a.sign < 0 && cond != roleMain)
}
