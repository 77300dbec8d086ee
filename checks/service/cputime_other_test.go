//go:build !unix

package service

import "time"

// cpuTime is unavailable off Unix: the benchmarks then report wall time only.
func cpuTime() time.Duration { return 0 }
