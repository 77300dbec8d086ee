package vault

import (
	"slices"
	"strings"
	"time"
)

// ACL evaluates access at a point in time from in-memory tables. It is
// deliberately not kept in bleve: bleve date fields silently drop years
// outside 1677-2262, and the Vault folder format (FORMATS.md) requires 0001-9999. The grant set is
// small next to the text, so evaluation in Go is both exact and fast.
//
// Rules (FORMATS.md: the Vault folder): a grant applies when its window holds the time asked
// (from inclusive, until exclusive, missing bounds open) and its principal
// is "*", the user, or a group the user is a member of at that same time.
// A deny that applies wins over any allow; no applicable allow means no
// access.
type ACL struct {
	byDoc   map[string][]*Grant // grants of each document, in acl.jsonl order
	fast    map[string][]compiledGrant
	byUser  map[string][]string // documents with a grant naming user:<id>, sorted
	byGroup map[string][]string // documents with a grant naming group:<name>, sorted
	star    []string            // documents with a "*" grant, sorted
	members map[string][]Membership
	docs    map[string]bool
	file    string        // name used in rules ("acl.jsonl")
	terms   *aclTermTable // the grants as terms of the index's acl field (search_acl.go)
	// lazy, when set, is where a built index's ACL reads each
	// document's grants instead of the maps above (acl_lazy.go).
	lazy *lazyGrants
}

// NewACL indexes grants by document and by principal.
func NewACL(docs []*Document, principals []*Principal, grants []*Grant) *ACL {
	a := &ACL{
		byDoc: map[string][]*Grant{}, fast: map[string][]compiledGrant{}, byUser: map[string][]string{}, byGroup: map[string][]string{},
		members: map[string][]Membership{}, docs: make(map[string]bool, len(docs)), file: ACLFile,
	}
	for _, d := range docs {
		a.docs[d.ID] = true
	}
	for _, p := range principals {
		a.members[p.User] = append(a.members[p.User], p.Groups...)
	}
	for _, g := range grants {
		a.byDoc[g.Doc] = append(a.byDoc[g.Doc], g)
		kind, name := splitPrincipal(g.Principal)
		a.fast[g.Doc] = append(a.fast[g.Doc], compiledGrant{kind: grantKind(kind), name: name, win: window{g.From, g.Until}, deny: g.Effect == Deny})
		switch kind {
		case "*":
			a.star = append(a.star, g.Doc)
		case "user":
			a.byUser[name] = append(a.byUser[name], g.Doc)
		case "group":
			a.byGroup[name] = append(a.byGroup[name], g.Doc)
		}
	}
	a.terms = newACLTermTable(grants)
	a.star = sortedUnique(a.star)
	for k, v := range a.byUser {
		a.byUser[k] = sortedUnique(v)
	}
	for k, v := range a.byGroup {
		a.byGroup[k] = sortedUnique(v)
	}
	return a
}

func sortedUnique(s []string) []string {
	slices.Sort(s)
	return slices.Compact(s)
}

// splitPrincipal splits "user:u-1" into ("user", "u-1"); "*" is ("*", "").
func splitPrincipal(p string) (kind, name string) {
	if p == "*" {
		return "*", ""
	}
	kind, name, _ = strings.Cut(p, ":")
	return kind, name
}

// groupsAt returns the groups user belongs to at time at.
func (a *ACL) groupsAt(user string, at time.Time) []string {
	var gs []string
	for _, m := range a.members[user] {
		if (window{m.From, m.Until}).contains(at) {
			gs = append(gs, m.Group)
		}
	}
	return gs
}

// applies reports whether grant g applies to user at time at, given the
// groups the user is a member of at that time.
func applies(g *Grant, user string, groups []string, at time.Time) bool {
	if !(window{g.From, g.Until}).contains(at) {
		return false
	}
	switch kind, name := splitPrincipal(g.Principal); kind {
	case "*":
		return true
	case "user":
		return name == user
	case "group":
		return slices.Contains(groups, name)
	}
	return false
}

// compiledGrant is a grant with its principal parsed, for the yes/no
// path that Readable runs once per candidate document.
type compiledGrant struct {
	kind byte // '*', 'u'ser or 'g'roup
	name string
	win  window
	deny bool
}

// grantKind is a principal kind as compiledGrant stores it: '*', 'u'ser,
// 'g'roup, or 0 for a kind no user matches (as applies treats it).
func grantKind(kind string) byte {
	switch kind {
	case "*":
		return '*'
	case "user":
		return 'u'
	case "group":
		return 'g'
	}
	return 0
}

// allowed is the yes/no core of Access, with the user's groups at the
// time already worked out. It follows the same rules as applies.
func (a *ACL) allowed(user string, groups []string, at time.Time, doc string) bool {
	if a.lazy == nil {
		return allowedBy(a.fast[doc], user, groups, at)
	}
	_, fast, _ := a.docGrants(doc)
	return allowedBy(fast, user, groups, at)
}

// allowedBy is allowed over one document's compiled grants.
func allowedBy(fast []compiledGrant, user string, groups []string, at time.Time) bool {
	allow := false
	for i := range fast {
		g := &fast[i]
		switch g.kind {
		case 'u':
			if g.name != user {
				continue
			}
		case 'g':
			if !slices.Contains(groups, g.name) {
				continue
			}
		case '*':
		default:
			continue
		}
		if !g.win.contains(at) {
			continue
		}
		if g.deny {
			return false
		}
		allow = true
	}
	return allow
}

// Readable lists, in ID order, every document user may read at time at.
// Only documents with a grant that could concern the user ("*", the user,
// or a group the user belongs to at that time) are looked at, so the cost
// follows the user's grants rather than the size of the Vault.
func (a *ACL) Readable(user string, at time.Time) []string {
	if a.lazy != nil {
		return a.lazy.whole().Readable(user, at)
	}
	groups := a.groupsAt(user, at)
	lists := [][]string{a.star, a.byUser[user]}
	for _, g := range groups {
		lists = append(lists, a.byGroup[g])
	}
	var cand []string
	if len(lists) == 2 && len(a.byUser[user]) == 0 {
		cand = a.star // common case: no copy, no merge
	} else {
		for _, l := range lists {
			cand = append(cand, l...)
		}
		cand = sortedUnique(cand)
	}
	out := make([]string, 0, len(cand))
	for _, d := range cand {
		if a.allowed(user, groups, at, d) {
			out = append(out, d)
		}
	}
	return out
}
