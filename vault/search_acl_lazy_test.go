package vault

import (
	"context"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/blevesearch/bleve/v2/search/searcher"
)

// TestLazySearchFilterAnswersAsWhole builds Vaults into folders and
// searches each as every user (unknown ones and users named only by a
// grant included) at times on and around every grant and membership
// bound: Search on an index that reads its filter terms from the grants
// by document and walks the terms' postings on a filter's first search
// (then its bitmap, so each request is asked twice) must return what
// bleve's own query returns under the whole ACL (SearchExhaustive, on a
// second opening of the same folder), and must not build the whole ACL
// when the acl field can express the filter. The lazy window table must
// number the windows as the whole ACL's does.
func TestLazySearchFilterAnswersAsWhole(t *testing.T) {
	type vaultCase struct {
		name      string
		src       func() (*Source, error)
		questions func(rng *rand.Rand) string
	}
	fixture := func(name string) func() (*Source, error) {
		return func() (*Source, error) { return LoadSource(filepath.Join("..", "fixtures", name, "vault")) }
	}
	generated := func(seed int64) func() (*Source, error) {
		return func() (*Source, error) {
			src := generatedACLSource(seed, 40)
			for i, d := range src.Documents {
				d.Text = strings.Repeat(fmt.Sprintf("text of document %d about forum clauses. ", i%7), 1+i%5)
			}
			return src, nil
		}
	}
	topk := func(seed int64) func() (*Source, error) {
		return func() (*Source, error) {
			src, _ := topkTestSource(rand.New(rand.NewSource(seed)), 120)
			return src, nil
		}
	}
	fixed := func(qs ...string) func(rng *rand.Rand) string {
		return func(rng *rand.Rand) string { return qs[rng.Intn(len(qs))] }
	}
	cases := []vaultCase{
		{"forum-selection fixture", fixture("forum-selection"), fixed("forum selection clause", "enforceable unless unreasonable", "the court held")},
		{"own-documents fixture", fixture("own-documents"), fixed("limitation of liability", "indemnify the company", "termination notice")},
		{"generated 1", generated(1), fixed("text document", "forum clauses 3", "document 5 about")},
		{"generated 2", generated(2), fixed("text document", "forum clauses 3", "document 5 about")},
		{"random prose 4", topk(4), topkQuestion},
		{"random prose 5", topk(5), topkQuestion},
	}
	ctx := context.Background()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src, err := tc.src()
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), "idx")
			if err := BuildAtomic(src, dir); err != nil {
				t.Fatal(err)
			}
			lazy, err := OpenBuilt(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer lazy.Close()
			whole, err := OpenBuilt(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer whole.Close()

			got := lazy.accessACL().lazy.termTable()
			want := whole.acl().terms
			if !reflect.DeepEqual(got.number, want.number) || len(got.windows) != len(want.windows) || got.ok != want.ok {
				t.Fatalf("lazy window table %v (ok %v), whole ACL's %v (ok %v)", got.number, got.ok, want.number, want.ok)
			}

			users := []string{"", "nobody", "u-7", "u-8"}
			for _, p := range src.Principals {
				users = append(users, p.User)
			}
			for _, g := range src.Grants {
				if kind, name := splitPrincipal(g.Principal); kind == "user" {
					users = append(users, name)
				}
			}
			times := []time.Time{ts("0001-01-01T00:00:00Z"), ts("2020-01-01"), ts("2026-06-15"), ts("9999-12-31T23:59:59Z")}
			for _, g := range src.Grants {
				for _, b := range []time.Time{g.From, g.Until} {
					if !b.IsZero() {
						times = append(times, b, b.Add(-time.Nanosecond))
					}
				}
			}
			for _, p := range src.Principals {
				for _, m := range p.Groups {
					for _, b := range []time.Time{m.From, m.Until} {
						if !b.IsZero() {
							times = append(times, b, b.Add(-time.Nanosecond))
						}
					}
				}
			}
			rng := rand.New(rand.NewSource(int64(len(tc.name))))
			n, nonEmpty := 0, 0
			for ui, u := range users {
				// every time for a few users, a sample for the rest (the
				// suite stays fast)
				ats := times
				if ui >= 4 && len(times) > 24 {
					ats = make([]time.Time, 24)
					for i := range ats {
						ats[i] = times[rng.Intn(len(times))]
					}
				}
				for _, at := range ats {
					req := SearchRequest{Text: tc.questions(rng), K: 1 + rng.Intn(12), User: u, At: at}
					ref, err := whole.SearchExhaustive(ctx, req)
					if err != nil {
						t.Fatal(err)
					}
					exact := len(whole.snapTokens(req.Text)) <= searcher.DisjunctionHeapTakeover
					for pass := range 2 { // postings, then the bitmap
						hits, err := lazy.Search(ctx, req)
						if err != nil {
							t.Fatal(err)
						}
						if diff, ok := hitsDiff(ref, hits, exact); !ok {
							t.Errorf("%s at %s %q (search %d): %s", u, at.Format(time.RFC3339Nano), req.Text, pass+1, diff)
						}
					}
					n++
					if len(ref) > 0 {
						nonEmpty++
					}
				}
			}
			if got.ok && lazy.aclV != nil {
				t.Error("searching as users built the whole ACL")
			}
			if nonEmpty == 0 {
				t.Fatal("no search found anything: the comparison proves nothing")
			}
			t.Logf("%d requests, %d with hits", n, nonEmpty)
		})
	}
}

// snapTokens analyses text as the top-k does (the snapshot opened).
func (x *Index) snapTokens(text string) []string {
	s, err := x.snapshot()
	if err != nil {
		return nil
	}
	return s.tokens(text)
}
