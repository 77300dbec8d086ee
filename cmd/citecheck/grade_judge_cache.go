package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/rediscache"
)

// judgeCacheFlags are the verdict cache settings beyond --judge-cache
// and --no-judge-cache: a Redis cache's key prefix and expiry. The
// cache they open stays open for the command's life (a serve replica's
// whole run) and is closed by closeCache.
type judgeCacheFlags struct {
	prefix, ttl string
	// warn reports a shared cache's outages; nil writes a warning line
	// to the command's standard error (serve sends it to its log).
	warn   func(string)
	opened *rediscache.Cache
}

// registerCache adds the Redis cache flags to cmd.
func (c *judgeCacheFlags) registerCache(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&c.prefix, "judge-cache-prefix", "", "key prefix of a redis:// judge cache, e.g. team-a: (default \""+rediscache.DefaultPrefix+"\"; or ?prefix= in the URL)")
	f.StringVar(&c.ttl, "judge-cache-ttl", "", "expiry of verdicts stored in a redis:// judge cache, e.g. 720h (default: none; or ?ttl= in the URL)")
}

// applyCache opens the shared cache when --judge-cache names a Redis
// server (redis:// or rediss://) and sets it as cfg.Cache; a folder is
// left to the judge package. A malformed URL, flags that need a Redis
// cache without one, and a server that refuses the credentials are
// usage errors (exit 2); a server that cannot be reached is not: the
// run goes on without the cache, with a warning.
func (c *judgeCacheFlags) applyCache(cmd *cobra.Command, cfg *llm.Config) error {
	f := cmd.Flags()
	if !rediscache.IsURL(cfg.CacheDir) {
		if f.Changed("judge-cache-prefix") || f.Changed("judge-cache-ttl") {
			return usagef("--judge-cache-prefix and --judge-cache-ttl apply to a redis:// or rediss:// --judge-cache only")
		}
		return nil
	}
	if cfg.NoCache {
		return usagef("--judge-cache and --no-judge-cache are mutually exclusive")
	}
	s, err := rediscache.Parse(cfg.CacheDir, os.Getenv)
	if err != nil {
		return usagef("--judge-cache: %v", err)
	}
	if f.Changed("judge-cache-prefix") {
		if s.InURL("prefix") {
			return usagef("the key prefix is given twice: by --judge-cache-prefix and by prefix= in the --judge-cache URL")
		}
		if err := s.SetPrefix(c.prefix); err != nil {
			return usagef("--judge-cache-prefix: %v", err)
		}
	}
	if f.Changed("judge-cache-ttl") {
		if s.InURL("ttl") {
			return usagef("the verdicts' expiry is given twice: by --judge-cache-ttl and by ttl= in the --judge-cache URL")
		}
		if err := s.SetTTL(c.ttl); err != nil {
			return usagef("--judge-cache-ttl: %v", err)
		}
	}
	warn := c.warn
	if warn == nil {
		stderr := cmd.ErrOrStderr()
		warn = func(msg string) { fmt.Fprintf(stderr, "citecheck: warning: %s\n", msg) }
	}
	rc, err := rediscache.Open(s, warn)
	if err != nil {
		return usagef("--judge-cache: %v", err)
	}
	c.opened = rc
	cfg.Cache, cfg.CacheDir = rc, ""
	return nil
}

// closeCache closes the shared cache, if one was opened.
func (c *judgeCacheFlags) closeCache() {
	if c.opened != nil {
		c.opened.Close()
		c.opened = nil
	}
}
