package retrieval

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// The index's top-k (vault.Index.Search) against bleve's own query
// (SearchExhaustive, through the exhaustive wrapper) as retrieval.Search
// returns them: same chunks, same ranks, same rounded scores. bleve sums
// the scores of a question of more than 10 tokens in an order that
// depends on its searcher's history (vault/search_terms.go, bleveOrder),
// so there the raw scores may differ in the last bits, and chunks whose
// scores agree to 15 digits may swap; every such difference is logged,
// and any other difference fails. The figures are in BENCHMARKS.md.

// traceDiff compares two traces position by position, raw scores
// included (oldRaw, newRaw), and describes each difference.
type traceDiff struct {
	bits, swaps int // positions whose raw score or chunk differ
	lines       []string
	failed      bool
}

func compareTraces(d *traceDiff, label string, old, new []Retrieved, oldRaw, newRaw []vault.Hit) {
	const tol = 1e-13
	if len(old) != len(new) {
		d.failed = true
		d.lines = append(d.lines, fmt.Sprintf("%s: %d results against %d", label, len(old), len(new)))
		return
	}
	for i := range old {
		o, n := oldRaw[i], newRaw[i]
		if o.Chunk.ID == n.Chunk.ID && o.Score == n.Score {
			continue
		}
		rel := math.Abs(o.Score-n.Score) / math.Max(o.Score, n.Score)
		if o.Chunk.ID == n.Chunk.ID {
			d.bits++
		} else {
			d.swaps++
		}
		d.lines = append(d.lines, fmt.Sprintf("%s rank %d: old %s %.17g, new %s %.17g (relative %.1e)", label, i+1, o.Chunk.ID, o.Score, n.Chunk.ID, n.Score, rel))
		if rel > tol || old[i].Score != new[i].Score {
			d.failed = true
		}
	}
}

// recordingReader records the raw hits of the last Search, so the test
// sees scores before retrieval rounds them.
type recordingReader struct {
	vault.Reader
	search func(context.Context, vault.SearchRequest) ([]vault.Hit, error)
	last   []vault.Hit
}

func (r *recordingReader) Search(ctx context.Context, req vault.SearchRequest) ([]vault.Hit, error) {
	hs, err := r.search(ctx, req)
	r.last = hs
	return hs, err
}

func (r *recordingReader) FiltersByUser() bool { return true }

// compareOn runs every question as every user through both paths.
func compareOn(t *testing.T, ix *vault.Index, questions, users []string, at time.Time) *traceDiff {
	ctx := context.Background()
	old := &recordingReader{Reader: ix, search: ix.SearchExhaustive}
	fast := &recordingReader{Reader: ix, search: ix.Search}
	d := &traceDiff{}
	for qi, q := range questions {
		for _, u := range users {
			a, err := Search(ctx, old, Query{Text: q, User: u, At: at, K: 20})
			if err != nil {
				t.Fatal(err)
			}
			b, err := Search(ctx, fast, Query{Text: q, User: u, At: at, K: 20})
			if err != nil {
				t.Fatal(err)
			}
			compareTraces(d, fmt.Sprintf("q%d %s (%d words)", qi, u, len(strings.Fields(q))), a, b, old.last, fast.last)
		}
	}
	return d
}

func reportDiff(t *testing.T, name string, n int, d *traceDiff) {
	for _, l := range d.lines {
		t.Log(l)
	}
	t.Logf("%s: %d searches; %d positions with a raw score differing in the last bits, %d with near-tied chunks in the other order", name, n, d.bits, d.swaps)
	if d.failed {
		t.Errorf("%s: the top-k differs from bleve's query beyond rounding noise (see above)", name)
	}
}

// TestTopKMatchesBleveOnQualityQuestions: the labelled questions of the
// quality golden, as their user and as the fixture's other users.
func TestTopKMatchesBleveOnQualityQuestions(t *testing.T) {
	ix := openFixture(t)
	qs := loadQuestions(t)
	at, err := vault.ParseTime(qs.AskedAt)
	if err != nil {
		t.Fatal(err)
	}
	var questions []string
	for _, q := range qs.Questions {
		questions = append(questions, q.Question)
	}
	users := []string{qs.User}
	// The fixture's other principals read less (walls, windows, groups).
	for _, u := range []string{"u-assoc-17", "u-assoc-31", "u-para-05", "u-summer-04"} {
		if _, ok := ix.Principal(u); !ok {
			t.Fatalf("fixture principal %s is gone", u)
		}
		users = append(users, u)
	}
	d := compareOn(t, ix, questions, users, at)
	reportDiff(t, "quality questions", len(questions)*len(users), d)
}

// TestTopKMatchesBleveOnZipfQueries: random questions drawn from a Zipf
// Vault's own word distribution, as users with the synthetic ACL.
func TestTopKMatchesBleveOnZipfQueries(t *testing.T) {
	ix, err := vault.BuildMem(vaulttest.SyntheticZipf(400, 10, 3))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	questions := vaulttest.ZipfQueries(200, 11)
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	users := []string{"u-001", "u-050"}
	d := compareOn(t, ix, questions, users, at)
	reportDiff(t, "Zipf questions", len(questions)*len(users), d)
}
