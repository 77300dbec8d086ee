//go:build !unix

package heuristic

import "time"

// processCPU is unavailable off Unix: the benchmarks then report wall time only.
func processCPU() time.Duration { return 0 }
