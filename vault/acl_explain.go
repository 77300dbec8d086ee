package vault

import (
	"fmt"
	"slices"
	"time"
)

// Access decides whether user may read doc at time at, and says which rule
// decided: Rule is short and names the acl.jsonl line ("deny user:u-x
// 2026-01-01.. (ethical wall) acl.jsonl:12"); Reason is a full sentence
// naming the mechanism (ethical wall, grant in force, expired grant, grant
// not yet begun, membership not in force, no grant), fit for a
// criterion's reasoning.
func (a *ACL) Access(user string, at time.Time, doc string) Decision {
	d := Decision{Doc: doc}
	grants, _, known := a.docGrants(doc)
	if !known {
		d.Rule = "unknown document"
		d.Reason = fmt.Sprintf("%s is not a document of the Vault, so nobody can read it.", doc)
		return d
	}
	groups := a.groupsAt(user, at)
	when := formatTime(at)
	var allow *Grant
	for _, g := range grants {
		if !applies(g, user, groups, at) {
			continue
		}
		if g.Effect == Deny {
			d.Rule = a.rule(g)
			d.Reason = fmt.Sprintf("User %s may not read %s at %s: %s line %d denies %s access%s (an ethical wall), and a deny overrides any allow.",
				user, doc, when, a.file, g.Line, principalPhrase(g.Principal), windowPhrase(g))
			return d
		}
		if allow == nil {
			allow = g
		}
	}
	if allow != nil {
		d.Allowed = true
		d.Rule = a.rule(allow)
		d.Reason = fmt.Sprintf("User %s may read %s at %s: %s line %d allows %s%s%s, and no deny applies.",
			user, doc, when, a.file, allow.Line, principalPhrase(allow.Principal), windowPhrase(allow), a.membershipPhrase(user, allow, at))
		return d
	}
	d.Rule, d.Reason = a.explainDenied(user, at, doc)
	return d
}

// rule renders a grant as "allow group:litigation 2026-01-05.. acl.jsonl:3".
func (a *ACL) rule(g *Grant) string {
	s := string(g.Effect) + " " + g.Principal
	if !g.From.IsZero() || !g.Until.IsZero() {
		s += " " + formatWindow(g.From, g.Until)
	}
	if g.Effect == Deny {
		s += " (ethical wall)"
	}
	return fmt.Sprintf("%s %s:%d", s, a.file, g.Line)
}

// miss is why an allow grant of the document did not apply.
type miss struct {
	rank  int // lower explains better: a near miss beats an unrelated grant
	grant *Grant
	why   string
}

// explainDenied finds the allow grant that came closest to applying and
// says why it did not; with none, the user simply has no grant.
func (a *ACL) explainDenied(user string, at time.Time, doc string) (string, string) {
	when := formatTime(at)
	var misses []miss
	grants, _, _ := a.docGrants(doc)
	for _, g := range grants {
		if g.Effect != Allow {
			continue
		}
		kind, name := splitPrincipal(g.Principal)
		if kind == "user" && name != user {
			continue
		}
		gw := window{g.From, g.Until}
		var m *Membership
		if kind == "group" {
			m = a.closestMembership(user, name, at)
			if m == nil {
				continue // the user was never a member: this grant is not theirs
			}
		}
		switch {
		case !g.Until.IsZero() && !at.Before(g.Until):
			misses = append(misses, miss{1, g, fmt.Sprintf("the grant expired on %s", formatTime(g.Until))})
		case !g.From.IsZero() && at.Before(g.From):
			misses = append(misses, miss{2, g, fmt.Sprintf("the grant begins only on %s", formatTime(g.From))})
		case gw.contains(at) && m != nil:
			if !m.Until.IsZero() && !at.Before(m.Until) {
				misses = append(misses, miss{0, g, fmt.Sprintf("%s's membership of group %s ended on %s, though the grant itself is in force", user, name, formatTime(m.Until))})
			} else {
				misses = append(misses, miss{0, g, fmt.Sprintf("%s's membership of group %s has not yet begun (it begins on %s), though the grant itself is in force", user, name, formatTime(m.From))})
			}
		}
	}
	if len(misses) == 0 {
		return "no grant", fmt.Sprintf("User %s may not read %s at %s: no grant in %s allows this user (directly, through a group or to everyone), and without an applicable allow there is no access.", user, doc, when, a.file)
	}
	slices.SortStableFunc(misses, func(x, y miss) int { return x.rank - y.rank })
	m := misses[0]
	label := map[int]string{0: "membership not in force", 1: "expired", 2: "not yet begun"}[m.rank]
	return fmt.Sprintf("%s: %s", label, a.rule(m.grant)),
		fmt.Sprintf("User %s may not read %s at %s: %s line %d allows %s%s, but %s; no other grant applies.", user, doc, when, a.file, m.grant.Line, principalPhrase(m.grant.Principal), windowPhrase(m.grant), m.why)
}

// closestMembership returns the user's membership of group that is in
// force at at, else the one that ended last before it, else the one that
// begins first after it; nil when the user was never a member.
func (a *ACL) closestMembership(user, group string, at time.Time) *Membership {
	var ended, future *Membership
	for i := range a.members[user] {
		m := &a.members[user][i]
		switch {
		case m.Group != group:
		case (window{m.From, m.Until}).contains(at):
			return m
		case !m.Until.IsZero() && !at.Before(m.Until):
			if ended == nil || m.Until.After(ended.Until) {
				ended = m
			}
		default:
			if future == nil || m.From.Before(future.From) {
				future = m
			}
		}
	}
	if ended != nil {
		return ended
	}
	return future
}

// membershipPhrase adds the membership that carried a group grant.
func (a *ACL) membershipPhrase(user string, g *Grant, at time.Time) string {
	kind, name := splitPrincipal(g.Principal)
	if kind != "group" {
		return ""
	}
	m := a.closestMembership(user, name, at)
	if m == nil {
		return ""
	}
	s := fmt.Sprintf(", and %s is a member of %s", user, name)
	switch {
	case !m.From.IsZero() && !m.Until.IsZero():
		s += fmt.Sprintf(" from %s until %s", formatTime(m.From), formatTime(m.Until))
	case !m.From.IsZero():
		s += " since " + formatTime(m.From)
	case !m.Until.IsZero():
		s += " until " + formatTime(m.Until)
	}
	return s
}

func principalPhrase(p string) string {
	switch kind, name := splitPrincipal(p); kind {
	case "*":
		return "everyone"
	case "user":
		return "user " + name
	default:
		return "group " + name
	}
}

func windowPhrase(g *Grant) string {
	switch {
	case g.From.IsZero() && g.Until.IsZero():
		return " without time limit"
	case g.From.IsZero():
		return " until " + formatTime(g.Until)
	case g.Until.IsZero():
		return " from " + formatTime(g.From)
	}
	return fmt.Sprintf(" from %s until %s", formatTime(g.From), formatTime(g.Until))
}

// formatTime prints a time as RFC 3339 in UTC, or as a date at midnight.
func formatTime(t time.Time) string {
	if t.IsZero() {
		return "0001-01-01T00:00:00Z"
	}
	return formatBound(t)
}
