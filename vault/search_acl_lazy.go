package vault

import (
	"fmt"
	"time"
)

// The acl field's window table of a built index, read from the grants
// by document without building the whole ACL.
//
// A search as a user needs the terms of that user's filter (filterTerms),
// and those need the numbers of the grants' windows (search_acl.go): the
// distinct windows of every grant in time order. The whole ACL decoded
// every grant of the Vault to find them (118-231 ms and some 100 MB at a
// million chunks, before the first search could start). Here the grants
// by document are scanned in place for their windows' bytes only: no
// grant is decoded, and only the distinct windows (a few per matter) are
// parsed. Which terms exist is left to the index itself: a term no chunk
// carries has no postings, so the search drops it (aclPostings), and the
// hits are those of the whole ACL's terms exactly.

// termTable is the window table of every grant in the section, as
// newACLTermTable numbers it, with exists left nil (the index's term
// dictionary decides), and ok false when some principal is of a kind the
// acl field cannot express.
func (t *grantTable) termTable() (*aclTermTable, error) {
	tt := &aclTermTable{number: map[windowKey]int{}, ok: true}
	seen := map[string]struct{}{} // raw (from, until) bytes
	var raws []string
	var key []byte
	for i := range t.n {
		r, err := t.record(i)
		if err != nil {
			return nil, err
		}
		n := r.num()
		for range n {
			principal := r.str()
			r.str() // effect
			from, until := r.str(), r.str()
			r.num() // line
			if r.err != nil {
				return nil, r.err
			}
			if kind, _ := splitPrincipal(principal); kind != "*" && kind != "user" && kind != "group" {
				tt.ok = false
			}
			key = append(append(append(key[:0], byte(len(from))), from...), until...)
			if _, ok := seen[string(key)]; !ok {
				seen[string(key)] = struct{}{}
				raws = append(raws, string(key))
			}
		}
	}
	ws := make([]window, 0, len(raws))
	for _, k := range raws {
		var w window
		n := int(k[0])
		if 1+n > len(k) {
			return nil, errShortRecord
		}
		if err := w.from.UnmarshalBinary([]byte(k[1 : 1+n])); err != nil {
			return nil, err
		}
		if err := w.until.UnmarshalBinary([]byte(k[1+n:])); err != nil {
			return nil, err
		}
		ws = append(ws, w)
	}
	tt.numberWindows(ws)
	return tt, nil
}

// termTable is the lazy ACL's window table, read on first use.
func (l *lazyGrants) termTable() *aclTermTable {
	l.termsOnce.Do(func() {
		tt, err := l.tab.termTable()
		if err != nil {
			panic(&InfraError{Op: "read index", Path: metaFile, Err: fmt.Errorf("grants by document: %w", err)})
		}
		l.terms = tt
	})
	return l.terms
}

// searchFilterTerms is filterTerms for Search: for a built index with
// grants by document, from the lazy ACL (no whole ACL built); some terms
// may name nothing in the index, which the search drops.
func (x *Index) searchFilterTerms(user string, at time.Time) (allow, deny []string, ok bool) {
	return x.accessACL().filterTerms(user, at)
}
