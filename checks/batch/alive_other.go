//go:build !unix

package batch

// processAlive cannot tell on this system, so it says yes: a temporary
// file is then removed only once it is older than staleAfter.
func processAlive(pid int) bool { return true }
