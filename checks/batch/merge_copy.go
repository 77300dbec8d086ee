package batch

import "sync"

// mergeWriters is how many results a merge copies at once. Writing a
// result is two synced files; a sync mostly waits for the disk, and the
// file system commits syncs that wait together in one journal commit
// (on this repository's ext4 test machine one file synced at a time took
// 1.1 ms, eight at a time 0.18 ms each), so a few more writers than
// cores is what keeps the disk busy.
const mergeWriters = 16

// copyPool runs a merge's copy jobs on a bounded number of goroutines
// and keeps the error a sequential copy would have returned: the one of
// the earliest job, in walk order, that failed. Once a job has failed no
// new job starts (those running finish: each writes whole results only,
// report.json before scores.json, so nothing half-written is left).
type copyPool struct {
	slots chan struct{}
	wg    sync.WaitGroup

	mu       sync.Mutex
	failedAt int // the walk position of the earliest failure; -1: none
	err      error
}

func newCopyPool(n int) *copyPool {
	return &copyPool{slots: make(chan struct{}, n), failedAt: -1}
}

// do runs job (the copy of the result at walk position at) on the pool.
// It returns errStopCopy, which ends the walk, once some job has failed.
func (p *copyPool) do(at int, job func() error) error {
	if p.failed() {
		return errStopCopy
	}
	p.slots <- struct{}{}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		defer func() { <-p.slots }()
		if err := job(); err != nil {
			p.mu.Lock()
			if p.failedAt < 0 || at < p.failedAt {
				p.failedAt, p.err = at, err
			}
			p.mu.Unlock()
		}
	}()
	return nil
}

func (p *copyPool) failed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.failedAt >= 0
}

// wait waits for every job and returns the copy's error: the earliest
// job's failure, or walkErr (the walk's own error, met at walk position
// walkAt, after every job started) when no earlier job failed.
func (p *copyPool) wait(walkAt int, walkErr error) error {
	p.wg.Wait()
	if p.failedAt >= 0 && (walkErr == nil || walkErr == errStopCopy || p.failedAt < walkAt) {
		return p.err
	}
	if walkErr == errStopCopy {
		return nil // cannot happen: a stop follows a failure
	}
	return walkErr
}

// errStopCopy ends a merge's copy walk after a job failed; it is never
// returned to the caller.
var errStopCopy = &stopCopy{}

type stopCopy struct{}

func (*stopCopy) Error() string { return "merge copy stopped" }
