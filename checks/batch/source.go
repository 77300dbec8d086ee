package batch

import (
	"io"

	"github.com/citecheck/citecheck/checks/rubric"
)

// Item is one response of a batch, with where it came from.
type Item struct {
	// Seq is the 1-based position of the item in the batch; results are
	// reported in Seq order.
	Seq int
	// Origin names the input for messages: a file path, "runs.jsonl:12"
	// for a JSONL line, or a response.json inside a results folder.
	Origin   string
	Response *rubric.Response
}

// Source yields a batch's responses one at a time, so a batch never has
// to be held in memory. Next returns io.EOF after the last item and a
// *rubric.InputError (naming file, line and field) for bad input.
type Source interface {
	Next() (*Item, error)
	Close() error
}

// Opener opens a fresh Source over the same inputs. Batches read their
// inputs twice (Scan, then grading), so inputs must be re-readable; see
// Inputs for how a stdin stream is made so.
type Opener func() (Source, error)

// sliceSource yields fixed items; tests and single responses use it.
type sliceSource struct {
	items []*rubric.Response
	next  int
}

// FromResponses is a Source over responses already loaded, numbered from
// 1 in order and named by their Path.
func FromResponses(rs ...*rubric.Response) Opener {
	return func() (Source, error) { return &sliceSource{items: rs}, nil }
}

func (s *sliceSource) Next() (*Item, error) {
	if s.next >= len(s.items) {
		return nil, io.EOF
	}
	r := s.items[s.next]
	s.next++
	return &Item{Seq: s.next, Origin: r.Path, Response: r}, nil
}

func (s *sliceSource) Close() error { return nil }
