package vault

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"github.com/blevesearch/bleve/v2/search/query"
)

// The ACL in the index.
//
// Checking each candidate hit's document against a Go set of readable
// documents (the old large-filter path) reads a doc value per candidate,
// which cost more than BM25 itself over 100,000 chunks. Instead every
// chunk carries, in the keyword field "acl", one term per grant of its
// document, and a user's filter at a time becomes a handful of term
// queries on that field.
//
// A grant's term is its effect, its window and its principal:
//
//	a:*                  allow everyone, no window
//	a:user:u-7           allow one user, no window
//	a3:group:litigation  allow a group during window 3
//	d:user:u-2           deny one user, no window
//
// Windows are numbered by the ACL's window table: the distinct windows
// of all grants, in time order, derived from the grants alone so that the
// build and every later open agree on the numbers. At query time the
// user's principals at that time ("*", "user:<u>", and "group:<g>" for
// each group the user belongs to then) are crossed with "no window" and
// each window that holds the time; a chunk matches when one of the allow
// terms is on it and none of the deny terms is. That is exactly the rule of FORMATS.md: the Vault folder:
// an applicable deny wins, no applicable allow means no access. Group
// membership windows are evaluated in Go (groupsAt), as Readable does.
//
// Only terms that some grant produced are sent, so a query names at most
// a few dozen terms; if the product of principals and open windows ever
// exceeds aclTermsMax, Search falls back to Readable and the doc filter.

// aclTermsVersion is the scheme of the acl field, recorded in the marker
// of a built index. An index without it (built before the field existed)
// is searched through Readable instead.
const aclTermsVersion = 1

// fieldACL is the keyword field holding a chunk's ACL terms.
const fieldACL = "acl"

// aclTermsMax bounds the terms of one ACL filter; above it the filter is
// built from Readable instead (see filterFor).
const aclTermsMax = 1024

// windowKey identifies a window by its bounds in whole seconds and
// nanoseconds, independent of the time.Location a decoder attached.
type windowKey [4]int64

func keyOf(w window) windowKey {
	return windowKey{w.from.Unix(), int64(w.from.Nanosecond()), w.until.Unix(), int64(w.until.Nanosecond())}
}

// aclTermTable is what the ACL needs to write and query the acl field.
type aclTermTable struct {
	windows []window          // distinct bounded windows, in key order
	number  map[windowKey]int // window key -> index in windows
	exists  map[string]bool   // every term some grant produced; nil: unknown (search_acl_lazy.go)
	ok      bool              // false when a grant's principal is not "*", user: or group:
}

// newACLTermTable numbers the distinct bounded windows of the grants and
// collects their terms.
func newACLTermTable(grants []*Grant) *aclTermTable {
	t := &aclTermTable{number: map[windowKey]int{}, exists: map[string]bool{}, ok: true}
	ws := make([]window, len(grants))
	for i, g := range grants {
		ws[i] = window{g.From, g.Until}
	}
	t.numberWindows(ws)
	for _, g := range grants {
		if kind, _ := splitPrincipal(g.Principal); kind != "*" && kind != "user" && kind != "group" {
			t.ok = false
		}
		t.exists[t.term(g)] = true
	}
	return t
}

// numberWindows numbers the distinct bounded windows of ws in key order
// (the unbounded window has no number). The build's terms and every
// later search's must agree on the numbers: both come from here.
func (t *aclTermTable) numberWindows(ws []window) {
	var keys []windowKey
	byKey := map[windowKey]window{}
	for _, w := range ws {
		if w.from.IsZero() && w.until.IsZero() {
			continue
		}
		k := keyOf(w)
		if _, seen := byKey[k]; !seen {
			byKey[k] = w
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b windowKey) int {
		for i := range a {
			if c := cmp.Compare(a[i], b[i]); c != 0 {
				return c
			}
		}
		return 0
	})
	for i, k := range keys {
		t.number[k] = i
		t.windows = append(t.windows, byKey[k])
	}
}

// term is grant g's term in the acl field.
func (t *aclTermTable) term(g *Grant) string {
	p := "a"
	if g.Effect == Deny {
		p = "d"
	}
	if w := (window{g.From, g.Until}); !w.from.IsZero() || !w.until.IsZero() {
		p += strconv.Itoa(t.number[keyOf(w)])
	}
	return p + ":" + g.Principal
}

// docTerms are the acl terms of a document's chunks, sorted, without
// repeats.
func (a *ACL) docTerms(doc string) []string {
	var out []string
	if a.lazy != nil {
		return a.lazy.whole().docTerms(doc)
	}
	for _, g := range a.byDoc[doc] {
		out = append(out, a.terms.term(g))
	}
	return sortedUnique(out)
}

// filterTerms lists the allow and deny terms that decide what user may
// read at time at, keeping only terms some grant produced. ok is false
// when the acl field cannot express the filter (a principal of another
// kind, or more than aclTermsMax terms).
//
// The lazy ACL of a built index answers from its window table alone
// (search_acl_lazy.go): its lists may hold terms no grant produced, which
// name no chunk.
func (a *ACL) filterTerms(user string, at time.Time) (allow, deny []string, ok bool) {
	terms := a.terms
	if a.lazy != nil {
		terms = a.lazy.termTable()
	}
	if !terms.ok {
		return nil, nil, false
	}
	principals := []string{"*", "user:" + user}
	for _, g := range a.groupsAt(user, at) {
		principals = append(principals, "group:"+g)
	}
	prefixes := []string{""}
	for i, w := range terms.windows {
		if w.contains(at) {
			prefixes = append(prefixes, strconv.Itoa(i))
		}
	}
	if 2*len(principals)*len(prefixes) > aclTermsMax {
		return nil, nil, false
	}
	exists := func(t string) bool { return terms.exists == nil || terms.exists[t] }
	for _, w := range prefixes {
		for _, p := range principals {
			if t := "a" + w + ":" + p; exists(t) {
				allow = append(allow, t)
			}
			if t := "d" + w + ":" + p; exists(t) {
				deny = append(deny, t)
			}
		}
	}
	return sortedUnique(allow), sortedUnique(deny), true
}

// aclFilter is the non-scoring filter "one of the allow terms and none of
// the deny terms" on the acl field; nil when nothing can be readable.
func aclFilter(allow, deny []string) query.Query {
	if len(allow) == 0 {
		return nil
	}
	terms := func(ts []string) []query.Query {
		qs := make([]query.Query, len(ts))
		for i, t := range ts {
			tq := query.NewTermQuery(t)
			tq.SetField(fieldACL)
			qs[i] = tq
		}
		return qs
	}
	// The allow terms go in as a must clause (one disjunction), not as
	// should clauses, so "at least one" never depends on bleve's rules for
	// a boolean query without a must clause.
	var not []query.Query
	if len(deny) > 0 {
		not = terms(deny)
	}
	return query.NewBooleanQuery([]query.Query{query.NewDisjunctionQuery(terms(allow))}, nil, not)
}

// UserFilterer is implemented by Readers whose Search applies
// SearchRequest.User and At itself, so a caller need not build the
// readable list (Readable) for every query. Other Readers get
// AllowedDocs.
type UserFilterer interface {
	FiltersByUser() bool
}

// FiltersByUser reports that Index.Search honours User and At: through
// the acl field when the index has it, else through Readable.
func (x *Index) FiltersByUser() bool { return true }
