package vault

// SetTermFilterMax lets the external benchmarks force one ACL filter
// strategy; it returns the previous value.
func SetTermFilterMax(n int) int {
	old := termFilterMax
	termFilterMax = n
	return old
}

// SetTopKThresholds sets which terms the top-k measures bounds for and
// reads densely (search_termcache.go); it returns a function restoring
// the previous values. Only for indexes opened after the call: the
// caches are per snapshot.
func SetTopKThresholds(scanMin, divisor uint64) (restore func()) {
	oldScan, oldDiv := boundScanMin, denseDivisor
	boundScanMin, denseDivisor = scanMin, divisor
	return func() { boundScanMin, denseDivisor = oldScan, oldDiv }
}
