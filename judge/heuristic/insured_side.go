package heuristic

// An insurance role linked to a caption side: in a coverage suit
// ("Brackwell v. Sentinel Fire & Casualty Co.") the side whose name says
// it is an insurer ("Casualty", "Surety", "Insurance") is the insurer,
// and the other side is usually the insured. A proposition that says
// "the insured's motion was granted" where the passage says the
// insurer-named party moved has the motion on the wrong side, but the
// movant rules link only names and the roles of the suit (plaintiff,
// defendant), so the swap passed. The link is a presumption: the other
// side may be an injured claimant or an assignee rather than the
// insured, so a clash it finds is left for a person to read
// (undecided), never decided a fail, and it never makes an agreement.

// insurerNameWords in a caption side's name say the side is an insurer.
var insurerNameWords = map[string]bool{"insurance": true, "casualty": true, "surety": true, "assurance": true, "indemnity": true, "underwriters": true, "guaranty": true, "reinsurance": true}

// captionInsurer is the caption side (1 or 2) whose name words mark it
// an insurer, 0 when neither or both do.
func captionInsurer(a, b map[string]bool) int {
	in := func(m map[string]bool) bool {
		for w := range m {
			if insurerNameWords[w] {
				return true
			}
		}
		return false
	}
	switch ia, ib := in(a), in(b); {
	case ia && !ib:
		return 1
	case ib && !ia:
		return 2
	}
	return 0
}

// insuranceSide is the caption side a party named by its insurance role
// ("the insured", "the insurer") is presumed to be on, 0 when the
// caption names no single insurer or the party has no such role.
func (ps partySides) insuranceSide(m movant) int {
	if ps.insurer == 0 {
		return 0
	}
	for _, t := range m.tags {
		switch t {
		case "insurance:I":
			return ps.insurer
		case "insurance:P":
			return 3 - ps.insurer
		}
	}
	return 0
}
