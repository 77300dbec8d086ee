package vault

import (
	"context"
	"math/rand"
	"slices"
	"testing"
)

// fakeCursor is a posting list in memory: sorted documents and the
// contribution at each.
type fakeCursor struct {
	docs    []uint64
	contrib []float64
	i       int // -1 before the first next
}

func (c *fakeCursor) doc() uint64 {
	if c.i >= len(c.docs) {
		return noDoc
	}
	return c.docs[max(c.i, 0)]
}
func (c *fakeCursor) next() error { c.i++; return nil }
func (c *fakeCursor) advance(t uint64) error {
	for c.i < len(c.docs) && (c.i < 0 || c.docs[c.i] < t) {
		c.i++
	}
	return nil
}
func (c *fakeCursor) contribution() float64 { return c.contrib[c.i] }

// randomModel is a query of nt terms over nd documents: each term in a
// random share of the documents, contributions from a few levels (so
// that exact ties are common), multiplicities 1-3, and tokens in a
// random summation order. Contributions are dyadic and n a power of two,
// so every score and bound is computed exactly, and some bounds are
// exactly the largest contribution: a document whose bound equals the
// k-th score must then still be scored, since it may tie.
func randomModel(rng *rand.Rand, nt, nd int) (*scoreModel, [][]float64) {
	m := &scoreModel{}
	full := make([][]float64, nt) // term -> doc -> contribution (0 absent)
	for t := 0; t < nt; t++ {
		c := &fakeCursor{i: -1}
		full[t] = make([]float64, nd)
		share := []float64{0.9, 0.5, 0.1, 0.01}[rng.Intn(4)]
		scale := []float64{0.0625, 0.25, 2, 8}[rng.Intn(4)]
		top := 0.0
		for d := 0; d < nd; d++ {
			if rng.Float64() < share {
				v := scale * float64(1+rng.Intn(4)) / 4
				c.docs = append(c.docs, uint64(d))
				c.contrib = append(c.contrib, v)
				full[t][d] = v
				top = max(top, v)
			}
		}
		m.cursors = append(m.cursors, c)
		m.bound = append(m.bound, top*[]float64{1, 1.5, 3}[rng.Intn(3)])
		mult := 1 + rng.Intn(3)
		m.mult = append(m.mult, mult)
		for range mult {
			m.order = append(m.order, t)
		}
	}
	m.n = 1 // a power of two at least the tokens; absent words count too
	for m.n < len(m.order)+rng.Intn(3) {
		m.n *= 2
	}
	rng.Shuffle(len(m.order), func(i, j int) { m.order[i], m.order[j] = m.order[j], m.order[i] })
	return m, full
}

// TestMaxScoreIsExact: on random queries with many ties, maxScore returns
// exactly the documents an exhaustive scoring ranks in the top k, ties
// with the k-th included, with the same scores, with and without a
// filter.
func TestMaxScoreIsExact(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	for iter := 0; iter < 400; iter++ {
		nt, nd := 1+rng.Intn(6), 1+rng.Intn(400)
		m, full := randomModel(rng, nt, nd)
		k := 1 + rng.Intn(30)
		var accept func(uint64) bool
		if rng.Intn(2) == 0 {
			mod := uint64(2 + rng.Intn(4))
			accept = func(d uint64) bool { return d%mod != 0 }
		}
		// Exhaustive: score every accepted document matching a term.
		var want []scoredDoc
		for d := 0; d < nd; d++ {
			if accept != nil && !accept(uint64(d)) {
				continue
			}
			matched := make([]bool, nt)
			any := false
			for tt := range full {
				if full[tt][d] > 0 {
					matched[tt], any = true, true
				}
			}
			if any {
				contrib := make([]float64, nt)
				for tt := range full {
					contrib[tt] = full[tt][d]
				}
				want = append(want, scoredDoc{uint64(d), m.score(matched, contrib)})
			}
		}
		slices.SortFunc(want, byScoreThenDoc)
		if len(want) > k {
			kth := want[k-1].score
			n := k
			for n < len(want) && want[n].score == kth {
				n++
			}
			want = want[:n]
		}
		got, err := maxScore(context.Background(), m, k, accept)
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(got, byScoreThenDoc)
		if !slices.Equal(got, want) {
			t.Fatalf("iteration %d (terms %d, docs %d, k %d): got %v, want %v", iter, nt, nd, k, got, want)
		}
	}
}

func byScoreThenDoc(a, b scoredDoc) int {
	switch {
	case a.score > b.score:
		return -1
	case a.score < b.score:
		return 1
	case a.doc < b.doc:
		return -1
	case a.doc > b.doc:
		return 1
	}
	return 0
}

// TestMaxScoreCancelled: a cancelled context stops the walk.
func TestMaxScoreCancelled(t *testing.T) {
	m, _ := randomModel(rand.New(rand.NewSource(1)), 3, 20000)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := maxScore(ctx, m, 10, nil); err == nil {
		t.Fatal("maxScore ignored a cancelled context")
	}
}

// TestTopKTies: the collector keeps every document tied with the k-th
// and drops old ties when the k-th score rises.
func TestTopKTies(t *testing.T) {
	tests := []struct {
		name   string
		k      int
		offers []float64
		want   []float64 // scores held, sorted high to low
	}{
		{"fewer than k", 3, []float64{1, 2}, []float64{2, 1}},
		{"ties kept", 2, []float64{1, 1, 1, 1}, []float64{1, 1, 1, 1}},
		{"ties dropped when the k-th rises", 2, []float64{1, 1, 1, 2, 3}, []float64{3, 2}},
		{"evicted k-th still tied", 2, []float64{2, 1, 1, 3}, []float64{3, 2}},
		{"evicted k-th joins ties", 3, []float64{1, 1, 2, 3}, []float64{3, 2, 1, 1}},
		{"below the k-th dropped", 1, []float64{5, 4, 5}, []float64{5, 5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newTopK(tt.k)
			for i, s := range tt.offers {
				c.offer(scoredDoc{uint64(i), s})
			}
			var got []float64
			for _, d := range c.all() {
				got = append(got, d.score)
			}
			slices.Sort(got)
			slices.Reverse(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("held %v, want %v", got, tt.want)
			}
		})
	}
}

// TestDenseNextAtOrAfter: the word-skipping scan finds the same
// documents as a byte-by-byte one.
func TestDenseNextAtOrAfter(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for iter := 0; iter < 200; iter++ {
		d := &denseTerm{freq: make([]uint8, rng.Intn(300))}
		for i := range d.freq {
			if rng.Intn(1+rng.Intn(40)) == 0 {
				d.freq[i] = uint8(1 + rng.Intn(3))
			}
		}
		for n := uint64(0); n <= uint64(len(d.freq))+2; n++ {
			want := uint64(noDoc)
			for j := n; j < uint64(len(d.freq)); j++ {
				if d.freq[j] != 0 {
					want = j
					break
				}
			}
			if got := d.nextAtOrAfter(n); got != want {
				t.Fatalf("len %d, from %d: got %d, want %d", len(d.freq), n, got, want)
			}
		}
	}
}
