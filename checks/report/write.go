package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// SanitizeRunID makes a run ID safe to use as a relative path under
// results/: each "/" segment keeps only [A-Za-z0-9._-] (others become
// "_"), empty segments are dropped (so no absolute path), and "." or ".."
// become "_" (so no escape). An ID with nothing left is "run".
func SanitizeRunID(id string) string {
	var segs []string
	for _, seg := range strings.Split(strings.ReplaceAll(id, `\`, "/"), "/") {
		if seg == "" {
			continue
		}
		var b strings.Builder
		for _, r := range seg {
			switch {
			case r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
				b.WriteRune(r)
			default:
				b.WriteByte('_')
			}
		}
		s := b.String()
		if s == "." || s == ".." {
			s = "_"
		}
		segs = append(segs, s)
	}
	if len(segs) == 0 {
		return "run"
	}
	return strings.Join(segs, "/")
}

// MarshalIndent is the JSON encoding every result file uses: two-space
// indent, no HTML escaping (reasoning quotes "<" and "&" as written), and
// a final newline.
func MarshalIndent(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ResultDir is where a run's files go: OUT/results/<sanitised run id>.
func ResultDir(out, runID string) string {
	if out == "" {
		out = "."
	}
	return filepath.Join(out, "results", filepath.FromSlash(SanitizeRunID(runID)))
}

// WriteResults writes scores.json and report.json for one graded response
// into OUT/results/<run_id>/, each atomically (a temporary file in the same
// folder, synced, then renamed), so a reader never sees half a file, and
// report.json is renamed into place before scores.json, so a scores.json
// present means a whole result. The two temporary files are written and
// synced at once (a sync mostly waits for the disk, and two waiting
// together cost about one), and neither is renamed until both are synced.
// It returns the folder written.
func WriteResults(out string, s *Scores, r *Report) (string, error) {
	dir := ResultDir(out, s.RunID)
	scores, err := MarshalIndent(s)
	if err != nil {
		return "", fmt.Errorf("encoding scores.json: %w", err)
	}
	report, err := MarshalIndent(r)
	if err != nil {
		return "", fmt.Errorf("encoding report.json: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", &rubric.InfraError{Op: "creating " + dir, Err: err}
	}
	reportPath, scoresPath := filepath.Join(dir, "report.json"), filepath.Join(dir, "scores.json")
	var reportTmp string
	var reportErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		reportTmp, reportErr = writeSyncedTemp(reportPath, report)
	}()
	scoresTmp, scoresErr := writeSyncedTemp(scoresPath, scores)
	<-done
	if reportErr != nil || scoresErr != nil {
		if reportTmp != "" {
			os.Remove(reportTmp)
		}
		if scoresTmp != "" {
			os.Remove(scoresTmp)
		}
		if reportErr != nil {
			return "", reportErr
		}
		return "", scoresErr
	}
	if err := renameInto(reportTmp, reportPath); err != nil {
		os.Remove(scoresTmp)
		return "", err
	}
	if err := renameInto(scoresTmp, scoresPath); err != nil {
		return "", err
	}
	return dir, nil
}

// WriteFileAtomic writes data to path through a temporary file in the
// same folder and a rename, so path holds either the old or the new bytes.
// The temporary file is named TempPrefix(path) plus a random suffix, so a
// cleaner can tell which host and process wrote it (TempOwner) and never
// removes one that a live writer is still filling.
func WriteFileAtomic(path string, data []byte) error {
	tmp, err := writeSyncedTemp(path, data)
	if err != nil {
		return err
	}
	return renameInto(tmp, path)
}

// writeSyncedTemp writes data to a new temporary file beside path (named
// as WriteFileAtomic says), synced to disk and made readable (0644), and
// returns its name; on an error nothing is left behind.
func writeSyncedTemp(path string, data []byte) (string, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), TempPrefix(filepath.Base(path))+"*")
	if err != nil {
		return "", &rubric.InfraError{Op: "writing " + path, Err: err}
	}
	name := tmp.Name()
	fail := func(err error) (string, error) {
		tmp.Close()
		os.Remove(name)
		return "", &rubric.InfraError{Op: "writing " + path, Err: err}
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return "", &rubric.InfraError{Op: "writing " + path, Err: err}
	}
	return name, nil
}

// renameInto moves the synced temporary file tmp to path, removing tmp
// when that fails.
func renameInto(tmp, path string) error {
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return &rubric.InfraError{Op: "writing " + path, Err: err}
	}
	return nil
}

// TempPrefix is the start of the temporary file name WriteFileAtomic uses
// for a file named base: ".<base>.tmp-<host>.<pid>.".
func TempPrefix(base string) string {
	return "." + base + ".tmp-" + tempHost() + "." + strconv.Itoa(os.Getpid()) + "."
}

// TempOwner reads the host and process ID out of the name of a temporary
// file written by WriteFileAtomic for base; ok is false for any other name.
func TempOwner(name, base string) (host string, pid int, ok bool) {
	rest, found := strings.CutPrefix(name, "."+base+".tmp-")
	if !found {
		return "", 0, false
	}
	parts := strings.Split(rest, ".")
	if len(parts) != 3 {
		return "", 0, false
	}
	pid, err := strconv.Atoi(parts[1])
	if err != nil || pid <= 0 {
		return "", 0, false
	}
	return parts[0], pid, true
}

// tempHost is this machine's host name reduced to [A-Za-z0-9-], so it
// splits cleanly out of a temporary file name.
func tempHost() string {
	h, _ := os.Hostname()
	var b strings.Builder
	for _, r := range h {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "host"
	}
	return b.String()
}

// TempHost is tempHost, for cleaners that compare it with TempOwner's.
func TempHost() string { return tempHost() }
