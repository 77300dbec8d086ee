package vault

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// CacheEnv names the environment variable that overrides where source
// folders are indexed on first use.
const CacheEnv = "CITECHECK_CACHE_DIR"

// Open opens a Vault for reading. path may name a built index folder
// (from 'citecheck vault build'; one of an older index format is rebuilt
// in place from the source folder it was built from, when that folder
// is still there) or a Vault source folder; a source folder
// is indexed on first use into a cache keyed by its content hash and
// rebuilt when its content changes (see OpenSource). Bad source folders
// give *InputError (exit 2); an index that cannot be read, *InfraError
// (exit 3).
func Open(path string) (*Index, error) {
	if IsBuiltIndex(path) {
		if mk, err := readMarker(path); err == nil && mk.Format != indexFormat && mk.SourceDir != "" {
			return rebuildFromSource(path, mk.SourceDir)
		}
		return OpenBuilt(path)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, &InputError{File: path, Msg: "no such Vault folder"}
	}
	if !st.IsDir() {
		return nil, &InputError{File: path, Msg: "not a folder: --vault names a built index folder or a Vault source folder"}
	}
	if _, err := os.Stat(filepath.Join(path, DocumentsFile)); err != nil {
		return nil, &InputError{File: path, Msg: fmt.Sprintf("neither a built index (no %s) nor a Vault source folder (no %s)", markerFile, DocumentsFile)}
	}
	return OpenSource(path)
}

// rebuildFromSource rebuilds a built index of another format from the
// source folder it was built from (its marker names it) and opens it.
// When that folder is gone, opening fails as for any index of another
// format, asking for 'citecheck vault build'.
func rebuildFromSource(dir, sourceDir string) (*Index, error) {
	if _, err := os.Stat(filepath.Join(sourceDir, DocumentsFile)); err != nil {
		return OpenBuilt(dir)
	}
	src, err := LoadSource(sourceDir)
	if err != nil {
		return nil, err
	}
	if err := BuildAtomic(src, dir); err != nil {
		return nil, err
	}
	return OpenBuilt(dir)
}

// CacheDir is where source folders are indexed: $CITECHECK_CACHE_DIR, else
// <user cache dir>/citecheck/vaults.
func CacheDir() (string, error) {
	if d := os.Getenv(CacheEnv); d != "" {
		return d, nil
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", &InfraError{Op: "find cache folder", Err: fmt.Errorf("%w (set %s)", err, CacheEnv)}
	}
	return filepath.Join(base, "citecheck", "vaults"), nil
}

// OpenSource opens a source folder through the cache. The cache entry is
// <CacheDir>/<content hash>. A missing or damaged entry is (re)built in a
// private temporary folder and renamed into place, so concurrent first
// uses by several processes never see a half-built index: whoever renames
// first wins and the others discard their copy and open the winner's.
func OpenSource(dir string) (*Index, error) {
	hash, err := SourceHash(dir)
	if err != nil {
		return nil, err
	}
	root, err := CacheDir()
	if err != nil {
		return nil, err
	}
	final := filepath.Join(root, hash)
	if _, err := os.Stat(final); err == nil {
		x, mk, err := openBuilt(final)
		if err == nil && mk.SourceHash == hash {
			return x, nil
		}
		if x != nil {
			x.Close()
		}
		discard(final) // damaged or half-written by hand: rebuild
	}
	src, err := LoadSource(dir)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, &InfraError{Op: "create cache folder", Path: root, Err: err}
	}
	cleanStale(root)
	tmp, err := os.MkdirTemp(root, hash+".tmp-")
	if err != nil {
		return nil, &InfraError{Op: "create cache folder", Path: root, Err: err}
	}
	if err := build(src, tmp, hash); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	if err := os.Rename(tmp, final); err != nil {
		os.RemoveAll(tmp) // another process won the race: use its index
		if !IsBuiltIndex(final) {
			return nil, &InfraError{Op: "install cached index", Path: final, Err: err}
		}
	}
	return OpenBuilt(final)
}

// BuildAtomic builds src into out, replacing a previous index there only
// once the new one is complete. out must not exist, be empty, or hold a
// built index: anything else is refused rather than overwritten.
func BuildAtomic(src *Source, out string) error {
	out = filepath.Clean(out)
	if entries, err := os.ReadDir(out); err == nil && len(entries) > 0 && !IsBuiltIndex(out) {
		return &InputError{File: out, Msg: "exists and is not a citecheck index; refusing to overwrite it"}
	}
	parent := filepath.Dir(out)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return &InfraError{Op: "create folder", Path: parent, Err: err}
	}
	tmp, err := os.MkdirTemp(parent, filepath.Base(out)+".tmp-")
	if err != nil {
		return &InfraError{Op: "create folder", Path: parent, Err: err}
	}
	if err := build(src, tmp, ""); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	if _, err := os.Stat(out); err == nil {
		discard(out)
	}
	if err := os.Rename(tmp, out); err != nil {
		os.RemoveAll(tmp)
		return &InfraError{Op: "install index", Path: out, Err: err}
	}
	return nil
}

// discard moves a folder aside (atomically) and removes it.
func discard(dir string) {
	aside := fmt.Sprintf("%s.old-%d-%d", dir, os.Getpid(), time.Now().UnixNano())
	if os.Rename(dir, aside) == nil {
		os.RemoveAll(aside)
	}
}

// cleanStale removes temporary and discarded folders left by builds that
// crashed more than a day ago (a day, not less: a build in progress in
// another process must never lose its folder, and a large Vault can take
// a while).
func cleanStale(root string) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.Contains(e.Name(), ".tmp-") && !strings.Contains(e.Name(), ".old-") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 24*time.Hour {
			os.RemoveAll(filepath.Join(root, e.Name()))
		}
	}
}

// SourceHash is the content hash that keys the cache: SHA-256 over the
// index format version and every regular file in the folder (relative
// path and content, in path order; symbolic links to files are followed).
// Any edit to the Vault, including a text_file, changes it.
func SourceHash(dir string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "citecheck-index-format %d\n", indexFormat)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		st, err := os.Stat(path) // follows symbolic links
		if err != nil || !st.Mode().IsRegular() {
			return nil // a dangling link or a device: LoadSource reports it if it matters
		}
		rel, _ := filepath.Rel(dir, path)
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), st.Size())
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		_, err = io.Copy(h, f)
		return err
	})
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return "", &InputError{File: pe.Path, Msg: fmt.Sprintf("cannot read: %v", pe.Err)}
		}
		return "", &InputError{File: dir, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	return hex.EncodeToString(h.Sum(nil))[:32], nil
}
