package vault

import (
	"fmt"
	"sort"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// UnknownUserError is a user that neither principals.jsonl lists nor any
// ACL rule names (user:<id>): almost always a misspelling, and grading as
// such a user would quietly deny every document that is not public. It
// is bad input (exit code 2) and suggests the nearest known user.
type UnknownUserError struct {
	User       string
	Suggestion string // "" when no known user is close
}

func (e *UnknownUserError) Error() string {
	msg := fmt.Sprintf("unknown user %s: not in principals.jsonl and named by no ACL rule", e.User)
	if e.Suggestion != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", e.Suggestion)
	}
	return msg
}

// ExitCode is 2: bad input.
func (e *UnknownUserError) ExitCode() int { return 2 }

// CheckUser accepts a user that principals.jsonl lists or that an ACL rule
// names directly, and refuses any other with an UnknownUserError.
func (x *Index) CheckUser(user string) error {
	if _, ok := x.principals[user]; ok {
		return nil
	}
	if x.grantNamesUser(user) {
		return nil
	}
	return &UnknownUserError{User: user, Suggestion: nearestUser(user, x.knownUsers())}
}

// knownUsers lists every user of principals.jsonl and of user: rules,
// sorted, so a suggestion never depends on map order.
func (x *Index) knownUsers() []string {
	seen := map[string]bool{}
	for u := range x.principals {
		seen[u] = true
	}
	for u := range x.acl().byUser {
		seen[u] = true
	}
	out := make([]string, 0, len(seen))
	for u := range seen {
		out = append(out, u)
	}
	sort.Strings(out)
	return out
}

// nearestUser is the known user closest to u by edit distance, when it is
// close enough to be a misspelling (at most a third of u's length, and at
// most 3 edits); the first in sorted order wins a tie.
func nearestUser(u string, known []string) string {
	best, bestD := "", -1
	limit := min(3, max(1, len([]rune(u))/3))
	for _, k := range known {
		d := textnorm.EditDistance(u, k)
		if d <= limit && (bestD < 0 || d < bestD) {
			best, bestD = k, d
		}
	}
	return best
}
