package batch

import (
	"fmt"
	"hash/fnv"
	"io"
	"regexp"
	"strconv"
)

// Sharding: N workers (a Kubernetes Indexed Job, a CI matrix, a Slurm
// array) each grade the responses of one shard into the same results
// layout, and MergeResults summarises the union.
//
// A response belongs to shard FNV-1a-64(run ID) mod N, over its sanitised
// run ID (the results folder it writes). The partition depends on nothing
// but the run ID and N: not on the order or the number of inputs, the
// machine, or the other responses, so every worker, given the same
// inputs, agrees on who grades what, a killed worker resumes the same
// share, and two responses writing the same folder always fall in the
// same shard. The function must never change (TestShardAssignmentIsFixed
// pins it): a batch resumed by a newer citecheck would otherwise grade
// some responses twice and some never.

// MaxShards bounds N so a typo cannot ask for a billion workers.
const MaxShards = 100000

// Shard is part Index (counting from 0) of Count. The zero value and
// Count 1 are the whole batch.
type Shard struct {
	Index, Count int
}

// Whole reports whether s is the whole batch.
func (s Shard) Whole() bool { return s.Count <= 1 }

// Holds reports whether the response with (sanitised) run ID runID
// belongs to s.
func (s Shard) Holds(runID string) bool {
	if s.Whole() {
		return true
	}
	h := fnv.New64a()
	io.WriteString(h, runID)
	return h.Sum64()%uint64(s.Count) == uint64(s.Index)
}

// String is "K/N".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

var shardSyntax = regexp.MustCompile(`^(0|[1-9][0-9]{0,8})/([1-9][0-9]{0,8})$`)

// ParseShard reads "K/N": shard K of N, K counting from 0 to N-1 (as
// Kubernetes' JOB_COMPLETION_INDEX does). Anything else is refused with
// a message saying what is wrong: signs, spaces, leading zeros, non-ASCII
// digits, K ≥ N, N = 0 or N > MaxShards.
func ParseShard(v string) (Shard, error) {
	m := shardSyntax.FindStringSubmatch(v)
	if m == nil {
		return Shard{}, fmt.Errorf("%q is not K/N: want whole numbers 0 <= K < N written plainly (for example 0/4 ... 3/4; K counts from 0, as JOB_COMPLETION_INDEX does)", v)
	}
	k, _ := strconv.Atoi(m[1])
	n, _ := strconv.Atoi(m[2])
	switch {
	case n > MaxShards:
		return Shard{}, fmt.Errorf("%q: at most %d shards", v, MaxShards)
	case k >= n:
		return Shard{}, fmt.Errorf("%q: shard %d does not exist among %d (K counts from 0 to %d)", v, k, n, n-1)
	}
	return Shard{Index: k, Count: n}, nil
}

// shardSource yields the items of src that belong to shard, numbered
// again from 1 so that Run reports them in order.
type shardSource struct {
	src   Source
	shard Shard
	runID func(*Item) string
	seq   int
}

func (s *shardSource) Next() (*Item, error) {
	for {
		it, err := s.src.Next()
		if err != nil {
			return nil, err
		}
		if s.shard.Holds(s.runID(it)) {
			s.seq++
			it.Seq = s.seq
			return it, nil
		}
	}
}

func (s *shardSource) Close() error { return s.src.Close() }

// OfShard restricts an Opener to the responses of shard (by g.RunID).
func OfShard(open Opener, shard Shard, g Grader) Opener {
	if shard.Whole() {
		return open
	}
	return func() (Source, error) {
		src, err := open()
		if err != nil {
			return nil, err
		}
		return &shardSource{src: src, shard: shard, runID: func(it *Item) string { return g.RunID(it.Response) }}, nil
	}
}
