package judge

import (
	"fmt"
	"net/url"
)

// Open builds the judge cfg asks for: the offline heuristic judge, or the
// OpenAI-compatible judge with its verdict cache. An invalid cfg is a
// KindConfig *Error (exit code 2); an unusable cache folder is KindCache.
func Open(cfg Config) (Judge, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	switch cfg.ResolvedKind() {
	case KindHeuristic:
		return NewHeuristic(), nil
	default:
		return newOpenAI(cfg.withDefaults())
	}
}

// checkURL accepts an absolute http or https URL with a host.
func checkURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("want an http:// or https:// URL")
	}
	if u.Host == "" {
		return fmt.Errorf("the URL has no host")
	}
	return nil
}
