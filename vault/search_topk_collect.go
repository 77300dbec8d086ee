package vault

import "container/heap"

// topK keeps the k best-scoring documents offered, and every document
// tied with the k-th: the final order breaks ties by chunk ID, which the
// collector does not know (looking it up for every candidate cost bleve
// 43% of its search time), so no tied document may be dropped.
//
// best is a min-heap of at most k documents; ties holds documents whose
// score equals best's minimum but did not fit. When a better document
// arrives and the minimum rises, the old ties fall out of the top k.
type topK struct {
	k    int
	best minHeap
	ties []scoredDoc
}

func newTopK(k int) *topK { return &topK{k: k, best: make(minHeap, 0, k)} }

// threshold is the k-th best score so far; full is false while fewer
// than k documents are held (then every document is wanted).
func (c *topK) threshold() (theta float64, full bool) {
	if len(c.best) < c.k {
		return 0, false
	}
	return c.best[0].score, true
}

// offer considers one document.
func (c *topK) offer(d scoredDoc) {
	if len(c.best) < c.k {
		heap.Push(&c.best, d)
		return
	}
	theta := c.best[0].score
	switch {
	case d.score < theta:
		return
	case d.score == theta:
		c.ties = append(c.ties, d)
		return
	}
	out := heap.Pop(&c.best).(scoredDoc)
	heap.Push(&c.best, d)
	if c.best[0].score == theta {
		c.ties = append(c.ties, out) // still tied with the k-th
	} else {
		c.ties = c.ties[:0] // the k-th rose above every old tie
	}
}

// all returns the held documents: the k best and the ties with the k-th.
func (c *topK) all() []scoredDoc {
	out := make([]scoredDoc, 0, len(c.best)+len(c.ties))
	out = append(out, c.best...)
	return append(out, c.ties...)
}

// minHeap orders documents by score, lowest first.
type minHeap []scoredDoc

func (h minHeap) Len() int           { return len(h) }
func (h minHeap) Less(i, j int) bool { return h[i].score < h[j].score }
func (h minHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x any)        { *h = append(*h, x.(scoredDoc)) }
func (h *minHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
