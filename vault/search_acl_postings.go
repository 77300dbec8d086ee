package vault

import (
	"cmp"
	"context"
	"slices"

	index "github.com/blevesearch/bleve_index_api"
)

// The acl filter of a search, walked alongside the top-k.
//
// The readable set of a filter (aclReadable) is a bitmap over every
// chunk: building it walks the postings of "a:*", which is on most
// chunks, so the first search as a user cost time and memory in
// proportion to the Vault (some 50 ms at a million chunks, beside the
// whole ACL). A one-off search (citecheck retrieve, the first request
// of a service) asks the filter only about the chunks its question words
// lead to, in increasing document number: here each acl term's postings
// are advanced to that chunk instead, so the cost follows the question's
// candidates, not the Vault. A filter asked a second time gets its
// bitmap, which then serves every later search of it at a bit test each.
//
// The test is the bitmap's exactly: one of the allow terms' postings
// holds the chunk and none of the deny terms' does.

// aclPostings tests document numbers against the acl filter (allow,
// deny) through the terms' postings. Document numbers must be asked in
// increasing order (the top-k's walk); an earlier one reopens the
// readers. Not safe for concurrent use: one search holds it.
type aclPostings struct {
	ctx         context.Context
	s           *searchSnapshot
	allow, deny []*aclCursor
	last        uint64
	err         error
}

// aclCursor is one acl term's postings.
type aclCursor struct {
	term   string
	count  uint64
	tfr    index.TermFieldReader
	tfd    index.TermFieldDoc
	cur    uint64
	begun  bool
	target index.IndexInternalID
}

// newACLPostings opens the postings of the filter's terms, dropping terms
// no chunk carries (the lazy ACL lists terms by the windows alone, not by
// the grants, search_acl_lazy.go). readable is false when no allow term
// is left: nothing can match.
func (s *searchSnapshot) newACLPostings(ctx context.Context, allow, deny []string) (f *aclPostings, readable bool, err error) {
	f = &aclPostings{ctx: ctx, s: s}
	open := func(terms []string) ([]*aclCursor, error) {
		var out []*aclCursor
		for _, t := range terms {
			c := &aclCursor{term: t}
			if err := c.open(ctx, s); err != nil {
				return out, err
			}
			if c.count == 0 {
				c.tfr.Close()
				continue
			}
			out = append(out, c)
		}
		// The allow term on most chunks answers most questions first.
		slices.SortStableFunc(out, func(a, b *aclCursor) int { return cmp.Compare(b.count, a.count) })
		return out, nil
	}
	if f.allow, err = open(allow); err == nil {
		f.deny, err = open(deny)
	}
	if err != nil {
		f.close()
		return nil, false, err
	}
	if len(f.allow) == 0 {
		f.close()
		return nil, false, nil
	}
	return f, true, nil
}

func (c *aclCursor) open(ctx context.Context, s *searchSnapshot) error {
	tfr, err := s.r.TermFieldReader(ctx, []byte(c.term), fieldACL, false, false, false)
	if err != nil {
		return err
	}
	c.tfr, c.count, c.cur, c.begun = tfr, tfr.Count(), 0, false
	return nil
}

// holds reports whether the term's postings hold document n, moving the
// cursor to the first posting at or after n.
func (c *aclCursor) holds(n uint64) (bool, error) {
	if !c.begun || c.cur < n {
		c.begun = true
		c.target = index.NewIndexInternalID(c.target, n)
		d, err := c.tfr.Advance(c.target, &c.tfd)
		if err != nil {
			return false, err
		}
		if d == nil {
			c.cur = noDoc
		} else {
			c.cur = d.ID.Value()
		}
	}
	return c.cur == n, nil
}

// accept is the filter's test; after an error it admits nothing, and err
// says why.
func (f *aclPostings) accept(n uint64) bool {
	if f.err != nil {
		return false
	}
	if n < f.last {
		f.reopen()
		if f.err != nil {
			return false
		}
	}
	f.last = n
	in := false
	for _, c := range f.allow {
		ok, err := c.holds(n)
		if err != nil {
			f.err = err
			return false
		}
		if ok {
			in = true
			break
		}
	}
	if !in {
		return false
	}
	for _, c := range f.deny {
		ok, err := c.holds(n)
		if err != nil {
			f.err = err
			return false
		}
		if ok {
			return false
		}
	}
	return true
}

// reopen starts every cursor again from the first posting (scorch's
// readers do not move backwards).
func (f *aclPostings) reopen() {
	for _, cs := range [][]*aclCursor{f.allow, f.deny} {
		for _, c := range cs {
			c.tfr.Close()
			c.tfr = nil
			if err := c.open(f.ctx, f.s); err != nil {
				f.err = err
				return
			}
		}
	}
}

// close releases the readers.
func (f *aclPostings) close() {
	for _, cs := range [][]*aclCursor{f.allow, f.deny} {
		for _, c := range cs {
			if c.tfr != nil {
				c.tfr.Close()
			}
		}
	}
}

// firstUse reports whether the filter with this key has not been asked
// before, and remembers it.
func (c *readableCache) firstUse(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.asked[key] {
		return false
	}
	if len(c.asked) >= readableSetsMax*16 {
		clear(c.asked)
	}
	c.asked[key] = true
	return true
}
