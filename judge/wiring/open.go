package wiring

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/cache"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/judge/llm"
)

// Open builds the judge cfg asks for: the offline heuristic judge, the
// OpenAI-compatible judge with its verdict cache, or a replaying judge
// that answers from the cache alone. An invalid cfg is a KindConfig
// *Error (exit code 2); an unusable cache folder is KindCache.
func Open(cfg llm.Config) (judge.Judge, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.ResolvedKind() == judge.KindHeuristic {
		return heuristic.New(), nil
	}
	cfg, err := withCache(cfg.WithDefaults())
	if err != nil {
		return nil, err
	}
	if cfg.ResolvedKind() == llm.KindReplay {
		return openReplay(cfg)
	}
	return llm.New(cfg)
}

// openReplay is the judge of --judge replay[=ENDPOINT]: the recorded
// judge's identity (endpoint, model, seed, votes) with its cache and no
// calls. Without an endpoint or model it takes them from the judges that
// recorded in the cache, when exactly one matches.
func openReplay(cfg llm.Config) (judge.Judge, error) {
	cfg.URL = cfg.ReplayEndpoint()
	cfg.Kind = llm.KindReplay
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
	return llm.New(cfg)
}

// listsRecordings reports whether cfg's cache keeps the list of judges
// that recorded in it (the folder cache does), so a replay of a judge
// that never recorded there is refused up front.
func listsRecordings(cfg llm.Config) bool {
	_, ok := cfg.Cache.(judge.RecordingCache)
	return cfg.Cache == nil || ok
}

// recordedIdentity is the one judge identity recorded in cfg's cache
// that matches what cfg gives (endpoint, model).
func recordedIdentity(cfg llm.Config) (judge.Identity, error) {
	ids, err := RecordedIdentities(cfg.Cache)
	if err != nil {
		return judge.Identity{}, judge.Errorf(judge.KindCache, "", err, "cannot read the judges recorded in the verdict cache")
	}
	var match []judge.Identity
	for _, id := range ids {
		if id.Kind != judge.KindOpenAI || id.PromptVersion != llm.PromptVersion {
			continue
		}
		if cfg.URL != "" && id.Endpoint != judge.NormaliseEndpoint(cfg.URL) {
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
		return judge.Identity{}, judge.Errorf(judge.KindConfig, "", nil, "--judge replay: the verdict cache holds no recording of the current prompts (version %s)%s; record one with a live endpoint first, or give --judge-cache DIR", llm.PromptVersion, matchNote(cfg))
	}
	var names []string
	for _, id := range match {
		names = append(names, id.Model+" via "+id.Endpoint)
	}
	return judge.Identity{}, judge.Errorf(judge.KindConfig, "", nil, "--judge replay: the verdict cache holds recordings of several judges (%s); choose one with --judge replay=ENDPOINT and --judge-model", strings.Join(names, "; "))
}

func matchNote(cfg llm.Config) string {
	var parts []string
	if cfg.URL != "" {
		parts = append(parts, "endpoint "+judge.NormaliseEndpoint(cfg.URL))
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
func RecordedIdentities(c judge.VerdictCache) ([]judge.Identity, error) {
	if rc, ok := c.(judge.RecordingCache); ok {
		return rc.Identities()
	}
	return nil, nil
}

// HasRecording reports whether the verdict cache folder dir holds
// verdicts recorded with the current prompts: `citecheck test` replays
// them when no endpoint is configured.
func HasRecording(dir string) bool {
	return HasRecordingIn(cache.At(dir))
}

// HasRecordingIn reports whether c (a shared cache given as
// Config.Cache) holds verdicts recorded with the current prompts.
func HasRecordingIn(c judge.VerdictCache) bool {
	ids, err := RecordedIdentities(c)
	if err != nil {
		return false
	}
	for _, id := range ids {
		if id.Kind == judge.KindOpenAI && id.PromptVersion == llm.PromptVersion {
			return true
		}
	}
	return false
}
