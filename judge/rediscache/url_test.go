package rediscache

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func env(vals map[string]string) func(string) string {
	return func(k string) string { return vals[k] }
}

func TestParse(t *testing.T) {
	noEnv := env(nil)
	withPw := env(map[string]string{PasswordEnv: "from-env"})
	tests := []struct {
		name   string
		url    string
		getenv func(string) string
		want   Settings
	}{
		{"plain", "redis://127.0.0.1:6380/2", noEnv,
			Settings{Addr: "127.0.0.1:6380", DB: 2}},
		{"default port and db", "redis://cache.internal", noEnv,
			Settings{Addr: "cache.internal:6379"}},
		{"tls", "rediss://cache.example.com:6380/0", noEnv,
			Settings{Addr: "cache.example.com:6380", TLS: true}},
		{"ipv6", "redis://[::1]:7000/1", noEnv,
			Settings{Addr: "[::1]:7000", DB: 1}},
		{"password in the URL", "redis://:s3cret@h:1/0", withPw,
			Settings{Addr: "h:1", Password: "s3cret"}},
		{"user and password in the URL", "rediss://grader:s3cret@h:1/0", noEnv,
			Settings{Addr: "h:1", TLS: true, Username: "grader", Password: "s3cret"}},
		{"password from the environment", "redis://grader@h:1/0", withPw,
			Settings{Addr: "h:1", Username: "grader", Password: "from-env"}},
		{"prefix, ttl, lock_ttl, timeout", "redis://h:1/0?prefix=team-a:&ttl=720h&lock_ttl=2s&timeout=250ms", noEnv,
			Settings{Addr: "h:1", Prefix: "team-a:", TTL: 720 * time.Hour, LockTTL: 2 * time.Second, Timeout: 250 * time.Millisecond}},
		{"ttl 0 keeps verdicts", "redis://h:1/0?ttl=0", noEnv, Settings{Addr: "h:1"}},
		{"scheme in capitals", "REDIS://h:1/3", noEnv, Settings{Addr: "h:1", DB: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.url, tt.getenv)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want
			if want.Prefix == "" {
				want.Prefix = DefaultPrefix
			}
			if want.LockTTL == 0 {
				want.LockTTL = DefaultLockTTL
			}
			if want.Timeout == 0 {
				want.Timeout = DefaultTimeout
			}
			got.inURL = nil
			if !reflect.DeepEqual(got, want) {
				t.Errorf("Parse(%q)\n got %+v\nwant %+v", tt.url, got, want)
			}
			if strings.Contains(got.String(), "s3cret") || strings.Contains(got.String(), "from-env") {
				t.Errorf("String() shows the password: %s", got)
			}
		})
	}
}

func TestParseRecordsQueryKeys(t *testing.T) {
	s, err := Parse("redis://h:1/0?ttl=1h", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.InURL("ttl") || s.InURL("prefix") {
		t.Errorf("InURL: ttl %v, prefix %v", s.InURL("ttl"), s.InURL("prefix"))
	}
}

func TestParseTLSVerifies(t *testing.T) {
	s, err := Parse("rediss://cache.example.com:6380/0", nil)
	if err != nil {
		t.Fatal(err)
	}
	o := s.options()
	if o.TLSConfig == nil || o.TLSConfig.InsecureSkipVerify || o.TLSConfig.ServerName != "cache.example.com" {
		t.Errorf("TLS config %+v: want verification against the host name", o.TLSConfig)
	}
	if plain, _ := Parse("redis://h:1/0", nil); plain.options().TLSConfig != nil {
		t.Error("redis:// must not use TLS")
	}
}

// TestParseRefuses: every malformed or unsafe URL is an error that says
// what is wrong and never repeats the password.
func TestParseRefuses(t *testing.T) {
	tests := []struct{ url, why string }{
		{"http://h:1/0", "scheme"},
		{"redis://", "no host"},
		{"redis:///0", "no host"},
		{"redis:h:1", "no host"},
		{"redis://h:0/0", "port"},
		{"redis://h:99999/0", "port"},
		{"redis://h:1/x", "database"},
		{"redis://h:1/-1", "database"},
		{"redis://h:1/0/1", "path"},
		{"redis://h:1/0#frag", "fragment"},
		{"rediss://h:1/0?skip_verify=true", "unknown query key"},
		{"redis://h:1/0?pool_size=100", "unknown query key"},
		{"redis://h:1/0?TTL=1h", "unknown query key"},
		{"redis://h:1/0?ttl=1h&ttl=2h", "2 times"},
		{"redis://h:1/0?ttl=-1h", "ttl"},
		{"redis://h:1/0?ttl=500ms", "ttl"},
		{"redis://h:1/0?ttl=forever", "ttl"},
		{"redis://h:1/0?lock_ttl=1ms", "lock_ttl"},
		{"redis://h:1/0?timeout=2h", "timeout"},
		{"redis://h:1/0?prefix=", "prefix"},
		{"redis://h:1/0?prefix=a*b", "prefix"},
		{"redis://h:1/0?prefix=a%20b", "prefix"},
		{"redis://h:1/0?prefix=%E2%80%8Bteam", "prefix"}, // zero-width space
		{"redis://:s3cret@h:1/0?%zz", "query"},
		{"redis://:s3cret@h:port/0", "not a URL"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.url, nil)
		if err == nil {
			t.Errorf("Parse(%q) = nil error, want one about %s", tt.url, tt.why)
			continue
		}
		if !strings.Contains(err.Error(), tt.why) {
			t.Errorf("Parse(%q) = %v, want it to name %q", tt.url, err, tt.why)
		}
		if strings.Contains(err.Error(), "s3cret") {
			t.Errorf("Parse(%q) error shows the password: %v", tt.url, err)
		}
	}
}

func TestIsURL(t *testing.T) {
	for s, want := range map[string]bool{
		"redis://h:1/0": true, "rediss://h/0": true, "Redis://h": true,
		"/var/cache/citecheck": false, "redis": false, "./redis://x": false, "": false,
	} {
		if IsURL(s) != want {
			t.Errorf("IsURL(%q) = %v", s, !want)
		}
	}
}

func TestSettingsStringRedacts(t *testing.T) {
	for _, s := range []Settings{
		{Addr: "h:1", Password: "pw-xyz", Prefix: "p:"},
		{Addr: "h:1", Username: "u", Password: "pw-xyz", TLS: true, Prefix: "p:"},
	} {
		if got := s.String(); strings.Contains(got, "pw-xyz") || !strings.Contains(got, "***") {
			t.Errorf("String() = %q", got)
		}
	}
}
