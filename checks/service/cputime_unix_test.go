//go:build unix

package service

import (
	"syscall"
	"time"
)

// cpuTime is the process's user plus system CPU time so far: unlike
// wall-clock figures it does not depend on what else the machine runs.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
