package wiring

import (
	"github.com/citecheck/citecheck/judge/cache"
	"github.com/citecheck/citecheck/judge/llm"
)

// withCache gives cfg its verdict cache: the one it carries (a shared
// cache), else the folder cache in CacheDir or in the default folder;
// none with NoCache.
func withCache(cfg llm.Config) (llm.Config, error) {
	if cfg.NoCache || cfg.Cache != nil {
		return cfg, nil
	}
	dir := cfg.CacheDir
	if dir == "" {
		var err error
		if dir, err = cache.DefaultDir(); err != nil {
			return cfg, err
		}
	}
	c, err := cache.Open(dir)
	if err != nil {
		return cfg, err
	}
	cfg.Cache = c
	return cfg, nil
}
