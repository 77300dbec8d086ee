//go:build !unix

package vault_test

// cpuSeconds is unavailable off Unix: the benchmarks then report wall time only.
func cpuSeconds() float64 { return 0 }
