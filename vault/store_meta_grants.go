package vault

import (
	"encoding/binary"
	"fmt"
	"sync/atomic"
	"time"
)

// The grants by document: a section of meta.bin from which the access
// question of one user and one document decodes that document's grants
// only (acl_lazy.go), where the grants section (one gob of every grant)
// must be decoded whole. Layout:
//
//	2 words      the number of documents n, where the users table starts
//	offsets      n+1 words: where each document's grants start in the
//	             records (the last is their end)
//	records      per document, in ID order: the number of its grants, then
//	             each in acl.jsonl order (encodeGrant)
//	users        a key table of the users that user:<id> grants name
//	             (their ordinals are 0), for CheckUser
//
// Offsets count from the start of the section.

// encodeGrantTable lays out the grants of documents in ID order.
func encodeGrantTable(docs []*Document, grants []*Grant) ([]byte, error) {
	ord := make(map[string]int, len(docs))
	for i, d := range docs {
		ord[d.ID] = i
	}
	per := make([][]*Grant, len(docs))
	var users []tableEntry
	for _, g := range grants {
		i, ok := ord[g.Doc]
		if !ok {
			return nil, fmt.Errorf("%s line %d: grant of %s, which is no document", ACLFile, g.Line, g.Doc)
		}
		per[i] = append(per[i], g)
		if kind, name := splitPrincipal(g.Principal); kind == "user" {
			users = append(users, tableEntry{name, 0})
		}
	}
	var recs []byte
	offs := make([]uint64, 0, len(docs)+1)
	for _, gs := range per {
		offs = append(offs, uint64(len(recs)))
		recs = binary.AppendUvarint(recs, uint64(len(gs)))
		for _, g := range gs {
			var err error
			if recs, err = encodeGrant(recs, g); err != nil {
				return nil, err
			}
		}
	}
	offs = append(offs, uint64(len(recs)))
	head := 8 * (2 + len(offs))
	out := binary.LittleEndian.AppendUint64(nil, uint64(len(docs)))
	out = binary.LittleEndian.AppendUint64(out, uint64(head+len(recs)))
	for _, o := range offs {
		out = binary.LittleEndian.AppendUint64(out, uint64(head)+o)
	}
	out = append(out, recs...)
	return append(out, encodeKeyTable(users)...), nil
}

// encodeGrant appends a grant without its document: principal, effect,
// both bounds (time.Time's binary form, which keeps the offset, as the
// gob of the grants section does) and line.
func encodeGrant(b []byte, g *Grant) ([]byte, error) {
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	str(g.Principal)
	str(string(g.Effect))
	for _, t := range []time.Time{g.From, g.Until} {
		tb, err := t.MarshalBinary()
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", ACLFile, g.Line, err)
		}
		str(string(tb))
	}
	b = binary.AppendUvarint(b, uint64(g.Line))
	return b, nil
}

// grantTable is the grants-by-document section in place. A document's
// grants are decoded on first use and kept.
type grantTable struct {
	sec   []byte
	n     int
	users keyTable
	docs  []atomic.Pointer[docGrants]
}

// docGrants are one document's grants, as Access and Allowed read them.
type docGrants struct {
	grants []*Grant
	fast   []compiledGrant
}

// readGrantTable checks the section's bounds.
func readGrantTable(sec []byte, docs int) (*grantTable, error) {
	bad := fmt.Errorf("%s is damaged: the grants by document lie outside their section", metaFile)
	if len(sec) < 16 {
		return nil, bad
	}
	n := binary.LittleEndian.Uint64(sec)
	if n != uint64(docs) || uint64(len(sec)) < 8*(2+n+1) {
		return nil, bad
	}
	t := &grantTable{sec: sec, n: docs}
	last := binary.LittleEndian.Uint64(sec[8*(2+n):])
	usersAt := binary.LittleEndian.Uint64(sec[8:])
	if last > usersAt || usersAt > uint64(len(sec)) {
		return nil, bad
	}
	var err error
	if t.users, err = readKeyTable(sec, usersAt); err != nil {
		return nil, err
	}
	return t, nil
}

// of returns the grants of the i-th document, whose ID is id.
func (t *grantTable) of(i int, id string) *docGrants {
	if g := t.docs[i].Load(); g != nil {
		return g
	}
	g, err := t.decode(i, id)
	if err != nil {
		panic(&InfraError{Op: "read index", Path: metaFile, Err: fmt.Errorf("grants of document %d: %w", i+1, err)})
	}
	if t.docs[i].CompareAndSwap(nil, g) {
		return g
	}
	return t.docs[i].Load()
}

// record is a reader over document i's grants record, bounds checked
// against the section (a corrupt offset table is errShortRecord, never a
// panic).
func (t *grantTable) record(i int) (*recordReader, error) {
	a := binary.LittleEndian.Uint64(t.sec[8*(2+i):])
	b := binary.LittleEndian.Uint64(t.sec[8*(2+i+1):])
	if a > b || b > uint64(len(t.sec)) {
		return nil, errShortRecord
	}
	return &recordReader{b: t.sec[a:b]}, nil
}

func (t *grantTable) decode(i int, id string) (*docGrants, error) {
	r, err := t.record(i)
	if err != nil {
		return nil, err
	}
	n := r.num()
	if r.err == nil && n > len(r.b) {
		r.err = errShortRecord
	}
	g := &docGrants{grants: make([]*Grant, 0, n), fast: make([]compiledGrant, 0, n)}
	for range n {
		gr := &Grant{Doc: id, Principal: r.own(), Effect: Effect(r.own())}
		for _, tp := range []*time.Time{&gr.From, &gr.Until} {
			if err := tp.UnmarshalBinary([]byte(r.str())); r.err == nil && err != nil {
				r.err = err
			}
		}
		gr.Line = r.num()
		if r.err != nil {
			return nil, r.err
		}
		g.grants = append(g.grants, gr)
		kind, name := splitPrincipal(gr.Principal)
		g.fast = append(g.fast, compiledGrant{kind: grantKind(kind), name: name, win: window{gr.From, gr.Until}, deny: gr.Effect == Deny})
	}
	return g, nil
}

// namesUser reports whether a user:<id> grant names user.
func (t *grantTable) namesUser(user string) bool {
	lo, hi := t.users.find(user)
	return lo < hi
}
