package vault

import (
	"math/rand"
	"path/filepath"
	"reflect"
	"strconv"
	"sync"
	"testing"
	"unsafe"
)

// TestDocCacheHoldsItsBudget reads the documents and chunks of a built
// index from several goroutines at once, in random order and over and
// over, under budgets from below one document to more than the Vault:
// every answer equals the in-memory index's, and the cache never holds
// more than its budget (checked after every call, with the costs it
// holds summed afresh, so the running total cannot drift from them).
// Run with -race.
func TestDocCacheHoldsItsBudget(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	src, _ := topkTestSource(rng, 150)
	mem, err := BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Close()
	dir := filepath.Join(t.TempDir(), "idx")
	if err := BuildAtomic(src, dir); err != nil {
		t.Fatal(err)
	}
	var ids []string
	total := 0
	for _, d := range mem.Documents() {
		ids = append(ids, d.ID)
		total += len(d.Text)
	}
	for _, budget := range []int{100, 4 << 10, 16 << 10, 4 * total} {
		t.Run(strconv.Itoa(budget), func(t *testing.T) {
			x, err := OpenBuilt(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			tab := x.tab.(*mappedTable)
			tab.cache = newDocCache(tab.docs, budget)
			var wg sync.WaitGroup
			for w := range 4 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					rng := rand.New(rand.NewSource(int64(w)))
					for range 600 {
						id := ids[rng.Intn(len(ids))]
						switch rng.Intn(3) {
						case 0:
							got, _ := x.Document(id)
							want, _ := mem.Document(id)
							if !reflect.DeepEqual(got, want) {
								t.Errorf("Document(%s) differs from the in-memory index's", id)
							}
						case 1:
							if got, want := x.Chunks(id), mem.Chunks(id); !reflect.DeepEqual(got, want) {
								t.Errorf("Chunks(%s) differ from the in-memory index's", id)
							}
						default:
							cid := id + "#c" + strconv.Itoa(1+rng.Intn(3))
							got, gok := x.Chunk(cid)
							want, wok := mem.Chunk(cid)
							if gok != wok || !reflect.DeepEqual(got, want) {
								t.Errorf("Chunk(%s) differs from the in-memory index's", cid)
							}
						}
						if held, _ := tab.cache.held(); held > budget {
							t.Errorf("the cache holds %d bytes, its budget is %d", held, budget)
						}
					}
				}()
			}
			wg.Wait()
			held, n := tab.cache.held()
			tab.cache.mu.Lock()
			running := tab.cache.bytes
			tab.cache.mu.Unlock()
			if held != running {
				t.Errorf("the cache counts %d bytes, its entries cost %d", running, held)
			}
			switch {
			case budget == 100 && n != 0:
				t.Errorf("%d documents cached under a budget below any document's", n)
			case budget < total && n >= len(ids):
				t.Errorf("every document cached (%d bytes) under a budget of %d below the texts' %d", held, budget, total)
			case budget > total && n == 0:
				t.Error("nothing cached under a budget above the Vault")
			}
			t.Logf("%d documents, %d bytes cached", n, held)
		})
	}
}

// TestDocCacheKeepsPointersAndReadsNoMappedText: a cached document is
// the same pointer on every call; its text was read from the file, not
// left over the memory map (whose pages would stay resident); and after
// Close documents are still read, from the mapping.
func TestDocCacheKeepsPointersAndReadsNoMappedText(t *testing.T) {
	src := testSource()
	dir := filepath.Join(t.TempDir(), "idx")
	if err := BuildAtomic(src, dir); err != nil {
		t.Fatal(err)
	}
	x, err := OpenBuilt(dir)
	if err != nil {
		t.Fatal(err)
	}
	tab := x.tab.(*mappedTable)
	inMapping := func(s string) bool {
		if len(s) == 0 || len(tab.data) == 0 {
			return false
		}
		p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(&tab.data[0]))
		return p >= lo && p < lo+uintptr(len(tab.data))
	}
	for _, want := range src.Documents {
		a, _ := x.Document(want.ID)
		b, _ := x.Document(want.ID)
		if a != b {
			t.Errorf("%s: two pointers for one cached document", want.ID)
		}
		if a.Text != want.Text {
			t.Errorf("%s: text differs from the source's", want.ID)
		}
		if mapsFiles && inMapping(a.Text) {
			t.Errorf("%s: text is a string over the memory map", want.ID)
		}
		if cs := x.Chunks(want.ID); len(cs) > 0 && mapsFiles && inMapping(cs[0].Text) {
			t.Errorf("%s: chunk text is a string over the memory map", want.ID)
		}
	}
	x.Close()
	tab.cache = newDocCache(tab.docs, DefaultDocCacheBytes)
	for _, want := range src.Documents {
		if d, ok := x.Document(want.ID); !ok || d.Text != want.Text {
			t.Errorf("%s after Close: %v, text equal %v", want.ID, ok, ok && d.Text == want.Text)
		}
	}
}
