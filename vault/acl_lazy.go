package vault

import (
	"sync"
	"sync/atomic"
)

// The ACL of a built index answers Access and Allowed for one user and
// one document from meta.bin's grants by document (store_meta_grants.go),
// decoding that document's grants only, so the first access question
// costs the same at any Vault size (NewACL over every grant cost 118-231
// ms at a million chunks). A search's filter terms come from the grants'
// windows alone (search_acl_lazy.go). The questions about every document
// (Readable) build the whole ACL once, as before.

// lazyGrants is what a lazily read ACL reads: the grant table, the
// document ordinals, and the whole ACL for the questions about every
// document.
type lazyGrants struct {
	tab     *grantTable
	ordinal func(id string) (int, bool)
	whole   func() *ACL

	// the acl field's window table, for a search's filter terms
	// (search_acl_lazy.go)
	termsOnce sync.Once
	terms     *aclTermTable
}

// newLazyACL is an ACL over a built index's grant table; principals are
// read whole (they are few next to the documents).
func newLazyACL(principals []*Principal, tab *grantTable, ordinal func(string) (int, bool), whole func() *ACL) *ACL {
	a := &ACL{members: make(map[string][]Membership, len(principals)), file: ACLFile,
		lazy: &lazyGrants{tab: tab, ordinal: ordinal, whole: whole}}
	for _, p := range principals {
		a.members[p.User] = append(a.members[p.User], p.Groups...)
	}
	tab.docs = make([]atomic.Pointer[docGrants], tab.n)
	return a
}

// docGrants returns a document's grants in acl.jsonl order, as written
// and compiled, and whether the document is in the Vault.
func (a *ACL) docGrants(doc string) (grants []*Grant, fast []compiledGrant, known bool) {
	if a.lazy == nil {
		return a.byDoc[doc], a.fast[doc], a.docs[doc]
	}
	i, ok := a.lazy.ordinal(doc)
	if !ok {
		return nil, nil, false
	}
	g := a.lazy.tab.of(i, doc)
	return g.grants, g.fast, true
}

// accessACL is the ACL that answers Access and Allowed: for a built
// index with grants by document, one that reads them per document;
// otherwise the whole ACL.
func (x *Index) accessACL() *ACL {
	t, ok := x.tab.(*mappedTable)
	if !ok || t.grantTab == nil {
		return x.acl()
	}
	t.lazyOnce.Do(func() { t.lazyACL = newLazyACL(x.principalList, t.grantTab, t.ordinal, x.acl) })
	return t.lazyACL
}

// grantNamesUser reports whether an ACL rule names user directly
// (user:<id>), without building the whole ACL of a built index.
func (x *Index) grantNamesUser(user string) bool {
	if t, ok := x.tab.(*mappedTable); ok && t.grantTab != nil {
		return t.grantTab.namesUser(user)
	}
	return len(x.acl().byUser[user]) > 0
}

// lazyState is what a mappedTable keeps for its lazily read ACL.
type lazyState struct {
	grantTab *grantTable // nil: the index has no grants by document
	lazyOnce sync.Once
	lazyACL  *ACL
}
