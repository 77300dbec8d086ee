package heuristic

import "fmt"

// A holding told the other way round (C-004): a proposition saying a
// court held something ("Harlow held that an affiliate assignment
// without consent does not breach the clause") whose words clash, on a
// decided polarity, with the sentence of the court's own holding it
// aligns with ("We hold that an assignment to an affiliate without the
// consent the clause requires is a breach") cites a source whose holding
// is adverse to it, not only a passage that fails to support it. The
// C-003 clash was found; C-004 passed, because the adverse-holding rules
// read outcomes (enforced, reversed, granted) and not a holding's own
// predicate.

// heldContradicted marks the unit adverse when a decided clash was
// found (v.clashes rose above before) against pick, pick is one of the
// case's holding sentences, and the proposition reports what the court
// held (not a separate opinion's view).
func heldContradicted(v *unitVerdict, before int, pLow string, pick *analysed, hs []*analysed, src sourceInfo) {
	if v.clashes == before || src.kind != "case" || firstPhrase(pLow, heldWords) == "" || reportsSeparateView(pLow) {
		return
	}
	for _, h := range hs {
		if collapseSpace(h.text) == collapseSpace(pick.text) {
			v.a.Adverse = true
			v.why = append(v.why, fmt.Sprintf("the sentence the proposition contradicts is the court's holding (%q), so the source's holding is adverse to it", clip(pick.text, 160)))
			return
		}
	}
}
