package checks

import (
	"sync"
	"time"

	"github.com/citecheck/citecheck/vault"
)

// accessMemo holds the Vault's access decisions of one response, so that
// C-002 and the report's access list, which ask about the same documents
// for the same user and time, pay for each decision once (ACL.Access
// formats a rule and a sentence every time: a tenth of a deterministic
// grade when it ran twice per document).
type accessMemo struct {
	mu sync.Mutex
	m  map[accessKey]vault.Decision
}

// accessKey is one question put to the Vault. The time is kept whole
// (location included), so only the very same question is answered from
// the memo.
type accessKey struct {
	user, doc string
	at        time.Time
}

// Access is in.Vault.Access(in.User, in.At, doc), decided once per
// response when the grader gave in a memo, and once per Grader for as
// long as its cache has room (the Vault is read-only, and a batch asks
// about the same documents for the same user and time answer after
// answer).
func Access(in *Input, doc string) vault.Decision {
	if in.Memo == nil {
		return in.Vault.Access(in.User, in.At, doc)
	}
	k := accessKey{in.User, doc, in.At}
	if c := in.Memo.cache(); c != nil {
		if d, ok := c.access.get(k); ok {
			return d
		}
		if c.access.full() {
			return in.Memo.access.decide(in, k)
		}
		d := in.Vault.Access(in.User, in.At, doc)
		c.access.put(k, d)
		return d
	}
	return in.Memo.access.decide(in, k)
}

// decide answers k from the response's memo.
func (a *accessMemo) decide(in *Input, k accessKey) vault.Decision {
	a.mu.Lock()
	d, ok := a.m[k]
	a.mu.Unlock()
	if ok {
		return d
	}
	d = in.Vault.Access(k.user, k.at, k.doc)
	a.mu.Lock()
	if a.m == nil {
		a.m = map[accessKey]vault.Decision{}
	}
	a.m[k] = d
	a.mu.Unlock()
	return d
}
