package wiring

import (
	"context"

	"github.com/citecheck/citecheck/judge/llm"
)

// Probe asks the endpoint cfg names what it accepts (llm.Probe), with
// the verdict cache cfg names, so what the probe learns is stored where
// grading will look for it.
func Probe(ctx context.Context, cfg llm.Config) (*llm.ProbeReport, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg, err := withCache(cfg)
	if err != nil {
		return nil, err
	}
	return llm.Probe(ctx, cfg)
}
