package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/vault"
)

// newVaultCmd is `citecheck vault`: build, inspect and query a Vault.
func newVaultCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "vault",
		Short: "Build a Vault index, show documents and chunks, decide access",
		Long: strings.TrimSpace(`
vault groups the commands that work on the document Vault alone: build
indexes a source folder (FORMATS.md, "The Vault folder"), get shows a document with its chunks and
locators or one chunk, access decides who may read what at a given time.

--vault names a built index folder or a source folder; a source folder is
indexed on first use into a cache keyed by its content hash
($CITECHECK_CACHE_DIR, else the user cache folder), so no build step is
needed.`),
		Args: groupArgs,
		RunE: showHelp,
	}
	cmd.AddCommand(newVaultBuildCmd(g), newVaultGetCmd(g), newVaultAccessCmd(g), newVaultImportCmd(g))
	return cmd
}

// vaultBuildOptions are the flags of `citecheck vault build`.
type vaultBuildOptions struct {
	out    string
	json   bool
	limits fileLimitFlags
}

// newVaultBuildCmd is `citecheck vault build SRC [--out DIR]`.
func newVaultBuildCmd(g *globalOptions) *cobra.Command {
	o := &vaultBuildOptions{}
	cmd := &cobra.Command{
		Use:   "build SRC [--out DIR] [--json]",
		Short: "Ingest, chunk and index a Vault source folder",
		Long: strings.TrimSpace(`
build validates the source folder SRC (every error names file, line and
field, exit 2, nothing written), chunks every document and indexes it.
With --out the index goes to DIR (replacing an index already there only
once the new one is complete); without it, into the cache that --vault SRC
uses, so later commands start at once.

Document files (documents.jsonl "file": PDF, DOCX, HTML, Markdown, text)
are read within limits per file: --max-file-bytes, --max-pages,
--max-objects, --file-timeout; a file past one is bad input naming the
limit.`),
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVaultBuild(g, o, args[0])
		},
	}
	cmd.Flags().StringVar(&o.out, "out", "", "folder to write the index to (default: the cache used by --vault SRC)")
	cmd.Flags().BoolVar(&o.json, "json", false, "print the result as JSON")
	o.limits.register(cmd)
	addQuietFlag(cmd, g, "print nothing but errors")
	return cmd
}

// buildResult is what `vault build` reports.
type buildResult struct {
	Name      string `json:"name"`
	Documents int    `json:"documents"`
	Chunks    int    `json:"chunks"`
	Index     string `json:"index"`
}

func runVaultBuild(g *globalOptions, o *vaultBuildOptions, srcDir string) error {
	var ix *vault.Index
	opts, err := o.limits.options()
	if err != nil {
		return err
	}
	var src *vault.Source
	if o.out != "" || o.limits.custom() {
		// Limits other than the defaults are checked by reading every
		// file, even when the cache already holds this source.
		if src, err = vault.LoadSourceWith(srcDir, opts); err != nil {
			return err
		}
	}
	if o.out != "" {
		if err = vault.BuildAtomic(src, o.out); err != nil {
			return err
		}
		ix, err = vault.OpenBuilt(o.out)
	} else {
		ix, err = vault.OpenSource(srcDir)
	}
	if err != nil {
		return err
	}
	defer ix.Close()
	printVaultLint(g.stderr, ix.Documents())
	r := buildResult{Name: ix.Manifest().Name, Documents: len(ix.Documents()), Chunks: ix.NumChunks(), Index: ix.Dir()}
	if o.json {
		return writeVaultJSON(g.stdout, r)
	}
	if g.quiet {
		return nil
	}
	_, err = fmt.Fprintf(g.stdout, "Vault %q: %d documents, %d chunks\nindex: %s\n", r.Name, r.Documents, r.Chunks, r.Index)
	return err
}

// openVault opens --vault, which the vault subcommands require.
func openVault(g *globalOptions, cmdName string) (*vault.Index, error) {
	if g.vault == "" {
		return nil, usagef("vault %s: --vault is required (a built index or a Vault source folder)", cmdName)
	}
	return vault.Open(g.vault)
}

// writeVaultJSON prints v as indented JSON followed by a newline.
func writeVaultJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
