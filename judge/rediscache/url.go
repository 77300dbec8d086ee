package rediscache

import (
	"crypto/tls"
	"fmt"
	"net"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/redis/go-redis/v9/maintnotifications"
)

// PasswordEnv names the environment variable that holds the Redis
// password when the URL carries none, so the password stays out of
// command lines (which other users of the machine can read) and out of
// Kubernetes manifests (it comes from a Secret).
const PasswordEnv = "CITECHECK_REDIS_PASSWORD"

// Defaults of the settings a URL query or a flag may change.
const (
	// DefaultPrefix starts every key citecheck writes, so one Redis can
	// hold other data, and other teams' caches under their own prefixes.
	DefaultPrefix = "citecheck:"
	// DefaultTimeout bounds every Redis call: a cache slower than this
	// is treated as down, since asking the judge is the fallback anyway.
	DefaultTimeout = time.Second
	// DefaultLockTTL is how long a unit's claim lives without being
	// renewed: a process that dies while asking for a unit blocks the
	// others for at most this long.
	DefaultLockTTL = 10 * time.Second
)

// Settings is a parsed --judge-cache redis:// or rediss:// URL.
type Settings struct {
	// Addr is host:port; DB the database number (the URL path).
	Addr string
	DB   int
	// TLS is set for rediss://: the server's certificate is verified
	// against the system roots (SSL_CERT_FILE names another CA bundle).
	TLS bool
	// Username is the ACL user (from the URL); Password is from the URL
	// or, when the URL has none, from PasswordEnv.
	Username, Password string
	// Prefix starts every key (query prefix=, flag --judge-cache-prefix).
	Prefix string
	// TTL expires stored verdicts and protocols; 0 keeps them until
	// Redis evicts them (query ttl=, flag --judge-cache-ttl).
	TTL time.Duration
	// LockTTL is a claim's expiry (query lock_ttl=).
	LockTTL time.Duration
	// Timeout bounds each Redis call (query timeout=).
	Timeout time.Duration

	// inURL lists the query keys the URL gave.
	inURL []string
}

// InURL reports whether the URL's query gave key (so a flag giving it
// too is ambiguous).
func (s Settings) InURL(key string) bool {
	for _, k := range s.inURL {
		if k == key {
			return true
		}
	}
	return false
}

// IsURL reports whether a --judge-cache value names a Redis server
// rather than a folder.
func IsURL(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "redis://") || strings.HasPrefix(l, "rediss://")
}

// prefixRe is what a key prefix may hold: no spaces, quotes or glob
// characters, so a prefix is never a pattern and reads back as typed.
var prefixRe = regexp.MustCompile(`^[A-Za-z0-9:_.\-/]{1,100}$`)

// queryKeys are the URL query keys accepted; anything else is refused
// rather than ignored (a misspelt ttl= would otherwise keep verdicts
// forever, and skip_verify would turn TLS verification off).
var queryKeys = []string{"lock_ttl", "prefix", "timeout", "ttl"}

