package grade

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestPlacesCache: a cached document's places are those of its text
// read afresh; a document whose text changed is read again, never
// answered from the old text; the cache stays within its bound.
func TestPlacesCache(t *testing.T) {
	c := newPlacesCache()
	a := "[*101]\n\nFirst page text.\n\n[*102]\n\nSecond page text.\n"
	b := "# Heading\n\n¶ 1 Numbered paragraph.\n"
	for _, tc := range []struct{ id, text string }{{"D1", a}, {"D1", a}, {"D1", b}, {"D2", a}} {
		got := c.of(tc.id, tc.text).Of(0, len(tc.text))
		if want := vault.PlacesOf(tc.text, 0, len(tc.text)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: cached places %+v, fresh %+v", tc.id, got, want)
		}
	}
	for i := range maxCachedPlaces + 10 {
		c.of(fmt.Sprint("X", i), a)
	}
	if n := len(c.doc); n > maxCachedPlaces {
		t.Errorf("cache holds %d documents, bound %d", n, maxCachedPlaces)
	}
}
