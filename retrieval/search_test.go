package retrieval

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
)

var asked = time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)

func TestSearchFiltersInsideTheQuery(t *testing.T) {
	v := testVault()
	v.allowed["u1"] = []string{"VLT-0002", "VLT-0004"}
	got, err := Search(context.Background(), v, Query{Text: "public policy forum courts", User: "u1", At: asked, K: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v.last.AllowedDocs, []string{"VLT-0002", "VLT-0004"}) || v.last.K != 2 {
		t.Errorf("SearchRequest = %+v, want the readable documents and K=2 inside the query", v.last)
	}
	if len(got) != 2 {
		t.Fatalf("got %d results, want 2: %+v", len(got), got)
	}
	for i, r := range got {
		if r.Rank != i+1 || r.Text == "" || r.Score <= 0 {
			t.Errorf("result %d = %+v, want rank %d, text and a score", i, r, i+1)
		}
		if c, _ := v.Chunk(r.ChunkID); c.Doc != "VLT-0002" && c.Doc != "VLT-0004" {
			t.Errorf("result %s is not readable by u1", r.ChunkID)
		}
	}
}

func TestSearchDefaultK(t *testing.T) {
	v := testVault()
	v.allowed["u1"] = []string{"VLT-0001"}
	if _, err := Search(context.Background(), v, Query{Text: "clause", User: "u1", At: asked}); err != nil {
		t.Fatal(err)
	}
	if v.last.K != DefaultK {
		t.Errorf("K = %d, want the default %d", v.last.K, DefaultK)
	}
}

// A user who can read nothing gets nothing, without a query that an index
// might read as "no filter".
func TestSearchNothingReadable(t *testing.T) {
	v := testVault()
	got, err := Search(context.Background(), v, Query{Text: "clause", User: "nobody", At: asked})
	if err != nil || len(got) != 0 || v.calls != 0 {
		t.Errorf("Search = %v, %v after %d index calls; want no results and no query", got, err, v.calls)
	}
}

// 0001-01-01T00:00:00Z is Go's zero time and a time like any other:
// Search runs at it (nothing is readable then in the fake Vault's sense
// of time, which ignores it), rather than calling it "no time".
func TestSearchAtYearOne(t *testing.T) {
	v := testVault()
	if _, err := Search(context.Background(), v, Query{Text: "clause", User: "u1"}); err != nil {
		t.Errorf("Search at 0001-01-01T00:00:00Z: %v", err)
	}
}

func TestSearchBadInput(t *testing.T) {
	v := testVault()
	for _, q := range []Query{
		{Text: "  ", User: "u1", At: asked},
		{Text: "clause", User: "u1", At: asked, K: -1},
		{Text: "clause", User: "u1", At: asked, K: MaxK + 1},
		{Text: "clause", At: asked},
	} {
		_, err := Search(context.Background(), v, q)
		var e *Error
		if !errors.As(err, &e) || e.ExitCode() != 2 {
			t.Errorf("Search(%+v) error = %v, want a bad-input error (exit 2)", q, err)
		}
	}
}

// leakyVault ignores AllowedDocs, as a broken index would: Search must
// refuse to return what it hands back rather than pass it on.
type leakyVault struct{ *fakeVault }

func (l leakyVault) Search(ctx context.Context, req vault.SearchRequest) ([]vault.Hit, error) {
	req.AllowedDocs = nil
	return l.fakeVault.Search(ctx, req)
}

type failingVault struct{ *fakeVault }

func (failingVault) Search(context.Context, vault.SearchRequest) ([]vault.Hit, error) {
	return nil, errors.New("segment file unreadable")
}

func TestSearchIndexFaults(t *testing.T) {
	v := testVault()
	v.allowed["u1"] = []string{"VLT-0002"}
	for name, r := range map[string]vault.Reader{"leaks a denied chunk": leakyVault{v}, "fails": failingVault{v}} {
		got, err := Search(context.Background(), r, Query{Text: "public policy", User: "u1", At: asked})
		var e *Error
		if !errors.As(err, &e) || e.ExitCode() != 3 || got != nil {
			t.Errorf("%s: Search = %v, %v; want no results and an infrastructure error (exit 3)", name, got, err)
		}
	}
}
