package vault

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blevesearch/bleve/v2/search/searcher"
)

// The top-k (Search) against bleve's own query (SearchExhaustive) on
// random Vaults, questions, users, times and filters, under every
// combination of cursor (bleve reader, dense array) and bound (measured,
// saturation). retrieval's comparison test does the same over the
// fixture questions and a Zipf Vault through retrieval.Search.

// topkWord draws a word of a 300-word vocabulary, log-uniformly by rank
// (about Zipf's law), now and then a word that needs NFKC or lower
// casing to match.
func topkWord(rng *rand.Rand) string {
	r := int(math.Exp(rng.Float64()*math.Log(300))) - 1
	switch rng.Intn(40) {
	case 0:
		return "ＦＯＲＵＭ"
	case 1:
		return "Café"
	}
	return fmt.Sprintf("w%d", r)
}

// topkTestSource is aclTestSource's principals and grants over documents
// of random prose: paragraphs of 5-60 words (so norms vary), one word
// now and then repeated hundreds of times (frequencies past a byte).
func topkTestSource(rng *rand.Rand, docs int) (*Source, []time.Time) {
	src, bounds := aclTestSource(rng, docs, 8, 4)
	src.Manifest.ChunkTokens = 1000
	for _, d := range src.Documents {
		var b strings.Builder
		for p := 0; p < 1+rng.Intn(4); p++ {
			if p > 0 {
				b.WriteString("\n\n")
			}
			if rng.Intn(30) == 0 {
				b.WriteString(strings.Repeat("w3 ", 260+rng.Intn(40)))
			}
			for w := 0; w < 5+rng.Intn(55); w++ {
				b.WriteString(topkWord(rng) + " ")
			}
		}
		d.Text = b.String()
	}
	return src, bounds
}

// topkQuestion is 0-14 words (repeats and a word the Vault lacks
// included) with punctuation.
func topkQuestion(rng *rand.Rand) string {
	var ws []string
	for i := 0; i < rng.Intn(15); i++ {
		switch rng.Intn(12) {
		case 0:
			ws = append(ws, "zzqx")
		case 1:
			if len(ws) > 0 {
				ws = append(ws, ws[rng.Intn(len(ws))])
				continue
			}
		}
		ws = append(ws, topkWord(rng))
	}
	return strings.Join(ws, " ") + "?"
}

// hitsDiff compares two result lists. With exact set, scores must agree
// bit for bit and the lists be identical; otherwise (a question of more
// tokens than bleve's slice disjunction takes, whose sums bleve adds in
// an order that cannot be reproduced) each position's scores may differ
// by rounding noise, chunks may swap places only within such near-ties,
// and only chunks near the k-th score may differ. It returns a
// description of what differs ("" for nothing) and whether that is
// allowed.
func hitsDiff(old, new []Hit, exact bool) (string, bool) {
	const tol = 1e-13
	near := func(a, b float64) bool { return math.Abs(a-b) <= tol*math.Max(math.Abs(a), math.Abs(b)) }
	if len(old) != len(new) {
		return fmt.Sprintf("%d hits against %d", len(old), len(new)), false
	}
	var diffs []string
	ok := true
	for i := range old {
		o, n := old[i], new[i]
		if o.Chunk.ID == n.Chunk.ID && o.Score == n.Score {
			continue
		}
		diffs = append(diffs, fmt.Sprintf("rank %d: %s %.17g / %s %.17g", i+1, o.Chunk.ID, o.Score, n.Chunk.ID, n.Score))
		if exact || !near(o.Score, n.Score) {
			ok = false
		}
	}
	if !exact && ok && len(old) > 0 {
		// Chunks present in one list only must sit at the k-th score.
		in := func(hs []Hit, id string) bool {
			return slices.ContainsFunc(hs, func(h Hit) bool { return h.Chunk.ID == id })
		}
		last := old[len(old)-1].Score
		for _, pair := range [][2][]Hit{{old, new}, {new, old}} {
			for _, h := range pair[0] {
				if !in(pair[1], h.Chunk.ID) && !near(h.Score, last) {
					ok = false
				}
			}
		}
	}
	return strings.Join(diffs, "; "), ok
}

