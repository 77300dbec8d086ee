package main

import (
	"os"
	"os/exec"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestHelperProcess is not a test: it is citecheck itself, run as a
// subprocess by the tests that kill or race real processes (the os/exec
// helper-process pattern, so no binary has to be built).
func TestHelperProcess(t *testing.T) {
	if os.Getenv("CITECHECK_HELPER_PROCESS") != "1" {
		return
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Exit(runWithSignals(args, os.Stdin, os.Stdout, os.Stderr))
}

// helperCmd is a citecheck subprocess with the given Vault cache folder.
func helperCmd(t *testing.T, cache string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^TestHelperProcess$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), "CITECHECK_HELPER_PROCESS=1", vault.CacheEnv+"="+cache)
	return cmd
}