// Parse reads redis://[USER[:PASSWORD]@]HOST[:PORT][/DB][?QUERY] or
// rediss://... (TLS). getenv supplies PasswordEnv when the URL has no
// password. Errors never repeat the password.
func Parse(raw string, getenv func(string) string) (Settings, error) {
	s := Settings{Prefix: DefaultPrefix, Timeout: DefaultTimeout, LockTTL: DefaultLockTTL}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return s, fmt.Errorf("not a URL (%v)", redactErr(err))
	}
	switch u.Scheme {
	case "redis":
	case "rediss":
		s.TLS = true
	default:
		return s, fmt.Errorf("scheme %q: want redis:// or rediss:// (TLS)", u.Scheme)
	}
	if u.Opaque != "" || u.Host == "" || u.Hostname() == "" {
		return s, fmt.Errorf("no host: want %s://HOST[:PORT][/DB]", u.Scheme)
	}
	port := u.Port()
	if port == "" {
		port = "6379"
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return s, fmt.Errorf("port %q: want 1-65535", port)
	}
	s.Addr = net.JoinHostPort(u.Hostname(), port)
	switch db := strings.Trim(u.Path, "/"); {
	case db == "":
	case strings.Contains(db, "/"):
		return s, fmt.Errorf("path %q: want /DB, a database number", u.Path)
	default:
		n, err := strconv.Atoi(db)
		if err != nil || n < 0 || n > 1<<16 {
			return s, fmt.Errorf("database %q: want a number from 0", db)
		}
		s.DB = n
	}
	if u.Fragment != "" {
		return s, fmt.Errorf("a URL fragment (#...) means nothing here")
	}
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	if s.Password == "" && getenv != nil {
		s.Password = getenv(PasswordEnv)
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return s, fmt.Errorf("query: %v", err)
	}
	for _, k := range sortedKeys(q) {
		if len(q[k]) != 1 {
			return s, fmt.Errorf("query %s= given %d times", k, len(q[k]))
		}
		v := q[k][0]
		s.inURL = append(s.inURL, k)
		switch k {
		case "prefix":
			if err := s.SetPrefix(v); err != nil {
				return s, err
			}
		case "ttl":
			if err := s.SetTTL(v); err != nil {
				return s, err
			}
		case "lock_ttl":
			if s.LockTTL, err = duration(k, v, 100*time.Millisecond, 10*time.Minute); err != nil {
				return s, err
			}
		case "timeout":
			if s.Timeout, err = duration(k, v, 10*time.Millisecond, time.Minute); err != nil {
				return s, err
			}
		default:
			return s, fmt.Errorf("unknown query key %q: want %s", k, strings.Join(queryKeys, ", "))
		}
	}
	return s, nil
}

// SetPrefix sets the key prefix, refusing one that is empty or holds
// anything but letters, digits and : _ . - /.
func (s *Settings) SetPrefix(p string) error {
	if !prefixRe.MatchString(p) {
		return fmt.Errorf("key prefix %q: want 1-100 letters, digits or : _ . - /", p)
	}
	s.Prefix = p
	return nil
}

// SetTTL sets the verdicts' expiry from a Go duration ("720h"); "0"
// keeps them.
func (s *Settings) SetTTL(v string) error {
	if v == "0" {
		s.TTL = 0
		return nil
	}
	d, err := duration("ttl", v, time.Second, 100*365*24*time.Hour)
	if err != nil {
		return err
	}
	s.TTL = d
	return nil
}

func duration(key, v string, lo, hi time.Duration) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil || d < lo || d > hi {
		return 0, fmt.Errorf("%s %q: want a duration from %s to %s (e.g. 30s, 720h)", key, v, lo, hi)
	}
	return d, nil
}

// String is the URL without its password, for messages and logs.
func (s Settings) String() string {
	scheme := "redis"
	if s.TLS {
		scheme = "rediss"
	}
	user := ""
	switch {
	case s.Username != "" && s.Password != "":
		user = url.User(s.Username).String() + ":***@"
	case s.Username != "":
		user = url.User(s.Username).String() + "@"
	case s.Password != "":
		user = ":***@"
	}
	return fmt.Sprintf("%s://%s%s/%d (prefix %q)", scheme, user, s.Addr, s.DB, s.Prefix)
}

// options is the go-redis client configuration: every wait bounded by
// Timeout, no retries inside the client (a failed call makes the cache
// count as down, see health), no background maintenance protocol.
func (s Settings) options() *redis.Options {
	o := &redis.Options{
		Addr: s.Addr, DB: s.DB, Username: s.Username, Password: s.Password,
		DialTimeout: s.Timeout, ReadTimeout: s.Timeout, WriteTimeout: s.Timeout, PoolTimeout: s.Timeout,
		ContextTimeoutEnabled: true,
		MaxRetries:            -1,
		DialerRetries:         1,
		DisableIdentity:       true,
		// Maintenance notifications are a managed-Redis feature that
		// would send a command citecheck does not need on every connect.
		MaintNotificationsConfig: &maintnotifications.Config{Mode: maintnotifications.ModeDisabled},
	}
	if s.TLS {
		host, _, _ := net.SplitHostPort(s.Addr)
		o.TLSConfig = &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
	}
	return o
}

// redactErr drops the URL (which may hold a password) from a url.Parse
// error, keeping what went wrong.
func redactErr(err error) error {
	if ue, ok := err.(*url.Error); ok {
		return ue.Err
	}
	return err
}

func sortedKeys(q url.Values) []string {
	ks := make([]string, 0, len(q))
	for k := range q {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
