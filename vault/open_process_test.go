package vault

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// childEnv names the environment variable that turns this test binary
// into a child process opening a Vault (TestOpenSourceProcesses).
const childEnv = "CITECHECK_VAULT_TEST_CHILD"

// TestOpenSourceProcesses starts several processes that open the same
// source folder for the first time at once: every one must succeed and the
// cache must end with a single complete entry.
func TestOpenSourceProcesses(t *testing.T) {
	if dir := os.Getenv(childEnv); dir != "" {
		x, err := OpenSource(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if _, ok := x.Chunk("VLT-0001#c1"); !ok {
			fmt.Fprintln(os.Stderr, "chunk missing")
			os.Exit(1)
		}
		x.Close()
		os.Exit(0)
	}
	cache := t.TempDir()
	dir := writeVault(t, nil)
	var cmds []*exec.Cmd
	for i := 0; i < 3; i++ {
		c := exec.Command(os.Args[0], "-test.run=^TestOpenSourceProcesses$")
		c.Env = append(os.Environ(), childEnv+"="+dir, CacheEnv+"="+cache)
		c.Stderr = os.Stderr
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Errorf("process %d: %v", i, err)
		}
	}
	if es := cacheEntries(t, cache); len(es) != 1 || !IsBuiltIndex(cache+"/"+es[0]) {
		t.Errorf("cache = %v, want one complete entry", es)
	}
}
