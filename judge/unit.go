package judge

import "strings"

// ValidateUnit checks that u carries what its kind needs, so a caller's
// mistake is reported as such instead of being sent to a judge.
func ValidateUnit(u *Unit) error {
	bad := func(msg string) error { return Errorf(KindBadUnit, u.ID, nil, "%s", msg) }
	if u.ID == "" {
		return bad("unit has no ID")
	}
	switch u.Kind {
	case UnitCitation:
		if strings.TrimSpace(u.Proposition) == "" {
			return bad("citation unit has no proposition")
		}
		if strings.TrimSpace(u.Excerpt) == "" {
			return bad("citation unit has no excerpt: a citation without a located passage is not judged")
		}
	case UnitUnsupported:
		if len(u.Claims) == 0 {
			return bad("unsupported unit lists no claims")
		}
		seen := map[string]bool{}
		for _, c := range u.Claims {
			if c.ID == "" || seen[c.ID] {
				return bad("unsupported unit has an empty or repeated claim ID")
			}
			seen[c.ID] = true
		}
	case UnitCriterion:
		if u.Criterion == nil || strings.TrimSpace(u.Criterion.MatchCriteria) == "" {
			return bad("criterion unit has no match_criteria")
		}
		if strings.TrimSpace(u.Answer) == "" {
			return bad("criterion unit has no answer")
		}
	default:
		return bad("unknown unit kind " + string(u.Kind))
	}
	return nil
}
