package vault

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// buildHeapBudget is the Go memory a build may use beyond the heap the
// process holds when it starts (the Source, most of it document text).
// What the build itself keeps is small and bounded: a bleve batch, the
// segments being merged, meta.bin's records (a few bytes per chunk) and
// key tables, about 70 MB at 300,000 chunks. Without a bound the garbage
// collector lets the heap grow to twice the live heap (GOGC=100), and at
// 1M chunks the live heap is the Source's 700 MB: the build's peak then
// held about a GB of garbage. With the limit it collects when the heap
// reaches the Source plus this budget, which a Vault of 100,000 chunks
// never reaches (BENCHMARKS.md, "Build and memory at 1M chunks").
const buildHeapBudget = 640 << 20

// The memory limit is the process's, so concurrent builds share one:
// the first to start sets it from the heap it finds, the last to finish
// puts back what was there before.
var buildLimit struct {
	sync.Mutex
	active int
	saved  int64
}

// limitBuildHeap sets the soft memory limit (runtime/debug.SetMemoryLimit)
// to the live heap plus buildHeapBudget, unless a lower limit is already
// set (GOMEMLIMIT), and returns the function that restores it. The limit
// is soft: a build that needs more still gets it, at the price of more
// collections, so nothing fails because of it.
func limitBuildHeap() (restore func()) {
	buildLimit.Lock()
	defer buildLimit.Unlock()
	if buildLimit.active == 0 {
		buildLimit.saved = debug.SetMemoryLimit(-1)
		if want := liveHeapBytes() + buildHeapBudget; want < buildLimit.saved {
			debug.SetMemoryLimit(want)
		}
	}
	buildLimit.active++
	return func() {
		buildLimit.Lock()
		defer buildLimit.Unlock()
		if buildLimit.active--; buildLimit.active == 0 {
			debug.SetMemoryLimit(buildLimit.saved)
		}
	}
}

// liveHeapBytes is the live heap, measured by a collection (a build
// lasts seconds to minutes; the collection, mostly of pointer-free text,
// a fraction of a second at 1M chunks), plus an eighth for the runtime's
// own overhead (span metadata, fragmentation), which the memory limit
// counts too. Counting the garbage as well (the heap's objects without a
// collection) made the limit as loose as the loading's garbage: a Vault
// loaded from a 650 MB documents.jsonl started its build with a GB of it.
func liveHeapBytes() int64 {
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return math.MaxInt64 / 2 // unknown: set no lower limit
	}
	live := int64(s[0].Value.Uint64())
	return live + live/8
}
