package vault

import "time"

// Allowed reports whether user may read doc at time at: exactly
// Access(user, at, doc).Allowed, without the rule and the sentence that
// explain it. The trace check asks this of every retrieved chunk of every
// graded answer, where Access's explanation (two formatted strings) was a
// tenth of the grading; for a user in up to eight groups it allocates
// nothing.
func (a *ACL) Allowed(user string, at time.Time, doc string) bool {
	_, fast, known := a.docGrants(doc)
	if !known {
		return false
	}
	var buf [8]string
	groups := buf[:0]
	for _, m := range a.members[user] {
		if (window{m.From, m.Until}).contains(at) {
			groups = append(groups, m.Group)
		}
	}
	return allowedBy(fast, user, groups, at)
}

// Allowed is ACL.Allowed for the index's ACL.
func (x *Index) Allowed(user string, at time.Time, doc string) bool {
	return x.accessACL().Allowed(user, at, doc)
}

// AccessDecider is a Reader that answers the yes/no of Access without
// its explanation (the Index does).
type AccessDecider interface {
	Allowed(user string, at time.Time, doc string) bool
}

// Allowed reports whether user may read doc at time at in r:
// r.Allowed when r is an AccessDecider, else r.Access(...).Allowed.
func Allowed(r Reader, user string, at time.Time, doc string) bool {
	if d, ok := r.(AccessDecider); ok {
		return d.Allowed(user, at, doc)
	}
	return r.Access(user, at, doc).Allowed
}
