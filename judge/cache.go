package judge

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// VerdictCache stores judge verdicts by content address (VerdictKey).
// The judge asks it before every vote and stores every verdict it gets;
// implementations (the file cache here, a shared cache elsewhere) must
// be safe for concurrent use and keep two rules:
//
//   - Get reports a miss for anything it cannot read: a broken or
//     unreachable entry is asked again and overwritten, never an error.
//   - Only verdicts are ever Put. Errors (unreachable, invalid output,
//     refusals, replay misses, dry runs) never reach the cache, so a
//     passing fault is asked again next time. A verdict whose evidence
//     could not be verified is a verdict (it fails closed) and is stored
//     with Assessment.Unverified set, so --rejudge-unverified can ask
//     again.
type VerdictCache interface {
	Get(key string) (Assessment, bool)
	Put(key string, a Assessment) error
}

// RecordingCache is implemented by caches that also keep which judge
// identities recorded verdicts in them (for --judge replay) and what
// each endpoint accepts (so a later run does not learn it again). The
// folder cache and the Redis cache (package rediscache) implement it.
// Keys given to LoadProtocol and StoreProtocol are "sha256:<hex>", as
// verdict keys are. Identities is sorted as SortIdentities sorts.
type RecordingCache interface {
	RecordIdentity(id Identity) error
	Identities() ([]Identity, error)
	LoadProtocol(key string) (Protocol, bool)
	StoreProtocol(key string, p Protocol) error
}

// fileCache is the verdict cache in a folder: one JSON file per key,
// written atomically (temp file + rename) so concurrent graders sharing
// a folder never see half a verdict and never block on a lock.
type Folder struct {
	dir string
}

// OpenFolder is the folder cache in dir, created if needed.
func OpenFolder(dir string) (*Folder, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, Errorf(KindCache, "", err, "cannot create the judge cache folder %s (use --judge-cache DIR or --no-judge-cache)", dir)
	}
	return &Folder{dir: dir}, nil
}

// FolderAt is the folder cache in dir as it stands, created by nothing
// (for looking at what is recorded there).
func FolderAt(dir string) *Folder { return &Folder{dir: dir} }

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
func (c *Folder) Get(key string) (Assessment, bool) {
	data, err := os.ReadFile(c.path("", key))
	if err != nil {
		return Assessment{}, false
	}
	var a Assessment
	if err := json.Unmarshal(data, &a); err != nil || (a.UnitID == "" && len(a.Claims) == 0) {
		return Assessment{}, false
	}
	return a, true
}

// Put stores a verdict atomically.
func (c *Folder) Put(key string, a Assessment) error {
	data, err := json.Marshal(a)
	if err != nil {
		return Errorf(KindCache, a.UnitID, err, "cannot encode a verdict")
	}
	if err := writeAtomic(c.path("", key), data); err != nil {
		return Errorf(KindCache, a.UnitID, err, "cannot write the judge cache")
	}
	return nil
}

// RecordIdentity notes that id recorded verdicts here.
func (c *Folder) RecordIdentity(id Identity) error {
	data, _ := json.Marshal(id)
	p := c.path("identities", IdentityKey(id))
	if _, err := os.Stat(p); err == nil {
		return nil
	}
	if err := writeAtomic(p, data); err != nil {
		return Errorf(KindCache, "", err, "cannot write the judge cache")
	}
	return nil
}

// Identities lists the judges that recorded verdicts here, sorted.
func (c *Folder) Identities() ([]Identity, error) {
	var out []Identity
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
		var id Identity
		if json.Unmarshal(data, &id) == nil && id.Model != "" {
			out = append(out, id)
		}
		return nil
	})
	SortIdentities(out)
	return out, err
}

// SortIdentities orders recorded identities by endpoint, model and
// prompt version, then by the rest of the identity, so listings (and
// replay's choice among them) never depend on storage order: a folder
// walk is ordered, a Redis hash is not.
func SortIdentities(ids []Identity) {
	sort.SliceStable(ids, func(i, j int) bool {
		a, b := ids[i], ids[j]
		switch {
		case a.Endpoint != b.Endpoint:
			return a.Endpoint < b.Endpoint
		case a.Model != b.Model:
			return a.Model < b.Model
		case a.PromptVersion != b.PromptVersion:
			return a.PromptVersion < b.PromptVersion
		case a.Kind != b.Kind:
			return a.Kind < b.Kind
		case a.Seed != b.Seed:
			return a.Seed < b.Seed
		case a.Votes != b.Votes:
			return a.Votes < b.Votes
		}
		return a.ReasoningEffort < b.ReasoningEffort
	})
}

// IdentityKey addresses one recorded identity ("sha256:<hex>"), so a
// cache stores each judge once however often it records.
func IdentityKey(id Identity) string {
	return id.AddTo(NewFingerprint("judge-identity")).Sum()
}

// LoadProtocol returns what was learned about an endpoint and model.
func (c *Folder) LoadProtocol(key string) (Protocol, bool) {
	data, err := os.ReadFile(c.path("protocols", key))
	if err != nil {
		return Protocol{}, false
	}
	var p Protocol
	if json.Unmarshal(data, &p) != nil || p.ResponseFormat == "" || p.MaxTokensField == "" {
		return Protocol{}, false
	}
	return p, true
}

// StoreProtocol records what an endpoint and model accept.
func (c *Folder) StoreProtocol(key string, p Protocol) error {
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
