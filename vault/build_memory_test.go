package vault

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestLimitBuildHeap: a build lowers the soft memory limit to the heap
// plus the budget, builds running at once share it, the last one to
// finish restores the limit that was there, and a lower limit set by the
// user (GOMEMLIMIT) is kept.
func TestLimitBuildHeap(t *testing.T) {
	orig := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(orig)
	for _, tc := range []struct {
		name     string
		before   int64
		wantKept bool // the limit during the build is the one before
	}{
		{"no limit set", math.MaxInt64, false},
		{"a higher limit", 1 << 50, false},
		{"a lower limit", 1 << 20, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetMemoryLimit(tc.before)
			restore1 := limitBuildHeap()
			during := debug.SetMemoryLimit(-1)
			if tc.wantKept && during != tc.before {
				t.Fatalf("limit during the build %d, want the user's %d kept", during, tc.before)
			}
			if !tc.wantKept && (during >= tc.before || during < buildHeapBudget) {
				t.Fatalf("limit during the build %d, want the heap plus %d, below %d", during, buildHeapBudget, tc.before)
			}
			restore2 := limitBuildHeap() // a second build at the same time
			restore1()
			if got := debug.SetMemoryLimit(-1); got != during {
				t.Fatalf("limit %d after the first of two builds ended, want %d", got, during)
			}
			restore2()
			if got := debug.SetMemoryLimit(-1); got != tc.before {
				t.Fatalf("limit %d after both builds, want %d restored", got, tc.before)
			}
		})
	}
}
