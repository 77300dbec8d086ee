package rediscache

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/rediscache/redistest"
)

// warnings collects what a cache reports, safely across goroutines.
type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) add(m string) { w.mu.Lock(); w.msgs = append(w.msgs, m); w.mu.Unlock() }

func (w *warnings) all() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.msgs...)
}

// testSettings is the test server with a prefix of the test's own and
// query settings added (e.g. "ttl=1h").
func testSettings(t *testing.T, query string) Settings {
	t.Helper()
	raw := redistest.URL(t)
	sep := "?"
	if strings.Contains(raw, "?") {
		sep = "&"
	}
	raw += sep + "prefix=" + redistest.Prefix(t)
	if query != "" {
		raw += "&" + query
	}
	s, err := Parse(raw, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func openTest(t *testing.T, s Settings) (*Cache, *warnings) {
	t.Helper()
	w := &warnings{}
	c, err := Open(s, w.add)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c, w
}

const (
	key1 = "sha256:00aa11bb22cc33dd44ee55ff00aa11bb22cc33dd44ee55ff00aa11bb22cc33dd"
	key2 = "sha256:99aa11bb22cc33dd44ee55ff00aa11bb22cc33dd44ee55ff00aa11bb22cc33dd"
)

func TestCacheRoundTripUnderItsPrefix(t *testing.T) {
	s := testSettings(t, "")
	c, w := openTest(t, s)
	if _, ok := c.Get(key1); ok {
		t.Fatal("hit in an empty cache")
	}
	a := judge.Assessment{UnitID: "P1/C1", Supports: true, Evidence: "prima facie valid", Reasoning: "r"}
	if err := c.Put(key1, a); err != nil {
		t.Fatal(err)
	}
	got, ok := c.Get(key1)
	if !ok || got.UnitID != a.UnitID || got.Evidence != a.Evidence || !got.Supports {
		t.Fatalf("Get = %+v, %v", got, ok)
	}
	rc := redistest.Client(t)
	keys := redistest.Keys(t, rc, "*"+strings.TrimPrefix(key1, "sha256:"))
	if len(keys) != 1 || keys[0] != s.Prefix+"verdict:"+strings.TrimPrefix(key1, "sha256:") {
		t.Errorf("stored as %v, want one key under the prefix %q", keys, s.Prefix)
	}
	// Another prefix on the same server is another cache.
	other := s
	other.Prefix = s.Prefix + "other:"
	oc, _ := openTest(t, other)
	if _, ok := oc.Get(key1); ok {
		t.Error("a cache with another prefix sees the verdict")
	}
	if len(w.all()) != 0 {
		t.Errorf("warnings from a healthy server: %v", w.all())
	}
}

func TestCacheTTL(t *testing.T) {
	rc := redistest.Client(t)
	ctx := context.Background()
	for _, tt := range []struct {
		query string
		want  time.Duration // 0: no expiry
	}{{"", 0}, {"ttl=1h", time.Hour}} {
		s := testSettings(t, tt.query)
		c, _ := openTest(t, s)
		c.Put(key1, judge.Assessment{UnitID: "P1/C1"})
		c.StoreProtocol(key1, judge.Protocol{ResponseFormat: llm.FormatJSONObject, MaxTokensField: llm.FieldMaxTokens})
		c.RecordIdentity(judge.Identity{Kind: judge.KindOpenAI, Model: "m", PromptVersion: "v"})
		hex := strings.TrimPrefix(key1, "sha256:")
		for _, k := range []string{s.Prefix + "verdict:" + hex, s.Prefix + "protocol:" + hex, s.Prefix + "identities"} {
			ttl, err := rc.PTTL(ctx, k).Result()
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tt.want == 0 && ttl != -1*time.Nanosecond && ttl != -1*time.Millisecond:
				t.Errorf("%s: %s: ttl %v, want none", tt.query, k, ttl)
			case tt.want > 0 && (ttl <= tt.want-time.Minute || ttl > tt.want):
				t.Errorf("%s: %s: ttl %v, want about %v", tt.query, k, ttl, tt.want)
			}
		}
	}
}

// TestCacheUnreadableIsAMiss: whatever sits under a key that is not a
// verdict (planted, truncated, another program's) is a miss, so it is
// asked again and overwritten, never an error or a verdict.
func TestCacheUnreadableIsAMiss(t *testing.T) {
	s := testSettings(t, "")
	c, _ := openTest(t, s)
	rc := redistest.Client(t)
	hex := strings.TrimPrefix(key1, "sha256:")
	for _, v := range []string{"", "not json", `{"unit_id":`, `{}`, `[1,2]`, `{"reasoning":"no unit"}`} {
		rc.Set(context.Background(), s.Prefix+"verdict:"+hex, v, 0)
		if a, ok := c.Get(key1); ok {
			t.Errorf("%q read as a verdict: %+v", v, a)
		}
	}
	rc.HSet(context.Background(), s.Prefix+"identities", "x", "not json", "y", `{"kind":"openai"}`)
	if ids, err := c.Identities(); err != nil || len(ids) != 0 {
		t.Errorf("junk identities: %v %v", ids, err)
	}
	rc.Set(context.Background(), s.Prefix+"protocol:"+hex, `{"temperature":true}`, 0)
	if p, ok := c.LoadProtocol(key1); ok {
		t.Errorf("incomplete protocol read: %+v", p)
	}
}

func TestCacheIdentitiesSortedAndRecordedOnce(t *testing.T) {
	s := testSettings(t, "")
	c, _ := openTest(t, s)
	ids := []judge.Identity{
		{Kind: judge.KindOpenAI, Model: "m2", Endpoint: "http://b", PromptVersion: "v"},
		{Kind: judge.KindOpenAI, Model: "m1", Endpoint: "http://b", PromptVersion: "v"},
		{Kind: judge.KindOpenAI, Model: "m9", Endpoint: "http://a", PromptVersion: "v"},
	}
	for range 3 {
		for _, id := range ids {
			c.RecordIdentity(id)
		}
	}
	got, err := c.Identities()
	if err != nil || len(got) != 3 || got[0].Model != "m9" || got[1].Model != "m1" || got[2].Model != "m2" {
		t.Errorf("Identities = %+v, %v", got, err)
	}
	// A second process sees the same list.
	c2, _ := openTest(t, s)
	if got2, _ := c2.Identities(); len(got2) != 3 {
		t.Errorf("second process sees %d identities", len(got2))
	}
	p := judge.Protocol{Temperature: true, ResponseFormat: llm.FormatJSONObject, MaxTokensField: llm.FieldMaxTokens, Learned: []string{"HTTP 400 naming json_schema"}}
	c.StoreProtocol(key1, p)
	if lp, ok := c2.LoadProtocol(key1); !ok || lp.ResponseFormat != p.ResponseFormat || len(lp.Learned) != 1 {
		t.Errorf("LoadProtocol = %+v, %v", lp, ok)
	}
}

// TestOpenRefusedCredentials: a server that answers "no" to the
// credentials or the database is a configuration error at start (exit
// 2 in the CLI), named without the password; waiting would not fix it.
func TestOpenRefusedCredentials(t *testing.T) {
	base := testSettings(t, "")
	for name, mod := range map[string]func(*Settings){
		"unknown user":       func(s *Settings) { s.Username, s.Password = "no-such-user-17", "pw-secret-17" },
		"database too large": func(s *Settings) { s.DB = 60000 },
	} {
		s := base
		mod(&s)
		c, err := Open(s, nil)
		if err == nil {
			c.Close()
			t.Errorf("%s: Open succeeded", name)
			continue
		}
		if strings.Contains(err.Error(), "pw-secret-17") || !strings.Contains(err.Error(), "refused") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// teamACL is the ACL SECURITY.md recommends for one team's cache: its
// own prefix and only the commands the cache sends.
const teamACL = "-@all +ping +hello +auth +select +get +set +del +hset +hvals +expire +pexpire +eval +evalsha +multi +exec"

// TestSecurityDocShowsTheTestedACL: the ACL SECURITY.md recommends is
// the one TestPasswordFromEnvAndACLUser runs the cache under.
func TestSecurityDocShowsTheTestedACL(t *testing.T) {
	doc, err := os.ReadFile("../../SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := "ACL SETUSER team-a on >PASSWORD resetkeys ~team-a:* " + teamACL; !strings.Contains(string(doc), want) {
		t.Errorf("SECURITY.md does not show the tested ACL:\n%s", want)
	}
}

// TestPasswordFromEnvAndACLUser: an ACL user named in the URL, its
// password from CITECHECK_REDIS_PASSWORD, limited to its prefix and the
// commands of teamACL, can do everything the cache does; a wrong
// password is refused at start, and a prefix outside the user's keys
// degrades (the server refuses the keys) with a warning.
func TestPasswordFromEnvAndACLUser(t *testing.T) {
	base := testSettings(t, "")
	rc := redistest.Client(t)
	ctx := context.Background()
	user := strings.TrimSuffix(strings.ReplaceAll(base.Prefix, ":", "-"), "-")
	args := []any{"ACL", "SETUSER", user, "on", ">pw-17-right", "resetkeys", "~" + base.Prefix + "*"}
	for _, f := range strings.Fields(teamACL) {
		args = append(args, f)
	}
	if err := rc.Do(ctx, args...).Err(); err != nil {
		t.Fatalf("ACL SETUSER: %v", err)
	}
	t.Cleanup(func() { rc.Do(context.Background(), "ACL", "DELUSER", user) })

	url := "redis://" + user + "@" + base.Addr + "/0?prefix=" + base.Prefix
	s, err := Parse(url, env(map[string]string{PasswordEnv: "pw-17-right"}))
	if err != nil {
		t.Fatal(err)
	}
	c, w := openTest(t, s)
	c.Put(key1, judge.Assessment{UnitID: "P1/C1", Evidence: "e"})
	if _, ok := c.Get(key1); !ok {
		t.Errorf("Get after Put failed; warnings %q", w.all())
	}
	got, release := c.Claim([]string{key1})
	if !got[0] {
		t.Fatal("claim refused")
	}
	release()
	c.RecordIdentity(judge.Identity{Kind: judge.KindOpenAI, Model: "m", PromptVersion: "v"})
	if ids, err := c.Identities(); err != nil || len(ids) != 1 {
		t.Errorf("Identities = %v, %v", ids, err)
	}
	c.StoreProtocol(key1, judge.Protocol{ResponseFormat: llm.FormatNone, MaxTokensField: llm.FieldMaxTokens})
	if _, ok := c.LoadProtocol(key1); !ok {
		t.Error("LoadProtocol failed")
	}
	if !c.Available() || len(w.all()) != 0 {
		t.Errorf("the ACL user's cache degraded: %q", w.all())
	}

	wrong, _ := Parse(url, env(map[string]string{PasswordEnv: "pw-17-wrong"}))
	if c, err := Open(wrong, nil); err == nil {
		c.Close()
		t.Error("a wrong password was accepted")
	} else if strings.Contains(err.Error(), "pw-17") {
		t.Errorf("the error shows the password: %v", err)
	}

	outside := s
	outside.Prefix = "someone-else:"
	oc, ow := openTest(t, outside)
	oc.Put(key1, judge.Assessment{UnitID: "P1/C1"})
	if oc.Available() || len(ow.all()) != 1 {
		t.Errorf("writing outside the user's keys: available %v, warnings %q", oc.Available(), ow.all())
	}
}
