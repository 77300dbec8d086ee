package heuristic

import "testing"

func TestZZScratch(t *testing.T) {
	for _, tk := range tokenize("Harlan's motion was granted. PLAINTIFF'S MOTION. Quinby moves to compel.") {
		t.Logf("%q %q kind=%v cap=%v", tk.raw, tk.low, tk.kind, tk.cap)
	}
}
