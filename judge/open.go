package judge

import (
	"fmt"
	"strings"
)

// Open builds the judge cfg asks for: the offline heuristic judge, the
// OpenAI-compatible judge with its verdict cache, or a replaying judge
// that answers from the cache alone. An invalid cfg is a KindConfig
// *Error (exit code 2); an unusable cache folder is KindCache.
func Open(cfg Config) (Judge, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	switch cfg.ResolvedKind() {
	case KindHeuristic:
		return NewHeuristic(), nil
	case KindReplay:
		return openReplay(cfg.withDefaults())
	default:
		return newOpenAI(cfg.withDefaults())
	}
}

// openReplay is the judge of --judge replay[=ENDPOINT]: the recorded
// judge's identity (endpoint, model, seed, votes) with its cache and no
// calls. Without an endpoint or model it takes them from the judges that
// recorded in the cache, when exactly one matches.
func openReplay(cfg Config) (Judge, error) {
	cfg.URL = cfg.replayEndpoint()
	cfg.Kind = KindReplay
	if cfg.URL == "" || cfg.Model == "" || listsRecordings(cfg) {
		id, err := recordedIdentity(cfg)
		if err != nil {
			return nil, err
		}
		if cfg.URL == "" {
			cfg.URL = id.Endpoint
		}
		if cfg.Model == "" {
			cfg.Model = id.Model
		}
		if id.Seed != 0 {
			cfg.Seed = id.Seed
		}
	}
	return newOpenAI(cfg)
}

// listsRecordings reports whether cfg's cache keeps the list of judges
// that recorded in it (the folder cache does), so a replay of a judge
// that never recorded there is refused up front.
func listsRecordings(cfg Config) bool {
	_, ok := cfg.Cache.(RecordingCache)
	return cfg.Cache == nil || ok
}

// recordedIdentity is the one judge identity recorded in cfg's cache
// that matches what cfg gives (endpoint, model).
func recordedIdentity(cfg Config) (Identity, error) {
	var c VerdictCache = cfg.Cache
	if c == nil {
		dir := cfg.CacheDir
		if dir == "" {
			var err error
			if dir, err = DefaultCacheDir(); err != nil {
				return Identity{}, err
			}
		}
		fc, err := openCache(dir)
		if err != nil {
			return Identity{}, err
		}
		c = fc
	}
	ids, err := RecordedIdentities(c)
	if err != nil {
		return Identity{}, errorf(KindCache, "", err, "cannot read the judges recorded in the verdict cache")
	}
	var match []Identity
	for _, id := range ids {
		if id.Kind != KindOpenAI || id.PromptVersion != PromptVersion {
			continue
		}
		if cfg.URL != "" && id.Endpoint != NormaliseEndpoint(cfg.URL) {
			continue
		}
		if cfg.Model != "" && id.Model != cfg.Model {
			continue
		}
		match = append(match, id)
	}
	switch len(match) {
	case 1:
		return match[0], nil
	case 0:
		return Identity{}, errorf(KindConfig, "", nil, "--judge replay: the verdict cache holds no recording of the current prompts (version %s)%s; record one with a live endpoint first, or give --judge-cache DIR", PromptVersion, matchNote(cfg))
	}
	var names []string
	for _, id := range match {
		names = append(names, id.Model+" via "+id.Endpoint)
	}
	return Identity{}, errorf(KindConfig, "", nil, "--judge replay: the verdict cache holds recordings of several judges (%s); choose one with --judge replay=ENDPOINT and --judge-model", strings.Join(names, "; "))
}

func matchNote(cfg Config) string {
	var parts []string
	if cfg.URL != "" {
		parts = append(parts, "endpoint "+NormaliseEndpoint(cfg.URL))
	}
	if cfg.Model != "" {
		parts = append(parts, "model "+cfg.Model)
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf(" for %s", strings.Join(parts, ", "))
}

// RecordedIdentities lists the judges that recorded verdicts in c (none
// when c does not keep that list).
func RecordedIdentities(c VerdictCache) ([]Identity, error) {
	if rc, ok := c.(RecordingCache); ok {
		return rc.Identities()
	}
	return nil, nil
}

// HasRecording reports whether the verdict cache folder dir holds
// verdicts recorded with the current prompts: `citecheck test` replays
// them when no endpoint is configured.
func HasRecording(dir string) bool {
	return HasRecordingIn(&fileCache{dir: dir})
}

// HasRecordingIn reports whether c (a shared cache given as
// Config.Cache) holds verdicts recorded with the current prompts.
func HasRecordingIn(c VerdictCache) bool {
	ids, err := RecordedIdentities(c)
	if err != nil {
		return false
	}
	for _, id := range ids {
		if id.Kind == KindOpenAI && id.PromptVersion == PromptVersion {
			return true
		}
	}
	return false
}
