package batch

import (
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
)

// TestCopyPoolKeepsTheEarliestError: whatever order the jobs finish in,
// the error returned is the one a copy done one result at a time would
// have met first, and a walk error counts only when no job failed.
func TestCopyPoolKeepsTheEarliestError(t *testing.T) {
	walkErr := errors.New("walk")
	tests := []struct {
		name    string
		failing []int // job positions that fail
		walkErr error
		want    string
	}{
		{"none", nil, nil, ""},
		{"one", []int{7}, nil, "job 7"},
		{"several", []int{40, 3, 19}, nil, "job 3"},
		{"walk only", nil, walkErr, "walk"},
		{"job before walk", []int{12}, walkErr, "job 12"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fail := map[int]bool{}
			for _, i := range tt.failing {
				fail[i] = true
			}
			p := newCopyPool(4)
			var ran atomic.Int32
			n := 0
			for i := range 50 {
				if p.do(i, func() error {
					ran.Add(1)
					if fail[i] {
						return fmt.Errorf("job %d", i)
					}
					return nil
				}) != nil {
					break
				}
				n++
			}
			var werr error
			if tt.walkErr != nil && !p.failed() {
				werr = tt.walkErr
			}
			err := p.wait(n, werr)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if tt.walkErr != nil && werr == nil {
				// the walk stopped before its error: the job's error stands
				got = err.Error()
			}
			if got != tt.want {
				t.Fatalf("error %q, want %q", got, tt.want)
			}
			if len(tt.failing) == 0 && ran.Load() != 50 {
				t.Fatalf("%d jobs ran, want 50", ran.Load())
			}
		})
	}
}
