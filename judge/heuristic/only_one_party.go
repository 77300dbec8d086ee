package heuristic

import "fmt"

// One party where the passage gives the right to either (C-003): "Either
// party may assign this Agreement to an affiliate" and "only Harlow may
// assign the agreement to an affiliate" hold the same words but one:
// "only" narrows to one party what the passage gives to both. The
// passage's "either party" / "each party" is read with the verb after it,
// and a proposition giving that verb to "only" one named party clashes.

// bothParties give the right or duty to each side.
var bothParties = phrasesOf("either party", "each party", "both parties", "any party", "either of them", "each of them")

// onlyOneParty describes a proposition restricting to one party what the
// passage sentence gives to either party; "" when it does not.
func onlyOneParty(prop []tok, s *analysed) string {
	for _, h := range phraseHits(s.toks, bothParties) {
		verbs := tailKeys(s.toks, h.after, 3, clauseStops) // "may assign", "shall give"
		if len(verbs) == 0 {
			continue
		}
		for i, t := range prop {
			if t.low != "only" || i+1 >= len(prop) || !prop[i+1].cap && !partyNoun(prop[i+1].low) && !(prop[i+1].low == "the" && i+2 < len(prop) && partyNoun(prop[i+2].low)) {
				continue
			}
			if heldShareOf(verbs, keysOf(prop[i+1:min(i+12, len(prop))])) == 0 { // across "Harlow, not Kestrel,"
				continue
			}
			return fmt.Sprintf("the proposition gives to %q alone what the passage gives to %q", joinLow(prop[i:min(i+3, len(prop))]), joinLow(s.toks[h.at:h.after]))
		}
	}
	return ""
}

// partyNoun reports the nouns that name one side of an agreement.
func partyNoun(w string) bool {
	switch w {
	case "buyer", "seller", "licensor", "licensee", "landlord", "tenant", "lessor", "lessee", "employer", "employee", "supplier", "customer", "purchaser", "vendor", "lender", "borrower", "insurer", "insured", "contractor", "owner", "franchisor", "franchisee", "company", "client":
		return true
	}
	return false
}
