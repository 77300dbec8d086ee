package heuristic

import "slices"

// A burden that shifts, restated in two stages: the passage gives one
// party the first burden and shifts the next to the other ("the insured
// bears the burden of bringing the claim within the grant; once it has
// done so, the burden shifts to the insurer to prove an exclusion"),
// and the proposition says the same in plain words ("the insured must
// first show ...; the insurer then bears the burden of proving the
// exclusion"). The role rule compares the proposition's plain burden on
// the second party with the passage's plain burden on the first, and
// reads a hand-over where there is a restatement.
//
// It is a restatement only when the proposition itself keeps the first
// stage: it gives the first party a burden the passage gives it too,
// and the passage shifts a burden to the party the proposition's plain
// burden names. A proposition that gives the second party the only
// burden it names ("the insurer bears the burden of showing the claim
// is covered") keeps no first stage and still reads as swapped; so
// does one that gives the first stage to the second party, or names the
// first party's burden after the second's ("..., and the insured must
// then show"). The rules do not compare what each party is to prove,
// so a restated shift is left for a person to read (undecided), never
// passed: "the insured must first show no exclusion applies; the
// insurer then bears the burden on coverage" keeps the order and swaps
// the objects.

// restatesShift reports whether every role the proposition gives the
// other party than the passage does is the second stage of a shift the
// passage states and the proposition's own first stage agrees with.
// passage is the roles of the sentences the proposition aligns with;
// all is the roles of every sentence of the passage and its context,
// where the shift may stand.
func restatesShift(prop, passage, all []roleClaim) bool {
	seen := false
	for _, p := range prop {
		if swappedRole([]roleClaim{p}, passage) == "" {
			continue
		}
		seen = true
		if p.kind != roleBurden || p.sign < 0 || !shiftedTo(p, all) || !firstStageKept(p, prop, all) {
			return false
		}
	}
	return seen
}

// shiftedTo reports whether the passage shifts a burden to p's party.
func shiftedTo(p roleClaim, passage []roleClaim) bool {
	for _, s := range passage {
		if s.kind == roleBurdenShift && s.sign > 0 && sameRole(p.tags, s.tags) {
			return true
		}
	}
	return false
}

// firstStageKept reports whether the proposition gives the party
// opposed to p's, first, a burden that the passage gives that party
// too: the proposition names it before p ("the insured must show ...;
// the insurer then bears ..."), or says it comes first ("must first
// show"). A first burden named after the second ("the insurer bears
// the burden ..., and the insured must then show ...") turns the order
// of the shift round.
func firstStageKept(p roleClaim, prop, passage []roleClaim) bool {
	pAt := slices.IndexFunc(prop, func(c roleClaim) bool { return c.agent == p.agent && c.kind == p.kind })
	for qAt, q := range prop {
		if q.sign < 0 || !compatibleKinds(q.kind, roleBurden) || !opposedRoles(p.tags, q.tags) {
			continue
		}
		if qAt > pAt && q.kind != roleBurdenFirst {
			continue
		}
		for _, s := range passage {
			if s.sign > 0 && compatibleKinds(s.kind, roleBurden) && sameRole(q.tags, s.tags) {
				return true
			}
		}
	}
	return false
}

// allRoles is the role claims of every sentence of the passage.
func allRoles(p *passage) []roleClaim {
	var out []roleClaim
	for i := range p.sents {
		out = append(out, p.sents[i].roles...)
	}
	return out
}
