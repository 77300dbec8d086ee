package grade

import (
	"sync"

	"github.com/citecheck/citecheck/vault"
)

// maxCachedPlaces bounds the documents whose places a Grader keeps
// (a few kilobytes each); past it the cache starts again empty.
const maxCachedPlaces = 4096

// placesCache keeps, across the responses one Grader grades, each
// document's locator markup read once (vault.Places): reading it was a
// tenth of a deterministic grade, and answers graded against one Vault
// pin the same documents again and again. The Vault is read-only, and an
// entry is used only for the very text it was read from.
type placesCache struct {
	mu  sync.Mutex
	doc map[string]*vault.Places
}

func newPlacesCache() *placesCache {
	return &placesCache{doc: map[string]*vault.Places{}}
}

// of returns the places of document id, whose text is text.
func (c *placesCache) of(id, text string) *vault.Places {
	c.mu.Lock()
	p, ok := c.doc[id]
	c.mu.Unlock()
	if ok && p.Text() == text {
		return p
	}
	p = vault.NewPlaces(text)
	c.mu.Lock()
	if len(c.doc) >= maxCachedPlaces {
		clear(c.doc)
	}
	c.doc[id] = p
	c.mu.Unlock()
	return p
}
