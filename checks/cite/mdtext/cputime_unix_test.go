//go:build unix

package mdtext

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user + system) this process has used: on a
// shared, loaded machine wall time measures the neighbours too, so the
// benchmarks also report throughput per CPU second.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
