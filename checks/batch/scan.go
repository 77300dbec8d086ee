package batch

import (
	"context"
	"fmt"
	"hash/fnv"
	"io"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Grader is what a batch needs of grade.Grader; tests substitute a fake.
type Grader interface {
	// Grade grades one response (grade.Grader.Grade).
	Grade(ctx context.Context, r *rubric.Response) (*report.Scores, *report.Report, error)
	// RunID is the sanitised run ID the response's results go under.
	RunID(r *rubric.Response) string
	// Case is the case graded against (criterion order, case hash).
	Case() *rubric.Case
	// ResumeKey is everything the response's verdicts depend on
	// (grade.Grader.ResumeKey), compared with the key an earlier result
	// was graded under before it is reused.
	ResumeKey(r *rubric.Response) (report.ResumeKey, error)
	// Validate refuses a response that cannot be graded (no user or no
	// time anywhere, no trace when one is required): bad input, found by
	// Scan before anything is graded or written.
	Validate(r *rubric.Response) error
}

// Scan reads every input once, without grading: it validates each
// response (parsing, and Grader.Validate), counts them and refuses two responses that would write the
// same results folder. Batches call it first so bad input stops the run
// before anything is written. Memory: one 8-byte hash per response.
func Scan(ctx context.Context, open Opener, g Grader) (int, error) {
	n, _, err := ScanShard(ctx, open, g, Shard{})
	return n, err
}

// ScanShard is Scan that also counts the responses of shard. Every input
// is validated whatever the shard, so every worker of a sharded batch
// refuses the same bad input before writing anything.
func ScanShard(ctx context.Context, open Opener, g Grader, shard Shard) (total, inShard int, err error) {
	src, err := open()
	if err != nil {
		return 0, 0, err
	}
	defer src.Close()
	seen := map[uint64]int{}
	n := 0
	for {
		if err := ctx.Err(); err != nil {
			return n, inShard, err
		}
		it, err := src.Next()
		if err == io.EOF {
			return n, inShard, nil
		}
		if err != nil {
			return n, inShard, err
		}
		n++
		if err := g.Validate(it.Response); err != nil {
			return n, inShard, err
		}
		id := g.RunID(it.Response)
		if shard.Holds(id) {
			inShard++
		}
		h := hashString(id)
		if first, dup := seen[h]; dup {
			if prev, err := itemAt(open, first); err == nil && g.RunID(prev.Response) == id {
				return n, inShard, &rubric.InputError{File: it.Origin, Field: "run_id",
					Msg: fmt.Sprintf("this response and %s both write results/%s/; give each response its own \"run_id\"", describe(prev), id)}
			}
			continue // a hash collision, not a duplicate
		}
		seen[h] = it.Seq
	}
}

// itemAt re-reads the inputs up to item seq (only when a duplicate is
// found, to name the first of the two).
func itemAt(open Opener, seq int) (*Item, error) {
	src, err := open()
	if err != nil {
		return nil, err
	}
	defer src.Close()
	for {
		it, err := src.Next()
		if err != nil {
			return nil, err
		}
		if it.Seq == seq {
			return it, nil
		}
	}
}

func hashString(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}
