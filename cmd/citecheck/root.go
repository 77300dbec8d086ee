package main

import (
	"context"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// globalOptions are the flags every command shares.
type globalOptions struct {
	vault  string // --vault: a built index or a source folder
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// run builds the command tree, executes it and returns the exit code.
// Everything testable about the CLI goes through here.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	g := &globalOptions{stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRootCmd(g)
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.ExecuteContext(ctx)
	return exitCode(err, stderr)
}

func newRootCmd(g *globalOptions) *cobra.Command {
	root := &cobra.Command{
		Use:   "citecheck",
		Short: "Verify the citations of retrieval-augmented answers against a Vault and a rubric",
		Long: strings.TrimSpace(`
citecheck decides whether every citation in an answer exists in the Vault,
was readable by the user who asked at the time they asked, appears verbatim
in what retrieval returned, comes from an on-topic passage and carries a
locator; and, with an LLM judge (or the offline heuristic judge), whether
each cited passage supports its proposition. It writes Harvey-Labs
compatible scores.json.`),
		Version:       version,
		SilenceErrors: true, // messages are ours (exit.go)
		SilenceUsage:  true,
		Args:          groupArgs,
		RunE:          showHelp,
	}
	root.PersistentFlags().StringVar(&g.vault, "vault", "", "Vault: a built index folder or a source folder (indexed on first use)")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return &usageError{msg: err.Error()}
	})
	// Commands, in the order help lists them. One constructor per file.
	for _, c := range []*cobra.Command{
		// newVaultCmd(g), newExtractCmd(g), newRetrieveCmd(g), newGradeCmd(g), newTestCmd(g), newServeCmd(g)
		newVaultCmd(g),
		newExtractCmd(g),
		newRetrieveCmd(g),
		newGradeCmd(g),
		newMergeCmd(g),
		newTestCmd(g),
		newCompareCmd(g),
		newReportCmd(g),
		newServeCmd(g),
		newJudgeCmd(g),
	} {
		root.AddCommand(c)
	}
	return root
}

// groupArgs rejects stray words given to a command that only groups
// subcommands, as a usage error (cobra's own error would map to exit 3).
func groupArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("unknown command %q for %q; see '%s --help'", args[0], cmd.CommandPath(), cmd.CommandPath())
	}
	return nil
}

// showHelp is the action of a grouping command run on its own.
func showHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// exactArgs is cobra.ExactArgs with a usage error.
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("%s takes %d argument(s), got %d; see '%s --help'", cmd.CommandPath(), n, len(args), cmd.CommandPath())
		}
		return nil
	}
}

// minArgs is cobra.MinimumNArgs with a usage error.
func minArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < n {
			return usagef("%s needs at least %d argument(s); see '%s --help'", cmd.CommandPath(), n, cmd.CommandPath())
		}
		return nil
	}
}
