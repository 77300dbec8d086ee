package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/wiring"
)

// newJudgeCmd is `citecheck judge`, the judge's own commands.
func newJudgeCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "judge",
		Short: "Judge endpoint tools (probe)",
		Args:  groupArgs,
		RunE:  showHelp,
	}
	cmd.AddCommand(newJudgeProbeCmd(g))
	return cmd
}

// probeOptions are the flags of `citecheck judge probe`.
type probeOptions struct {
	judge judgeFlags
	json  bool
}

// newJudgeProbeCmd is `citecheck judge probe`: ask the configured
// endpoint a few one-unit questions and print what it accepts.
func newJudgeProbeCmd(g *globalOptions) *cobra.Command {
	o := &probeOptions{}
	cmd := &cobra.Command{
		Use:   "probe [--judge-url URL --judge-model M ...]",
		Short: "Ask the configured judge endpoint what it accepts, once, before a run",
		Long: strings.TrimSpace(`
probe sends the configured OpenAI-compatible endpoint a few requests about
one synthetic citation (nothing from a real answer or Vault) and prints what
it accepts: "temperature": 0, response_format json_schema and json_object,
tool calls, which max-tokens field it reads, and whether the model reasons.
The first request goes through the judge's own fallbacks, so what it learns
is what grading would learn; it is saved in the verdict cache folder, so a
grading run starts from it instead of meeting the same refusals.

Exit codes: 0 the endpoint answered with a valid, verified verdict; 1 it
answered, but not with a usable verdict; 2 bad flags, or the endpoint
rejected the configuration (wrong model, key, URL); 3 unreachable.`),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runProbe(cmd.Context(), g, o, cmd)
		},
	}
	o.judge.register(cmd)
	cmd.Flags().BoolVar(&o.json, "json", false, "print the findings as JSON")
	addQuietFlag(cmd, g, "print nothing but errors: the exit code says whether the endpoint gave a usable verdict")
	return cmd
}

func runProbe(ctx context.Context, g *globalOptions, o *probeOptions, cmd *cobra.Command) error {
	defer o.judge.closeCache()
	cfg, err := o.judge.config(cmd)
	if err != nil {
		return err
	}
	if k := cfg.ResolvedKind(); k != judge.KindOpenAI {
		return usagef("judge probe: no endpoint is configured (the judge would be %s): give --judge-url and --judge-model, or set OPENAI_BASE_URL and CITECHECK_JUDGE_MODEL", k)
	}
	rep, err := wiring.Probe(ctx, cfg)
	if err != nil {
		return err
	}
	switch {
	case g.quiet:
	case o.json:
		b, _ := json.MarshalIndent(rep, "", "  ")
		fmt.Fprintln(g.stdout, string(b))
	default:
		fmt.Fprintf(g.stdout, "endpoint          %s (%s)\nmodel             %s\n", rep.Endpoint, rep.Kind, rep.Model)
		for _, r := range rep.Rows {
			fmt.Fprintf(g.stdout, "%-17s %s\n", r.What, r.Result)
		}
		fmt.Fprintf(g.stdout, "calls             %d\n", rep.Calls)
	}
	if !rep.OK {
		return errFailed
	}
	return nil
}
