package judge

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// fileCache is the content-addressed verdict cache: one JSON file per
// (model, prompt version, seed, unit inputs), written atomically (temp
// file + rename) so concurrent graders sharing a folder never see half a
// verdict and never block on a lock. Only verdicts are stored: errors
// never reach it.
type fileCache struct {
	dir string
}

// openCache creates dir if needed.
func openCache(dir string) (*fileCache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, errorf(KindCache, "", err, "cannot create the judge cache folder %s (use --judge-cache DIR or --no-judge-cache)", dir)
	}
	return &fileCache{dir: dir}, nil
}

// cacheKey addresses a verdict by everything that determines it.
func cacheKey(model string, seed int, u *Unit) string {
	b, _ := json.Marshal(struct {
		Model   string `json:"model"`
		Version string `json:"prompt_version"`
		Seed    int    `json:"seed"`
		Unit    *Unit  `json:"unit"`
	}{model, PromptVersion, seed, u})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func (c *fileCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".json")
}

// get returns the cached verdict for key. A missing or unreadable entry
// is a miss (it will be recomputed and overwritten), never an error.
func (c *fileCache) get(key string) (Assessment, bool) {
	data, err := os.ReadFile(c.path(key))
	if err != nil {
		return Assessment{}, false
	}
	var a Assessment
	if err := json.Unmarshal(data, &a); err != nil || a.UnitID == "" {
		return Assessment{}, false
	}
	return a, true
}

// put stores a verdict atomically.
func (c *fileCache) put(key string, a Assessment) error {
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return errorf(KindCache, a.UnitID, err, "cannot write the judge cache")
	}
	data, err := json.Marshal(a)
	if err != nil {
		return errorf(KindCache, a.UnitID, err, "cannot encode a verdict")
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return errorf(KindCache, a.UnitID, err, "cannot write the judge cache")
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return errorf(KindCache, a.UnitID, err, "cannot write the judge cache")
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		os.Remove(tmp.Name())
		return errorf(KindCache, a.UnitID, err, "cannot write the judge cache")
	}
	return nil
}

// entries counts the verdicts stored, for tests and diagnostics.
func (c *fileCache) entries() (int, error) {
	n := 0
	err := filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && filepath.Ext(p) == ".json" {
			n++
		}
		return nil
	})
	return n, err
}
