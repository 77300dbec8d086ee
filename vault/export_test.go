package vault

// SetTermFilterMax lets the external benchmarks force one ACL filter
// strategy; it returns the previous value.
func SetTermFilterMax(n int) int {
	old := termFilterMax
	termFilterMax = n
	return old
}
