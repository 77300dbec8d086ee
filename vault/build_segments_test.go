package vault

import (
	"context"
	"fmt"
	"math/rand"
	"path/filepath"
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2/search/searcher"
)

// TestBuiltSegmentsAnswerAsInMemory: an index built in many small batch
// segments, merged at the end in groups (a remainder group included),
// keeps one segment per group and no other segment file; it answers
// every lookup as the in-memory index of the same Source, every search
// matches the same chunks, its top-k is bleve's own query over the same
// segments, and a second build of the Source gives the same scores.
//
// Scores are compared between builds of one layout only: bleve's BM25
// takes the average field length from the sum of each segment's
// distinct terms (search_bm25.go), so the same records cut into other
// segments score a little differently. The old build's layout depended
// on how fast the merger kept up; this one depends only on the Source.
func TestBuiltSegmentsAnswerAsInMemory(t *testing.T) {
	for _, tc := range []struct {
		seed   int64
		layout segmentLayout
	}{
		{1, segmentLayout{batch: 40, group: 3}},
		{2, segmentLayout{batch: 25, group: 4}},
		{3, segmentLayout{batch: 1000, group: 10}}, // one batch: nothing to merge
	} {
		t.Run(fmt.Sprintf("seed %d batch %d group %d", tc.seed, tc.layout.batch, tc.layout.group), func(t *testing.T) {
			old := buildLayout
			buildLayout = tc.layout
			t.Cleanup(func() { buildLayout = old })
			rng := rand.New(rand.NewSource(tc.seed))
			src, bounds := topkTestSource(rng, 150)
			mem, err := BuildMem(src)
			if err != nil {
				t.Fatal(err)
			}
			defer mem.Close()
			records := len(src.Documents) + mem.NumChunks()
			batches := (records + tc.layout.batch - 1) / tc.layout.batch
			want := (batches + tc.layout.group - 1) / tc.layout.group
			var disks [2]*Index
			for i := range disks {
				dir := filepath.Join(t.TempDir(), "idx")
				if err := BuildAtomic(src, dir); err != nil {
					t.Fatal(err)
				}
				segs, err := filepath.Glob(filepath.Join(dir, bleveDir, "store", "*.zap"))
				if err != nil {
					t.Fatal(err)
				}
				if len(segs) != want {
					t.Errorf("%d records in %d batches of %d left %d segment files, want %d (groups of %d)", records, batches, tc.layout.batch, len(segs), want, tc.layout.group)
				}
				if disks[i], err = OpenBuilt(dir); err != nil {
					t.Fatal(err)
				}
				defer disks[i].Close()
			}
			disk := disks[0]
			compareReaders(t, mem, disk)
			ctx := context.Background()
			search := func(x *Index, req SearchRequest, exhaustive bool) []Hit {
				t.Helper()
				search := x.Search
				if exhaustive {
					search = x.SearchExhaustive
				}
				hs, err := search(ctx, req)
				if err != nil {
					t.Fatal(err)
				}
				return hs
			}
			matched := func(hs []Hit) []string {
				ids := make([]string, len(hs))
				for i, h := range hs {
					ids[i] = h.Chunk.ID
				}
				slices.Sort(ids)
				return ids
			}
			for q := 0; q < 200; q++ {
				req := SearchRequest{Text: topkQuestion(rng), K: 1 + rng.Intn(40)}
				if rng.Intn(2) == 0 {
					req.User, req.At = fmt.Sprintf("u%d", 1+rng.Intn(9)), aclTestTime(rng, bounds)
				}
				got := search(disk, req, false)
				exact := len(disk.snap.tokens(req.Text)) <= searcher.DisjunctionHeapTakeover
				if diff, ok := hitsDiff(search(disk, req, true), got, exact); !ok {
					t.Errorf("%+v: bleve's query / the top-k: %s", req, diff)
				}
				if diff, _ := hitsDiff(got, search(disks[1], req, false), true); diff != "" {
					t.Errorf("%+v: first build / second build: %s", req, diff)
				}
				all := req
				all.K = mem.NumChunks()
				if a, b := matched(search(mem, all, false)), matched(search(disk, all, false)); !slices.Equal(a, b) {
					t.Errorf("%+v: in memory matches %d chunks, on disk %d:\n%v\n%v", req, len(a), len(b), a, b)
				}
			}
		})
	}
}
