package main

import (
	"context"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// retrieveOptions are the flags of `citecheck retrieve`.
type retrieveOptions struct {
	user string
	at   string
	k    int
	json bool
}

// newRetrieveCmd is `citecheck retrieve`: what ACL-filtered retrieval
// returns for a question as a user at a time, printed as a retrieval
// trace that can be pasted into a response (FORMATS.md, "The response and
// its retrieval trace").
func newRetrieveCmd(g *globalOptions) *cobra.Command {
	o := &retrieveOptions{}
	cmd := &cobra.Command{
		Use:   "retrieve --user U --at TIME [--k N] QUESTION... [--vault DIR] [--json]",
		Short: "Show the ACL-filtered top-k chunks for a question, as a retrieval trace",
		Long: strings.TrimSpace(`
retrieve runs BM25 over the Vault's chunks as the given user at the given
time: documents the user may not read then are filtered inside the query, so
k results come back whenever k readable matches exist. The words of QUESTION
are joined by spaces. --json prints {"user", "asked_at", "question",
"retrieved": [{chunk_id, rank, score, text}]}, the shape of a
response's retrieval trace.`),
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRetrieve(cmd.Context(), g, o, strings.Join(args, " "))
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.user, "user", "", "the user retrieval runs as (required)")
	f.StringVar(&o.at, "at", "", "the time asked, RFC 3339 or a date (required)")
	f.IntVar(&o.k, "k", retrieval.DefaultK, "how many chunks to return")
	f.BoolVar(&o.json, "json", false, "print the trace as JSON")
	addVaultFlag(cmd, g)
	return cmd
}

// parseRetrieveFlags checks the flags before the Vault is opened, so a
// usage error never waits for an index.
func parseRetrieveFlags(g *globalOptions, o *retrieveOptions, question string) (time.Time, error) {
	if o.user == "" {
		return time.Time{}, usagef("retrieve: --user is required")
	}
	if o.at == "" {
		return time.Time{}, usagef("retrieve: --at is required")
	}
	at, err := vault.ParseTime(o.at)
	if err != nil {
		return time.Time{}, usagef("retrieve: --at: %v", err)
	}
	if o.k < 1 || o.k > retrieval.MaxK {
		return time.Time{}, usagef("retrieve: --k must be between 1 and %d, got %d", retrieval.MaxK, o.k)
	}
	if strings.TrimSpace(question) == "" {
		return time.Time{}, usagef("retrieve: the question is empty")
	}
	if g.vault == "" {
		return time.Time{}, usagef("retrieve: --vault is required (a built index or a Vault source folder)")
	}
	return at, nil
}

func runRetrieve(ctx context.Context, g *globalOptions, o *retrieveOptions, question string) error {
	at, err := parseRetrieveFlags(g, o, question)
	if err != nil {
		return err
	}
	ix, err := vault.Open(g.vault)
	if err != nil {
		return err
	}
	defer ix.Close()
	if err := ix.CheckUser(o.user); err != nil {
		return usagef("retrieve: --user: %v", err)
	}
	hits, err := retrieval.Search(ctx, ix, retrieval.Query{Text: question, User: o.user, At: at, K: o.k})
	if err != nil {
		return err
	}
	tr := retrieval.Trace{User: o.user, AskedAt: at, Question: question, Retrieved: hits}
	if o.json {
		return retrieval.WriteJSON(g.stdout, tr)
	}
	return retrieval.WriteTable(g.stdout, tr, ix)
}
