package heuristic

// A condition of a prohibition's "unless" waived (C-007): "A licensor may
// not use electronic self-help unless (1) the licensee separately agreed
// to a term authorizing it, (2) ..." grants the use only on those
// conditions, so "may use electronic self-help ..., whether or not the
// licensee ever agreed to a self-help term" states the permission for
// the cases the conditions leave out. waivedOverclaim
// (waived_overclaim.go) reads only the conditions a rule is granted on
// and leaves every "unless" to support, since "enforced unless
// unreasonable" names an exception; after "may not" (shall not, must
// not, cannot) the "unless" names the conditions of the permission
// instead. As there, whether the passage drops the condition elsewhere
// is for a person to read: calibration is left undecided.

// prohibitionModals open a prohibition whose "unless" grants it.
var prohibitionModals = phrasesOf("may not", "shall not", "must not", "cannot", "can not")

// unlessWaived says why the proposition's permission reaches past a
// condition of the best-aligned passage sentence's "may not ... unless",
// or "".
func unlessWaived(pk propKeys, ptoks []tok, picks []*analysed) string {
	if len(picks) == 0 || !hasWaiver(ptoks) || sentenceShare(pk, picks[0]) < minPredicateOverlap {
		return ""
	}
	s := picks[0].toks
	for _, h := range phraseHits(s, prohibitionModals) {
		for i := h.after; i < len(s) && i < h.after+12; i++ {
			if s[i].low == "." || s[i].low == ";" {
				break
			}
			if s[i].low != "unless" {
				continue
			}
			if c := waivedOf(ptoks, withoutEnumerators(s[h.at:]), false); c != "" {
				return c + " of a permission the passage grants only on it (" + clip(picks[0].text, 160) + ")"
			}
		}
	}
	return ""
}

// withoutEnumerators is toks without the list numbers a statute writes
// its conditions with ("unless (1) ..., (2) ..."), which would end the
// condition at its opening bracket.
func withoutEnumerators(toks []tok) []tok {
	out := make([]tok, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		if toks[i].low == "(" && i+2 < len(toks) && toks[i+2].low == ")" && (toks[i+1].kind != tokWord || len(toks[i+1].low) == 1) {
			i += 2 // "(1)", "(a)"
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// hasWaiver reports whether toks hold a waiver phrase ("whether or
// not", "regardless of"): without one there is nothing to waive.
func hasWaiver(toks []tok) bool {
	for i := range toks {
		if phraseWaivers.at(toks, i) > 0 {
			return true
		}
	}
	return false
}
