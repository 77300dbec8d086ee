package heuristic

// A holding clash that rests on the reach of a negation (C-003). "The
// court held that X" fails support when the court's own holding says the
// opposite, and the support rules already treat a clash that exists only
// because a negation's reach is read differently in two sentences holding
// the same negators and the same word as a doubt (agree.go: "its refusal
// of consent was reasonable" against "the refusal was held reasonable",
// where "refusal" is a negator in both). The holding clash is read the
// same way for support: when every clash of the proposition with the
// holding is of that kind, whether the passage supports what the
// proposition says was held is for a person to read, not a decided
// failure. What C-004 makes of the holding is its own rule's business.

// heldClashInDoubt returns why the proposition's clashes with holding hs
// rest only on a negation's reach, or "" when one of them stands (or
// there is none).
func heldClashInDoubt(prop *analysed, hs []*analysed) string {
	cs := clashes(prop, hs)
	if len(cs) == 0 {
		return ""
	}
	for _, c := range cs {
		var h *analysed
		for _, s := range hs {
			if s.text == c.sentence {
				h = s
				break
			}
		}
		if h == nil {
			return ""
		}
		if !scopeDiffers(prop, h, c) && !unappliedNegator(prop.toks, c.prop) && !unappliedNegator(h.toks, c.have) {
			return ""
		}
	}
	return "the proposition's clash with the holding read from the opinion rests only on how far a negation is read to reach (the two sentences hold the same negators and the same word), so whether the passage supports what it says was held is for a person to read"
}
