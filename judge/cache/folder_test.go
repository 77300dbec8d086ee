package cache

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestFolderKeepsTheCacheRules holds the folder cache to the rules of
// judge.VerdictCache and judge.RecordingCache: what was Put is Got,
// anything unreadable is a miss, identities are recorded once and
// listed sorted, and protocols round-trip.
func TestFolderKeepsTheCacheRules(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "judge")
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	key := judge.NewFingerprint("test").AddString("unit", "u1").Sum()
	if _, ok := c.Get(key); ok {
		t.Fatal("an empty folder answered a key")
	}
	want := judge.Assessment{UnitID: "u1", Supports: true, Reasoning: "stored", Origin: judge.FromLive}
	if err := c.Put(key, want); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(key); !ok || got.UnitID != want.UnitID || got.Reasoning != want.Reasoning || !got.Supports {
		t.Fatalf("Get after Put = %+v, %v", got, ok)
	}
	if n, err := c.Entries(); err != nil || n != 1 {
		t.Fatalf("Entries = %d, %v; want 1", n, err)
	}

	for _, tc := range []struct{ name, content string }{
		{"broken JSON", "{not json"},
		{"a verdict of nothing", `{"supports": true}`},
	} {
		t.Run(tc.name+" is a miss", func(t *testing.T) {
			k := judge.NewFingerprint("test").AddString("unit", tc.name).Sum()
			p := c.path("", k)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			if a, ok := c.Get(k); ok {
				t.Errorf("an unreadable entry was answered: %+v", a)
			}
		})
	}

	b := judge.Identity{Kind: judge.KindOpenAI, Model: "b", Endpoint: "http://127.0.0.1:1/v1", PromptVersion: "p"}
	a := judge.Identity{Kind: judge.KindOpenAI, Model: "a", Endpoint: "http://127.0.0.1:1/v1", PromptVersion: "p"}
	for _, id := range []judge.Identity{b, a, b} {
		if err := c.RecordIdentity(id); err != nil {
			t.Fatal(err)
		}
	}
	ids, err := At(dir).Identities()
	if err != nil || len(ids) != 2 || ids[0].Model != "a" || ids[1].Model != "b" {
		t.Fatalf("Identities = %+v, %v; want a then b, each once", ids, err)
	}

	pk := judge.ProtocolKey(a)
	if _, ok := c.LoadProtocol(pk); ok {
		t.Fatal("a protocol never stored was loaded")
	}
	p := judge.Protocol{Seed: true, ResponseFormat: "json_object", MaxTokensField: "max_tokens", Learned: []string{"HTTP 400 naming temperature"}}
	if err := c.StoreProtocol(pk, p); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.LoadProtocol(pk); !ok || got.ResponseFormat != p.ResponseFormat || len(got.Learned) != 1 {
		t.Fatalf("LoadProtocol = %+v, %v", got, ok)
	}
}

// TestAtCreatesNothing: looking at a folder that does not exist finds
// no recording and leaves no folder behind.
func TestAtCreatesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "absent")
	ids, err := At(dir).Identities()
	if err != nil || len(ids) != 0 {
		t.Fatalf("Identities of an absent folder = %+v, %v", ids, err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("At created %s", dir)
	}
}
