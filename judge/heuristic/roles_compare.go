package heuristic

// Comparing roles: when a proposition gives a role to the other party
// than its passage does.

import (
	"fmt"
	"strings"
)

// opposedRoles reports whether two agents hold opposite roles: a shared
// pair with different sides, and no shared tag.
func opposedRoles(a, b []string) bool {
	opposed := false
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return false
			}
			px, _, _ := strings.Cut(x, ":")
			py, _, _ := strings.Cut(y, ":")
			if px == py {
				opposed = true
			}
		}
	}
	return opposed
}

// sameRole reports whether two agents share a role tag.
func sameRole(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// compatibleKinds: a plain burden compares with an initial one.
func compatibleKinds(a, b roleKind) bool {
	if a == b {
		return true
	}
	plain := func(k roleKind) bool { return k == roleBurden || k == roleBurdenFirst }
	return plain(a) && plain(b)
}

// swappedRole compares the proposition's role claims with the passage's
// and describes the first one the passage gives to the other party (or
// denies), or "". A role the passage does not speak to is not a swap.
func swappedRole(prop, passage []roleClaim) string {
	for _, p := range prop {
		agree, conflict := false, ""
		for _, s := range passage {
			if !compatibleKinds(p.kind, s.kind) {
				continue
			}
			switch {
			case sameRole(p.tags, s.tags) && p.sign == s.sign:
				agree = true
			case sameRole(p.tags, s.tags) && p.sign != s.sign:
				if conflict == "" {
					conflict = fmt.Sprintf("the proposition says %q %s%s; the passage says %q %s%s", p.agent, notIf(p.sign), p.kind, s.agent, notIf(s.sign), s.kind)
				}
			case opposedRoles(p.tags, s.tags) && p.sign > 0 && s.sign > 0:
				if conflict == "" {
					conflict = fmt.Sprintf("the proposition says %q %s; the passage says %q does", p.agent, p.kind, s.agent)
				}
			}
		}
		if conflict != "" && !agree {
			return conflict
		}
	}
	return ""
}

func notIf(sign int) string {
	if sign < 0 {
		return "does not: "
	}
	return ""
}