func TestSearchMatchesExhaustive(t *testing.T) {
	configs := []struct {
		name             string
		scanMin, divisor uint64
	}{
		{"defaults", boundScanMin, denseDivisor},
		{"all dense", 1, 1 << 40},
		{"readers, measured bounds", 1, 0},
		{"readers, saturation bounds", 1 << 62, 0},
	}
	ctx := context.Background()
	for _, cfg := range configs {
		t.Run(cfg.name, func(t *testing.T) {
			oldScan, oldDiv := boundScanMin, denseDivisor
			boundScanMin, denseDivisor = cfg.scanMin, cfg.divisor
			t.Cleanup(func() { boundScanMin, denseDivisor = oldScan, oldDiv })
			var queries, noisy, differing int
			for seed := int64(1); seed <= 3; seed++ {
				rng := rand.New(rand.NewSource(seed))
				src, bounds := topkTestSource(rng, 150)
				x, err := BuildMem(src)
				if err != nil {
					t.Fatal(err)
				}
				if seed == 3 {
					x.aclTerms = false // an index built before the acl field: Readable
				}
				for q := 0; q < 250; q++ {
					req := SearchRequest{Text: topkQuestion(rng), K: 1 + rng.Intn(40)}
					switch rng.Intn(4) {
					case 1, 2:
						req.User, req.At = fmt.Sprintf("u%d", 1+rng.Intn(9)), aclTestTime(rng, bounds)
					}
					if rng.Intn(3) == 0 {
						for _, d := range src.Documents {
							if rng.Intn(3) == 0 {
								req.AllowedDocs = append(req.AllowedDocs, d.ID)
							}
						}
						switch rng.Intn(4) {
						case 0:
							req.AllowedDocs = append(req.AllowedDocs, "NOPE-1", req.AllowedDocs[0])
						case 1:
							slices.Reverse(req.AllowedDocs)
						}
					}
					old, err := x.SearchExhaustive(ctx, req)
					if err != nil {
						t.Fatal(err)
					}
					got, err := x.Search(ctx, req)
					if err != nil {
						t.Fatal(err)
					}
					queries++
					exact := len(x.snap.tokens(req.Text)) <= searcher.DisjunctionHeapTakeover
					if diff, ok := hitsDiff(old, got, exact); diff != "" {
						if !ok {
							t.Errorf("seed %d %+v: %s", seed, req, diff)
						}
						differing++
						if !exact {
							noisy++
						}
					}
				}
				x.Close()
			}
			t.Logf("%d searches; %d differ, %d of them only by rounding noise in questions of more than %d tokens", queries, differing, noisy, searcher.DisjunctionHeapTakeover)
		})
	}
}

// TestTopKTestSourceHasBigFrequencies: the comparison Vaults hold chunks
// where a word occurs 255 times or more, so dense terms' overflow path
// is compared too.
func TestTopKTestSourceHasBigFrequencies(t *testing.T) {
	src, _ := topkTestSource(rand.New(rand.NewSource(1)), 150)
	if err := src.Normalize(); err != nil {
		t.Fatal(err)
	}
	for _, cs := range ChunkSource(src) {
		for _, c := range cs {
			if strings.Count(c.Text, "w3 ") >= 255 {
				return
			}
		}
	}
	t.Fatal("no chunk repeats a word 255 times")
}

// TestSearchConcurrent: searches from several goroutines on a fresh
// index (so bounds, dense terms and readable sets are computed while
// other searches read them) return what bleve's query returns. Run with
// -race to check the caches' locking.
func TestSearchConcurrent(t *testing.T) {
	oldDiv := denseDivisor
	denseDivisor = 4 // more dense terms to race on
	t.Cleanup(func() { denseDivisor = oldDiv })
	rng := rand.New(rand.NewSource(9))
	src, bounds := topkTestSource(rng, 120)
	x, err := BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	ctx := context.Background()
	var reqs []SearchRequest
	var want [][]Hit
	for len(reqs) < 200 {
		req := SearchRequest{Text: topkQuestion(rng), K: 1 + rng.Intn(20)}
		if rng.Intn(3) > 0 {
			req.User, req.At = fmt.Sprintf("u%d", 1+rng.Intn(9)), aclTestTime(rng, bounds)
		}
		old, err := x.SearchExhaustive(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		reqs, want = append(reqs, req), append(want, old)
	}
	errs := make(chan string, len(reqs))
	done := make(chan struct{})
	for w := 0; w < 4; w++ {
		go func(w int) {
			defer func() { done <- struct{}{} }()
			for i := w; i < len(reqs); i += 2 { // every request by two workers
				got, err := x.Search(ctx, reqs[i])
				if err != nil {
					errs <- err.Error()
					return
				}
				exact := len(x.snap.tokens(reqs[i].Text)) <= searcher.DisjunctionHeapTakeover
				if diff, ok := hitsDiff(want[i], got, exact); !ok {
					errs <- fmt.Sprintf("%+v: %s", reqs[i], diff)
				}
			}
		}(w)
	}
	for range 4 {
		<-done
	}
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
