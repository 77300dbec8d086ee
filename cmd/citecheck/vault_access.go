package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/vault"
)

// vaultAccessOptions are the flags of `citecheck vault access`.
type vaultAccessOptions struct {
	user string
	at   string
	json bool
}

// newVaultAccessCmd is `citecheck vault access --user U --at TIME ID...`.
func newVaultAccessCmd(g *globalOptions) *cobra.Command {
	o := &vaultAccessOptions{}
	cmd := &cobra.Command{
		Use:   "access --user U --at TIME ID... [--vault DIR] [--json]",
		Short: "Decide whether a user may read documents at a time, and which rule decided",
		Long: strings.TrimSpace(`
access evaluates acl.jsonl and principals.jsonl for each document ID as the
user at the time: user, group and "*" grants, half-open windows (from
inclusive, until exclusive), group grants only while the membership is also
in force, deny wins, no allow means no access. It prints the deciding rule
(with its acl.jsonl line) and the reason. --json prints
[{"doc", "allowed", "rule", "reason"}], one object per ID, in the order given.
Unknown document IDs are an error (exit 2) and nothing is printed.`),
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVaultAccess(g, o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.user, "user", "", "the user asking (required)")
	f.StringVar(&o.at, "at", "", "the time asked, RFC 3339 or a date (required)")
	f.BoolVar(&o.json, "json", false, "print JSON")
	addVaultFlag(cmd, g)
	addQuietFlag(cmd, g, "leave out the notes on stderr (the table is the output)")
	return cmd
}

func runVaultAccess(g *globalOptions, o *vaultAccessOptions, ids []string) error {
	if o.user == "" {
		return usagef("vault access: --user is required")
	}
	if o.at == "" {
		return usagef("vault access: --at is required")
	}
	at, err := vault.ParseTime(o.at)
	if err != nil {
		return usagef("vault access: --at: %v", err)
	}
	ix, err := openVault(g, "access")
	if err != nil {
		return err
	}
	defer ix.Close()
	for _, id := range ids {
		if _, ok := ix.Document(id); !ok {
			if c, ok := ix.Chunk(id); ok {
				return usagef("vault access: %q is a chunk; access is decided per document (%s)", id, c.Doc)
			}
			return &vault.NotFoundError{ID: id}
		}
	}
	if err := ix.CheckUser(o.user); err != nil {
		return usagef("vault access: --user: %v", err)
	}
	if _, ok := ix.Principal(o.user); !ok {
		if !g.quiet {
			fmt.Fprintf(g.stderr, "citecheck: note: user %q is not in principals.jsonl; only user and \"*\" grants can apply\n", o.user)
		}
	}
	ds := make([]vault.Decision, len(ids))
	for i, id := range ids {
		ds[i] = ix.Access(o.user, at, id)
	}
	if o.json {
		return writeVaultJSON(g.stdout, ds)
	}
	return printDecisions(g.stdout, o.user, at, ds)
}
