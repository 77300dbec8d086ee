//go:build !unix

package retrieval

import "time"

// cpuTime is unavailable off Unix: the benchmarks then report wall time only.
func cpuTime() time.Duration { return 0 }
