package cache

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Folder is the verdict cache in a folder: one JSON file per key,
// written atomically (temp file + rename) so concurrent graders sharing
// a folder never see half a verdict and never block on a lock.
type Folder struct {
	dir string
}

// Open is the folder cache in dir, created if needed.
func Open(dir string) (*Folder, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, judge.Errorf(judge.KindCache, "", err, "cannot create the judge cache folder %s (use --judge-cache DIR or --no-judge-cache)", dir)
	}
	return &Folder{dir: dir}, nil
}

// At is the folder cache in dir as it stands, created by nothing
// (for looking at what is recorded there).
func At(dir string) *Folder { return &Folder{dir: dir} }

// path is where key lives: the hex digest, fanned out by its first two
// digits.
func (c *Folder) path(sub, key string) string {
	h := strings.TrimPrefix(key, "sha256:")
	if len(h) < 3 {
		h = "xx" + h
	}
	return filepath.Join(c.dir, sub, h[:2], h+".json")
}

// Get returns the cached verdict for key; a missing or unreadable entry
// is a miss.
func (c *Folder) Get(key string) (judge.Assessment, bool) {
	data, err := os.ReadFile(c.path("", key))
	if err != nil {
		return judge.Assessment{}, false
	}
	var a judge.Assessment
	if err := json.Unmarshal(data, &a); err != nil || (a.UnitID == "" && len(a.Claims) == 0) {
		return judge.Assessment{}, false
	}
	return a, true
}

// Put stores a verdict atomically.
func (c *Folder) Put(key string, a judge.Assessment) error {
	data, err := json.Marshal(a)
	if err != nil {
		return judge.Errorf(judge.KindCache, a.UnitID, err, "cannot encode a verdict")
	}
	if err := writeAtomic(c.path("", key), data); err != nil {
		return judge.Errorf(judge.KindCache, a.UnitID, err, "cannot write the judge cache")
	}
	return nil
}

// RecordIdentity notes that id recorded verdicts here.
func (c *Folder) RecordIdentity(id judge.Identity) error {
	data, _ := json.Marshal(id)
	p := c.path("identities", judge.IdentityKey(id))
	if _, err := os.Stat(p); err == nil {
		return nil
	}
	if err := writeAtomic(p, data); err != nil {
		return judge.Errorf(judge.KindCache, "", err, "cannot write the judge cache")
	}
	return nil
}

// Identities lists the judges that recorded verdicts here, sorted.
func (c *Folder) Identities() ([]judge.Identity, error) {
	var out []judge.Identity
	root := filepath.Join(c.dir, "identities")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll
			}
			return err
		}
		if d.IsDir() || filepath.Ext(p) != ".json" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil
		}
		var id judge.Identity
		if json.Unmarshal(data, &id) == nil && id.Model != "" {
			out = append(out, id)
		}
		return nil
	})
	judge.SortIdentities(out)
	return out, err
}

// LoadProtocol returns what was learned about an endpoint and model.
func (c *Folder) LoadProtocol(key string) (judge.Protocol, bool) {
	data, err := os.ReadFile(c.path("protocols", key))
	if err != nil {
		return judge.Protocol{}, false
	}
	var p judge.Protocol
	if json.Unmarshal(data, &p) != nil || p.ResponseFormat == "" || p.MaxTokensField == "" {
		return judge.Protocol{}, false
	}
	return p, true
}

// StoreProtocol records what an endpoint and model accept.
func (c *Folder) StoreProtocol(key string, p judge.Protocol) error {
	data, _ := json.Marshal(p)
	return writeAtomic(c.path("protocols", key), data)
}

// writeAtomic writes data to p through a temporary file and a rename.
func writeAtomic(p string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// Entries counts the verdicts stored, for tests and diagnostics.
func (c *Folder) Entries() (int, error) {
	n := 0
	err := filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != c.dir && (d.Name() == "identities" || d.Name() == "protocols") {
			return fs.SkipDir
		}
		if !d.IsDir() && filepath.Ext(p) == ".json" {
			n++
		}
		return nil
	})
	return n, err
}

// DefaultDir is the verdict cache folder when none is given:
// $CITECHECK_CACHE_DIR/judge, else <user cache dir>/citecheck/judge.
func DefaultDir() (string, error) {
	if root := os.Getenv("CITECHECK_CACHE_DIR"); root != "" {
		return filepath.Join(root, "judge"), nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", judge.Errorf(judge.KindCache, "", err, "no user cache directory; set CITECHECK_CACHE_DIR or --judge-cache")
	}
	return filepath.Join(dir, "citecheck", "judge"), nil
}
