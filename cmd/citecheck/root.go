package main

import (
	"context"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// globalOptions are what every command shares: the standard streams, and
// the flags that more than one command takes (each command that reads a
// Vault registers --vault itself, addVaultFlag; --quiet likewise).
type globalOptions struct {
	vault  string // --vault: a built index or a source folder
	quiet  bool   // -q/--quiet: errors and the one-line result only
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// run builds the command tree, executes it and returns the exit code.
// Everything testable about the CLI goes through here.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	g := &globalOptions{stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRootCmd(g)
	root.SetFlagErrorFunc(flagErrorWithSuggestion(args))
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
compatible scores.json.

Conventions: --vault is a flag of the commands that read a Vault; -q/--quiet,
on the commands that print progress, notes or summary tables, leaves only
errors and the one-line result; a misspelt command or flag is answered
with the nearest one ("did you mean"). citecheck version (or --version)
prints the module, grader, Go and index-format versions.`),
		Version:       versionLine(),
		SilenceErrors: true, // messages are ours (exit.go)
		SilenceUsage:  true,
		Args:          groupArgs,
		RunE:          showHelp,
	}
	root.SetVersionTemplate("{{.Version}}\n")
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
		newInitCmd(g),
		newSchemaCmd(g),
		newVersionCmd(g),
	} {
		root.AddCommand(c)
	}
	return root
}

// groupArgs rejects stray words given to a command that only groups
// subcommands, as a usage error (cobra's own error would map to exit 3).
func groupArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return unknownCommand(cmd, args[0])
	}
	return nil
}

// addVaultFlag gives cmd the --vault flag: only the commands that read a
// Vault have it, so `citecheck report --help` does not offer one.
func addVaultFlag(cmd *cobra.Command, g *globalOptions) {
	cmd.Flags().StringVar(&g.vault, "vault", "", "Vault: a built index folder or a source folder (indexed on first use)")
}

// addQuietFlag gives cmd -q/--quiet (see globalOptions.quiet).
func addQuietFlag(cmd *cobra.Command, g *globalOptions, what string) {
	cmd.Flags().BoolVarP(&g.quiet, "quiet", "q", false, what)
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

// maxArgs is cobra.MaximumNArgs with a usage error.
func maxArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usagef("%s takes at most %d argument(s), got %d; see '%s --help'", cmd.CommandPath(), n, len(args), cmd.CommandPath())
		}
		return nil
	}
}
