package batch

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
)

// TestRemoveStaleTempsKeepsLiveWriters: a second batch writing the same
// --out used to delete the first one's temporary files, and both failed.
// Only a temporary file whose writer is gone may be removed.
func TestRemoveStaleTempsKeepsLiveWriters(t *testing.T) {
	dir := t.TempDir()
	host := report.TempHost()
	dead := deadPID(t)
	old := time.Now().Add(-2 * staleAfter)
	for _, tc := range []struct {
		name  string
		age   time.Time
		kept  bool
		about string
	}{
		{report.TempPrefix("scores.json") + "a1", time.Now(), true, "this process is writing it"},
		{".report.json.tmp-" + host + "." + strconv.Itoa(dead) + ".b2", time.Now(), false, "its writer on this host is gone"},
		{".scores.json.tmp-otherhost.42.c3", time.Now(), true, "another host's writer cannot be checked and the file is fresh"},
		{".scores.json.tmp-otherhost.42.d4", old, false, "another host's file, long stale"},
		{".scores.json.tmp-999", time.Now(), true, "an older name, fresh"},
		{".report.json.tmp-998", old, false, "an older name, long stale"},
		{"scores.json", old, true, "not a temporary file"},
	} {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, tc.age, tc.age)
		t.Cleanup(func() {
			_, err := os.Stat(p)
			if kept := err == nil; kept != tc.kept {
				t.Errorf("%s: kept=%v, want %v (%s)", tc.name, kept, tc.kept, tc.about)
			}
		})
	}
	removeStaleTemps(dir)
}

// deadPID is a process ID that runs no process here: a child that has
// exited and been waited for.
func deadPID(t *testing.T) int {
	t.Helper()
	p, err := os.StartProcess("/bin/true", []string{"true"}, &os.ProcAttr{})
	if err != nil {
		t.Skipf("cannot start a child process: %v", err)
	}
	if _, err := p.Wait(); err != nil {
		t.Fatal(err)
	}
	return p.Pid
}

func TestTempOwnerRoundTrip(t *testing.T) {
	name := report.TempPrefix("report.json") + "123456"
	host, pid, ok := report.TempOwner(name, "report.json")
	if !ok || host != report.TempHost() || pid != os.Getpid() {
		t.Fatalf("TempOwner(%q) = %q, %d, %v", name, host, pid, ok)
	}
	if _, _, ok := report.TempOwner(".report.json.tmp-123", "report.json"); ok {
		t.Fatal("an old-style name was read as having an owner")
	}
}
