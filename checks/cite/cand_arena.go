package cite

import "sync"

// Candidates are made by the hundred per answer and each is most of a
// kilobyte (a Citation and the scanners' spans); none outlives the
// extraction that made it (Answer holds copies). A candArena hands them
// out from chunks that later extractions reuse, so they cost the
// garbage collector nothing: about a quarter of the bytes an extraction
// allocated.
type candArena struct {
	chunks [][]cand
	used   int
	// cores is scanReporters' scratch: the reporter cores of one
	// extraction, copied into candidates by groupCores and never kept,
	// so the next extraction reuses the array instead of growing a new
	// one core by core.
	cores []rcore
	// periods are the offsets of the periods of periodsFor, the text
	// the scanners read (periodsOf); periodsSet says they were made.
	periods    []int
	periodsFor string
	periodsSet bool
}

// candChunk is how many candidates one chunk holds; maxPooledChunks
// bounds what a pooled arena keeps (an answer with far more candidates
// lets its extra chunks go to the collector, so one huge answer does not
// pin its memory in the pool).
const (
	candChunk       = 64
	maxPooledChunks = 32
	maxPooledCores  = 4096
	maxPooledDots   = 1 << 16
)

var arenas = sync.Pool{New: func() any { return new(candArena) }}

func getArena() *candArena { return arenas.Get().(*candArena) }

// get returns a zeroed candidate.
func (a *candArena) get() *cand {
	ci, k := a.used/candChunk, a.used%candChunk
	if ci == len(a.chunks) {
		a.chunks = append(a.chunks, make([]cand, candChunk))
	}
	a.used++
	return &a.chunks[ci][k]
}

// release zeroes the candidates handed out, so the pool holds no
// reference into the answer just read, and returns the arena to the
// pool. No candidate of the extraction may be used after it.
func (a *candArena) release() {
	for ci := 0; ci*candChunk < a.used; ci++ {
		clear(a.chunks[ci][:min(candChunk, a.used-ci*candChunk)])
	}
	a.used = 0
	clear(a.cores) // scanReporters leaves its cores' length here
	a.cores = a.cores[:0]
	if cap(a.cores) > maxPooledCores {
		a.cores = nil
	}
	a.periods, a.periodsFor, a.periodsSet = a.periods[:0], "", false // the pool holds no reference to the text
	if cap(a.periods) > maxPooledDots {
		a.periods = nil
	}
	if len(a.chunks) > maxPooledChunks {
		clear(a.chunks[maxPooledChunks:])
		a.chunks = a.chunks[:maxPooledChunks]
	}
	arenas.Put(a)
}

// newCand is the package's newCand, from the extraction's arena.
func (e *Extractor) newCand(start, end, prio int) *cand {
	if e.arena == nil {
		return newCand(start, end, prio)
	}
	c := e.arena.get()
	initCand(c, start, end, prio)
	return c
}
