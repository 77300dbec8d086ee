package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/schema"
)

// newSchemaCmd is `citecheck schema [NAME] [--out DIR]`: the JSON Schemas
// of the input files, for editors and other tools.
func newSchemaCmd(g *globalOptions) *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "schema [NAME] [--out DIR]",
		Short: "Print the JSON Schema of an input file (documents, acl, principals, vault, case, response, trace-entry, expected)",
		Long: strings.TrimSpace(`
schema prints the JSON Schema (draft 2020-12) of one input file; without
NAME it lists them. --out DIR writes every schema into DIR instead (the
response schema refers to trace-entry.schema.json by a relative $ref, so
keep them together).

A schema checks a file's shape: its keys, their types and the values they
may take. citecheck's own loaders check more than a schema can say (a
duplicate ID, an ACL naming an unknown document, a text_file outside the
Vault, a criterion ID the case lacks) and remain the authority; FORMATS.md
describes every file.`),
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case out != "" && len(args) > 0:
				return usagef("schema: give NAME or --out DIR, not both")
			case out != "":
				return writeSchemas(g, out)
			case len(args) == 0:
				return listSchemas(g)
			}
			_, b, err := schema.Get(args[0])
			if err != nil {
				return usagef("schema: %v", err)
			}
			_, err = g.stdout.Write(b)
			return err
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "write every schema into DIR (NAME.schema.json)")
	addQuietFlag(cmd, g, "print nothing but errors")
	return cmd
}

func listSchemas(g *globalOptions) error {
	tw := tabwriter.NewWriter(g.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tVALIDATES\tFILE")
	for _, e := range schema.List() {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", e.Name, e.Validate, e.File)
	}
	fmt.Fprintln(tw, "\nPrint one with 'citecheck schema NAME'.")
	return tw.Flush()
}

func writeSchemas(g *globalOptions, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, e := range schema.List() {
		_, b, err := schema.Get(e.Name)
		if err != nil {
			return err
		}
		if err := report.WriteFileAtomic(filepath.Join(dir, e.File), b); err != nil {
			return err
		}
	}
	if !g.quiet {
		fmt.Fprintf(g.stderr, "citecheck: wrote %d schemas to %s\n", len(schema.List()), dir)
	}
	return nil
}
