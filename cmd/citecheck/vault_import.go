package main

import (
	"fmt"
	"regexp"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/vault"
)

// vaultImportOptions are the flags of `citecheck vault import`.
type vaultImportOptions struct {
	into   string
	allow  string
	json   bool
	limits fileLimitFlags
}

// principalShape is what --allow may name (acl.jsonl "principal").
var principalShape = regexp.MustCompile(`^(\*|user:[A-Za-z0-9._:-]{1,64}|group:[A-Za-z0-9._:-]{1,64})$`)

// newVaultImportCmd is `citecheck vault import FILES... --into SRC`.
func newVaultImportCmd(g *globalOptions) *cobra.Command {
	o := &vaultImportOptions{}
	cmd := &cobra.Command{
		Use:   "import FILES... --into SRC [--allow PRINCIPAL]",
		Short: "Start or extend a Vault source folder from document files",
		Long: strings.TrimSpace(`
import reads each file (PDF, DOCX, HTML, Markdown or text, told apart by
content) and adds one documents.jsonl line per file to the Vault source
folder SRC (created when missing): an ID in the style the Vault already
uses (DOC-001 for a new one), a title and a kind guessed from the first
page, the file name, and "file". A file outside SRC is copied into
SRC/files/; one inside is referred to where it is. The entries are
printed for you to correct: the title, kind, citations and aliases are
guesses or missing, and they decide what answers can cite.

Nothing is overwritten: a file already listed, an existing file of the
same name with other content, or a file that cannot be read (a scan, an
encrypted PDF) is bad input (exit 2) and nothing is written. acl.jsonl and
principals.jsonl are created empty when missing; --allow PRINCIPAL ("*",
"group:NAME", "user:ID") also grants each imported document to it.`),
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVaultImport(g, o, args)
		},
	}
	cmd.Flags().StringVar(&o.into, "into", "", "the Vault source folder to write (required)")
	cmd.Flags().StringVar(&o.allow, "allow", "", `grant every imported document to this principal in acl.jsonl ("*", "group:NAME", "user:ID")`)
	cmd.Flags().BoolVar(&o.json, "json", false, "print the new entries as JSON")
	o.limits.register(cmd)
	return cmd
}

func runVaultImport(g *globalOptions, o *vaultImportOptions, files []string) error {
	if o.into == "" {
		return usagef("vault import: --into SRC is required (the Vault source folder to write)")
	}
	if o.allow != "" && !principalShape.MatchString(o.allow) {
		return usagef("vault import: --allow %q must be \"*\", \"group:NAME\" or \"user:ID\"", o.allow)
	}
	opts, err := o.limits.options()
	if err != nil {
		return err
	}
	plan, err := vault.PlanImport(o.into, files, opts.Files)
	if err != nil {
		return err
	}
	plan.Allow = o.allow
	if err := plan.Apply(); err != nil {
		return err
	}
	if o.json {
		return writeVaultJSON(g.stdout, plan.Entries)
	}
	b := &strings.Builder{}
	tw := tabwriter.NewWriter(b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tKIND\tFORMAT\tPAGES\tFILE\tTITLE")
	for _, e := range plan.Entries {
		pages := "-"
		if e.Pages > 0 {
			pages = fmt.Sprint(e.Pages)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", e.ID, e.Kind, e.Format, pages, e.File, e.Title)
	}
	tw.Flush()
	fmt.Fprintf(b, "\nAdded %d document(s) to %s/documents.jsonl. The titles and kinds are guesses: correct them there, and add\n", len(plan.Entries), o.into)
	b.WriteString("\"citations\" (e.g. \"407 U.S. 1\") and \"aliases\" so answers citing them resolve. Then: citecheck vault build " + o.into + "\n")
	if o.allow == "" {
		b.WriteString("No access is granted yet: add grants to acl.jsonl (or import with --allow PRINCIPAL).\n")
	}
	_, err = fmt.Fprint(g.stdout, b.String())
	return err
}
