//go:build unix

package retrieval

import (
	"syscall"
	"time"
)

// cpuTime is the user+system CPU time this process has used. Wall-clock
// latency on a shared machine includes waiting for a core; CPU time per
// query shows what the search itself costs.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
