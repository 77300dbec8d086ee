package heuristic

import "testing"

// Roles: who bears the burden, who goes first when it shifts, who moved,
// who won. The probe: a reversed burden of proof against Bremen.
func TestHeuristicRoles(t *testing.T) {
	const harlan = "The employer, as the party seeking enforcement, bears the burden of proving each element of reasonableness by clear and convincing evidence. The employee is not required to prove that the covenant is unreasonable."
	const shift = "The employer seeking enforcement must first plead and prove that the restraint is reasonably necessary to protect a legitimate business interest. Only if the employer makes that showing does the burden shift to the employee to establish that the restraint is overbroad."
	const moved = "The franchisor moved to dismiss for improper venue on the strength of the forum-selection clause, and the district court granted the motion."
	runProbes(t, []probe{
		{name: "burden reversed (issue probe)", prop: "The party seeking enforcement must show that enforcement of a forum-selection clause is reasonable under the circumstances.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: false, why: "roles swapped"},
		{name: "burden kept", prop: "The resisting party must show that enforcement of the forum-selection clause would be unreasonable under the circumstances.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: true},
		{name: "burden moved to the employee", prop: "The employee bears the burden of proving that the covenant is unreasonable by clear and convincing evidence.", excerpt: harlan,
			supports: false, why: "roles swapped"},
		{name: "employer's burden, employee free of it", prop: "The employer seeking enforcement bears the burden of proving reasonableness by clear and convincing evidence; the employee does not have to prove that the covenant is unreasonable.", excerpt: harlan,
			supports: true},
		{name: "employer denied a burden it bears", prop: "The employer does not have to prove that the covenant is reasonable by clear and convincing evidence.", excerpt: harlan,
			supports: false, why: "roles swapped"},
		{name: "two steps in the wrong order", prop: "The employee must first prove that the restraint is overbroad, and only then does the burden shift to the employer to show a legitimate business interest.", excerpt: shift,
			supports: false, why: "roles swapped"},
		{name: "two steps in order", prop: "The employer must first prove that the restraint is reasonably necessary to protect a legitimate business interest; the burden then shifts to the employee to establish that it is overbroad.", excerpt: shift,
			supports: true},
		{name: "the other party moved", prop: "The franchisee moved to dismiss for improper venue on the strength of the forum-selection clause, and the district court granted the motion.", excerpt: moved,
			supports: false, why: "roles swapped"},
		{name: "the movant as written", prop: "The franchisor moved to dismiss for improper venue under the forum-selection clause, and the court granted the motion.", excerpt: moved,
			supports: true},
	})
}

func TestRoleClaims(t *testing.T) {
	tests := []struct {
		sentence string
		kind     roleKind
		tags     string
		sign     int
	}{
		{"The employer, as the party seeking enforcement, bears the burden of proving reasonableness.", roleBurden, "[employment:A clause:P]", 1},
		{"Enforcement is shown by the resisting party to be unreasonable.", roleBurden, "[clause:O]", 1},
		{"The employee is not required to prove that the covenant is unreasonable.", roleBurden, "[employment:B]", -1},
		{"Only then does the burden shift to the employee.", roleBurdenShift, "[employment:B]", 1},
		{"The defendant moved to dismiss.", roleMoved, "[suit:D]", 1},
		{"The court entered judgment for the plaintiff.", roleWon, "[suit:P]", 1},
	}
	for _, tc := range tests {
		cs := roleClaimsOf(tokenize(tc.sentence))
		if len(cs) == 0 {
			t.Errorf("%q: no role claim", tc.sentence)
			continue
		}
		c := cs[0]
		if c.kind != tc.kind || fmtTags(c.tags) != tc.tags || c.sign != tc.sign {
			t.Errorf("%q: %s %v %d, want %s %s %d", tc.sentence, c.kind, c.tags, c.sign, tc.kind, tc.tags, tc.sign)
		}
	}
}

func fmtTags(tags []string) string {
	s := "["
	for i, t := range tags {
		if i > 0 {
			s += " "
		}
		s += t
	}
	return s + "]"
}
